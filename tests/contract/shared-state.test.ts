import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateSealedKey, Sealer } from '../../server/platform/sealed'
import { seal } from '../../src/api/seal'
import {
  closeInstances,
  startInstances,
  startPlatform,
  testKeys,
  type TestPlatform,
} from './platform'

// Two instances over ONE database, as behind a balancer (issue 44): what a login carries from one
// request to the next (captchas, sealed-payload nonces, phone-auth and new-IP verifications) is
// in the database, and the keys come from configuration, so either instance finishes what the
// other began.
const secret = 'shared-state-control-secret'
let a: TestPlatform
let b: TestPlatform
beforeAll(async () => {
  ;({ a, b } = await startInstances({ controlSecret: secret }))
}, 60_000)
afterAll(() => closeInstances(a, b))

interface Envelope<T> {
  success: boolean
  value: T
  message: string
}
type PublicKey = { keyId: string; publicKey: string }

async function get<T>(server: TestPlatform, path: string, merchant = 'LUCKY01') {
  const response = await fetch(`${server.baseAt(merchant)}${path}`, { headers: { merchant } })
  return (await response.json()) as Envelope<T>
}

/** POSTs a payload sealed for `key` to an instance, as the app's transport would. */
async function postSealed<T>(
  server: TestPlatform,
  path: string,
  body: string,
  merchant = 'LUCKY01',
) {
  const response = await fetch(`${server.baseAt(merchant)}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', merchant },
    body,
  })
  return { status: response.status, ...((await response.json()) as Envelope<T>) }
}

const sealFor = async (key: PublicKey, payload: object) => JSON.stringify(await seal(payload, key))

/** A slider drawn by one instance's API, answered through another's control API. */
async function sliderOn(drawer: TestPlatform, reader: TestPlatform, merchant = 'LUCKY01') {
  const { value } = await get<{ sliderId: string }>(drawer, '/auth/slider', merchant)
  const answer = await fetch(`${reader.origin}/__control/captchas/${value.sliderId}`, {
    headers: { 'x-control-secret': secret },
  })
  const { x } = ((await answer.json()) as Envelope<{ x: number }>).value
  return { sliderId: value.sliderId, sliderX: x }
}

const newest = async (server: TestPlatform, mobile: string, purpose: string) =>
  (
    await server.db.query<{ code: string }>(
      'SELECT code FROM sms_outbox WHERE mobile = $1 AND purpose = $2 ORDER BY id DESC LIMIT 1',
      [mobile, purpose],
    )
  )[0]!.code

describe('a login across two instances', () => {
  it('finishes on B with the slider and the public key prepared on A; the payload is spent for A', async () => {
    const key = (await get<PublicKey>(a, '/auth/public-key')).value
    expect((await get<PublicKey>(b, '/auth/public-key')).value).toEqual(key)
    const slider = await sliderOn(a, b)
    const body = await sealFor(key, {
      username: 'demo_agent',
      password: 'Demo1234',
      type: 'username',
      ...slider,
    })
    const login = await postSealed<{ token: string }>(b, '/auth/login', body)
    expect(login).toMatchObject({ status: 200, success: true })
    // The session is the database's too: A knows the token B opened.
    const balance = await fetch(`${a.baseAt('LUCKY01')}/wps/v2/wallets/balance`, {
      headers: { merchant: 'LUCKY01', authorization: `Bearer ${login.value.token}` },
    })
    expect(balance.status).toBe(200)
    // The same sealed body again, at the other instance: its nonce is spent everywhere.
    expect(await postSealed(a, '/auth/login', body)).toMatchObject({
      status: 400,
      message: 'Encrypted payload was already used',
    })
  })

  it('spends a slider once: answered on B, it is refused on A', async () => {
    const key = (await get<PublicKey>(a, '/auth/public-key')).value
    const slider = await sliderOn(a, a)
    const login = (server: TestPlatform) =>
      sealFor(key, {
        username: 'demo_agent',
        password: 'Demo1234',
        type: 'username',
        ...slider,
      }).then((body) => postSealed(server, '/auth/login', body))
    expect(await login(b)).toMatchObject({ status: 200 })
    expect(await login(a)).toMatchObject({
      status: 400,
      message: 'Please complete verification first',
    })
  })

  it('accepts an image captcha drawn on A once, on B, and then refuses it on A', async () => {
    const { captchaId, code } = await a.platform.captchas.image('LUCKY01')
    // Another merchant's site does not take it, nor spend it.
    expect(await b.platform.captchas.checkImage('NOVA88', captchaId, code)).toBe(false)
    expect(await b.platform.captchas.checkImage('LUCKY01', captchaId, code)).toBe(true)
    expect(await a.platform.captchas.checkImage('LUCKY01', captchaId, code)).toBe(false)
    const [row] = await a.db.query('SELECT 1 FROM captchas WHERE id = $1', [captchaId])
    expect(row).toBeUndefined()
  })
})

describe('phone-auth across two instances', () => {
  it('verifies on B a code sent through A, and its ID token signs in on A', async () => {
    await a.db.query(
      `UPDATE merchants SET settings = jsonb_set(settings, '{menu,phoneAuth}', 'true') WHERE code = 'LUCKY01'`,
    )
    await a.reloadMerchants()
    const provider = async (server: TestPlatform, path: 'send' | 'verify', body: object) => {
      const response = await fetch(
        `${new URL(server.baseAt('LUCKY01')).origin}/phone-auth/v1/${path}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
      )
      return (await response.json()) as { verificationId?: string; idToken?: string }
    }
    const phoneNumber = '+639170000004' // demo_sub2's mobile
    const { verificationId } = await provider(a, 'send', { phoneNumber, merchant: 'LUCKY01' })
    expect(verificationId).toBeTruthy()
    const code = await newest(a, phoneNumber, 'phoneAuth')
    const { idToken } = await provider(b, 'verify', { verificationId, code })
    expect(idToken).toBeTruthy()
    const key = (await get<PublicKey>(a, '/auth/public-key')).value
    const body = await sealFor(key, {
      type: 'firebase',
      firebaseIdToken: idToken,
      countryDialingCode: '+63',
    })
    expect(await postSealed(a, '/auth/login', body)).toMatchObject({ status: 200, success: true })
  })
})

