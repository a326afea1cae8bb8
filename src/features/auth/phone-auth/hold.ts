import { readKey, session, writeKey } from '@/lib/storage'

/** After auth/too-many-requests, no code is sent for 5 minutes (spec §9). */
export const tooManyRequestsMs = 5 * 60 * 1000
const holdKey = 'phoneAuthHoldUntil'

/** Until when (epoch ms) sending is held back; kept in sessionStorage so a reload keeps it. */
export function readHold(now = Date.now()): number {
  const until = Number(readKey(session(), holdKey))
  return Number.isFinite(until) && until > now ? until : 0
}

/** Holds sending back for 5 minutes and answers until when. */
export function holdSending(now = Date.now()): number {
  const until = now + tooManyRequestsMs
  writeKey(session(), holdKey, String(until))
  return until
}
