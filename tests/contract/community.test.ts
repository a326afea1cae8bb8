import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { streakOf } from '../../server/platform/community/checkin'
import { atBrand } from '../lib/brand-hosts'
import { refusal, signInAs, startPlatform, useTransport } from './platform'
interface BlogHead {
  id: string
  title: string
  summary: string
  cover: string
  publishedAt: string
  language: string
}

let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

const rooms = async () => (await call('community.chatRooms')).list
const balance = async () => (await call('wallet.balance')).sumBalance

/** Reads an SSE response until `until` holds for the text so far (or the time runs out). */
async function readStream(response: Response, until: (text: string) => boolean, ms = 5_000) {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  const deadline = Date.now() + ms
  while (!until(text) && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
    ])
    if (!chunk || chunk.done) break
    text += decoder.decode(chunk.value, { stream: true })
  }
  await reader.cancel().catch(() => undefined)
  return text
}

/** The stream URL of a room at the default brand's host, opened with a ticket. */
const streamUrl = (room: string, ticket: string) =>
  `${atBrand(server.origin, 'LUCKY01')}/api/community/chat/stream?room=${room}&ticket=${encodeURIComponent(ticket)}`

/** A new stream ticket of a session (server/platform/streams.ts; tests/contract/streams.test.ts). */
async function ticketOf(token: string) {
  const response = await fetch(`${atBrand(server.base, 'LUCKY01')}/community/chat/stream-ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  })
  return ((await response.json()) as { value: { ticket: string } }).value.ticket
}

describe('chat rooms', () => {
  it('lists rooms in the caller language and the latest messages oldest first, to visitors too', async () => {
    useTransport(server.base, 'NOVA88')
    const list = await rooms()
    expect(list.map((r) => r.name)).toEqual(['Lobby', 'Slots talk', 'Sports corner'])
    const { list: messages } = await call('community.chatMessages', { room: list[0]!.id })
    expect(messages.length).toBeGreaterThanOrEqual(4)
    expect(messages.every((m) => !m.own)).toBe(true)
    const times = messages.map((m) => m.time)
    expect([...times].sort()).toEqual(times)
  })

  it('posts a message: token needed, trimmed, at most 500 characters, marked own, stored', async () => {
    useTransport(server.base, 'NOVA88')
    const [room] = await rooms()
    expect(
      (await refusal(call('community.postChat', { room: room!.id, body: 'hi' }))).details.status,
    ).toBe(401)
    await signInAs(server, 'demo_member', 'NOVA88')
    expect(
      (await refusal(call('community.postChat', { room: room!.id, body: 'x'.repeat(501) }))).details
        .status,
    ).toBe(400)
    expect(
      (await refusal(call('community.postChat', { room: room!.id, body: '   ' }))).message,
    ).toBe('Please enter a message')
    const posted = await call('community.postChat', { room: room!.id, body: '  <b>not html</b>  ' })
    expect(posted.message).toMatchObject({
      body: '<b>not html</b>',
      own: true,
      nickname: 'Demo member',
    })
    const { list } = await call('community.chatMessages', { room: room!.id })
    expect(list.at(-1)).toMatchObject({ id: posted.message.id, own: true })
    const [stored] = await server.db.query<{ body: string }>(
      'SELECT body FROM chat_messages WHERE id = $1',
      [posted.message.id],
    )
    expect(stored!.body).toBe('<b>not html</b>')
  })

  it('rate-limits an account and refuses trial accounts and rooms of another brand', async () => {
    await signInAs(server, 'demo_sub2', 'NOVA88')
    const [room] = await rooms()
    await call('community.postChat', { room: room!.id, body: 'one' })
    const fast = await refusal(call('community.postChat', { room: room!.id, body: 'two' }))
    expect(fast.details.status).toBe(429)
    expect(fast.message).toBe('You are sending messages too fast; wait a moment')
    await signInAs(server, 'demo_trial', 'NOVA88')
    expect(
      (await refusal(call('community.postChat', { room: room!.id, body: 'hi' }))).details.status,
    ).toBe(403)
    await signInAs(server, 'demo_member', 'LUCKY01')
    expect(
      (await refusal(call('community.postChat', { room: room!.id, body: 'hi' }))).details.status,
    ).toBe(404)
  })

  it('delivers a posted message live over server-sent events, with heartbeats, and cleans up on disconnect', async () => {
    process.env.CHAT_HEARTBEAT_MS = '200'
    try {
      const reader = await signInAs(server, 'demo_sub1', 'LUCKY01')
      const token = reader.token!
      const [room] = await rooms()
      expect((await fetch(streamUrl(room!.id, 'bad-ticket'))).status).toBe(401)
      const response = await fetch(streamUrl(room!.id, await ticketOf(token)))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/event-stream')
      const reading = readStream(
        response,
        (text) => text.includes('Live hello') && text.includes(': heartbeat'),
      )
      await signInAs(server, 'demo_member', 'LUCKY01')
      await new Promise((resolve) => setTimeout(resolve, 100))
      const posted = await call('community.postChat', { room: room!.id, body: 'Live hello' })
      const text = await reading
      expect(text).toContain(': connected')
      expect(text).toContain('event: message')
      expect(text).toContain(`id: ${posted.message.id}`)
      const data = /data: (.*)\n/.exec(text.slice(text.indexOf('event: message')))![1]!
      expect(JSON.parse(data)).toMatchObject({ body: 'Live hello', own: false, room: room!.id })
      expect(text).toContain(': heartbeat')

      // A reconnect (with a new ticket) and Last-Event-ID receives what it missed.
      const again = await fetch(streamUrl(room!.id, await ticketOf(token)), {
        headers: { 'last-event-id': String(Number(posted.message.id) - 1) },
      })
      expect(await readStream(again, (t) => t.includes('Live hello'))).toContain('Live hello')

      // A reader that goes away frees its place (an account holds at most 3 streams at once).
      for (let i = 0; i < 4; i += 1) {
        const short = await fetch(streamUrl(room!.id, await ticketOf(token)))
        expect(short.status).toBe(200)
        await readStream(short, (t) => t.includes(': connected'))
        await new Promise((resolve) => setTimeout(resolve, 50))
      }

      // The stream ends when the session ends.
      const open = await fetch(streamUrl(room!.id, await ticketOf(token)))
      const ending = readStream(open, () => false, 3_000)
      await server.platform.accounts.closeSession(token)
      const ended = Date.now()
      await ending
      expect(Date.now() - ended).toBeLessThan(2_500)
    } finally {
      delete process.env.CHAT_HEARTBEAT_MS
    }
  })
})

/** 09:00 in Manila (UTC+8 all year), `days` after a day (yyyy-MM-dd). */
const manilaMorning = (day: string, days: number) =>
  new Date(Date.parse(`${day}T09:00:00+08:00`) + days * 86_400_000)

describe('daily sign-in task', () => {
  afterEach(() => server.platform.clock.reset())

  it('counts streaks and cycle days from the last check-in', () => {
    expect(streakOf(null, 0)).toEqual({ checkedInToday: false, streak: 0, cycleDay: 1 })
    expect(streakOf(0, 1)).toEqual({ checkedInToday: true, streak: 1, cycleDay: 1 })
    expect(streakOf(1, 3)).toEqual({ checkedInToday: false, streak: 3, cycleDay: 4 })
    expect(streakOf(1, 7)).toEqual({ checkedInToday: false, streak: 7, cycleDay: 1 })
    expect(streakOf(0, 8)).toEqual({ checkedInToday: true, streak: 8, cycleDay: 1 })
    expect(streakOf(2, 5)).toEqual({ checkedInToday: false, streak: 0, cycleDay: 1 })
  })

  it('checks in once a day, pays the reward into the wallet through the ledger, refuses a second time, goes on the next day', async () => {
    await signInAs(server, 'demo_sub2', 'LUCKY01')
    // The platform's clock is put at a morning in Manila: no midnight falls within the test.
    const { today } = await call('community.checkInStatus')
    await server.platform.clock.set(manilaMorning(today, 1))
    const before = await call('community.checkInStatus')
    expect(before).toMatchObject({
      checkedInToday: false,
      streak: 0,
      cycleDay: 1,
      timeZone: 'Asia/Manila',
    })
    expect(before.rewards).toEqual([100, 200, 300, 500, 800, 1000, 2000])
    const start = await balance()
    const done = await call('community.checkIn')
    expect(done.reward).toBe(100)
    expect(done.sumBalance).toBe(start + 100)
    expect(await balance()).toBe(start + 100)
    expect(done.status).toMatchObject({
      checkedInToday: true,
      streak: 1,
      cycleDay: 1,
      totalRewards: 100,
    })
    const [id] = await server.db.query<{ id: string }>(
      `SELECT id FROM accounts WHERE merchant = 'LUCKY01' AND username = 'demo_sub2'`,
    )
    const ledger = await server.db.query<{ amount: string; kind: string }>(
      'SELECT amount, kind FROM ledger WHERE account_id = $1 AND reference = $2',
      [id!.id, `checkin:${before.today}`],
    )
    expect(ledger.map((r) => [Number(r.amount), r.kind])).toEqual([[100, 'reward']])
    const second = await refusal(call('community.checkIn'))
    expect(second.details.status).toBe(409)
    expect(second.message).toBe('You have already checked in today; come back tomorrow')
    expect(await balance()).toBe(start + 100)

    await server.platform.clock.set(manilaMorning(today, 2))
    const next = await call('community.checkIn')
    expect(next.reward).toBe(200)
    expect(next.status).toMatchObject({
      checkedInToday: true,
      streak: 2,
      cycleDay: 2,
      totalRewards: 300,
    })
  })

  it('continues a streak from yesterday and pays the next day of the cycle; trial accounts are refused', async () => {
    await signInAs(server, 'demo_member', 'NOVA88')
    const [id] = await server.db.query<{ id: string }>(
      `SELECT id FROM accounts WHERE merchant = 'NOVA88' AND username = 'demo_member'`,
    )
    const status = await call('community.checkInStatus')
    expect(status.timeZone).toBe('Asia/Ho_Chi_Minh')
    await server.db.query(
      `INSERT INTO checkins (account_id, day, streak, reward) VALUES ($1, $2::date - 1, 3, 3000)`,
      [id!.id, status.today],
    )
    expect(await call('community.checkInStatus')).toMatchObject({
      streak: 3,
      cycleDay: 4,
      todayReward: 5000,
    })
    const done = await call('community.checkIn')
    expect(done.reward).toBe(5000)
    expect(done.status).toMatchObject({ streak: 4, cycleDay: 4, checkedInToday: true })
    await signInAs(server, 'demo_trial', 'NOVA88')
    expect((await refusal(call('community.checkIn'))).details.status).toBe(403)
  })
})

describe('winners and blog', () => {
  it('pages the winners list', async () => {
    useTransport(server.base, 'LUCKY01')
    const first = await call('community.winners', { pageSize: 5 })
    expect(first.list).toHaveLength(5)
    expect(first.totalPages).toBeGreaterThan(1)
    expect(first.list[0]!.player).toContain('***')
    const second = await call('community.winners', { pageSize: 5, pageNo: 2 })
    expect(second.list[0]!.time <= first.list.at(-1)!.time).toBe(true)
  })

  it('lists posts in the caller language with paging, falls back to English, answers one post', async () => {
    useTransport(server.base, 'LUCKY01')
    const en = await call('community.blogPosts', { pageSize: 3 })
    expect(en.list).toHaveLength(3)
    expect(en.totalPages).toBe(3)
    expect(en.list[0]).toMatchObject({
      language: 'EN',
      title: 'Five tips for playing slots responsibly',
    })
    expect(en.list[0]!.cover).toMatch(/^\/media\/blog\/\d+\.svg$/)
    const cover = await fetch(server.origin + en.list[0]!.cover)
    expect(cover.headers.get('content-type')).toBe('image/svg+xml')
    const post = await call('community.blogPost', { id: en.list[0]!.id })
    expect(post.body).toContain('<strong>Set a budget</strong>')
    const vi = await fetch(`${server.base}/community/blog`, {
      headers: { merchant: 'LUCKY01', language: 'VI' },
    })
    const viList = ((await vi.json()) as { value: { list: BlogHead[] } }).value.list
    expect(viList.every((p) => p.language === 'VI')).toBe(true)
    const th = await fetch(`${server.base}/community/blog`, {
      headers: { merchant: 'LUCKY01', language: 'TH' },
    })
    const thList = ((await th.json()) as { value: { list: BlogHead[] } }).value.list
    expect(thList).toHaveLength(7)
    expect(thList.every((p) => p.language === 'TH')).toBe(true)
    expect(thList[0]!.title).toBe('5 เคล็ดลับเล่นสล็อตอย่างรับผิดชอบ')
    // TY, the brand-named language, has no posts of its own: it reads the English ones.
    const ty = await fetch(`${server.base}/community/blog`, {
      headers: { merchant: 'LUCKY01', language: 'TY' },
    })
    expect(((await ty.json()) as { value: { list: BlogHead[] } }).value.list[0]!.language).toBe(
      'EN',
    )
    const [other] = await server.db.query<{ id: string }>(
      `SELECT id FROM blog_posts WHERE merchant = 'NOVA88' LIMIT 1`,
    )
    expect((await refusal(call('community.blogPost', { id: other!.id }))).details.status).toBe(404)
    // A post's cover is drawn at its own brand's host only: another brand's title stays unseen.
    const coverAt = (merchant: string) =>
      fetch(`${atBrand(server.origin, merchant)}/media/blog/${other!.id}.svg`)
    expect((await coverAt('LUCKY01')).status).toBe(404)
    expect((await coverAt('NOVA88')).status).toBe(200)
  })
})
