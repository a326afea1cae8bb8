import type { LiveEvent } from '@/api/member/get-events'
import { liveEventKinds, toCursor, toLiveEvent, type Validator } from './validate'

/** What one stream reports. */
export interface StreamReport {
  /** The stream is open: the server's first event, `ready` or `resync`, has come. */
  opened(): void
  ready(cursor: string): void
  resync(cursor: string): void
  event(event: LiveEvent): void
  /** The stream closed or never opened; `wasReady` tells which. Called once, never after close(). */
  failed(wasReady: boolean): void
}

/**
 * How long a stream may take to say `ready` (or `resync`). A proxy that buffers responses lets the stream "open"
 * and never delivers a byte: without this the tab would wait on it for good instead of polling.
 */
export const readyTimeoutMs = 20_000

/**
 * Opens one stream and reports what it says; answers the function that closes it. Each event's
 * data is checked against member.events' schema and dropped when it breaks it. The stream counts as
 * open at the server's first event (`ready`, or `resync`), not at the HTTP answer. Any error ends it for good:
 * EventSource's own reconnect would send the spent ticket again, so the caller opens a new one.
 */
export function openStream(
  Source: typeof EventSource,
  url: string,
  validate: Validator,
  report: StreamReport,
): () => void {
  const source = new Source(url)
  let isReady = false
  let isClosed = false
  const close = () => {
    isClosed = true
    clearTimeout(timer)
    source.close()
  }
  const fail = () => {
    if (isClosed) return
    close()
    report.failed(isReady)
  }
  const timer = setTimeout(fail, readyTimeoutMs)
  const data = (event: Event) => (event as MessageEvent<string>).data
  const opened = () => {
    if (isReady) return
    isReady = true
    clearTimeout(timer)
    report.opened()
  }
  // The first event is `ready`, or `resync` instead when the cursor sent is one the server cannot
  // go on from: either opens the stream.
  source.addEventListener('ready', (event) => {
    const cursor = toCursor(validate, data(event))
    if (isClosed || cursor === null) return
    opened()
    report.ready(cursor)
  })
  source.addEventListener('resync', (event) => {
    const cursor = toCursor(validate, data(event))
    if (isClosed || cursor === null) return
    opened()
    report.resync(cursor)
  })
  for (const kind of liveEventKinds)
    source.addEventListener(kind, (event) => {
      const { lastEventId } = event as MessageEvent<string>
      const live = toLiveEvent(validate, kind, lastEventId, data(event))
      if (!isClosed && live) report.event(live)
    })
  source.addEventListener('error', fail)
  return close
}

/** The stream's address: a fresh single-use ticket, and the last cursor seen when there is one. */
export function streamUrl(baseUrl: string, ticket: string, after: string | null): string {
  const query = new URLSearchParams({ ticket })
  if (after) query.set('after', after)
  return `${baseUrl.replace(/\/$/, '')}/live/stream?${query.toString()}`
}
