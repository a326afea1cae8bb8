import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDb, type Db } from '../../server/platform/db'
import { generateSealedKey, SealError, Sealer, sealedKeyId } from '../../server/platform/sealed'
import { seal } from '../../src/api/seal'

// The nonces live in the database (migration 035): one in memory serves every test here.
let db: Db
let sealer: Sealer
let key: { keyId: string; publicKey: string }
beforeAll(async () => {
  db = await openDb({})
  sealer = new Sealer(db)
  key = { keyId: sealer.keyId, publicKey: sealer.publicKeyBase64 }
}, 30_000)
afterAll(() => db.close())

describe('sealed payloads (browser WebCrypto -> node:crypto)', () => {
  it('opens what the client sealed, once', async () => {
    const body = await seal({ username: 'demo_member', password: 'Demo1234' }, key)
    expect(body.iv).toHaveLength(16) // 12 bytes of IV in base64
    expect(JSON.stringify(body)).not.toContain('Demo1234')
    expect(await sealer.open(body)).toEqual({ username: 'demo_member', password: 'Demo1234' })
    await expect(sealer.open(body)).rejects.toThrow(
      new SealError('Encrypted payload was already used'),
    )
  })

  it('refuses a changed timestamp or nonce, which are bound to the ciphertext', async () => {
    const body = await seal({ a: 1 }, key)
    await expect(sealer.open({ ...body, ts: body.ts + 1 })).rejects.toThrow(
      'Encrypted payload could not be opened',
    )
    const other = await seal({ a: 1 }, key)
    await expect(sealer.open({ ...other, nonce: 'AAAAAAAAAAAAAAAAAAAAAA==' })).rejects.toThrow(
      'Encrypted payload could not be opened',
    )
  })

  it('refuses an old payload, another key, and a body that is not sealed', async () => {
    const old = await seal({ a: 1 }, key, Date.now() - 10 * 60 * 1000)
    await expect(sealer.open(old)).rejects.toThrow('Encrypted payload has expired')
    const stranger = new Sealer(db)
    const foreign = await seal(
      { a: 1 },
      { keyId: stranger.keyId, publicKey: stranger.publicKeyBase64 },
    )
    await expect(sealer.open(foreign)).rejects.toThrow('Encryption key has changed, please retry')
    await expect(sealer.open({ username: 'x' })).rejects.toThrow('Encrypted payload expected')
  })

  it('names a key by its public half, and opens with the previous key it is given', async () => {
    const current = generateSealedKey()
    const previous = generateSealedKey()
    // Two instances reading the same key file serve the same id.
    expect(new Sealer(db, { current }).keyId).toBe(sealedKeyId(current))
    expect(new Sealer(db, { current }).keyId).toBe(new Sealer(db, { current }).keyId)
    const before = new Sealer(db, { current: previous })
    const rotated = new Sealer(db, { current, previous })
    expect(rotated.keyId).not.toBe(before.keyId)
    const old = await seal({ a: 1 }, { keyId: before.keyId, publicKey: before.publicKeyBase64 })
    expect(await rotated.open(old)).toEqual({ a: 1 })
    // The nonce is spent for every instance, whichever key opened it.
    await expect(before.open(old)).rejects.toThrow('Encrypted payload was already used')
  })
})
