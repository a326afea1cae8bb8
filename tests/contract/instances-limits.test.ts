import { afterAll, beforeAll, expect, it } from 'vitest'
import { signInRules } from '../../server/platform/sign-in-failures'
import { call } from '../../src/test/any-call'
import {
  closeInstances,
  refusal,
  solvedSlider,
  startInstances,
  useTransport,
  type TestPlatform,
} from './platform'

// Two instances over ONE database, as behind a balancer that spreads one address's requests over
// both: the failures and caps counted for an address hold as they do on one instance.
let a: TestPlatform
let b: TestPlatform
beforeAll(async () => {
  ;({ a, b } = await startInstances())
}, 60_000)
afterAll(() => closeInstances(a, b))

/** The instance a balancer sends the n-th request to: one, then the other. */
const inTurn = (n: number) => (n % 2 ? b : a)

it('password spraying spread over two instances meets the captcha after the third failure, as on one', async () => {
  const victims = ['demo_sub1', 'demo_sub2', 'demo_agent', 'demo_weak', 'downline01']
  let failuresBeforeCaptcha = 0
  for (const [n, victim] of victims.entries()) {
    const server = inTurn(n)
    useTransport(server.base, 'NOVA88')
    const guess = await refusal(
      call('auth.login', {
        username: victim,
        password: 'Password1',
        type: 'username',
        ...(await solvedSlider(server)),
      }),
    )
    if (guess.message === 'Please enter the captcha') break
    expect(guess.message).toBe('Wrong username or password')
    failuresBeforeCaptcha += 1
  }
  expect(failuresBeforeCaptcha).toBe(signInRules.captchaAfter)
})

it('draws 30 captchas a minute for one address over both instances, then refuses on either', async () => {
  for (let n = 0; n < 30; n += 1) {
    useTransport(inTurn(n).base, 'JADE_PH')
    await call(n % 3 ? 'auth.slider' : 'auth.captcha')
  }
  for (const server of [a, b]) {
    useTransport(server.base, 'JADE_PH')
    expect((await refusal(call('auth.slider'))).details.status).toBe(429)
  }
})
