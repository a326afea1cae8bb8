/**
 * Where the reality checks fall: every `minutes` of the session, counted from its sign-in. The
 * platform says how long the session has run (status.session.seconds, its own clock), so the
 * portal's clock only measures the time since that answer: a visitor's clock set wrong moves
 * nothing.
 */
export interface RealityCheckTiming {
  /** Milliseconds from `now` to the next check. */
  dueInMs: number
  /** Which check that is: the number of whole intervals the session will then have run. */
  boundary: number
}

/**
 * The next check after `after` intervals (the last one shown, or none): the session had run
 * `seconds` when the platform answered at `answeredAt`; `now` is the portal's clock.
 */
export function nextRealityCheck(options: {
  minutes: number
  seconds: number
  answeredAt: number
  now: number
  after: number
}): RealityCheckTiming | null {
  const { minutes, seconds, answeredAt, now, after } = options
  if (minutes <= 0) return null
  const intervalMs = minutes * 60_000
  const runMs = seconds * 1000 + Math.max(0, now - answeredAt)
  // A check already passed (the tab slept, the dialog was left open) is not shown twice: the next
  // one is the first boundary ahead of the session's time and of the last one shown.
  const boundary = Math.max(after + 1, Math.floor(runMs / intervalMs) + 1)
  return { dueInMs: boundary * intervalMs - runMs, boundary }
}