describe('a login from a new IP across two instances', () => {
  /** A password login at NOVA88 that the new-IP step stops, prepared on `server`. */
  async function ticketOn(server: TestPlatform, username: string, password: string) {
    await server.db.query(
      `UPDATE accounts SET known_ips = '{198.51.100.7}' WHERE username = $1 AND merchant = 'NOVA88'`,
      [username],
    )
    const key = (await get<PublicKey>(server, '/auth/public-key', 'NOVA88')).value
    const slider = await sliderOn(server, server, 'NOVA88')
    const body = await sealFor(key, { username, password, type: 'username', ...slider })
    const asked = await postSealed<{ verification: { ticket: string } }>(
      server,
      '/auth/login',
      body,
      'NOVA88',
    )
    expect(asked).toMatchObject({ status: 403, message: 'Please complete verification first' })
    return asked.value.verification.ticket
  }
  const verify = async (server: TestPlatform, ticket: string, answer: string) => {
    const key = (await get<PublicKey>(server, '/auth/public-key', 'NOVA88')).value
    return postSealed<{ token: string; weakPassword: boolean }>(
      server,
      '/auth/verify-login',
      await sealFor(key, { ticket, answer }),
      'NOVA88',
    )
  }

  it('finishes on B what A began, keeping no password but whether it was the weak default', async () => {
    const ticket = await ticketOn(a, 'demo_weak', '123456')
    const [kept] = await a.db.query<Record<string, unknown>>(
      'SELECT * FROM login_verifications WHERE weak_password',
    )
    expect(Object.values(kept!)).not.toContain('123456')
    expect(Object.values(kept!)).not.toContain(ticket)
    const answer = await verify(b, ticket, await newest(a, '9170000006', 'verify'))
    expect(answer).toMatchObject({ status: 200, value: { weakPassword: true } })
    // One login per ticket, on either instance.
    expect(await verify(a, ticket, '000000')).toMatchObject({
      status: 400,
      message: 'The verification has expired, please sign in again',
    })
  })

  it('counts wrong answers across both: five in all end the ticket', async () => {
    const ticket = await ticketOn(a, 'demo_member', 'Demo1234')
    for (const server of [a, b, a, b])
      expect(await verify(server, ticket, '000000x')).toMatchObject({
        status: 400,
        message: 'Enter a valid verification code',
      })
    expect(await verify(b, ticket, '000000x')).toMatchObject({
      message: 'Too many wrong answers; please sign in again',
    })
    const right = await newest(a, '9170000001', 'verify')
    expect(await verify(a, ticket, right)).toMatchObject({
      message: 'The verification has expired, please sign in again',
    })
  })
})

describe('sealed-payload keys', () => {
  it('opens a payload sealed for the previous key after a rotation, and refuses an unknown key', async () => {
    const before = (await get<PublicKey>(a, '/auth/public-key')).value
    // A third instance on the rotated key, A's key as its previous one.
    const rotated = testKeys()
    rotated.sealed.previous = a.keys.sealed.current
    const c = await startPlatform({ controlSecret: secret, sameDatabaseAs: a, keys: rotated })
    try {
      const served = (await get<PublicKey>(c, '/auth/public-key')).value
      expect(served.keyId).not.toBe(before.keyId)
      const login = async (key: PublicKey) =>
        postSealed(
          c,
          '/auth/login',
          await sealFor(key, {
            username: 'demo_agent',
            password: 'Demo1234',
            type: 'username',
            ...(await sliderOn(c, c)),
          }),
        )
      expect(await login(before)).toMatchObject({ status: 200 })
      expect(await login(served)).toMatchObject({ status: 200 })
      const stranger = new Sealer(a.db, { current: generateSealedKey() })
      expect(
        await login({ keyId: stranger.keyId, publicKey: stranger.publicKeyBase64 }),
      ).toMatchObject({ status: 400, message: 'Encryption key has changed, please retry' })
      // An instance without the previous key refuses what was sealed for it.
      expect(
        await postSealed(
          b,
          '/auth/login',
          await sealFor(served, { username: 'demo_agent', password: 'x', type: 'username' }),
        ),
      ).toMatchObject({ status: 400, message: 'Encryption key has changed, please retry' })
    } finally {
      await c.close()
    }
  }, 30_000)
})
