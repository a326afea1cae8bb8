import type { Context, Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import type { Brand } from '../../../src/config/brand.types'
import { ChatHub, type ChatItem, type ChatReader } from '../community/chat-hub'
import { checkInStatus } from '../community/checkin'
import {
  blogSeed,
  chatRooms,
  chatSeed,
  checkinRewardUnits,
  zoneByCurrency,
} from '../community/seed-data'
import { bannerArt } from '../content/art'
import type { Platform } from '../context'
import type { DomainModule, Tx } from '../domain'
import { lockAccount, requireRealAccount } from '../inbox/guards'
import { postToWallet } from '../ledger'
import { ApiError, envelope, sendEnvelope, type Handlers } from '../router'
import { inLanguage } from '../texts'
import { refusal } from '../i18n'
import { maskName, refuseBidiControls, stripBidiControls } from '../bidi'
import { admitStream, issueStreamTicket, sendFrame } from '../streams'

/** The stream's heartbeat comment interval (CHAT_HEARTBEAT_MS shortens it for tests) and reconnect delay. */
const heartbeatMs = () => Number(process.env.CHAT_HEARTBEAT_MS) || 15_000
const retryMs = 3_000

/** Per account: the least time between two messages, and the most messages in a minute. */
const minIntervalMs = 1_000
const perMinute = 10
const maxBody = 500

/** One hub per platform, shared by the catalogue handlers and the stream route. */
const hubs = new WeakMap<Platform, ChatHub>()
/** The hub of a platform (it fans messages out to every instance, server/platform/community/chat-hub.ts). */
export const hubOf = (p: Platform) => {
  let hub = hubs.get(p)
  if (!hub) hubs.set(p, (hub = new ChatHub(p.db, chatReader(p))))
  return hub
}

interface MessageRow {
  id: string
  room_id: string
  account_id: string
  nickname: string | null
  username: string
  body: string
  created_at: Date
}

const messageSelect = `SELECT m.id, m.room_id, m.account_id, a.nickname, a.username, m.body, m.created_at
  FROM chat_messages m JOIN accounts a ON a.id = m.account_id`

// Text-direction controls are refused on input; a message or nickname stored before loses them here.
const itemOf = (r: MessageRow): ChatItem => ({
  id: String(r.id),
  room: String(r.room_id),
  accountId: Number(r.account_id),
  nickname: stripBidiControls(r.nickname ?? '').trim() || maskName(r.username),
  body: stripBidiControls(r.body),
  time: new Date(r.created_at).toISOString(),
})

/** How the hub reads messages back, each query within the merchant's rooms. */
const chatReader = (p: Platform): ChatReader => {
  const ofMerchant = `JOIN chat_rooms r ON r.id = m.room_id AND r.merchant = $1 WHERE m.room_id = $2`
  return {
    byIds: async (merchant, room, ids) =>
      (
        await p.db.query<MessageRow>(
          `${messageSelect} ${ofMerchant} AND m.id = ANY($3::bigint[]) ORDER BY m.id`,
          [merchant, room, ids],
        )
      ).map(itemOf),
    after: async (merchant, room, id, limit) =>
      (
        await p.db.query<MessageRow>(
          `${messageSelect} ${ofMerchant} AND m.id > $3 ORDER BY m.id LIMIT $4`,
          [merchant, room, id, limit],
        )
      ).map(itemOf),
    newest: async (merchant, room) => {
      const [row] = await p.db.query<{ id: string | null }>(
        `SELECT max(m.id) AS id FROM chat_messages m ${ofMerchant}`,
        [merchant, room],
      )
      return String(row?.id ?? '0')
    },
  }
}

/** A message as the API answers it to one reader. */
const viewFor = (item: ChatItem, readerId: number | null) => ({
  id: item.id,
  room: item.room,
  nickname: item.nickname.slice(0, 40),
  body: item.body,
  time: item.time,
  own: item.accountId === readerId,
})

/** The id of a room of the merchant, or a 404. */
async function roomOf(p: Platform, merchant: string, id: unknown) {
  const room = typeof id === 'string' && /^\d{1,18}$/.test(id) ? id : ''
  const [row] = room
    ? await p.db.query<{ id: string }>(
        'SELECT id FROM chat_rooms WHERE id = $1 AND merchant = $2',
        [room, merchant],
      )
    : []
  if (!row) throw new ApiError('This chat room does not exist', 404)
  return String(row.id)
}

/** Refuses a message sent too soon after the last, or beyond the minute's allowance. */
async function rateLimit(p: Platform, accountId: number) {
  const [row] = await p.db.query<{ last_ms: number | null; minute: string }>(
    `SELECT extract(epoch FROM platform_now() - max(created_at)) * 1000 AS last_ms,
       count(*) FILTER (WHERE created_at > platform_now() - interval '1 minute') AS minute
     FROM chat_messages WHERE account_id = $1 AND created_at > platform_now() - interval '1 minute'`,
    [accountId],
  )
  const last = row?.last_ms === null || row?.last_ms === undefined ? null : Number(row.last_ms)
  if ((last !== null && last < minIntervalMs) || Number(row?.minute ?? 0) >= perMinute)
    throw new ApiError('You are sending messages too fast; wait a moment', 429)
}

/** Checks in for today inside a transaction and credits the cycle day's reward. */
async function checkIn(tx: Tx, accountId: number, merchant: string) {
  await lockAccount(tx, accountId)
  const status = await checkInStatus(tx, accountId, merchant)
  if (status.checkedInToday)
    throw new ApiError('You have already checked in today; come back tomorrow', 409)
  const inserted = await tx.query(
    `INSERT INTO checkins (account_id, day, streak, reward) VALUES ($1, $2::date, $3, $4)
     ON CONFLICT DO NOTHING RETURNING id`,
    [accountId, status.today, status.streak + 1, status.todayReward],
  )
  if (!inserted.length)
    throw new ApiError('You have already checked in today; come back tomorrow', 409)
  const sumBalance = await postToWallet(
    tx,
    accountId,
    status.todayReward,
    'reward',
    `checkin:${status.today}`,
  )
  return {
    status: await checkInStatus(tx, accountId, merchant),
    reward: status.todayReward,
    sumBalance,
  }
}

/** A page of a list: limit and offset from pageNo and pageSize. */
const paging = (input: { pageNo?: number; pageSize?: number }, fallback: number) => {
  const pageSize = input.pageSize ?? fallback
  return { pageSize, offset: ((input.pageNo ?? 1) - 1) * pageSize }
}

/** The language the merchant has posts in: the caller's, else English. */
async function blogLanguage(p: Platform, merchant: string, language: string) {
  const wanted = language.toUpperCase().slice(0, 8)
  const [row] = await p.db.query(
    'SELECT 1 FROM blog_posts WHERE merchant = $1 AND language = $2 LIMIT 1',
    [merchant, wanted],
  )
  return row ? wanted : 'EN'
}

interface PostRow {
  id: string
  language: string
  title: string
  summary: string
  body: string
  published_at: Date
}

const postHead = (r: PostRow) => ({
  id: String(r.id),
  title: r.title,
  summary: r.summary,
  cover: `/media/blog/${r.id}.svg`,
  publishedAt: new Date(r.published_at).toISOString(),
  language: r.language,
})

function handlers(p: Platform): Handlers {
  const hub = hubOf(p)
  return {
    'community.chatRooms': async ({ merchant, language }) => {
      const rows = await p.db.query<{ id: string; name: Record<string, string> }>(
        'SELECT id, name FROM chat_rooms WHERE merchant = $1 ORDER BY sort, id',
        [merchant],
      )
      return { list: rows.map((r) => ({ id: String(r.id), name: inLanguage(r.name, language) })) }
    },
    'community.chatMessages': async ({ input, merchant, caller }) => {
      const { room, limit = 50 } = input
      const roomId = await roomOf(p, merchant, room)
      const rows = await p.db.query<MessageRow>(
        `SELECT * FROM (${messageSelect} WHERE m.room_id = $1 ORDER BY m.id DESC LIMIT $2) t ORDER BY id`,
        [roomId, limit],
      )
      return { list: rows.map((r) => viewFor(itemOf(r), caller?.accountId ?? null)) }
    },
    'community.postChat': async ({ input, merchant, caller }) => {
      const { room, body } = input
      const text = body.trim()
      if (!text) throw new ApiError('Please enter a message', 400)
      if ([...text].length > maxBody)
        throw new ApiError(refusal`A message has at most ${maxBody} characters`, 400)
      refuseBidiControls('body', text)
      const roomId = await roomOf(p, merchant, room)
      await requireRealAccount(p, caller.accountId)
      await rateLimit(p, caller.accountId)
      const [inserted] = await p.db.query<{ id: string }>(
        'INSERT INTO chat_messages (room_id, account_id, body) VALUES ($1, $2, $3) RETURNING id',
        [roomId, caller.accountId, text],
      )
      const [row] = await p.db.query<MessageRow>(`${messageSelect} WHERE m.id = $1`, [inserted!.id])
      const item = itemOf(row!)
      // The message is stored whatever comes of the notice: a failed one is not the sender's
      // refusal (a retry would post it twice); streams that miss it show it on their next load.
      await hub.publish(merchant, item).catch(() => undefined)
      return { message: viewFor(item, caller.accountId) }
    },
    'community.streamTicket': async ({ caller, merchant }) =>
      issueStreamTicket(p, caller, merchant),
    'community.checkInStatus': async ({ caller, merchant }) =>
      checkInStatus(p.db, caller.accountId, merchant),
    'community.checkIn': async ({ caller, merchant }) => {
      await requireRealAccount(p, caller.accountId)
      return p.db.transaction((tx) => checkIn(tx, caller.accountId, merchant))
    },
    'community.winners': async ({ input, merchant }) => {
      const { gameCategory } = input
      const { pageSize, offset } = paging(input, 14)
      const category = gameCategory && gameCategory !== 'ALL' ? gameCategory : null
      const where = `b.merchant = $1 AND b.status = 'settled' AND b.payout > b.stake
        AND ($2::text IS NULL OR b.game_type = $2)`
      const rows = await p.db.query<{
        username: string
        name: string | null
        vendor: string
        game_code: string
        game_type: string
        payout: string
        settled_at: Date
      }>(
        `SELECT a.username, g.name, b.vendor, b.game_code, b.game_type, b.payout, b.settled_at
         FROM bets b JOIN accounts a ON a.id = b.account_id
         LEFT JOIN games g ON g.vendor = b.vendor AND g.game_code = b.game_code
         WHERE ${where} ORDER BY b.settled_at DESC, b.id DESC LIMIT $3 OFFSET $4`,
        [merchant, category, pageSize, offset],
      )
      const [count] = await p.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM bets b WHERE ${where}`,
        [merchant, category],
      )
      return {
        totalPages: Math.ceil(Number(count!.n) / pageSize),
        list: rows.map((r) => ({
          player: maskName(r.username),
          gameName: (r.name ?? r.game_code).slice(0, 120),
          vendor: r.vendor,
          gameType: r.game_type,
          prize: Number(r.payout),
          time: new Date(r.settled_at).toISOString(),
        })),
      }
    },
    'community.blogPosts': async ({ input, merchant, language }) => {
      const { pageSize, offset } = paging(input, 10)
      const lang = await blogLanguage(p, merchant, language)
      const rows = await p.db.query<PostRow>(
        `SELECT id, language, title, summary, '' AS body, published_at FROM blog_posts
         WHERE merchant = $1 AND language = $2 AND published_at <= platform_now()
         ORDER BY published_at DESC, id DESC LIMIT $3 OFFSET $4`,
        [merchant, lang, pageSize, offset],
      )
      const [count] = await p.db.query<{ n: string }>(
        'SELECT count(*) AS n FROM blog_posts WHERE merchant = $1 AND language = $2 AND published_at <= platform_now()',
        [merchant, lang],
      )
      return { totalPages: Math.ceil(Number(count!.n) / pageSize), list: rows.map(postHead) }
    },
    'community.blogPost': async ({ input, merchant }) => {
      const [row] = await p.db.query<PostRow>(
        'SELECT * FROM blog_posts WHERE id = $1 AND merchant = $2 AND published_at <= platform_now()',
        [input.id, merchant],
      )
      if (!row) throw new ApiError('This post does not exist', 404)
      return { ...postHead(row), body: row.body }
    },
  }
}

/**
 * The live stream of a room at the Host's merchant: new messages as `message` events, a heartbeat
 * comment; it opens with a stream ticket (server/platform/streams.ts) and ends with the session.
 */
function chatStream(p: Platform, merchantOf: (c: Context) => string) {
  const hub = hubOf(p)
  return async (c: Context) => {
    const merchant = merchantOf(c)
    let roomId: string
    try {
      roomId = await roomOf(p, merchant, c.req.query('room'))
    } catch (error) {
      if (error instanceof ApiError)
        return sendEnvelope(
          c,
          envelope(false, null, error.messageIn(c.req.header('language'))),
          error.status,
        )
      throw error
    }
    const grant = await admitStream(c, p, merchant)
    if (grant instanceof Response) return grant
    const { accountId, sessionToken } = grant
    const lastId = Number(c.req.header('last-event-id') ?? 0)
    const queue: ChatItem[] = []
    let wake: (() => void) | null = null
    // Listening (every instance's posts reach it) before subscribing: a message posted once the
    // client is told it is connected comes through.
    try {
      await hub.start()
    } catch (error) {
      grant.release()
      throw error
    }
    const unsubscribe = hub.subscribe(merchant, roomId, (item) => {
      queue.push(item)
      wake?.()
    })
    const close = () => {
      unsubscribe()
      grant.release()
    }
    c.header('X-Accel-Buffering', 'no')
    return streamSSE(c, async (stream) => {
      stream.onAbort(() => {
        close()
        wake?.()
      })
      try {
        await sendFrame(stream, () => stream.write(`retry: ${retryMs}\n: connected\n\n`))
        if (Number.isSafeInteger(lastId) && lastId > 0) {
          const missed = await p.db.query<MessageRow>(
            `${messageSelect} WHERE m.room_id = $1 AND m.id > $2 ORDER BY m.id LIMIT 100`,
            [roomId, lastId],
          )
          const known = new Set(queue.map((item) => item.id))
          queue.unshift(...missed.map(itemOf).filter((item) => !known.has(item.id)))
        }
        while (!stream.aborted && !stream.closed) {
          while (queue.length) {
            const item = queue.shift()!
            const data = JSON.stringify(viewFor(item, accountId))
            if (
              !(await sendFrame(stream, () =>
                stream.writeSSE({ event: 'message', id: item.id, data }),
              ))
            )
              return
          }
          let timer: ReturnType<typeof setTimeout> | undefined
          await new Promise<void>((resolve) => {
            wake = resolve
            timer = setTimeout(resolve, heartbeatMs())
          })
          clearTimeout(timer)
          wake = null
          if (queue.length) continue
          // The stream ends with the session (logout, expiry): the client's next ticket is refused.
          if (!(await p.accounts.resolve(sessionToken))) return
          if (!(await sendFrame(stream, () => stream.write(': heartbeat\n\n')))) return
        }
      } finally {
        close()
      }
    })
  }
}

function routes(app: Hono, p: Platform, merchantOf: (c: Context) => string) {
  app.get('/api/community/chat/stream', chatStream(p, merchantOf))
  // A cover of the Host's merchant's published posts alone; the not-found answer is not cached, so
  // a post scheduled for later gets its cover when it is published.
  app.get('/media/blog/:file', async (c) => {
    const notFound = () =>
      new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })
    const id = Number((c.req.param('file') ?? '').replace(/\.svg$/, ''))
    if (!Number.isSafeInteger(id)) return notFound()
    const [row] = await p.db.query<{ title: string }>(
      `SELECT title FROM blog_posts
       WHERE id = $1 AND merchant = $2 AND published_at <= platform_now()`,
      [id, merchantOf(c)],
    )
    if (!row) return notFound()
    const title = row.title.length > 26 ? `${row.title.slice(0, 25)}…` : row.title
    return new Response(bannerArt(id, title, 960, 400), {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
    })
  })
}

/** Chat rooms with a few messages, the sign-in rewards in the brand's currency, and the blog. */
async function seed(tx: Tx, brand: Brand, accounts: ReadonlyMap<string, number>) {
  const merchant = brand.merchantCode
  const now = Date.now()
  const roomIds: string[] = []
  for (const [sort, [slug, name]] of chatRooms.entries()) {
    const [row] = await tx.query<{ id: string }>(
      'INSERT INTO chat_rooms (merchant, slug, name, sort) VALUES ($1, $2, $3, $4) RETURNING id',
      [merchant, slug, JSON.stringify(name), sort],
    )
    roomIds.push(String(row!.id))
  }
  for (const [username, body, minutesAgo] of chatSeed) {
    const accountId = accounts.get(username)
    if (accountId === undefined) continue
    await tx.query(
      'INSERT INTO chat_messages (room_id, account_id, body, created_at) VALUES ($1, $2, $3, $4)',
      [roomIds[0], accountId, body, new Date(now - minutesAgo * 60_000)],
    )
  }
  // Whole units scaled to the currency: a dong is worth far less than a peso.
  const scale = (brand.currency.code === 'VND' ? 1_000 : 1) * 10 ** brand.currency.minorUnits
  await tx.query(
    'INSERT INTO checkin_settings (merchant, time_zone, rewards) VALUES ($1, $2, $3)',
    [
      merchant,
      zoneByCurrency[brand.currency.code] ?? 'UTC',
      checkinRewardUnits.map((units) => units * scale),
    ],
  )
  for (const [language, title, summary, body, daysAgo] of blogSeed) {
    await tx.query(
      `INSERT INTO blog_posts (merchant, language, title, summary, body, published_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        merchant,
        language,
        title,
        summary,
        body.replaceAll('{brand}', brand.displayName),
        new Date(now - daysAgo * 86_400_000 - 3_600_000),
      ],
    )
  }
}

/** Chat rooms, the daily sign-in task, the winners list and the blog. */
export const domain: DomainModule = { handlers, routes, seed }
