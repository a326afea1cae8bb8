import { describe, expect, it } from 'vitest'
import { SealError, Sealer } from '../../server/platform/sealed'
import { seal } from '../../src/api/seal'

const sealer = new Sealer()
const key = { keyId: sealer.keyId, publicKey: sealer.publicKeyBase64 }

describe('sealed payloads (browser WebCrypto -> node:crypto)', () => {
  it('opens what the client sealed, once', async () => {
    const body = await seal({ username: 'demo_member', password: 'Demo1234' }, key)
    expect(body.iv).toHaveLength(16) // 12 bytes of IV in base64
    expect(JSON.stringify(body)).not.toContain('Demo1234')
    expect(sealer.open(body)).toEqual({ username: 'demo_member', password: 'Demo1234' })
    expect(() => sealer.open(body)).toThrow(new SealError('Encrypted payload was already used'))
  })

  it('refuses a changed timestamp or nonce, which are bound to the ciphertext', async () => {
    const body = await seal({ a: 1 }, key)
    expect(() => sealer.open({ ...body, ts: body.ts + 1 })).toThrow(
      'Encrypted payload could not be opened',
    )
    const other = await seal({ a: 1 }, key)
    expect(() => sealer.open({ ...other, nonce: 'AAAAAAAAAAAAAAAAAAAAAA==' })).toThrow(
      'Encrypted payload could not be opened',
    )
  })

  it('refuses an old payload, another key, and a body that is not sealed', async () => {
    const old = await seal({ a: 1 }, key, Date.now() - 10 * 60 * 1000)
    expect(() => sealer.open(old)).toThrow('Encrypted payload has expired')
    const stranger = new Sealer()
    const foreign = await seal(
      { a: 1 },
      { keyId: stranger.keyId, publicKey: stranger.publicKeyBase64 },
    )
    expect(() => sealer.open(foreign)).toThrow('Encryption key has changed, please retry')
    expect(() => sealer.open({ username: 'x' })).toThrow('Encrypted payload expected')
  })
})
