import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { pruneEvents } from '../../server/platform/events/outbox'
import { postToWallet } from '../../server/platform/ledger'
import { liveStreamCaps, streamSlotsOf } from '../../server/platform/streams'
import { call } from '../../src/test/any-call'
import { atBrand } from '../lib/brand-hosts'
import { refusal, signInAs, startPlatform, useTransport, type TestPlatform } from './platform'

/**
 * The live stream (GET /api/live/stream) and its polling twin (member.events) against the reference
 * platform: who gets which event, in which order, what a reconnect catches up, and how a session's
 * end ends its stream. The heartbeat is short here so that a test sees one without waiting 15 s.
 */
const controlSecret = 'live-contract-secret-0123456789'
const heartbeatMs = 200
const heartbeatBefore = process.env.LIVE_HEARTBEAT_MS

let server: TestPlatform
/** The bus's listeners with no stream open (the platform's own). */
let listenersAtRest = 0
beforeAll(async () => {
  process.env.LIVE_HEARTBEAT_MS = String(heartbeatMs)
  server = await startPlatform({ controlSecret })
  listenersAtRest = server.platform.events.listenerCount
})
afterAll(async () => {
  if (heartbeatBefore === undefined) delete process.env.LIVE_HEARTBEAT_MS
  else process.env.LIVE_HEARTBEAT_MS = heartbeatBefore
  await server.close()
})

/** One SSE frame as a client reads it: an event, or a comment line (event 'comment'). */
interface Frame {
  event: string
  id?: string
  data?: Record<string, unknown>
  comment?: string
}

/** Every stream a test opened, closed after it. */
const opened: Live[] = []

/** A live stream read frame by frame as it arrives. */
class Live {
  readonly frames: Frame[] = []
  private taken = 0
  private ended = false
  private wake: (() => void) | null = null
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>
  private fields: { event?: string; id?: string; data: string[] } = { data: [] }
  /** Resolves when the server has closed the stream (or the test has). */
  readonly done: Promise<void>

  constructor(readonly response: Response) {
    this.reader = response.body!.getReader()
    this.done = this.pump()
    opened.push(this)
  }

