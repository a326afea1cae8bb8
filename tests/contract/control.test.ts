import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPlatform } from './platform'

const secret = 'control-secret-for-tests-0001'
let server: Awaited<ReturnType<typeof startPlatform>>
let bare: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform({ controlSecret: secret })
  bare = await startPlatform()
})
afterAll(async () => {
  await server.close()
  await bare.close()
})

const control = (path: string, init: RequestInit = {}, key = secret) =>
  fetch(`${server.origin}/__control${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-control-secret': key, ...init.headers },
  })
const api = async (path: string, merchant: string) =>
  (
    (await (
      await fetch(`${server.baseAt(merchant)}${path}`, { headers: { merchant } })
    ).json()) as {
      value: Record<string, unknown>
    }
  ).value

describe('test control API', () => {
  it('is not served without the secret, and refuses a wrong secret', async () => {
    const response = await fetch(`${bare.origin}/__control/reset`, { method: 'POST' })
    expect(response.status).toBe(404)
    expect((await control('/reset', { method: 'POST' }, 'wrong-secret-wrong-secret')).status).toBe(
      403,
    )
  })

  it('switches system status, menu switches and whitelabel flags per merchant', async () => {
    expect(
      (await control('/merchants/NOVA88/status', { method: 'POST', body: '{"status":2}' })).status,
    ).toBe(200)
    expect(await api('/system/status', 'NOVA88')).toEqual({ status: 2 })
    expect(await api('/system/status', 'LUCKY01')).toEqual({ status: 0 })
    const permission = await api('/system/permission?url=nova.localhost', 'NOVA88')
    expect(permission).toMatchObject({ regionRestriction: true, maintenance: false })

    await control('/merchants/NOVA88/settings', {
      method: 'PATCH',
      // NOVA88 is seeded without free play (README.md, "Brands differ"): the patch turns it on.
      body: '{"menu":{"freePlay":true},"whitelabel":{"CHNGPASSVERIF3":false}}',
    })
    expect(await api('/system/menu', 'NOVA88')).toMatchObject({
      freePlay: true,
      mobileCodeLogin: true,
    })
    expect(await api('/system/menu', 'LUCKY01')).toMatchObject({ freePlay: true })
    expect((await api('/system/permission?url=x', 'NOVA88')).info).toMatchObject({
      whitelabel: { CHNGPASSVERIF3: false },
    })
  })

  it('opens a top-level agent of a suite of its own, once per username', async () => {
    const body = JSON.stringify({ username: 'ctlagent01', password: 'Demo1234' })
    const created = await control('/merchants/LUCKY01/agents', { method: 'POST', body })
    expect(created.status).toBe(200)
    const [row] = await server.db.query<{ type: number; upline_id: string | null }>(
      "SELECT type, upline_id FROM accounts WHERE merchant = 'LUCKY01' AND username = 'ctlagent01'",
    )
    expect(row).toEqual({ type: 1, upline_id: null })
    expect((await control('/merchants/LUCKY01/agents', { method: 'POST', body })).status).toBe(409)
    const bad = JSON.stringify({ username: 'x', password: '1' })
    expect((await control('/merchants/LUCKY01/agents', { method: 'POST', body: bad })).status).toBe(
      400,
    )
  })

  it('makes the IPs an account knows foreign, so its next login needs the extra step', async () => {
    const forget = (username: string) =>
      control(`/merchants/LUCKY01/accounts/${username}/forget-ips`, { method: 'POST' })
    expect((await forget('demo_sub1')).status).toBe(200)
    expect((await forget('nobody_here')).status).toBe(404)
    const rows = await server.db.query<{ known_ips: string[] }>(
      "SELECT known_ips FROM accounts WHERE merchant = 'LUCKY01' AND username = 'demo_sub1'",
    )
    expect(rows[0]?.known_ips).toEqual(['203.0.113.7'])
  })

  it('reads the SMS outbox and resets to the seed', async () => {
    // A new number: its code needs the image captcha, whose answer the control API tells.
    const { captchaId } = (await api('/auth/captcha', 'LUCKY01')) as { captchaId: string }
    const answer = (await (await control(`/captchas/${captchaId}`)).json()) as {
      value: { code: string }
    }
    await fetch(`${server.base}/auth/login-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', merchant: 'LUCKY01' },
      body: JSON.stringify({
        mobileNum: '9178880001',
        countryDialingCode: '+63',
        captchaId,
        captcha: answer.value.code,
      }),
    })
    const outbox = (await (await control('/sms?mobile=9178880001')).json()) as {
      value: { code: string; purpose: string }[]
    }
    expect(outbox.value).toHaveLength(1)
    expect(outbox.value[0]).toMatchObject({
      purpose: 'login',
      code: expect.stringMatching(/^\d{6}$/),
    })
    await control('/reset', { method: 'POST' })
    expect(await api('/system/status', 'NOVA88')).toEqual({ status: 0 })
    expect(await api('/system/menu', 'NOVA88')).toMatchObject({ freePlay: false })
    const empty = (await (await control('/sms?mobile=9178880001')).json()) as { value: unknown[] }
    expect(empty.value).toHaveLength(0)
  })

  it('reads the reset emails an account asked for, newest first', async () => {
    const resets = async (username: string) =>
      (
        (await (
          await control(`/merchants/LUCKY01/accounts/${username}/password-resets`)
        ).json()) as { value: { email: string }[] }
      ).value
    expect(await resets('demo_member')).toEqual([])
    await fetch(`${server.base}/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', merchant: 'LUCKY01' },
      body: new URLSearchParams({ username: 'demo_member', email: 'DEMO_member@example.com' }),
    })
    expect(await resets('demo_member')).toEqual([
      { email: 'demo_member@example.com', created_at: expect.any(String) },
    ])
    expect(await resets('demo_sub1')).toEqual([])
  })

  it('replaces the banners, notices and winners, and puts the seed back', async () => {
    const put = await control('/merchants/JADE_PH/content', {
      method: 'PUT',
      body: JSON.stringify({
        banners: [
          { group: 'w_home', title: 'One', linkageType: 'url', target: 'javascript:alert(1)' },
          { group: 'w_live', title: 'Two', imageUrl: 'http://evil.example/x.png' },
        ],
        notices: [{ title: 'Hello', content: '<p>Body</p>', startDateStr: '2024-05-06 07:08:09' }],
        winners: [{ player: 'ab***yz', gameName: 'Fortune', prize: 12345 }],
      }),
    })
    expect(put.status).toBe(200)
    const home = (await api('/content/banners?group=w_home', 'JADE_PH')).list as {
      title: string
      target: string
    }[]
    expect(home.map((b) => [b.title, b.target])).toEqual([['One', 'javascript:alert(1)']])
    const live = (await api('/content/banners?group=w_live', 'JADE_PH')).list as { url: string }[]
    expect(live.map((b) => b.url)).toEqual(['http://evil.example/x.png'])
    expect((await api('/content/notices', 'JADE_PH')).list).toMatchObject([
      { title: 'Hello', content: '<p>Body</p>', startDateStr: '2024-05-06 07:08:09' },
    ])
    expect((await api('/game/winners?limitNum=20', 'JADE_PH')).list).toMatchObject([
      { vo: { player: 'ab***yz', gameName: 'Fortune', prize: 12345 } },
    ])
    await control('/merchants/JADE_PH/content', { method: 'PUT', body: '{"winners":[]}' })
    expect((await api('/game/winners', 'JADE_PH')).list).toEqual([])
    expect(
      (
        await control('/merchants/JADE_PH/content', {
          method: 'PUT',
          body: '{"notices":[{"type":"X","title":"","content":""}]}',
        })
      ).status,
    ).toBe(400)

    expect((await control('/merchants/JADE_PH/content', { method: 'DELETE' })).status).toBe(200)
    const seeded = (await api('/content/banners?group=w_home', 'JADE_PH')).list as unknown[]
    expect(seeded).toHaveLength(3)
    expect(((await api('/content/notices', 'JADE_PH')).list as unknown[]).length).toBe(6)
    expect((await api('/game/winners', 'JADE_PH')).list).not.toEqual([])
  })

  it('gives an account the demo messages and rewards, and a club label', async () => {
    const messages = () =>
      server.db.query<{ title: string; read_at: Date | null }>(
        `SELECT m.title, m.read_at FROM inbox_messages m JOIN accounts a ON a.id = m.account_id
         WHERE a.merchant = 'LUCKY01' AND a.username = 'downline01'`,
      )
    const before = (await messages()).length
    const post = (path: string, body?: unknown) =>
      control(`/merchants/LUCKY01/accounts/downline01/${path}`, {
        method: 'POST',
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    expect((await post('messages')).status).toBe(200)
    const after = await messages()
    expect(after.length).toBe(before + 8)
    expect(after.filter((m) => m.read_at === null).length).toBeGreaterThan(0)
    expect(after.some((m) => m.title.startsWith('Welcome to '))).toBe(true)
    expect((await post('rewards')).status).toBe(200)
    expect((await post('label', { labelName: 'Gold', rankLevel: 5 })).status).toBe(200)
    const [row] = await server.db.query<{ label_name: string; rank_level: number }>(
      "SELECT label_name, rank_level FROM accounts WHERE merchant = 'LUCKY01' AND username = 'downline01'",
    )
    expect(row).toEqual({ label_name: 'Gold', rank_level: 5 })
    expect((await post('label', { labelName: 7 })).status).toBe(400)
    expect(
      (await control('/merchants/LUCKY01/accounts/nobody_here/messages', { method: 'POST' }))
        .status,
    ).toBe(404)
  })
})

describe("the platform's clock", () => {
  const clock = async (body?: unknown) => {
    const response = await control('/clock', {
      method: body === undefined ? 'GET' : 'POST',
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const envelope = (await response.json()) as {
      value: { now: string; offsetMs: number } | null
      message: string
    }
    return { status: response.status, ...envelope }
  }
  /** The time the database reads as the platform's now. */
  const sqlNow = async () =>
    (await server.db.query<{ now: Date }>('SELECT platform_now() AS now'))[0]!.now.getTime()
  const near = (time: number, expected: string) => {
    expect(time).toBeGreaterThanOrEqual(Date.parse(expected))
    expect(time).toBeLessThan(Date.parse(expected) + 5_000)
  }

  it('is put at an instant and runs on from there, for the handlers and the database alike', async () => {
    const set = await clock({ at: '2030-01-01T10:00:00Z' })
    expect(set.status).toBe(200)
    near(Date.parse(set.value!.now), '2030-01-01T10:00:00Z')
    near(await sqlNow(), '2030-01-01T10:00:00Z')
    near(Date.parse((await clock()).value!.now), '2030-01-01T10:00:00Z')
    // A handler's time: the next lottery draw is due within one interval of the clock's now.
    const lobby = (await api('/lottery/lobby', 'LUCKY01')).list as {
      nextDrawAt: string
      intervalSeconds: number
    }[]
    for (const game of lobby) {
      const wait = Date.parse(game.nextDrawAt) - Date.parse('2030-01-01T10:00:00Z')
      expect(wait).toBeGreaterThan(0)
      expect(wait).toBeLessThanOrEqual(game.intervalSeconds * 1000 + 5_000)
    }

    const advanced = await clock({ advanceMs: 3_600_000 })
    near(Date.parse(advanced.value!.now), '2030-01-01T11:00:00Z')
    near(await sqlNow(), '2030-01-01T11:00:00Z')
  })

  it('hides what starts later: before the seed’s notices began, none is shown', async () => {
    const shown = ((await api('/content/notices', 'LUCKY01')).list as unknown[]).length
    expect(shown).toBeGreaterThan(0)
    await clock({ at: '2020-01-01T00:00:00Z' })
    expect((await api('/content/notices', 'LUCKY01')).list).toEqual([])
    await clock({ reset: true })
    expect((await api('/content/notices', 'LUCKY01')).list).toHaveLength(shown)
  })

  it('is real again after a reset, of the clock or of the whole platform', async () => {
    await clock({ advanceMs: 86_400_000 })
    const reset = await clock({ reset: true })
    expect(reset.value!.offsetMs).toBe(0)
    expect(Math.abs(Date.parse(reset.value!.now) - Date.now())).toBeLessThan(5_000)
    expect(Math.abs((await sqlNow()) - Date.now())).toBeLessThan(5_000)

    await clock({ at: '2031-06-01T00:00:00Z' })
    await control('/reset', { method: 'POST' })
    expect((await clock()).value!.offsetMs).toBe(0)
    expect(Math.abs((await sqlNow()) - Date.now())).toBeLessThan(5_000)
  })

  it('refuses a body that is not one of at, advanceMs or reset, and a clock moved back', async () => {
    for (const body of [
      {},
      { at: 'tomorrow' },
      { advanceMs: -1 },
      { advanceMs: '60000' },
      { reset: false },
      { at: '2030-01-01T00:00:00Z', advanceMs: 1 },
      { at: '3000-01-01T00:00:00Z' },
    ])
      expect((await clock(body)).status, JSON.stringify(body)).toBe(400)
    expect((await clock()).value!.offsetMs).toBe(0)
  })

  it('is not served without the secret', async () => {
    const body = JSON.stringify({ advanceMs: 60_000 })
    const headers = { 'content-type': 'application/json' }
    expect(
      (await fetch(`${bare.origin}/__control/clock`, { method: 'POST', body, headers })).status,
    ).toBe(404)
    const wrong = await control('/clock', { method: 'POST', body }, 'wrong-secret-wrong-secret')
    expect(wrong.status).toBe(403)
    expect((await clock()).value!.offsetMs).toBe(0)
  })
})
