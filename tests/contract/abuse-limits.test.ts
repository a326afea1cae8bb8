import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { refusalCatalogs } from '../../server/platform/i18n'
import { defaultSettings, type AbuseLimits } from '../../server/platform/settings'
import { call } from '../../src/test/any-call'
import type { ApiError } from '../../src/api/errors'
import {
  refusal,
  solvedCaptcha as captchaFor,
  solvedSlider,
  startPlatform,
  useTransport,
  type TestPlatform,
} from './platform'

// Issue 38: SMS pumping and mass sign-ups. Every request of this file comes from 127.0.0.1, so each
// test starts with no counted events and the merchants' default caps.

let server: TestPlatform
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())
beforeEach(async () => {
  await server.db.query('DELETE FROM rate_events')
  await server.db.query(
    `UPDATE merchants SET settings = settings - 'limits' || jsonb_build_object('menu', settings->'menu' || '{"phoneAuth": true}')`,
  )
  await server.reloadMerchants()
})

/** Sets some of a merchant's caps in the database, as an operator would, the rest their defaults. */
async function setLimits(merchant: string, limits: Partial<AbuseLimits>) {
  await server.db.query(
    `UPDATE merchants SET settings = jsonb_set(settings, '{limits}', $2::jsonb) WHERE code = $1`,
    [merchant, JSON.stringify({ ...defaultSettings().limits, ...limits })],
  )
  await server.reloadMerchants()
}

/** An image captcha and its answer at the transport's merchant. */
const solvedCaptcha = () => captchaFor(server)

let numbers = 0
/** A number no account has and no code went to. */
const newNumber = () => `91880${String((numbers += 1)).padStart(5, '0')}`

/** Asks a login code for a number, with a right captcha (a number that has verified needs none). */
const loginCode = async (mobileNum: string, captcha?: object) =>
  call('auth.loginCode', {
    mobileNum,
    countryDialingCode: '+63',
    ...(captcha ?? (await solvedCaptcha())),
  })

/** The refusal of a full cap in a language: its template, the wait in its place. */
function waitText(language: 'EN' | 'VI', unit: 'seconds' | 'minutes') {
  const english = `Too many requests; please try again in {0} ${unit}`
  const template = language === 'EN' ? english : refusalCatalogs[language][english]!
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`^${escaped.replace('\\{0\\}', '\\d+')}$`)
}

/** A 429 with the wait in its message and in value.retryAfter. */
/** Sends a registration code to a new number (answering its captcha) and reads it from the outbox. */
async function registrationCode(mobile: string) {
  await call('auth.registerSms', {
    mobileNo: mobile,
    countryDialingCode: '+63',
    ...(await solvedCaptcha()),
  })
  const [sms] = await server.db.query<{ code: string }>(
    'SELECT code FROM sms_outbox WHERE mobile = $1',
    [mobile],
  )
  return sms!.code
}

function expectWait(error: ApiError, language: 'EN' | 'VI', unit: 'seconds' | 'minutes') {
  expect(error.details.status).toBe(429)
  expect(error.message).toMatch(waitText(language, unit))
  expect((error.details.value as { retryAfter: number }).retryAfter).toBeGreaterThan(0)
}

describe('the image captcha before a code goes to a new number', () => {
  it('is demanded for a new number, and a right answer sends the code', async () => {
    useTransport(server.base, 'LUCKY01')
    const mobile = newNumber()
    for (const captcha of [{}, { captchaId: (await solvedCaptcha()).captchaId, captcha: 'XXXX' }]) {
      const refused = await refusal(loginCode(mobile, captcha))
      expect(refused.details.status).toBe(400)
      expect(refused.message).toBe('Please enter the captcha')
      expect(refused.details.value).toEqual({ captchaRequired: true })
    }
    expect(await loginCode(mobile)).toEqual({ expiredMinutes: 1 })
    // The captcha is good once.
    const captcha = await solvedCaptcha()
    await call('auth.registerSms', { mobileNo: newNumber(), countryDialingCode: '+63', ...captcha })
    const replayed = await refusal(
      call('auth.registerSms', { mobileNo: newNumber(), countryDialingCode: '+63', ...captcha }),
    )
    expect(replayed.details.value).toEqual({ captchaRequired: true })
    const rows = await server.db.query(`SELECT 1 FROM sms_outbox WHERE mobile LIKE '91880%'`)
    expect(rows).toHaveLength(2)
  })

  it('is not demanded for an account’s mobile, nor for a number that used a code', async () => {
    useTransport(server.base, 'LUCKY01')
    // demo_sub2's mobile.
    expect(await loginCode('9170000004', {})).toEqual({ expiredMinutes: 1 })
    const mobile = newNumber()
    const code = await registrationCode(mobile)
    expect(await server.platform.useSms('LUCKY01', mobile, 'register', code)).toBe(true)
    expect(await loginCode(mobile, {})).toEqual({ expiredMinutes: 1 })
    // Verified in one merchant is not verified in another.
    useTransport(server.base, 'NOVA88')
    expect((await refusal(loginCode(mobile, {}))).details.value).toEqual({
      captchaRequired: true,
    })
  })
})