  private async pump() {
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for (;;) {
        const chunk = await this.reader.read()
        if (chunk.done) break
        buffer += decoder.decode(chunk.value, { stream: true })
        for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
          this.line(buffer.slice(0, end))
          buffer = buffer.slice(end + 1)
        }
      }
    } catch {
      // Cancelled by the test.
    } finally {
      this.ended = true
      this.wake?.()
    }
  }

  private line(line: string) {
    if (line.startsWith(':')) return this.push({ event: 'comment', comment: line.slice(1).trim() })
    if (line === '') {
      const { event, id, data } = this.fields
      this.fields = { data: [] }
      if (event || data.length)
        this.push({
          event: event ?? 'message',
          ...(id === undefined ? {} : { id }),
          ...(data.length ? { data: JSON.parse(data.join('\n')) as Record<string, unknown> } : {}),
        })
      return
    }
    const colon = line.indexOf(':')
    const field = line.slice(0, colon)
    const value = line.slice(colon + 1).replace(/^ /, '')
    if (field === 'event') this.fields.event = value
    else if (field === 'id') this.fields.id = value
    else if (field === 'data') this.fields.data.push(value)
  }

  private push(frame: Frame) {
    this.frames.push(frame)
    this.wake?.()
  }

  /** The next frame, comments included; fails when the stream ends or `ms` pass first. */
  async nextFrame(ms = 5_000): Promise<Frame> {
    const deadline = Date.now() + ms
    while (this.taken >= this.frames.length) {
      if (this.ended) throw new Error(`the stream ended; it sent ${this.describe()}`)
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`no frame within ${ms} ms; the stream sent ${this.describe()}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      this.wake = null
    }
    return this.frames[this.taken++]!
  }

  /** The next event, past any comment (the heartbeat does not count as one within `ms`). */
  async next(ms = 5_000): Promise<Frame> {
    const deadline = Date.now() + ms
    for (;;) {
      const frame = await this.nextFrame(Math.max(1, deadline - Date.now()))
      if (frame.event !== 'comment') return frame
    }
  }

  /** The events from here up to and with the first that matches. */
  async until(match: (frame: Frame) => boolean, ms = 5_000): Promise<Frame[]> {
    const seen: Frame[] = []
    for (;;) {
      const frame = await this.next(ms)
      seen.push(frame)
      if (match(frame)) return seen
    }
  }

  /** The `ready` event that opens a stream (after its comment): its cursor. */
  async ready(): Promise<string> {
    const frame = await this.next()
    expect(frame.event).toBe('ready')
    const cursor = frame.data?.cursor as string
    expect(cursor).toMatch(/^\d+-\d+$/)
    return cursor
  }

  /** True when the server closes the stream within `ms` with no other event after what was read. */
  async endsQuietly(ms = 3_000): Promise<boolean> {
    const closed = await Promise.race([
      this.done.then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), ms)),
    ])
    return closed && this.frames.slice(this.taken).every((frame) => frame.event === 'comment')
  }

  async close() {
    await this.reader.cancel().catch(() => undefined)
    await this.done
  }

  private describe() {
    return JSON.stringify(this.frames.filter((frame) => frame.event !== 'comment'))
  }
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((live) => live.close()))
  // A closed stream leaves nothing behind: no listener on the bus, no place under the caps.
  expect(await settles(() => server.platform.events.listenerCount, listenersAtRest)).toBe(
    listenersAtRest,
  )
  expect(await settles(() => streamSlotsOf(server.platform, 'live').count(), 0)).toBe(0)
})

/** Waits up to two seconds for `read` to answer `value`; answers what it answers then. */
async function settles<T>(read: () => T, value: T) {
  const deadline = Date.now() + 2_000
  while (read() !== value && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20))
  return read()
}

/** A signed-in session of an account at a merchant. */
interface Session {
  merchant: string
  token: string
  accountId: number
}

const accountIdOf = async (merchant: string, username: string) =>
  Number(
    (
      await server.db.query<{ id: string }>(
        'SELECT id FROM accounts WHERE merchant = $1 AND username = $2',
        [merchant, username],
      )
    )[0]!.id,
  )

async function signIn(username: string, merchant = 'LUCKY01', password = 'Demo1234') {
  const state = await signInAs(server, username, merchant, password)
  return { merchant, token: state.token!, accountId: await accountIdOf(merchant, username) }
}

/** Points the app's transport at a session: the calls after it are that session's. */
function as(session: Session) {
  useTransport(server.base, session.merchant).token = session.token
}

const ticketOf = async (session: Session) => {
  as(session)
  return (await call('community.streamTicket')).ticket
}

const poll = async (session: Session, after?: string) => {
  as(session)
  return call('member.events', after ? { after } : {})
}

const streamUrl = (merchant: string, query: Record<string, string>) =>
  `${atBrand(server.origin, merchant)}/api/live/stream?${new URLSearchParams(query).toString()}`

/** Opens a live stream of a session with a new ticket; answers the response as it came. */
async function connect(
  session: Session,
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  return fetch(streamUrl(session.merchant, { ticket: await ticketOf(session), ...query }), {
    headers,
  })
}

/**
 * Waits until the bus has read every event committed so far. A new stream starts where the bus
 * has read to (its ready cursor), so an event committed just before it opened may still come
 * after its `ready`: right by the cursor, but not what a test that counts events expects. (On
 * PostgreSQL the bus lags more: a transaction running in another test's database holds back
 * every event behind it, transaction ids being the server's.)
 */
async function busCaughtUp() {
  const [newest] = await server.db.query<{ cursor: string }>(
    `SELECT xid::text || '-' || id AS cursor FROM events ORDER BY xid DESC, id DESC LIMIT 1`,
  )
  if (!newest) return
  const bus = server.platform.events
  const position = () => `${bus.position.xid}-${bus.position.id}`
  const deadline = Date.now() + 5_000
  while (compare(position(), newest.cursor) < 0 && Date.now() < deadline) {
    await bus.settle()
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** Opens a live stream of a session; fails unless the server accepts it. */
async function open(
  session: Session,
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  await busCaughtUp()
  const response = await connect(session, query, headers)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('text/event-stream')
  return new Live(response)
}

/** Opens a stream and reads its `ready`. */
async function openReady(session: Session) {
  const live = await open(session)
  return { live, cursor: await live.ready() }
}

let references = 0

/** Credits an account's wallet as the platform does (a ledger row in a transaction). */
async function credit(session: Session, amount: number) {
  references += 1
  const reference = `live-test-${references}`
  const balance = await server.db.transaction((tx) =>
    postToWallet(tx, session.accountId, amount, 'reward', reference),
  )
  const [row] = await server.db.query<{ id: string }>(
    'SELECT id::text AS id FROM ledger WHERE reference = $1',
    [reference],
  )
  return { ledgerId: row!.id, balance, amount }
}

/** Matches the wallet event of a credit. */
const walletOf =
  (change: { ledgerId: string }) =>
  (frame: { event?: string; kind?: string; data?: Record<string, unknown> }) =>
    (frame.event ?? frame.kind) === 'wallet' && frame.data?.ledgerId === change.ledgerId

/** -1, 0 or 1 as cursor a is before, at or after b ("<xid>-<id>", compared as numbers). */
function compare(a: string, b: string) {
  const [ax, ai] = a.split('-').map(BigInt)
  const [bx, bi] = b.split('-').map(BigInt)
  if (ax !== bx) return ax! < bx! ? -1 : 1
  if (ai !== bi) return ai! < bi! ? -1 : 1
  return 0
}

/** True when every cursor is after the one before it. */
const increasing = (cursors: string[]) =>
  cursors.every((cursor, i) => i === 0 || compare(cursors[i - 1]!, cursor) < 0)

const control = (path: string, body: object) =>
  fetch(`${server.origin}/__control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-control-secret': controlSecret },
    body: JSON.stringify(body),
  })

