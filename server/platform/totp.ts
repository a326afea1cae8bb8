import { createHmac, randomBytes } from 'node:crypto'

/** Time-based one-time passwords (RFC 6238: HMAC-SHA1, 30-second steps, 6 digits). */
const stepSeconds = 30
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** A fresh secret in base32, as authenticator apps take it. */
export function newTotpSecret(): string {
  return [...randomBytes(32)].map((byte) => alphabet[byte % 32]).join('')
}

function decodeBase32(secret: string): Buffer {
  let bits = ''
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char)
    if (value < 0) throw new Error('not base32')
    bits += value.toString(2).padStart(5, '0')
  }
  const bytes = bits.match(/.{8}/g) ?? []
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)))
}

/** The code of a secret at a time (milliseconds since the epoch). */
export function totpCode(secret: string, now = Date.now()): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 1000 / stepSeconds)))
  const hmac = createHmac('sha1', decodeBase32(secret)).update(counter).digest()
  const offset = hmac[hmac.length - 1]! & 0xf
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000
  return String(value).padStart(6, '0')
}

/** Whether a code is the secret's, one step either side of now to allow for clock drift. */
export function verifyTotp(secret: string, code: string, now = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false
  return [-1, 0, 1].some((step) => totpCode(secret, now + step * stepSeconds * 1000) === code)
}
