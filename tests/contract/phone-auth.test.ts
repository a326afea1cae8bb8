import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { refusal, solvedCaptcha, startPlatform, useTransport } from './platform'

const secret = 'phone-auth-control-secret'
let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform({ controlSecret: secret })
  for (const merchant of ['LUCKY01', 'NOVA88']) await patchSettings(merchant, { phoneAuth: true })
  // This file sends more codes from one address than a merchant's default caps allow (5 an
  // hour); tests/contract/abuse-limits.test.ts tests those caps.
  await fetch(`${server.origin}/__control/merchants/LUCKY01/settings`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', 'x-control-secret': secret },
    body: JSON.stringify({ limits: { smsPerAddressPerHour: 100, smsPerAddressPerDay: 100 } }),
  })
})
afterAll(() => server.close())
afterEach(() => moveClock({ reset: true }))

function patchSettings(merchant: string, menu: object) {
  return fetch(`${server.origin}/__control/merchants/${merchant}/settings`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', 'x-control-secret': secret },
    body: JSON.stringify({ menu }),
  })
}

/** Moves the platform's clock (test control API): { advanceMs } on, or { reset: true } back to real. */
async function moveClock(body: { advanceMs: number } | { reset: true }) {
  const response = await fetch(`${server.origin}/__control/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-control-secret': secret },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
}

interface ProviderAnswer {
  verificationId?: string
  idToken?: string
  error?: { code: string; message: string }
}

async function provider(path: 'send' | 'verify', body: object, merchant = 'LUCKY01') {
  const response = await fetch(`${new URL(server.baseAt(merchant)).origin}/phone-auth/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, answer: (await response.json()) as ProviderAnswer }
}

const send = (phoneNumber: string, merchant = 'LUCKY01') =>
  provider('send', { phoneNumber, merchant }, merchant)

/** The newest phone-auth code to a number, read from the outbox. */
async function codeTo(phone: string) {
  const [row] = await server.db.query<{ code: string }>(
    `SELECT code FROM sms_outbox WHERE mobile = $1 AND purpose = 'phoneAuth' ORDER BY id DESC LIMIT 1`,
    [phone],
  )
  return row!.code
}

/** Sends and verifies a code: the provider's ID token for the number. */
async function idTokenFor(phone: string, merchant = 'LUCKY01') {
  const { answer } = await send(phone, merchant)
  const { answer: verified } = await provider('verify', {
    verificationId: answer.verificationId,
    code: await codeTo(phone),
  })
  return verified.idToken!
}

describe('the demo phone-auth provider', () => {
  it('sends a code to the outbox and trades it once for an ID token', async () => {
    const { status, answer } = await send('+639170000001')
    expect(status).toBe(200)
    expect(answer.verificationId).toMatch(/^[\w-]{20,}$/)
    const code = await codeTo('+639170000001')
    const wrong = await provider('verify', {
      verificationId: answer.verificationId,
      code: code === '000000' ? '111111' : '000000',
    })
    expect(wrong).toMatchObject({
      status: 400,
      answer: { error: { code: 'auth/invalid-verification-code' } },
    })
    const right = await provider('verify', { verificationId: answer.verificationId, code })
    expect(right.status).toBe(200)
    expect(right.answer.idToken).toMatch(/^[\w-]+\.[\w-]+$/)
    expect(right.answer.idToken!.length).toBeLessThan(255)
    const again = await provider('verify', { verificationId: answer.verificationId, code })
    expect(again.answer.error?.code).toBe('auth/code-expired')
  })

  it('refuses missing and malformed numbers and codes with the auth/* codes', async () => {
    expect((await send('')).answer.error?.code).toBe('auth/missing-phone-number')
    expect((await send('09171234567')).answer.error?.code).toBe('auth/invalid-phone-number')
    expect((await send('+63917abc')).answer.error?.code).toBe('auth/invalid-phone-number')
    expect((await send('+6312')).status).toBe(400)
    const { answer } = await send('+639170000011')
    expect(
      (await provider('verify', { verificationId: answer.verificationId, code: '' })).answer.error
        ?.code,
    ).toBe('auth/missing-verification-code')
    expect(
      (await provider('verify', { verificationId: 'nothing-like-it', code: '123456' })).answer.error
        ?.code,
    ).toBe('auth/code-expired')
  })

  it('refuses a merchant that has not enabled it, or does not exist', async () => {
    const merchants = await server.db.query<{ code: string }>('SELECT code FROM merchants')
    const off = merchants.map((m) => m.code).find((m) => !['LUCKY01', 'NOVA88'].includes(m))!
    expect((await send('+639170000001', off)).answer.error?.code).toBe('auth/operation-not-allowed')
  })

  it('sends a merchant’s codes only from its own site (its domains are the allowed ones)', async () => {
    const at = (merchant: string, host: string) =>
      provider('send', { phoneNumber: '+639170000031', merchant }, host)
    expect((await at('NO-SUCH', 'LUCKY01')).answer.error?.code).toBe('auth/captcha-check-failed')
    expect((await at('NOVA88', 'LUCKY01')).answer.error?.code).toBe('auth/captcha-check-failed')
    expect((await at('NOVA88', 'NOVA88')).status).toBe(200)
  })

  it('answers too-many-requests after 3 sends to a number within 5 minutes', async () => {
    for (let i = 0; i < 3; i += 1) expect((await send('+639175550000')).status).toBe(200)
    const fourth = await send('+639175550000')
    expect(fourth).toMatchObject({
      status: 429,
      answer: { error: { code: 'auth/too-many-requests' } },
    })
    // Per merchant and number: another number, or another merchant, is not held back.
    expect((await send('+639175550001')).status).toBe(200)
    expect((await send('+639175550000', 'NOVA88')).status).toBe(200)
  })

  it('lets a code expire after one minute (spec §9)', async () => {
    const { answer } = await send('+639170000021')
    const code = await codeTo('+639170000021')
    await moveClock({ advanceMs: 61_000 })
    const late = await provider('verify', { verificationId: answer.verificationId, code })
    expect(late.answer.error?.code).toBe('auth/code-expired')
  })
})