/** A member account of its own (a new agent's downline) so that a test may end its sessions. */
async function freshMember(merchant = 'LUCKY01') {
  const response = await control(`/merchants/${merchant}/agents`, { downlines: 1 })
  expect(response.status).toBe(200)
  const { value } = (await response.json()) as { value: { downlines: string[]; password: string } }
  return { username: value.downlines[0]!, password: value.password }
}

/** Launches the demo slot for a session and answers a spin at it (the provider's status). */
async function launchGame(session: Session) {
  as(session)
  const launch = await call('play.launch', {
    vendor: 'PG',
    gameCode: 'PG-FORTUNE-OX',
    gameType: 'RNG',
  })
  const url = new URL(launch.url)
  const game = url.searchParams.get('session')!
  return async () =>
    (
      await fetch(new URL('/api/spin', url), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session: game, stake: 100 }),
      })
    ).status
}

describe('who may open a stream or poll', () => {
  it('refuses a stream without a ticket, with a spent one, with a session token, and a poll without a token', async () => {
    const member = await signIn('demo_member')
    const refusedWith = async (query: Record<string, string>) => {
      const response = await fetch(streamUrl('LUCKY01', query))
      const body = (await response.json()) as { success: boolean }
      return [response.status, body.success]
    }
    expect(await refusedWith({})).toEqual([401, false])
    expect(await refusedWith({ ticket: member.token })).toEqual([401, false])

    const ticket = await ticketOf(member)
    const first = new Live(await fetch(streamUrl('LUCKY01', { ticket })))
    expect(first.response.status).toBe(200)
    await first.ready()
    expect(await refusedWith({ ticket })).toEqual([401, false])

    // The session itself cannot stand in for a ticket in a header either.
    const inHeader = await fetch(streamUrl('LUCKY01', {}), {
      headers: { authorization: `Bearer ${member.token}` },
    })
    expect(inHeader.status).toBe(401)

    const noToken = await fetch(`${server.baseAt('LUCKY01')}/member/events`)
    expect(noToken.status).toBe(401)
    useTransport(server.base, 'LUCKY01').token = null
    expect((await refusal(call('member.events', {}))).details.status).toBe(401)
  })

  it("refuses another merchant's ticket at this merchant's host", async () => {
    const nova = await signIn('demo_member', 'NOVA88')
    const foreign = await ticketOf(nova)
    expect((await fetch(streamUrl('LUCKY01', { ticket: foreign }))).status).toBe(401)
    // The same session's next ticket opens a stream at its own merchant's host.
    const own = await open(nova)
    await own.ready()
  })
})

