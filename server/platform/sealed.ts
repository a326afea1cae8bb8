import {
  constants,
  createDecipheriv,
  createHash,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto'
import type { Db } from './db'

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
/** Nonces written before a new one is kept (a few at a time: the sweep stays cheap). */
const sweepBatch = 50

/** The RSA key pairs that open sealed payloads: the one served, and the one it replaced, if any. */
export interface SealedKeys {
  current: KeyObject
  /** Still opens payloads sealed for it (a page that read the key before the rotation). */
  previous?: KeyObject
}

/** A fresh 2048-bit RSA private key (development and tests; production reads SEALED_KEY_FILE). */
export const generateSealedKey = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey

const publicDer = (privateKey: KeyObject) =>
  createPublicKey(privateKey).export({ type: 'spki', format: 'der' })

/**
 * A key's id: a short hash of its public half, so every instance that reads the same key file
 * serves the same id, and a rotated key has a new one.
 */
export const sealedKeyId = (privateKey: KeyObject) =>
  createHash('sha256').update(publicDer(privateKey)).digest('base64url').slice(0, 16)

/**
 * The server's key pairs and the nonces they have opened. A payload is accepted once, within five
 * minutes of its timestamp, on whichever instance (the nonces are a table: migration 035); the
 * timestamp and nonce are bound to the ciphertext as AES-GCM additional data, so neither can be
 * changed. The current key is served; the previous one still opens what was sealed for it.
 */
export class Sealer {
  readonly keyId: string
  readonly publicKeyBase64: string
  private readonly privateKeys: Map<string, KeyObject>

  constructor(
    private readonly db: Pick<Db, 'query'>,
    keys: SealedKeys = { current: generateSealedKey() },
  ) {
    this.keyId = sealedKeyId(keys.current)
    this.publicKeyBase64 = publicDer(keys.current).toString('base64')
    this.privateKeys = new Map([[this.keyId, keys.current]])
    if (keys.previous) this.privateKeys.set(sealedKeyId(keys.previous), keys.previous)
  }

  /** Opens a sealed body into its JSON payload, or throws SealError. */
  async open(body: unknown, now = Date.now()): Promise<unknown> {
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
    const privateKey = typeof b.keyId === 'string' ? this.privateKeys.get(b.keyId) : undefined
    if (!privateKey) throw new SealError('Encryption key has changed, please retry')
    if (Math.abs(now - b.ts) > maxSkewMs) throw new SealError('Encrypted payload has expired')
    if (b.nonce.length > 64) throw new SealError('Encrypted payload could not be opened')
    const replayKey = `${b.ts}.${b.nonce}`
    let plain: string
    try {
      const aesKey = privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
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
    // Only an opened payload's nonce is kept: garbage cannot fill the table.
    if (!(await this.firstUse(replayKey, now)))
      throw new SealError('Encrypted payload was already used')
    try {
      return JSON.parse(plain) as unknown
    } catch {
      throw new SealError('Encrypted payload is not JSON')
    }
  }

  /** Keeps the nonce; false when any instance kept it before. */
  private async firstUse(replayKey: string, now: number) {
    const rows = await this.db.query(
      `WITH swept AS (
         DELETE FROM sealed_nonces WHERE nonce IN (
           SELECT nonce FROM sealed_nonces WHERE expires_at < $2 ORDER BY expires_at LIMIT ${sweepBatch}))
       INSERT INTO sealed_nonces (nonce, expires_at) VALUES ($1, $3)
       ON CONFLICT (nonce) DO NOTHING RETURNING nonce`,
      [replayKey, new Date(now), new Date(now + maxSkewMs * 2)],
    )
    return rows.length > 0
  }
}
