import { ApiError } from '@/api/errors'
import type { LiveEvent, MemberEvents } from '@/api/member/get-events'
import { reconnectDelay } from './backoff'
import type { ConnectionState, LiveMessage } from './messages'
import { startPolling } from './poll'
import { openStream } from './stream'
import type { Validator } from './validate'

/** What a connection needs from the page; injected, so that a test drives it with fakes. */
export interface ConnectionDeps {
  validate: Validator
  /**
   * Where to start: the last cursor this tab has seen (from its own connection or the leader's
   * broadcasts), or before any, where its page was served.
   */
  cursor: () => string | null
  /** A fresh single-use stream ticket (community.streamTicket). */
  ticket: (signal: AbortSignal) => Promise<string>
  url: (ticket: string, after: string | null) => string
  /** member.events, the stream's polling twin. */
  poll: (after: string | null, signal: AbortSignal) => Promise<MemberEvents>
  /** The page's EventSource; without one the connection only polls. */
  Source: typeof EventSource | undefined
  random?: () => number
}

/** Streams that fail to open in a row before the connection polls instead. */
export const failuresBeforePolling = 3

/** While polling, how often the stream is tried again: the block may have been a passing one. */
export const streamRetryMs = 60_000

const isUnauthorized = (error: unknown) =>
  error instanceof ApiError && error.kind === 'unauthorized'

/**
 * The live connection of one tab: the stream, opened with a new ticket and the last cursor each
 * time and again after 1 s, 2 s, 4 s … 30 s when it drops; after three failed opens in a row (a
 * proxy or a network that blocks event streams) member.events polled instead, with the stream
 * tried again every minute. Everything it learns goes to `report` as messages; a 401 reports the
 * session ended and a `session` event ends it too, and the connection then stops by itself.
 * Answers the function that stops it.
 */
export function connect(deps: ConnectionDeps, report: (message: LiveMessage) => void): () => void {
  const stop = new AbortController()
  let attempt = 0
  let failures = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let closeStream: (() => void) | null = null
  let stopPolling: (() => void) | null = null
  const isStopped = () => stop.signal.aborted
  const state = (value: ConnectionState) => report({ type: 'state', state: value })

  const close = () => {
    stop.abort()
    clearTimeout(timer)
    closeStream?.()
    stopPolling?.()
  }
  const ended = () => {
    close()
    report({ type: 'ended', reason: 'ended' })
  }
  const handle = (event: LiveEvent) => {
    report({ type: 'event', event })
    // The server closes the stream after it; nothing more will come for this session.
    if (event.kind === 'session') close()
  }
  const later = (isTrial: boolean, ms: number) => {
    clearTimeout(timer)
    timer = setTimeout(() => void open(isTrial), ms)
  }

  /** A trial is a stream opened while polling: until it is ready the polling goes on. */
  async function open(isTrial: boolean) {
    if (!isTrial) state('connecting')
    let ticket: string
    try {
      ticket = await deps.ticket(stop.signal)
    } catch (error) {
      // Reported even when a sign-out has stopped the connection meanwhile (the 401 signs out
      // before its error comes here): the notice still says why.
      if (isUnauthorized(error)) return ended()
      if (isStopped()) return
      return failedToOpen(isTrial)
    }
    if (isStopped()) return
    closeStream = openStream(deps.Source!, deps.url(ticket, deps.cursor()), deps.validate, {
      opened: () => {
        attempt = 0
        failures = 0
        clearTimeout(timer)
        stopPolling?.()
        stopPolling = null
        state('live')
      },
      ready: (cursor) => report({ type: 'ready', cursor }),
      resync: (cursor) => report({ type: 'resync', cursor }),
      event: handle,
      failed: (wasReady) => {
        closeStream = null
        if (wasReady) reconnect()
        else failedToOpen(isTrial)
      },
    })
  }

  function failedToOpen(isTrial: boolean) {
    if (isTrial) return later(true, streamRetryMs)
    failures += 1
    if (failures >= failuresBeforePolling) return poll()
    reconnect()
  }

  function reconnect() {
    state('offline')
    later(false, reconnectDelay(attempt, deps.random))
    attempt += 1
  }

  function poll() {
    state('polling')
    stopPolling = startPolling(deps.poll, deps.cursor, {
      answer: (answer) => {
        if (answer.resync) return report({ type: 'resync', cursor: answer.cursor })
        for (const event of answer.events) {
          handle(event)
          if (isStopped()) return
        }
        report({ type: 'position', cursor: answer.cursor })
      },
      unauthorized: ended,
    })
    if (deps.Source) later(true, streamRetryMs)
  }

  if (deps.Source) void open(false)
  else poll()
  return close
}