describe('whose events a stream and a poll carry', () => {
  it("sends an account's wallet change to that account alone, never to another account or the same username elsewhere", async () => {
    const member = await signIn('demo_member')
    const other = await signIn('demo_sub2')
    const elsewhere = await signIn('demo_member', 'NOVA88')
    const mine = await openReady(member)
    const others = await openReady(other)
    const elsewhereLive = await openReady(elsewhere)

    const change = await credit(member, 1_234)
    const [event] = await mine.live.until(walletOf(change))
    expect(event).toMatchObject({
      event: 'wallet',
      data: { amount: 1_234, balance: change.balance, cause: 'reward', ledgerId: change.ledgerId },
    })
    as(member)
    expect((await call('wallet.balance')).sumBalance).toBe(change.balance)

    // Each of the others' first event is a change of its own made after: had the member's change
    // reached them, it would have come first.
    const otherMarker = await credit(other, 11)
    const elsewhereMarker = await credit(elsewhere, 12)
    expect(await others.live.next()).toMatchObject({ data: { ledgerId: otherMarker.ledgerId } })
    expect(await elsewhereLive.live.next()).toMatchObject({
      data: { ledgerId: elsewhereMarker.ledgerId },
    })

    const ids = async (session: Session, after: string) =>
      (await poll(session, after)).events.map((e) => e.kind === 'wallet' && e.data.ledgerId)
    expect(await ids(member, mine.cursor)).toEqual([change.ledgerId])
    expect(await ids(other, others.cursor)).toEqual([otherMarker.ledgerId])
    expect(await ids(elsewhere, elsewhereLive.cursor)).toEqual([elsewhereMarker.ledgerId])
  })

  it("sends a merchant's maintenance to every stream of that merchant and to no other", async () => {
    const member = await signIn('demo_member')
    const other = await signIn('demo_sub1')
    const elsewhere = await signIn('demo_member', 'NOVA88')
    const a = await openReady(member)
    const b = await openReady(other)
    const c = await openReady(elsewhere)
    const status = (value: number) => control('/merchants/LUCKY01/status', { status: value })
    try {
      expect((await status(1)).status).toBe(200)
      expect(await a.live.next()).toMatchObject({ event: 'maintenance', data: { status: 1 } })
      expect(await b.live.next()).toMatchObject({ event: 'maintenance', data: { status: 1 } })
    } finally {
      expect((await status(0)).status).toBe(200)
    }
    expect(await a.live.next()).toMatchObject({ event: 'maintenance', data: { status: 0 } })
    expect(await b.live.next()).toMatchObject({ event: 'maintenance', data: { status: 0 } })

    const marker = await credit(elsewhere, 13)
    expect(await c.live.next()).toMatchObject({ data: { ledgerId: marker.ledgerId } })
    const kinds = async (session: Session, after: string) =>
      (await poll(session, after)).events.map((e) => [e.kind, e.data])
    expect(await kinds(other, b.cursor)).toEqual([
      ['maintenance', { status: 1 }],
      ['maintenance', { status: 0 }],
    ])
    expect((await kinds(elsewhere, c.cursor)).map(([kind]) => kind)).toEqual(['wallet'])
  })
})

describe('a change of settings', () => {
  it("tells every stream of the merchant to ask for its configuration again, once, and no other merchant's", async () => {
    const member = await signIn('demo_member')
    const elsewhere = await signIn('demo_member', 'NOVA88')
    const a = await openReady(member)
    const c = await openReady(elsewhere)
    const settings = (whitelabel: Record<string, boolean>) =>
      fetch(`${server.origin}/__control/merchants/LUCKY01/settings`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', 'x-control-secret': controlSecret },
        body: JSON.stringify({ whitelabel }),
      })
    try {
      expect((await settings({ MISSION: false })).status).toBe(200)
      expect(await a.live.next()).toMatchObject({ event: 'config', data: {} })
      // The same settings written again change nothing, and say nothing.
      expect((await settings({ MISSION: false })).status).toBe(200)
    } finally {
      expect((await settings({ MISSION: true })).status).toBe(200)
    }
    expect(await a.live.next()).toMatchObject({ event: 'config', data: {} })
    const marker = await credit(elsewhere, 14)
    expect(await c.live.next()).toMatchObject({ data: { ledgerId: marker.ledgerId } })
    const kinds = async (session: Session, after: string) =>
      (await poll(session, after)).events.map((e) => e.kind)
    expect(await kinds(member, a.cursor)).toEqual(['config', 'config'])
    expect(await kinds(elsewhere, c.cursor)).toEqual(['wallet'])
  })
})

describe('the order of events', () => {
  it('sends ready first, then a deposit made, paid and credited, in commit order with increasing cursors', async () => {
    const member = await signIn('demo_agent')
    const { live, cursor } = await openReady(member)
    as(member)
    const [channel] = (await call('finance.channels')).list
    const amount = channel!.minAmount
    const order = await call('finance.deposit', { channelId: channel!.id, amount })
    expect((await fetch(`${order.payUrl}/pay`, { method: 'POST' })).status).toBe(200)
    as(member)
    const balance = (await call('wallet.balance')).sumBalance

    const events = await live.until((frame) => frame.event === 'wallet')
    expect(events.map((frame) => [frame.event, frame.data])).toEqual([
      ['deposit', { orderId: order.orderId, status: 'pending', amount }],
      ['deposit', { orderId: order.orderId, status: 'paid', amount }],
      [
        'wallet',
        { amount, balance, cause: 'deposit', ledgerId: expect.stringMatching(/^\d+$/) as string },
      ],
    ])
    const ids = events.map((frame) => frame.id!)
    expect(increasing([cursor, ...ids])).toBe(true)

    // The poll answers the same events with the same cursors, and a cursor at or after the last.
    const polled = await poll(member, cursor)
    expect(polled.events.map((e) => [e.id, e.kind, e.data])).toEqual(
      events.map((frame) => [frame.id, frame.event, frame.data]),
    )
    expect(polled.resync).toBe(false)
    expect(polled.more).toBe(false)
    expect(compare(polled.cursor, ids.at(-1)!)).toBeGreaterThanOrEqual(0)
    expect((await poll(member, polled.cursor)).events).toEqual([])
  })
})

