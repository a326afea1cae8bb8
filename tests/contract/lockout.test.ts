import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { signInRules } from '../../server/platform/sign-in-failures'
import { call } from '../../src/test/any-call'
import { refusal, solvedCaptcha, solvedSlider, startPlatform, useTransport } from './platform'

// Its own platform: failed logins are also counted per IP, and every test here comes from one.
let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())
// A test that moves the platform's clock on leaves it real for the next.
afterEach(() => server.platform.clock.reset())

describe('failed logins', () => {
  it('locks the account for a while after six failed logins, even with the right password, and opens it after', async () => {
    useTransport(server.base, 'JADE_PH')
    const attempt = async (password: string) => {
      const { captchaId, captcha: code } = await solvedCaptcha(server)
      return refusal(
        call('auth.login', {
          username: 'demo_sub1',
          password,
          type: 'username',
          captchaId,
          captcha: code,
          ...(await solvedSlider(server)),
        }),
      )
    }
    for (let i = 0; i < 6; i += 1)
      expect((await attempt('wrong')).message).toBe('Wrong username or password')
    const locked = await attempt('Demo1234')
    expect(locked.message).toBe('Too many failed attempts; the account is locked for a while')
    expect(locked.details.status).toBe(429)
    await server.platform.clock.advance((signInRules.lockMinutes + 1) * 60_000)
    const { captchaId, captcha: code } = await solvedCaptcha(server)
    const opened = await call('auth.login', {
      username: 'demo_sub1',
      password: 'Demo1234',
      type: 'username',
      captchaId,
      captcha: code,
      ...(await solvedSlider(server)),
    })
    expect(opened.token).toBeTruthy()
  })
})

/** One sealed username login through the app's transport, with the slider answered. */
const login = async (
  username: string,
  password: string,
  captcha?: { captchaId: string; code: string },
) =>
  call('auth.login', {
    username,
    password,
    type: 'username',
    ...(captcha ? { captchaId: captcha.captchaId, captcha: captcha.code } : {}),
    ...(await solvedSlider(server)),
  })

const captchaDemanded = (error: { details: { value?: unknown } }) =>
  (error.details.value as { captchaRequired?: boolean } | null)?.captchaRequired === true

describe('password spraying from one address', () => {
  it('meets the captcha after three failures, even when the attacker signs in to its own account between guesses', async () => {
    useTransport(server.base, 'NOVA88')
    const victims = ['demo_sub1', 'demo_sub2', 'demo_agent', 'demo_weak', 'downline01']
    let failuresBeforeCaptcha = 0
    for (const victim of victims) {
      // The attacker's own account signs in with its right password before every guess.
      const own = await login('demo_member', 'Demo1234').then(
        () => 'signed in',
        (error: Error) => error.message,
      )
      const guess = await refusal(login(victim, 'Password1'))
      if (guess.message === 'Please enter the captcha') {
        // From this address the attacker's own account needs the captcha too.
        expect(own).toBe('Please enter the captcha')
        break
      }
      expect(own).toBe('signed in')
      expect(guess.message).toBe('Wrong username or password')
      failuresBeforeCaptcha += 1
    }
    console.log(`sign-in: ${failuresBeforeCaptcha} failures before the captcha, own logins between`)
    expect(failuresBeforeCaptcha).toBe(3)
    const { captchaId, captcha: code } = await solvedCaptcha(server)
    expect((await login('demo_member', 'Demo1234', { captchaId, code })).token).toBeTruthy()
  })

  it('counts failures in the database, shared by every instance, and forgets them after the window', async () => {
    useTransport(server.base, 'LUCKY01')
    for (const victim of ['demo_sub1', 'demo_sub2']) await refusal(login(victim, 'Password1'))
    // A second instance over the same database sees the same count.
    const { Limits } = await import('../../server/platform/limits')
    const { SignInFailures } = await import('../../server/platform/sign-in-failures')
    const other = new SignInFailures(new Limits(server.db), server.db)
    expect(await other.count('LUCKY01', '127.0.0.1', 'someone_else')).toBe(2)
    expect(await other.count('LUCKY01', '10.9.8.7', 'demo_sub1')).toBe(1)
    // The third failure demands the captcha ...
    expect(captchaDemanded(await refusal(login('demo_agent', 'Password1')))).toBe(true)
    // ... until the failures are older than the window (15 minutes).
    await server.platform.clock.advance(signInRules.windowSeconds * 1000 + 60_000)
    expect(await other.count('LUCKY01', '127.0.0.1', 'demo_agent')).toBe(0)
    expect((await login('demo_member', 'Demo1234')).token).toBeTruthy()
  })
})

describe('guesses at once', () => {
  it('meet the captcha after the third, as guesses in a row do', async () => {
    useTransport(server.base, 'LUCKY01')
    await server.db.query(`DELETE FROM rate_events WHERE merchant = 'LUCKY01'`)
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => refusal(login('demo_sub1', 'Password1'))),
    )
    const tried = answers.filter((a) => a.message === 'Wrong username or password').length
    console.log(`sign-in: 30 guesses at once, ${tried} checked before the captcha`)
    expect(tried).toBe(3)
    expect(answers.filter((a) => a.message === 'Please enter the captcha')).toHaveLength(27)
  })
})

describe('limits taken at once', () => {
  it('give the last places once: ten takes of a rule of three, three succeed', async () => {
    const rule = { scope: 'test.concurrent', subject: 'one', max: 3, windowSeconds: 60 }
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => server.platform.limits.take('NOVA88', [rule])),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3)
    expect(await server.platform.limits.count('NOVA88', rule.scope, rule.subject, 60)).toBe(3)
  })
})