describe('signing in and registering with the provider ID token', () => {
  it('auth.login type firebase signs in the account whose mobile the token names', async () => {
    const state = useTransport(server.base, 'LUCKY01')
    const firebaseIdToken = await idTokenFor('+639170000006')
    const login = await call('auth.login', {
      type: 'firebase',
      firebaseIdToken,
      countryDialingCode: '+63',
    })
    // demo_weak has the weak default password: firebase login is not asked to change it (spec §4).
    expect(login).toMatchObject({ weakPassword: false, passwordExpired: false })
    state.token = login.token
    expect(await call('member.info')).toMatchObject({ account: 'demo_weak' })
  })

  it('refuses a forged, foreign or unknown-number token with a clear message', async () => {
    useTransport(server.base, 'LUCKY01')
    const token = await idTokenFor('+639170000004')
    const [, signature] = token.split('.')
    const forged = `${Buffer.from(
      JSON.stringify({ phone: '+639170000001', aud: 'LUCKY01', exp: Date.now() + 60_000 }),
    ).toString('base64url')}.${signature}`
    const login = (firebaseIdToken: string) =>
      call('auth.login', { type: 'firebase', firebaseIdToken, countryDialingCode: '+63' })
    expect((await refusal(login(forged))).message).toMatch(/phone verification has expired/)
    useTransport(server.base, 'NOVA88')
    expect((await refusal(login(token))).message).toMatch(/phone verification has expired/)
    useTransport(server.base, 'LUCKY01')
    const stranger = await idTokenFor('+639179990000')
    expect((await refusal(login(stranger))).message).toBe(
      'No account is registered with this phone number',
    )
    // A token without the type's fields, or a username login without a password, breaks the schema.
    expect((await refusal(call('auth.login', { type: 'firebase' }))).message).toBe(
      'firebaseIdToken is required',
    )
    expect((await refusal(call('auth.login', { type: 'username', username: 'x' }))).message).toBe(
      'password is required',
    )
  })

  it('a token lasts 10 minutes', async () => {
    useTransport(server.base, 'LUCKY01')
    const firebaseIdToken = await idTokenFor('+639170000003')
    await moveClock({ advanceMs: 10 * 60_000 + 1_000 })
    const late = await refusal(
      call('auth.login', { type: 'firebase', firebaseIdToken, countryDialingCode: '+63' }),
    )
    expect(late.message).toMatch(/phone verification has expired/)
  })

  it('mobile registration accepts the verified phone instead of the SMS code', async () => {
    useTransport(server.base, 'LUCKY01')
    const registerMobile = async (body: Record<string, string>) =>
      call('auth.registerMobile', {
        registerMethod: 'WEB',
        birthday: '1990-05-01',
        mobileNum: '9176660001',
        password: 'Start123',
        confirmPassword: 'Start123',
        countryDialingCode: '+63',
        firebaseChannel: 'phone',
        ...(await solvedCaptcha(server)),
        ...body,
      })
    // The token must name the number being registered.
    const other = await idTokenFor('+639176660002')
    expect((await refusal(registerMobile({ firebaseIdToken: other }))).message).toBe(
      'Enter a valid verification code',
    )
    const firebaseIdToken = await idTokenFor('+639176660001')
    const login = await registerMobile({ firebaseIdToken })
    expect(login.token).toBeTruthy()
    const [account] = await server.db.query<{ mobile: string }>(
      `SELECT mobile FROM accounts WHERE merchant = 'LUCKY01' AND username = '9176660001'`,
    )
    expect(account?.mobile).toBe('9176660001')
    // The verified phone is the account's confirmed social sign-in link (spec §4).
    const state = useTransport(server.base, 'LUCKY01')
    state.token = login.token
    const profile = await call('member.profile')
    expect(profile.socialLink?.provider).toBe('phone')
    expect(Date.parse(profile.socialLink!.linkedTime)).toBeGreaterThan(Date.now() - 60_000)
  })
})

describe('the phoneAuth menu switch', () => {
  it('answers off for a merchant whose settings were stored before the switch existed', async () => {
    await server.db.query(
      `UPDATE merchants SET settings = settings #- '{menu,phoneAuth}' WHERE code = 'JADE_PH'`,
    )
    // Changing the status makes the platform read the merchant rows again.
    await fetch(`${server.origin}/__control/merchants/JADE_PH/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-control-secret': secret },
      body: '{"status":0}',
    })
    useTransport(server.base, 'JADE_PH')
    expect(await call('system.menu')).toMatchObject({ phoneAuth: false, freePlay: true })
    expect((await send('+639170000001', 'JADE_PH')).answer.error?.code).toBe(
      'auth/operation-not-allowed',
    )
  })
})