describe('resuming after a dropped connection', () => {
  it('sends exactly the missed events after Last-Event-ID and after ?after=, none twice', async () => {
    const member = await signIn('demo_sub1')
    const first = await openReady(member)
    const one = await credit(member, 101)
    const two = await credit(member, 102)
    const [seenOne] = await first.live.until(walletOf(one))
    const [seenTwo] = await first.live.until(walletOf(two))
    await first.live.close()

    const three = await credit(member, 103)
    const four = await credit(member, 104)
    const byHeader = await open(member, {}, { 'last-event-id': seenTwo!.id! })
    expect(await byHeader.ready()).toBe(seenTwo!.id)
    const five = await credit(member, 105)
    const resumed = await byHeader.until(walletOf(five))
    expect(resumed.map((frame) => frame.data?.ledgerId)).toEqual(
      [three, four, five].map((c) => c.ledgerId),
    )
    await byHeader.close()

    const six = await credit(member, 106)
    const byQuery = await open(member, { after: resumed.at(-1)!.id! })
    expect(await byQuery.ready()).toBe(resumed.at(-1)!.id)
    const seven = await credit(member, 107)
    const again = await byQuery.until(walletOf(seven))
    expect(again.map((frame) => frame.data?.ledgerId)).toEqual([six.ledgerId, seven.ledgerId])
    const ids = [seenOne!, seenTwo!, ...resumed, ...again].map((frame) => frame.id!)
    expect(increasing(ids)).toBe(true)

    // The poll from the same place answers the same five, with the same cursors.
    const polled = await poll(member, seenTwo!.id)
    expect(polled.events.map((e) => e.id)).toEqual(ids.slice(2))
  })

  it("starts a signed-in page's stream where the page was served: a change made in between comes in it", async () => {
    const member = await signIn('demo_sub1')
    await busCaughtUp()
    const page = (cookie?: string) =>
      fetch(`${atBrand(server.origin, member.merchant)}/`, { headers: cookie ? { cookie } : {} })
    const served = await page('signed_in=1')
    expect(served.status).toBe(200)
    const cursor = /^live;desc="(\d+-\d+)"$/.exec(served.headers.get('server-timing') ?? '')?.[1]
    expect(cursor, 'the page says where the events stood').toBeDefined()
    // A visitor's page (no tab of the browser signed in) says nothing of it.
    expect((await page()).headers.get('server-timing')).toBeNull()
    expect((await page('signed_in=0')).headers.get('server-timing')).toBeNull()

    // Credited after the page was served and its answers read, before its stream opened.
    const between = await credit(member, 121)
    const live = await open(member, { after: cursor! })
    expect(await live.ready()).toBe(cursor)
    const [seen] = await live.until(walletOf(between))
    expect(seen!.data).toMatchObject({ balance: between.balance })
    await live.close()
  })

  it("resumes from a poll's cursor that this instance's bus has not read up to yet", async () => {
    const member = await signIn('demo_sub2')
    const bus = server.platform.events
    const wake = bus.wake
    // The bus hears of no commit for a while: it lags behind the table, as an instance does for a
    // moment after each commit (and another instance's cursor may be ahead of this one's).
    bus.wake = () => undefined
    let live: Live
    let cursor: string
    try {
      const before = (await poll(member)).cursor
      const missed = await credit(member, 301)
      // A poll reads only what transactions older than every running one wrote (025_events.sql):
      // while another transaction runs (PostgreSQL's own work, another test file's), it asks again.
      let polled = await poll(member, before)
      await expect
        .poll(
          async () => {
            polled = await poll(member, before)
            return polled.events.map((e) => e.kind === 'wallet' && e.data.ledgerId)
          },
          { timeout: 5000 },
        )
        .toEqual([missed.ledgerId])
      cursor = polled.cursor
      expect(compare(cursor, `${bus.position.xid}-${bus.position.id}`)).toBeGreaterThan(0)
      live = new Live(await connect(member, { after: cursor }))
      expect(live.response.status).toBe(200)
      expect(await live.ready()).toBe(cursor)
    } finally {
      bus.wake = wake
    }
    // Once the bus reads on, the stream sends what comes after the cursor, and not the change
    // the poll answered already.
    const next = await credit(member, 302)
    expect(await live.next()).toMatchObject({ data: { ledgerId: next.ledgerId } })
  })

  it('sends resync for a cursor behind the kept events or ahead of them, then carries on live', async () => {
    const member = await signIn('demo_sub1')
    const { live, cursor } = await openReady(member)
    const kept = await credit(member, 201)
    const [seen] = await live.until(walletOf(kept))
    await live.close()

    await pruneEvents(server.db, true)
    const behind = await open(member, { after: cursor })
    const resync = await behind.next()
    expect(resync.event).toBe('resync')
    expect(resync.data?.cursor).toMatch(/^\d+-\d+$/)
    expect(resync.id).toBe(resync.data?.cursor)
    expect(compare(String(resync.data?.cursor), seen!.id!)).toBeGreaterThanOrEqual(0)
    const after = await credit(member, 202)
    expect(await behind.next()).toMatchObject({ data: { ledgerId: after.ledgerId } })
    expect(await poll(member, cursor)).toMatchObject({ resync: true, events: [] })

    const now = (await poll(member)).cursor
    const [xid, id] = now.split('-').map(BigInt)
    const forged = `${xid! + 1_000n}-${id! + 1_000n}`
    const ahead = await open(member, {}, { 'last-event-id': forged })
    expect((await ahead.next()).event).toBe('resync')
    expect(await poll(member, forged)).toMatchObject({ resync: true, events: [] })
    // A cursor of the right transaction but an id not yet written is as unknown.
    const unwritten = `${xid!}-${id! + 1_000n}`
    expect(await poll(member, unwritten)).toMatchObject({ resync: true, events: [] })
  })
})

