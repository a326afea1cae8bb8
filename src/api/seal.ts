/** The server's public key for sealed payloads. */
export interface PublicKey {
  keyId: string
  publicKey: string
}

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)
  let binary = ''
  for (const byte of view) binary += String.fromCharCode(byte)
  return btoa(binary)
}

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/**
 * Seals a JSON payload for an encrypted call: a fresh AES-256-GCM key and 96-bit IV, the key
 * wrapped with the server's RSA-OAEP (SHA-256) key, and the timestamp and nonce bound to the
 * ciphertext as additional data so that a replay or a changed timestamp is refused.
 */
export async function seal(payload: unknown, key: PublicKey, now = Date.now()) {
  const crypto = globalThis.crypto
  const rsa = await crypto.subtle.importKey(
    'spki',
    fromBase64(key.publicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  )
  const aes = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt'])
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const nonce = toBase64(crypto.getRandomValues(new Uint8Array(16)))
  const additionalData = new TextEncoder().encode(`${now}.${nonce}`)
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData },
    aes,
    new TextEncoder().encode(JSON.stringify(payload)),
  )
  const wrapped = await crypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    rsa,
    await crypto.subtle.exportKey('raw', aes),
  )
  return {
    keyId: key.keyId,
    key: toBase64(wrapped),
    iv: toBase64(iv),
    ts: now,
    nonce,
    data: toBase64(data),
  }
}