describe('SMS caps', () => {
  it('sends one code per number and purpose a minute, in the caller’s language', async () => {
    const state = useTransport(server.base, 'LUCKY01')
    const mobile = newNumber()
    await loginCode(mobile)
    expectWait(await refusal(loginCode(mobile)), 'EN', 'seconds')
    state.language = 'VI'
    expectWait(await refusal(loginCode(mobile)), 'VI', 'seconds')
    // Another purpose to the same number is not held back by the minute's rule.
    await call('auth.registerSms', {
      mobileNo: mobile,
      countryDialingCode: '+63',
      ...(await solvedCaptcha()),
    })
  })

  it('sends at most 5 codes to a number a day, every purpose together', async () => {
    const state = useTransport(server.base, 'LUCKY01')
    await setLimits('LUCKY01', { smsPerNumberPerMinute: 10 })
    for (let i = 0; i < 5; i += 1) await loginCode('9170000004')
    expectWait(await refusal(loginCode('9170000004')), 'EN', 'minutes')
    state.language = 'VI'
    const refused = await refusal(
      call('auth.passwordCode', { mobileNum: '9170000004', countryDialingCode: '+63' }),
    )
    expectWait(refused, 'VI', 'minutes')
    expect((refused.details.value as { retryAfter: number }).retryAfter).toBeGreaterThan(23 * 3600)
  })

  it('sends at most 5 codes an hour and 20 a day asked from one address', async () => {
    const state = useTransport(server.base, 'LUCKY01')
    for (let i = 0; i < 5; i += 1) await loginCode(newNumber())
    const mobile = newNumber()
    const refused = await refusal(loginCode(mobile))
    expectWait(refused, 'EN', 'minutes')
    expect((refused.details.value as { retryAfter: number }).retryAfter).toBeGreaterThan(3500)
    // A refused send spends no captcha: the wait is told first.
    const captcha = await solvedCaptcha()
    await refusal(loginCode(mobile, captcha))
    expect(
      await server.platform.captchas.checkImage('LUCKY01', captcha.captchaId, captcha.captcha),
    ).toBe(true)

    await setLimits('LUCKY01', { smsPerAddressPerHour: 100 })
    for (let i = 0; i < 15; i += 1) await loginCode(newNumber())
    state.language = 'VI'
    expectWait(await refusal(loginCode(newNumber())), 'VI', 'minutes')
  })

  it('holds the merchant’s whole budget an hour and a day, whatever the address', async () => {
    useTransport(server.base, 'JADE_PH')
    await setLimits('JADE_PH', { smsPerMerchantPerHour: 3, smsPerAddressPerHour: 100 })
    // Two codes asked from elsewhere count against the merchant too.
    for (let i = 0; i < 2; i += 1)
      await server.platform.sendSms('JADE_PH', newNumber(), 'login', {
        ip: '203.0.113.5',
        ...(await solvedCaptcha()),
      })
    await loginCode(newNumber())
    expectWait(await refusal(loginCode(newNumber())), 'EN', 'minutes')

    await setLimits('JADE_PH', { smsPerMerchantPerDay: 3, smsPerAddressPerHour: 100 })
    expectWait(await refusal(loginCode(newNumber())), 'EN', 'minutes')
  })

  it('takes each merchant’s own caps and counts per merchant', async () => {
    useTransport(server.base, 'NOVA88')
    await setLimits('NOVA88', { smsPerAddressPerHour: 1 })
    await loginCode(newNumber())
    expectWait(await refusal(loginCode(newNumber())), 'EN', 'minutes')
    useTransport(server.base, 'LUCKY01')
    for (let i = 0; i < 5; i += 1) await loginCode(newNumber())
    await refusal(loginCode(newNumber()))
  })

  it('holds the phone-auth provider’s sends too, with its auth/* codes', async () => {
    const send = async (phoneNumber: string) => {
      const response = await fetch(`${server.origin}/phone-auth/v1/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phoneNumber, merchant: 'LUCKY01' }),
      })
      const answer = (await response.json()) as { error?: { code: string } }
      return { status: response.status, code: answer.error?.code }
    }
    await setLimits('LUCKY01', { smsPerAddressPerHour: 2 })
    expect(await send(`+63${newNumber()}`)).toEqual({ status: 200, code: undefined })
    // The provider's codes and the platform's share the address's count.
    useTransport(server.base, 'LUCKY01')
    await loginCode(newNumber())
    expect(await send(`+63${newNumber()}`)).toEqual({
      status: 429,
      code: 'auth/too-many-requests',
    })
    await setLimits('LUCKY01', { smsPerMerchantPerHour: 2, smsPerAddressPerHour: 100 })
    expect(await send(`+63${newNumber()}`)).toEqual({ status: 429, code: 'auth/quota-exceeded' })
  })
})

describe('registration', () => {
  let registered = 0
  // A mobile number and an email too: a seeded merchant may require either (README.md, "Brands differ").
  const register = async (captcha?: object, username = `abuse${(registered += 1)}x`) =>
    call('auth.register', {
      registerMethod: 'WEB',
      birthday: '1990-05-01',
      username,
      mobileNum: newNumber(),
      email: `${username}@example.com`,
      password: 'Secret12',
      confirmPassword: 'Secret12',
      ...(captcha ?? (await solvedCaptcha())),
    })

  it('needs the captcha while the registration config shows it', async () => {
    useTransport(server.base, 'LUCKY01')
    for (const captcha of [{}, { captchaId: (await solvedCaptcha()).captchaId, captcha: 'XXXX' }]) {
      const refused = await refusal(register(captcha))
      expect(refused.details.status).toBe(400)
      expect(refused.message).toBe('Please enter the captcha')
      expect(refused.details.value).toEqual({ captchaRequired: true })
    }
    expect((await register()).token).toBeTruthy()
    // A merchant that turns the captcha field off registers without it.
    const { register: config } = defaultSettings()
    const fields = { ...config.fields, captcha: { ...config.fields.captcha!, enabled: false } }
    await server.db.query(
      `UPDATE merchants SET settings = jsonb_set(settings, '{register}', $1::jsonb) WHERE code = 'LUCKY01'`,
      [JSON.stringify({ ...config, fields })],
    )
    await server.reloadMerchants()
    try {
      expect((await register({})).token).toBeTruthy()
    } finally {
      await server.db.query(
        `UPDATE merchants SET settings = jsonb_set(settings, '{register}', $1::jsonb) WHERE code = 'LUCKY01'`,
        [JSON.stringify(config)],
      )
      await server.reloadMerchants()
    }
  })

  it('opens 5 accounts an hour from one address; refused attempts do not count', async () => {
    const state = useTransport(server.base, 'NOVA88')
    // Refused: a username of the wrong format, no captcha.
    await refusal(register(await solvedCaptcha(), 'demo_member'))
    await refusal(register({}))
    for (let i = 0; i < 5; i += 1) await register()
    const refused = await refusal(register())
    expectWait(refused, 'EN', 'minutes')
    expect((refused.details.value as { retryAfter: number }).retryAfter).toBeGreaterThan(3500)
    state.language = 'VI'
    expectWait(await refusal(register()), 'VI', 'minutes')
    // The mobile form counts with it.
    const mobile = newNumber()
    const code = await registrationCode(mobile)
    const byMobile = await refusal(
      call('auth.registerMobile', {
        registerMethod: 'WEB',
        birthday: '1990-05-01',
        mobileNum: mobile,
        verificationCode: code,
        password: 'Secret12',
        confirmPassword: 'Secret12',
        ...(await solvedCaptcha()),
      }),
    )
    expect(byMobile.details.status).toBe(429)
    // Another merchant's cap is its own.
    useTransport(server.base, 'LUCKY01')
    expect((await register()).token).toBeTruthy()
  })
})

describe('free play', () => {
  const freePlay = async (slider?: object) =>
    call('auth.freePlay', {
      os: 'web',
      platform: 'web',
      ...(slider ?? (await solvedSlider(server))),
    })

  it('needs the slider', async () => {
    useTransport(server.base, 'LUCKY01')
    const { sliderId, sliderX } = await solvedSlider(server)
    for (const slider of [{}, { sliderId, sliderX: sliderX + 40 }]) {
      const refused = await refusal(freePlay(slider))
      expect(refused.details.status).toBe(400)
      expect(refused.message).toBe('Please complete verification first')
    }
    expect((await freePlay()).token).toBeTruthy()
  })

  it('opens 5 trial accounts an hour from one address', async () => {
    const state = useTransport(server.base, 'LUCKY01')
    const trials = async () =>
      Number(
        (
          await server.db.query<{ n: string }>(
            `SELECT count(*) AS n FROM accounts WHERE merchant = 'LUCKY01' AND type = 4`,
          )
        )[0]!.n,
      )
    const before = await trials()
    for (let i = 0; i < 5; i += 1) await freePlay()
    expectWait(await refusal(freePlay()), 'EN', 'minutes')
    state.language = 'VI'
    expectWait(await refusal(freePlay()), 'VI', 'minutes')
    expect(await trials()).toBe(before + 5)
    await setLimits('LUCKY01', { freePlayPerAddressPerHour: 6 })
    expect((await freePlay()).token).toBeTruthy()
  })
})

describe('captcha pictures', () => {
  it('draws 30 a minute for one address, then tells the wait', async () => {
    useTransport(server.base, 'JADE_PH')
    for (let i = 0; i < 20; i += 1) await call('auth.slider')
    for (let i = 0; i < 10; i += 1) await call('auth.captcha')
    const refused = await refusal(call('auth.slider'))
    expectWait(refused, 'EN', 'seconds')
    expect((await refusal(call('auth.captcha'))).details.status).toBe(429)
    // Another merchant's site counts its own.
    useTransport(server.base, 'NOVA88')
    expect(await call('auth.slider')).toBeTruthy()
  })
})