describe('changes that roll back', () => {
  it('sends no event for a ledger row or a deposit status whose transaction rolled back', async () => {
    const member = await signIn('demo_sub2')
    const { live, cursor } = await openReady(member)
    as(member)
    const [channel] = (await call('finance.channels')).list
    const order = await call('finance.deposit', {
      channelId: channel!.id,
      amount: channel!.minAmount,
    })
    expect(await live.next()).toMatchObject({ event: 'deposit', data: { status: 'pending' } })

    const rolledBack = new Error('rolled back')
    await expect(
      server.db.transaction(async (tx) => {
        await postToWallet(tx, member.accountId, 7_777, 'reward', 'live-rolled-back')
        throw rolledBack
      }),
    ).rejects.toBe(rolledBack)
    await expect(
      server.db.transaction(async (tx) => {
        await tx.query(`UPDATE deposit_orders SET status = 'cancelled' WHERE id = $1`, [
          order.orderId,
        ])
        throw rolledBack
      }),
    ).rejects.toBe(rolledBack)

    const marker = await credit(member, 31)
    expect(await live.next()).toMatchObject({ data: { ledgerId: marker.ledgerId } })
    expect((await poll(member, cursor)).events.map((e) => e.kind)).toEqual(['deposit', 'wallet'])
    const rows = await server.db.query(
      `SELECT id FROM events WHERE account_id = $1
         AND ((kind = 'wallet' AND (data->>'amount')::bigint = 7777)
           OR (kind = 'deposit' AND data->>'status' = 'cancelled'))`,
      [member.accountId],
    )
    expect(rows).toEqual([])
    expect(
      await server.db.query(`SELECT id FROM ledger WHERE reference = 'live-rolled-back'`),
    ).toEqual([])
  })
})

describe.skipIf(!process.env.DATABASE_URL)(
  'transactions that commit out of order (PostgreSQL)',
  () => {
    /** Two connections of the test's own to the platform's database. */
    async function clients() {
      const { default: pg } = await import('pg')
      const [database] = await server.db.query<{ name: string }>(
        'SELECT current_database() AS name',
      )
      const url = new URL(process.env.DATABASE_URL!)
      url.pathname = `/${database!.name}`
      const made = [
        new pg.Client({ connectionString: url.toString() }),
        new pg.Client({ connectionString: url.toString() }),
      ] as const
      await Promise.all(made.map((client) => client.connect()))
      return made
    }

    it.each([
      ['the first to write', false],
      ['the later writer, which took its transaction id first', true],
    ])(
      'delivers both events when the later event id commits first (that one being %s)',
      async (_, laterTakesXidFirst) => {
        const member = await signIn('demo_weak', 'LUCKY01', '123456')
        const { live, cursor } = await openReady(member)
        const [early, late] = await clients()
        // Two writes of one account that the platform never makes at once (a wallet's writes wait
        // on its row), of a kind the quarter-hour totals leave out (migration 040): a bonus would
        // wait on the account's quarter until the other committed, and never commit first.
        const insert = (client: typeof early, reference: string) =>
          client.query<{ id: string }>(
            `INSERT INTO ledger (account_id, amount, balance_after, kind, reference)
           VALUES ($1, 1, 0, 'points', $2) RETURNING id::text AS id`,
            [member.accountId, reference],
          )
        try {
          await early.query('BEGIN')
          await late.query('BEGIN')
          if (laterTakesXidFirst) await late.query('SELECT pg_current_xact_id()')
          const first = (await insert(early, 'live-early')).rows[0]!.id
          const second = (await insert(late, 'live-late')).rows[0]!.id
          expect(BigInt(second)).toBeGreaterThan(BigInt(first))
          await late.query('COMMIT')
          await server.platform.events.settle()
          // A poll now must not step past the event still to commit.
          const meanwhile = await poll(member, cursor)
          await early.query('COMMIT')

          const both = [first, second]
          const streamed: Frame[] = []
          while (!both.every((id) => streamed.some((frame) => frame.data?.ledgerId === id)))
            streamed.push(await live.next())
          expect(streamed.map((frame) => frame.data?.ledgerId).sort()).toEqual(both.sort())
          expect(increasing([cursor, ...streamed.map((frame) => frame.id!)])).toBe(true)

          const caughtUp = [
            ...meanwhile.events,
            ...(await poll(member, meanwhile.cursor)).events,
          ].map((e) => e.kind === 'wallet' && e.data.ledgerId)
          expect([...caughtUp].sort()).toEqual(both.sort())
          const last = streamed.at(-1)!.id!
          expect((await poll(member, last)).events).toEqual([])
        } finally {
          await Promise.all([early, late].map((client) => client.end()))
        }
      },
    )
  },
)

