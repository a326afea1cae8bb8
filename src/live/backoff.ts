/** The first wait before the stream is opened again, and the longest. */
export const reconnectMs = { first: 1_000, max: 30_000 } as const

/**
 * How long to wait before opening the stream again after `attempt` failures in a row: 1 s, 2 s,
 * 4 s … 30 s, of which a random half ("equal jitter"): the browsers an instance dropped at once
 * come back spread out, not in one wave.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(reconnectMs.max, reconnectMs.first * 2 ** attempt)
  return Math.round(step / 2 + (random() * step) / 2)
}

/** The polling twin's waits: 3 s after an answer with events, growing to 30 s while none come. */
export const pollMs = { first: 3_000, max: 30_000 } as const

/**
 * The wait before the next poll: the first after the first answer or one with events, else twice
 * the last, at most 30 s.
 */
export function nextPollDelay(previous: number | null, hadEvents: boolean): number {
  return previous === null || hadEvents ? pollMs.first : Math.min(pollMs.max, previous * 2)
}
