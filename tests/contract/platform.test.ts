import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogueCalls } from '../../server/platform/catalogue'
import { schemaBudget } from '../../server/platform/router'
import { call } from '../../src/test/any-call'
import { seal } from '../../src/api/seal'
import type { CaseContext, Cases } from './harness'
import { refusal, solvedCaptcha, solvedSlider, startPlatform, useTransport } from './platform'

let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

const headers = { 'content-type': 'application/json', merchant: 'LUCKY01' }

/** A slider answer the server accepts: the test reads the gap from the in-process captcha store. */

async function signIn(username = 'demo_member', password = 'Demo1234') {
  return call('auth.login', {
    username,
    password,
    type: 'username',
    ...(await solvedSlider(server)),
  })
}

describe('the API catalogue against the reference platform', () => {
  const caseFiles = readdirSync(join(import.meta.dirname, 'cases')).filter((f) => f.endsWith('.ts'))
  const loadCases = async (): Promise<Cases> => {
    const all: Cases = {}
    for (const file of caseFiles)
      Object.assign(all, ((await import(`./cases/${file}`)) as { cases: Cases }).cases)
    return all
  }

  it('has a contract case for every call', async () => {
    expect(Object.keys(await loadCases()).sort()).toEqual(
      catalogueCalls()
        .map((c) => c.id)
        .sort(),
    )
  })

  it('answers every call with a value matching its schema', async () => {
    const state = useTransport(server.base)
    const ctx: CaseContext = {
      server,
      solvedSlider: () => solvedSlider(server),
      call,
      signIn: async (username, password) => {
        state.token = (await signIn(username, password)).token
        return state.token
      },
    }
    await ctx.signIn()
    for (const [id, run] of Object.entries(await loadCases())) {
      await run(ctx).catch((error: unknown) => {
        throw new Error(`${id}: ${String(error)}`)
      })
      if (id === 'auth.logout') await ctx.signIn()
    }
    expect(state.unauthorized).toBe(0)
    // Every call of the catalogue, one after another: some 15 s on PostgreSQL alone, and twice
    // that while the unit project and the other contract files share the machine's two cores.
  }, 90_000)

  it('refuses every token-only call without a token with 401', async () => {
    const tokenOnly = catalogueCalls().filter((c) => c.auth === 'token')
    expect(tokenOnly.length).toBeGreaterThan(3)
    for (const c of tokenOnly) {
      const response = await fetch(server.base + c.path, {
        method: c.method,
        headers,
        body: c.method === 'GET' || c.method === 'DELETE' ? undefined : '{}',
      })
      expect(response.status, c.id).toBe(401)
      expect(await response.json(), c.id).toMatchObject({ success: false, value: null })
    }
  })

  it('answers a bad request with 400 and a clear message, never a stack trace', async () => {
    const response = await fetch(`${server.base}/auth/login-code`, {
      method: 'POST',
      headers,
      body: '{"mobileNum": 5, "extra": true',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      success: false,
      value: null,
      message: 'Request body is not valid JSON',
    })
    const missing = await fetch(`${server.base}/auth/login-code`, {
      method: 'POST',
      headers,
      body: '{"mobileNum": "9175550003"}',
    })
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { message: string }).message).toBe(
      'countryDialingCode is required',
    )
  })

  it('limits each body to what its schema declares: large uploads only where images are allowed', async () => {
    const padding = 'x'.repeat(2_000_000)
    const small = await fetch(`${server.base}/auth/login-code`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ mobileNum: padding, countryDialingCode: '63' }),
    })
    expect(small.status).toBe(413)
    expect(((await small.json()) as { message: string }).message).toBe('Request body is too large')
    const { token } = await signIn()
    const upload = await fetch(`${server.base}/content/promotion/apply`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token}` },
      body: JSON.stringify({ id: '1', images: [padding] }),
    })
    expect(((await upload.json()) as { message: string }).message).not.toBe(
      'Request body is too large',
    )
    expect(schemaBudget({ type: 'string', maxLength: 10 })).toBe(22)
    expect(
      schemaBudget({
        type: 'object',
        properties: { images: { type: 'array', maxItems: 3, items: { maxLength: 100 } } },
      }),
    ).toBe(2 + 'images'.length + 4 + 2 + 3 * 203)
  })
})

describe('sessions', () => {
  it('signs in with an encrypted payload, reads member info and balance, and logs out', async () => {
    const state = useTransport(server.base, 'NOVA88')
    const login = await signIn()
    expect(login).toMatchObject({
      firstTimeLogin: expect.any(Boolean),
      passwordExpired: false,
      weakPassword: false,
    })
    state.token = login.token
    expect(await call('member.info')).toMatchObject({
      account: 'demo_member',
      type: 3,
      toUpline: true,
    })
    const [wallet] = await server.db.query<{ balance: string }>(
      `SELECT w.balance FROM wallets w JOIN accounts a ON a.id = w.account_id WHERE a.username = 'demo_member' AND a.merchant = 'NOVA88'`,
    )
    expect(await call('wallet.balance')).toEqual({ sumBalance: Number(wallet!.balance) })
    await call('auth.logout')
    const error = await refusal(call('wallet.balance'))
    expect(error.kind).toBe('unauthorized')
    expect(state.unauthorized).toBe(1)
  })

  it('reads account ids as numbers on either database, as the session cache forgets them', async () => {
    // PostgreSQL's driver reads bigint columns as strings: an id read so once forgot no cached
    // session, and a changed password left the account's other sessions served for seconds.
    const accounts = server.platform.accounts
    const byName = await accounts.byUsername('LUCKY01', 'demo_sub1')
    const [agent] = await server.db.query<{ id: string }>(
      `SELECT id FROM accounts WHERE merchant = 'LUCKY01' AND username = 'demo_agent'`,
    )
    expect(byName).toMatchObject({ id: expect.any(Number), upline_id: Number(agent!.id) })
    expect(await accounts.byId(byName!.id)).toMatchObject({ id: byName!.id, username: 'demo_sub1' })
    expect(await accounts.byMobile('LUCKY01', '9170000002')).toMatchObject({
      id: Number(agent!.id),
      upline_id: null,
    })
  })

  it('refuses a replayed encrypted login', async () => {
    const key = (await (await fetch(`${server.base}/auth/public-key`)).json()) as {
      value: { keyId: string; publicKey: string }
    }
    const body = JSON.stringify(
      await seal(
        {
          username: 'demo_agent',
          password: 'Demo1234',
          type: 'username',
          ...(await solvedSlider(server, 'LUCKY01')),
        },
        key.value,
      ),
    )
    const first = await fetch(`${server.base}/auth/login`, { method: 'POST', headers, body })
    expect(((await first.json()) as { success: boolean }).success).toBe(true)
    const replay = await fetch(`${server.base}/auth/login`, { method: 'POST', headers, body })
    expect(replay.status).toBe(400)
    expect(await replay.json()).toMatchObject({
      success: false,
      message: 'Encrypted payload was already used',
    })
  })

  it('demands the image captcha on the fourth attempt after three failed logins', async () => {
    useTransport(server.base, 'NOVA88')
    for (let i = 0; i < 3; i += 1) {
      const error = await refusal(
        call('auth.login', {
          username: 'demo_sub2',
          password: 'wrong',
          type: 'username',
          ...(await solvedSlider(server)),
        }),
      )
      expect(error.message).toBe('Wrong username or password')
    }
    const fourth = await refusal(
      call('auth.login', {
        username: 'demo_sub2',
        password: 'Demo1234',
        type: 'username',
        ...(await solvedSlider(server)),
      }),
    )
    expect(fourth.message).toBe('Please enter the captcha')
    expect(fourth.details.value).toEqual({ captchaRequired: true })
    const { captchaId, captcha: code } = await solvedCaptcha(server)
    const withCaptcha = await call('auth.login', {
      username: 'demo_sub2',
      password: 'Demo1234',
      type: 'username',
      captchaId,
      captcha: code,
      ...(await solvedSlider(server)),
    })
    expect(withCaptcha.token).toMatch(/^[\w-]{40,}$/)
  })

  it('refuses a second SMS code to the same number within 60 seconds', async () => {
    useTransport(server.base, 'JADE_PH')
    const send = (captcha = {}) =>
      call('auth.loginCode', { mobileNum: '9176660001', countryDialingCode: '+63', ...captcha })
    // A new number: the first code needs the image captcha (tests/contract/abuse-limits.test.ts).
    const { captchaId, captcha: code } = await solvedCaptcha(server)
    await send({ captchaId, captcha: code })
    const { captchaId: again, captcha: answer } = await solvedCaptcha(server)
    const error = await refusal(send({ captchaId: again, captcha: answer }))
    expect(error.kind).toBe('server')
    expect(error.details.status).toBe(429)
    expect(error.message).toMatch(/try again in (59|60) seconds/)
    const rows = await server.db.query<{ code: string }>(
      `SELECT code FROM sms_outbox WHERE mobile = '9176660001'`,
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.code).toMatch(/^\d{6}$/)
  })

  it('flags the weak default password so the app forces a change', async () => {
    useTransport(server.base)
    const login = await signIn('demo_weak', '123456')
    expect(login).toMatchObject({ weakPassword: true })
  })
})

describe('wallet', () => {
  async function tokenOf(username: string, merchant = 'LUCKY01') {
    const key = (await (await fetch(`${server.base}/auth/public-key`)).json()) as {
      value: { keyId: string; publicKey: string }
    }
    const body = JSON.stringify(
      await seal(
        {
          username,
          password: 'Demo1234',
          type: 'username',
          ...(await solvedSlider(server, merchant)),
        },
        key.value,
      ),
    )
    const answer = (await (
      await fetch(`${server.baseAt(merchant)}/auth/login`, {
        method: 'POST',
        headers: { ...headers, merchant },
        body,
      })
    ).json()) as {
      value: { token: string }
    }
    return answer.value.token
  }

  const balanceOf = async (token: string, merchant = 'LUCKY01') =>
    (
      (await (
        await fetch(`${server.baseAt(merchant)}/wps/v2/wallets/balance`, {
          headers: { ...headers, merchant, authorization: `Bearer ${token}` },
        })
      ).json()) as {
        value: { sumBalance: number }
      }
    ).value.sumBalance

  it('keeps balances exact and never negative under 200 concurrent transfers', async () => {
    const merchant = 'JADE_PH'
    const agent = await tokenOf('demo_agent', merchant)
    const member = await tokenOf('demo_member', merchant)
    const before = [await balanceOf(agent, merchant), await balanceOf(member, merchant)]
    const transfer = (token: string, to: string, amount: number) =>
      fetch(`${server.baseAt(merchant)}/wps/v2/wallets/transfer`, {
        method: 'POST',
        headers: { ...headers, merchant, authorization: `Bearer ${token}` },
        body: JSON.stringify({ to, amount }),
      }).then(async (r) => ((await r.json()) as { success: boolean }).success)
    // The member holds 500,000; 100 transfers of 7,000 out of it must partly fail, never overdraw.
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 2 ? transfer(member, 'demo_agent', 7_000) : transfer(agent, 'demo_member', 3_000),
      ),
    )
    const sentByMember = results.filter((ok, i) => ok && i % 2).length
    const sentByAgent = results.filter((ok, i) => ok && !(i % 2)).length
    expect(sentByAgent).toBe(100)
    const after = [await balanceOf(agent, merchant), await balanceOf(member, merchant)]
    expect(after[0]).toBe(before[0]! - sentByAgent * 3_000 + sentByMember * 7_000)
    expect(after[1]).toBe(before[1]! + sentByAgent * 3_000 - sentByMember * 7_000)
    expect(after[0]! + after[1]!).toBe(before[0]! + before[1]!)
    const negative = await server.db.query('SELECT 1 FROM wallets WHERE balance < 0')
    expect(negative).toHaveLength(0)
    const [ledger] = await server.db.query<{ sum: string }>(
      `SELECT coalesce(sum(amount), 0) AS sum FROM ledger l JOIN accounts a ON a.id = l.account_id WHERE a.merchant = $1 AND l.kind LIKE 'transfer-%'`,
      [merchant],
    )
    expect(Number(ledger!.sum)).toBe(0)
  })

  it('refuses transfers outside the team, overdrafts and trial accounts', async () => {
    const state = useTransport(server.base)
    state.token = (await signIn('demo_member')).token
    expect(
      (await refusal(call('wallet.transfer', { to: 'demo_sub2', amount: 1 }))).message,
    ).toMatch(/upline or your direct downline/)
    expect(
      (await refusal(call('wallet.transfer', { to: 'demo_agent', amount: 10_000_000 }))).message,
    ).toBe('Insufficient balance')
    expect(
      (await refusal(call('wallet.transfer', { to: 'demo_agent', amount: -5 }))).message,
    ).toMatch(/amount/)
  })
})