describe('the end of a session', () => {
  it('ends the stream of a session that signs out, not the stream of another session, and its game', async () => {
    const { username, password } = await freshMember()
    const leaving = await signIn(username, 'LUCKY01', password)
    const staying = await signIn(username, 'LUCKY01', password)
    await credit(leaving, 10_000)
    const leavingSpin = await launchGame(leaving)
    const stayingSpin = await launchGame(staying)
    expect(await leavingSpin()).toBe(200)
    const a = await openReady(leaving)
    const b = await openReady(staying)

    as(leaving)
    await call('auth.logout')
    expect(await a.live.until((frame) => frame.event === 'session')).toMatchObject([
      { event: 'session', data: { reason: 'signedOut' } },
    ])
    expect(await a.live.endsQuietly()).toBe(true)
    expect(await leavingSpin()).toBe(401)
    expect((await refusal(poll(leaving, a.cursor))).details.status).toBe(401)

    const marker = await credit(staying, 41)
    expect((await b.live.until(walletOf(marker))).map((frame) => frame.event)).toEqual(['wallet'])
    expect((await poll(staying, b.cursor)).events.map((e) => e.kind)).not.toContain('session')
    expect(await stayingSpin()).toBe(200)
  })

  it('ends the other sessions with reason password when the password changes, and keeps this one', async () => {
    const { username, password } = await freshMember()
    const changing = await signIn(username, 'LUCKY01', password)
    const elsewhere = await signIn(username, 'LUCKY01', password)
    const here = await openReady(changing)
    const there = await openReady(elsewhere)

    as(changing)
    await call('auth.changePassword', {
      oldPassword: password,
      newPassword: 'Changed99',
      confirmNewPassword: 'Changed99',
    })
    expect(await there.live.next()).toMatchObject({
      event: 'session',
      data: { reason: 'password' },
    })
    expect(await there.live.endsQuietly()).toBe(true)
    expect((await refusal(poll(elsewhere))).details.status).toBe(401)

    const marker = await credit(changing, 42)
    expect(await here.live.next()).toMatchObject({ data: { ledgerId: marker.ledgerId } })
    expect((await poll(changing, here.cursor)).events.map((e) => e.kind)).toEqual(['wallet'])
  })

  it('says why a session ended even when the bus has not brought its end event yet', async () => {
    const { username, password } = await freshMember()
    const changing = await signIn(username, 'LUCKY01', password)
    const elsewhere = await signIn(username, 'LUCKY01', password)
    const there = await openReady(elsewhere)
    const bus = server.platform.events
    const wake = bus.wake
    bus.wake = () => undefined
    try {
      as(changing)
      await call('auth.changePassword', {
        oldPassword: password,
        newPassword: 'Changed99',
        confirmNewPassword: 'Changed99',
      })
      const ended = await there.live.next(heartbeatMs * 10)
      expect(ended).toMatchObject({ event: 'session', data: { reason: 'password' } })
      expect(ended.id).toMatch(/^\d+-\d+$/)
      expect(await there.live.endsQuietly()).toBe(true)
    } finally {
      bus.wake = wake
    }
  })

  it('ends every stream and game of a locked account with reason locked, and refuses its sign-in', async () => {
    const { username, password } = await freshMember()
    const one = await signIn(username, 'LUCKY01', password)
    const two = await signIn(username, 'LUCKY01', password)
    await credit(one, 10_000)
    const spin = await launchGame(two)
    expect(await spin()).toBe(200)
    const streams = [await openReady(one), await openReady(two)]

    const lock = (locked: boolean) =>
      control(`/merchants/LUCKY01/accounts/${username}/lock`, { locked })
    expect((await lock(true)).status).toBe(200)
    for (const { live } of streams) {
      expect(await live.next()).toMatchObject({ event: 'session', data: { reason: 'locked' } })
      expect(await live.endsQuietly()).toBe(true)
    }
    expect(await spin()).toBe(401)
    expect((await refusal(signIn(username, 'LUCKY01', password))).details.status).toBe(403)

    expect((await lock(false)).status).toBe(200)
    const back = await signIn(username, 'LUCKY01', password)
    expect((await poll(back)).resync).toBe(false)
  })

  it('ends a stream with reason expired once its session has expired, and its game with it', async () => {
    const member = await signIn('demo_trial')
    const spin = await launchGame(member)
    expect(await spin()).toBe(200)
    const { live } = await openReady(member)
    const comment = await live.nextFrame(heartbeatMs * 10)
    expect(comment).toEqual({ event: 'comment', comment: 'heartbeat' })
    try {
      const moved = await control('/clock', { advanceMs: 7 * 24 * 3_600_000 + 60_000 })
      expect(moved.status).toBe(200)
      // The game stops with the portal session at once, before the session is even deleted.
      expect(await spin()).toBe(401)
      const ended = await live.next(heartbeatMs * 10)
      expect(ended).toMatchObject({ event: 'session', data: { reason: 'expired' } })
      // An end of its own, with its own cursor: a client that saw the previous id still takes it.
      expect(ended.id).toMatch(/^\d+-\d+$/)
      expect(await live.endsQuietly()).toBe(true)
    } finally {
      expect((await control('/clock', { reset: true })).status).toBe(200)
    }
  })

  it('ends a busy stream with reason expired too, however often its events come', async () => {
    const member = await signIn('demo_trial')
    const { live } = await openReady(member)
    const moved = await control('/clock', { advanceMs: 7 * 24 * 3_600_000 + 60_000 })
    try {
      expect(moved.status).toBe(200)
      // Changes come four times a heartbeat for at most ten heartbeats, or until the stream ends.
      let ended = false
      const writing = (async () => {
        let written = 0
        while (!ended && written < 40) {
          await credit(member, 1)
          written += 1
          await new Promise((resolve) => setTimeout(resolve, heartbeatMs / 4))
        }
        return written
      })()
      const seen = await live.until((frame) => frame.event === 'session')
      ended = true
      expect(seen.at(-1)).toMatchObject({ data: { reason: 'expired' } })
      expect(await writing).toBeLessThan(40)
      expect(await live.endsQuietly()).toBe(true)
    } finally {
      expect((await control('/clock', { reset: true })).status).toBe(200)
    }
  })
})

