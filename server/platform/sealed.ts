import {
  constants,
  createDecipheriv,
  generateKeyPairSync,
  privateDecrypt,
  randomUUID,
  type KeyObject,
} from 'node:crypto'

/** The body of an encrypted call: an AES-GCM sealed JSON payload and its RSA-OAEP wrapped key. */
export interface SealedBody {
  keyId: string
  key: string
  iv: string
  ts: number
  nonce: string
  data: string
}

/** Why an encrypted payload was refused. */
export class SealError extends Error {}

const maxSkewMs = 5 * 60 * 1000

/**
 * The server's key pair and the nonces it has seen. A payload is accepted once, within five
 * minutes of its timestamp; the timestamp and nonce are bound to the ciphertext as AES-GCM
 * additional data, so neither can be changed.
 */
export class Sealer {
  readonly keyId = randomUUID()
  private readonly privateKey: KeyObject
  readonly publicKeyBase64: string
  private readonly seen = new Map<string, number>()

  constructor() {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    this.privateKey = privateKey
    this.publicKeyBase64 = publicKey.export({ type: 'spki', format: 'der' }).toString('base64')
  }

  /** Opens a sealed body into its JSON payload, or throws SealError. */
  open(body: unknown, now = Date.now()): unknown {
    const b = body as Partial<SealedBody>
    if (
      !b ||
      typeof b.key !== 'string' ||
      typeof b.iv !== 'string' ||
      typeof b.data !== 'string' ||
      typeof b.nonce !== 'string' ||
      typeof b.ts !== 'number'
    ) {
      throw new SealError('Encrypted payload expected')
    }
    if (b.keyId !== this.keyId) throw new SealError('Encryption key has changed, please retry')
    if (Math.abs(now - b.ts) > maxSkewMs) throw new SealError('Encrypted payload has expired')
    const replayKey = `${b.ts}.${b.nonce}`
    this.forgetOld(now)
    if (this.seen.has(replayKey)) throw new SealError('Encrypted payload was already used')
    let plain: string
    try {
      const aesKey = privateDecrypt(
        { key: this.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(b.key, 'base64'),
      )
      const iv = Buffer.from(b.iv, 'base64')
      if (iv.length !== 12) throw new SealError('Bad IV')
      const sealed = Buffer.from(b.data, 'base64')
      const decipher = createDecipheriv('aes-256-gcm', aesKey, iv)
      decipher.setAAD(Buffer.from(replayKey, 'utf8'))
      decipher.setAuthTag(sealed.subarray(sealed.length - 16))
      plain = Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - 16)),
        decipher.final(),
      ]).toString('utf8')
    } catch {
      throw new SealError('Encrypted payload could not be opened')
    }
    this.seen.set(replayKey, b.ts)
    try {
      return JSON.parse(plain) as unknown
    } catch {
      throw new SealError('Encrypted payload is not JSON')
    }
  }

  private forgetOld(now: number) {
    for (const [key, ts] of this.seen) if (now - ts > maxSkewMs * 2) this.seen.delete(key)
  }
}
