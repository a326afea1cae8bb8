import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { totpCode } from '../../server/platform/totp'
import { refusal, solvedSlider, startPlatform, useTransport } from './platform'

const secret = 'verification-control-secret'
let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform({ controlSecret: secret })
})
afterAll(() => server.close())

const login = async (username: string) => {
  const { sliderId, sliderX: x } = await solvedSlider(server)
  return call('auth.login', {
    username,
    password: 'Demo1234',
    type: 'username',
    sliderId,
    sliderX: x,
  })
}
const knownIps = async (username: string, merchant: string) =>
  (
    await server.db.query<{ known_ips: string[] }>(
      'SELECT known_ips FROM accounts WHERE username = $1 AND merchant = $2',
      [username, merchant],
    )
  )[0]!.known_ips

describe('login from an unregistered IP (spec §4)', () => {
  it('remembers the first IP and lets later logins from it straight in', async () => {
    useTransport(server.base)
    expect(await knownIps('demo_member', 'LUCKY01')).toEqual([])
    await login('demo_member')
    expect(await knownIps('demo_member', 'LUCKY01')).toEqual(['127.0.0.1'])
    expect((await login('demo_member')).token).toBeTruthy()
  })

  it('asks for the code sent to the bound phone, refuses a wrong one, and then lets the member in', async () => {
    useTransport(server.base, 'NOVA88')
    await server.db.query(
      `UPDATE accounts SET known_ips = '{198.51.100.4}' WHERE username = 'demo_member' AND merchant = 'NOVA88'`,
    )
    const asked = await refusal(login('demo_member'))
    expect(asked.message).toBe('Please complete verification first')
    const { verification } = asked.details.value as {
      verification: { ticket: string; method: string; hint: string }
    }
    expect(verification).toMatchObject({ method: 'phone', hint: '******0001' })
    const wrong = await refusal(
      call('auth.verifyLogin', { ticket: verification.ticket, answer: '000000x' }),
    )
    expect(wrong.message).toBe('Enter a valid verification code')
    const [sms] = await server.db.query<{ code: string }>(
      `SELECT code FROM sms_outbox WHERE merchant = 'NOVA88' AND mobile = '9170000001' AND purpose = 'verify'`,
    )
    const answer = await call('auth.verifyLogin', {
      ticket: verification.ticket,
      answer: sms!.code,
    })
    expect(answer.token).toBeTruthy()
    expect(await knownIps('demo_member', 'NOVA88')).toEqual(['198.51.100.4', '127.0.0.1'])
    const reused = await refusal(
      call('auth.verifyLogin', { ticket: verification.ticket, answer: sms!.code }),
    )
    expect(reused.message).toBe('The verification has expired, please sign in again')
  })

  it('ends the ticket after five wrong answers, so its ten minutes are no time to search', async () => {
    useTransport(server.base, 'JADE_PH')
    await server.db.query(
      `UPDATE accounts SET known_ips = '{198.51.100.4}' WHERE username = 'demo_agent' AND merchant = 'JADE_PH'`,
    )
    const asked = await refusal(login('demo_agent'))
    const { ticket } = (asked.details.value as { verification: { ticket: string } }).verification
    const answer = (code: string) => refusal(call('auth.verifyLogin', { ticket, answer: code }))
    for (let i = 0; i < 4; i += 1)
      expect((await answer(`00000${i}`)).message).toBe('Enter a valid verification code')
    expect((await answer('000004')).message).toBe('Too many wrong answers; please sign in again')
    const [sms] = await server.db.query<{ code: string }>(
      `SELECT code FROM sms_outbox WHERE merchant = 'JADE_PH' AND purpose = 'verify' ORDER BY id DESC LIMIT 1`,
    )
    expect((await answer(sms!.code)).message).toBe(
      'The verification has expired, please sign in again',
    )
  })

  it('asks for the bound email when the merchant chooses email', async () => {
    useTransport(server.base, 'JADE_PH')
    await fetch(`${server.origin}/__control/merchants/JADE_PH/settings`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'x-control-secret': secret },
      body: JSON.stringify({ loginVerification: 'email' }),
    })
    await server.db.query(
      `UPDATE accounts SET known_ips = '{198.51.100.5}' WHERE username = 'demo_member' AND merchant = 'JADE_PH'`,
    )
    const asked = await refusal(login('demo_member'))
    const { verification } = asked.details.value as {
      verification: { ticket: string; method: string }
    }
    expect(verification.method).toBe('email')
    await refusal(
      call('auth.verifyLogin', { ticket: verification.ticket, answer: 'someone@example.com' }),
    )
    const answer = await call('auth.verifyLogin', {
      ticket: verification.ticket,
      answer: 'Demo_Member@example.com',
    })
    expect(answer.token).toBeTruthy()
  })

  it('asks for the holder name of a bound bank account when the merchant chooses it', async () => {
    useTransport(server.base, 'JADE_PH')
    await fetch(`${server.origin}/__control/merchants/JADE_PH/settings`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'x-control-secret': secret },
      body: JSON.stringify({ loginVerification: 'bankHolder' }),
    })
    const [account] = await server.db.query<{ id: number }>(
      `UPDATE accounts SET known_ips = '{198.51.100.6}' WHERE username = 'demo_sub2' AND merchant = 'JADE_PH' RETURNING id`,
    )
    await server.db.query('DELETE FROM bank_accounts WHERE account_id = $1', [account!.id])
    // Without a bank account there is no holder name to ask for: the bound phone answers instead.
    const withoutBank = await refusal(login('demo_sub2'))
    expect(withoutBank.details.value).toMatchObject({ verification: { method: 'phone' } })
    await server.db.query(
      `INSERT INTO bank_accounts (account_id, bank_name, account_no, holder_name) VALUES ($1, 'BDO', '0011223344', 'Juan Dela Cruz')`,
      [account!.id],
    )
    const asked = await refusal(login('demo_sub2'))
    const { verification } = asked.details.value as {
      verification: { ticket: string; method: string }
    }
    expect(verification.method).toBe('bankHolder')
    const wrong = await refusal(
      call('auth.verifyLogin', { ticket: verification.ticket, answer: 'Pedro Cruz' }),
    )
    expect(wrong.message).toBe('The account holder name does not match')
    const answer = await call('auth.verifyLogin', {
      ticket: verification.ticket,
      answer: '  juan   dela CRUZ ',
    })
    expect(answer.token).toBeTruthy()
  })

  it("asks an account with an authenticator app for the app's code", async () => {
    useTransport(server.base, 'LUCKY01')
    const bound = await fetch(
      `${server.origin}/__control/merchants/LUCKY01/accounts/demo_sub1/authenticator`,
      { method: 'POST', headers: { 'x-control-secret': secret } },
    )
    const { secret: appSecret } = ((await bound.json()) as { value: { secret: string } }).value
    await server.db.query(
      `UPDATE accounts SET known_ips = '{198.51.100.7}' WHERE username = 'demo_sub1' AND merchant = 'LUCKY01'`,
    )
    const asked = await refusal(login('demo_sub1'))
    const { verification } = asked.details.value as {
      verification: { ticket: string; method: string; hint: string }
    }
    expect(verification).toMatchObject({ method: 'google', hint: '' })
    const stale = totpCode(appSecret, Date.now() - 5 * 60_000)
    const wrong = await refusal(
      call('auth.verifyLogin', { ticket: verification.ticket, answer: stale }),
    )
    expect(wrong.message).toBe('Enter a valid verification code')
    const answer = await call('auth.verifyLogin', {
      ticket: verification.ticket,
      answer: totpCode(appSecret),
    })
    expect(answer.token).toBeTruthy()
  })
})