describe('open stream caps and the bus', () => {
  it(`answers 429 to an account's live stream beyond ${liveStreamCaps.perAccount}`, async () => {
    const member = await signIn('demo_agent')
    const slots = streamSlotsOf(server.platform, 'live')
    const held: Live[] = []
    for (let i = 0; i < liveStreamCaps.perAccount; i += 1) held.push(await open(member))
    expect(slots.count({ accountId: member.accountId })).toBe(liveStreamCaps.perAccount)
    const refused = await connect(member)
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { message: string }).message).toBe(
      `You have ${liveStreamCaps.perAccount} live connections open already; close one and try again`,
    )
    await held[0]!.close()
    expect(await settles(() => slots.count({ accountId: member.accountId }), 4)).toBe(4)
    await (await open(member)).ready()
  })

  it('takes a listener on the bus for each open stream and gives it back when the stream closes', async () => {
    const { username, password } = await freshMember()
    const member = await signIn(username, 'LUCKY01', password)
    const events = server.platform.events
    const streams = [await openReady(member), await openReady(member), await openReady(member)]
    expect(events.listenerCount).toBe(listenersAtRest + 3)
    await streams[0]!.live.close()
    expect(await settles(() => events.listenerCount, listenersAtRest + 2)).toBe(listenersAtRest + 2)
    // Refused streams take none.
    expect((await fetch(streamUrl('LUCKY01', { ticket: 'x'.repeat(43) }))).status).toBe(401)
    expect(events.listenerCount).toBe(listenersAtRest + 2)
    // Streams the server ends (the session's end) give theirs back too.
    as(member)
    await call('auth.logout')
    for (const { live } of streams.slice(1)) {
      expect(await live.next()).toMatchObject({ event: 'session', data: { reason: 'signedOut' } })
      expect(await live.endsQuietly()).toBe(true)
    }
    expect(await settles(() => events.listenerCount, listenersAtRest)).toBe(listenersAtRest)
  })
})
