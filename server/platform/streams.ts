import { createHash, randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import type { SSEStreamingApi } from 'hono/streaming'
import type { Platform } from './context'
import type { Tx } from './domain'
import { localize, refusal, type Refusal } from './i18n'
import { clientIp, envelope, sendEnvelope } from './router'
import { addressKey } from './client-address'
import { noteRequest } from './log'
import { openStreams as openStreamsGauge } from './metrics'

/**
 * How a live stream (server-sent events) is opened. EventSource sends no headers, and a session
 * token in a URL stays in logs, proxies and history, so the client first asks for a ticket with
 * its token (community.streamTicket) and opens the stream with `?ticket=` alone. A ticket opens
 * one stream, within 30 seconds, at the site of the merchant that issued it.
 */
export const streamTicketSeconds = 30

/**
 * Open streams each cost a connection and a listener for as long as they last; these caps keep
 * one account (many tabs), one address (a script) or a crowd from holding them all. A fourth tab
 * of an account waits for one of the first three to close; an office or a household behind one
 * address shares twenty; beyond 2,000 a process serves the streams it has. Counted per process:
 * the reference platform runs one.
 */
export const streamCaps: StreamCaps = {
  perAccount: 3,
  perAddress: 20,
  perProcess: 2_000,
}

/** The most open streams per account, per address and per process. */
export interface StreamCaps {
  readonly perAccount: number
  readonly perAddress: number
  readonly perProcess: number
}

/** Tickets the account may ask for in a minute: a reconnecting client asks for a few. */
const ticketsPerMinute = 30

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex')

/** Issues a ticket for the caller's session at the merchant; only its hash is stored. */
export async function issueStreamTicket(
  p: Platform,
  session: { accountId: number; token: string },
  merchant: string,
) {
  const account = String(session.accountId)
  await p.limits.take(merchant, [
    { scope: 'stream.ticket', subject: account, max: ticketsPerMinute, windowSeconds: 60 },
  ])
  const ticket = randomBytes(32).toString('base64url')
  await p.db.query('DELETE FROM stream_tickets WHERE expires_at < platform_now()')
  await p.db.query(
    `INSERT INTO stream_tickets (hash, session_token, account_id, merchant, expires_at)
     VALUES ($1, $2, $3, $4, platform_now() + make_interval(secs => $5))`,
    [hashOf(ticket), session.token, session.accountId, merchant, streamTicketSeconds],
  )
  return { ticket, expiresIn: streamTicketSeconds }
}

/**
 * Spends a ticket at a merchant's site, whatever comes of it: the session it stands for, or null
 * for a ticket that is unknown, used, expired, or another merchant's.
 */
export async function redeemStreamTicket(db: Tx, ticket: string, merchant: string) {
  if (!/^[\w-]{43}$/.test(ticket)) return null
  const [row] = await db.query<{
    session_token: string
    account_id: string
    merchant: string
    live: boolean
  }>(
    `DELETE FROM stream_tickets WHERE hash = $1
     RETURNING session_token, account_id, merchant, expires_at > platform_now() AS live`,
    [hashOf(ticket)],
  )
  if (!row?.live || row.merchant !== merchant) return null
  return { accountId: Number(row.account_id), sessionToken: row.session_token }
}

/** Which cap refused a stream. */
export type StreamCap = 'account' | 'address' | 'process'

/** The open streams of a process, counted per account and per address under the caps. */
export class StreamSlots {
  private readonly accounts = new Map<number, number>()
  private readonly addresses = new Map<string, number>()
  private open = 0

  constructor(
    readonly caps: StreamCaps = streamCaps,
    /** The kind /metrics counts these streams under (portal_open_streams); none: not counted. */
    private readonly kind?: StreamKind,
  ) {}

  /** Takes a place for a stream: answers the function that gives it back (once), or the full cap. */
  take(accountId: number, address: string): { release: () => void } | { full: StreamCap } {
    if (this.open >= this.caps.perProcess) return { full: 'process' }
    if ((this.accounts.get(accountId) ?? 0) >= this.caps.perAccount) return { full: 'account' }
    if ((this.addresses.get(address) ?? 0) >= this.caps.perAddress) return { full: 'address' }
    this.open += 1
    if (this.kind) openStreamsGauge.inc({ kind: this.kind })
    bump(this.accounts, accountId, 1)
    bump(this.addresses, address, 1)
    let released = false
    return {
      release: () => {
        if (released) return
        released = true
        this.open -= 1
        if (this.kind) openStreamsGauge.dec({ kind: this.kind })
        bump(this.accounts, accountId, -1)
        bump(this.addresses, address, -1)
      },
    }
  }

  /** Streams open in all, for an account and for an address. */
  count(of: { accountId?: number; address?: string } = {}) {
    if (of.accountId !== undefined) return this.accounts.get(of.accountId) ?? 0
    if (of.address !== undefined) return this.addresses.get(of.address) ?? 0
    return this.open
  }
}

function bump<K>(counts: Map<K, number>, key: K, by: number) {
  const next = (counts.get(key) ?? 0) + by
  if (next > 0) counts.set(key, next)
  else counts.delete(key)
}

/**
 * The live stream of a session's events (server/platform/handlers/live.ts): one per session, which
 * a browser's tabs share, so an account holds one per device; an office behind one address holds
 * more of them than chat rooms. LIVE_STREAMS_PER_PROCESS sets how many one process serves.
 */
export const liveStreamCaps: StreamCaps = {
  perAccount: 5,
  perAddress: 50,
  perProcess: Number(process.env.LIVE_STREAMS_PER_PROCESS) || 10_000,
}

/** Which streams a set of slots counts: chat rooms, or the session's live events. */
export type StreamKind = 'chat' | 'live'

/** One set of slots per platform and kind, shared by every stream of that kind it serves. */
const slotsByPlatform = new WeakMap<Platform, Record<StreamKind, StreamSlots>>()

/** The open streams of a kind at a platform. */
export function streamSlotsOf(p: Platform, kind: StreamKind = 'chat'): StreamSlots {
  let slots = slotsByPlatform.get(p)
  if (!slots)
    slotsByPlatform.set(
      p,
      (slots = {
        chat: new StreamSlots(streamCaps, 'chat'),
        live: new StreamSlots(liveStreamCaps, 'live'),
      }),
    )
  return slots[kind]
}

const capRefusals = (caps: StreamCaps): Record<StreamCap, Refusal> => ({
  account: refusal`You have ${caps.perAccount} live connections open already; close one and try again`,
  address: refusal`Too many live connections from your network; please try again later`,
  process: refusal`The live service is busy; please try again later`,
})

/** Who a stream belongs to, and its place to give back when it ends. */
export interface StreamGrant {
  accountId: number
  /** The session the ticket stood for: the stream ends with it. */
  sessionToken: string
  release: () => void
}

/**
 * Admits a stream request at a merchant's site: spends its `?ticket=` and takes a place under the
 * caps. Answers the grant, or the refusal to send: 401 without a good ticket (a session token in
 * the URL is no ticket), 429 when a cap is full.
 */
export async function admitStream(
  c: Context,
  p: Platform,
  merchant: string,
  kind: StreamKind = 'chat',
): Promise<StreamGrant | Response> {
  const language = c.req.header('language')
  const refuse = (message: Refusal, status: 401 | 429) =>
    sendEnvelope(c, envelope(false, null, localize(message, language)), status)
  const session = await redeemStreamTicket(p.db, c.req.query('ticket') ?? '', merchant)
  const caller = session ? await p.accounts.resolve(session.sessionToken) : null
  if (!session || caller?.accountId !== session.accountId)
    return refuse(refusal`This live connection needs a new ticket; please try again`, 401)
  const slots = streamSlotsOf(p, kind)
  const slot = slots.take(session.accountId, addressKey(clientIp(c)))
  if ('full' in slot) return refuse(capRefusals(slots.caps)[slot.full], 429)
  noteRequest({ merchant, accountId: session.accountId })
  return { ...session, release: slot.release }
}

/**
 * The streams this process has open, known from their first frame: a shutdown ends them all
 * (endStreams). Ended ones are dropped as the set grows, so that it never holds more than about
 * twice the streams open.
 */
const followedStreams = new Set<SSEStreamingApi>()
let sweepAt = 64

function follow(stream: SSEStreamingApi) {
  if (followedStreams.has(stream)) return
  followedStreams.add(stream)
  if (followedStreams.size < sweepAt) return
  for (const known of followedStreams)
    if (known.aborted || known.closed) followedStreams.delete(known)
  sweepAt = Math.max(64, followedStreams.size * 2)
}

/**
 * Ends every open stream of the process (a shutdown): each is told to come back within 1 to 3
 * seconds (spread, so that they do not all reconnect at once to the instances left) and is
 * closed, which EventSource answers by reconnecting; through a balancer, to another instance.
 * Answers how many it ended.
 */
export async function endStreams(): Promise<number> {
  const open = [...followedStreams].filter((stream) => !stream.aborted && !stream.closed)
  followedStreams.clear()
  await Promise.all(
    open.map(async (stream) => {
      const retry = 1_000 + Math.floor(Math.random() * 2_000)
      await stream.write(`retry: ${retry}\n: closing\n\n`).catch(() => undefined)
      // Abort wakes the stream's loop, which stops and closes the response.
      stream.abort()
    }),
  )
  return open.length
}

/** Writes one SSE frame; false once the reader has gone (every stream stops on it). */
export async function sendFrame(stream: SSEStreamingApi, frame: () => Promise<unknown>) {
  if (stream.aborted || stream.closed) return false
  follow(stream)
  try {
    await frame()
    return true
  } catch {
    return false
  }
}
