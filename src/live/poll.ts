import { ApiError } from '@/api/errors'
import type { MemberEvents } from '@/api/member/get-events'
import { nextPollDelay } from './backoff'

/** What the polling loop reports. */
export interface PollReport {
  answer(answer: MemberEvents): void
  /** member.events answered 401: the session has ended. The loop has stopped. */
  unauthorized(): void
}

/**
 * Asks member.events for what changed after the last cursor, at once and then on a schedule: 3 s
 * after an answer with events, twice as long after each empty one up to 30 s (a quiet account costs
 * two requests a minute), and at once again while the answer says there is more. A failed poll
 * waits like an empty one. Answers the function that stops it.
 */
export function startPolling(
  poll: (after: string | null, signal: AbortSignal) => Promise<MemberEvents>,
  cursor: () => string | null,
  report: PollReport,
): () => void {
  const stop = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  let delay: number | null = null
  const tick = async () => {
    let wait: number
    try {
      const answer = await poll(cursor(), stop.signal)
      if (stop.signal.aborted) return
      report.answer(answer)
      delay = nextPollDelay(delay, answer.events.length > 0)
      wait = answer.more ? 0 : delay
    } catch (error) {
      // A 401 signs out before its error comes here, which may have stopped the loop: still told.
      if (error instanceof ApiError && error.kind === 'unauthorized') {
        stop.abort()
        report.unauthorized()
        return
      }
      if (stop.signal.aborted) return
      delay = nextPollDelay(delay, false)
      wait = delay
    }
    // What the answer set off may have stopped the loop (a session event).
    if (!stop.signal.aborted) timer = setTimeout(() => void tick(), wait)
  }
  void tick()
  return () => {
    stop.abort()
    clearTimeout(timer)
  }
}
