import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'

/** What member.events answers: the events after a cursor, the cursor to ask after next, resync and more. */
export type MemberEvents = CallOutput<'member.events'>

/** One change to the member's account, as the live stream and member.events send it (issue 40). */
export type LiveEvent = MemberEvents['events'][number]

/** The kinds of live event: wallet, deposit, withdrawal, bet, message, reward, session, maintenance. */
export type LiveEventKind = LiveEvent['kind']

/** The data of one kind of live event. */
export type LiveEventData<K extends LiveEventKind> = Extract<LiveEvent, { kind: K }>['data']

/**
 * What changed after `after` (oldest first, at most 100; `more` says ask again), or only the current
 * cursor without it. The live stream's polling twin, for browsers whose stream is blocked. Asked by
 * the live connection's own schedule, so it has no query options: its answers are events to apply,
 * not data a screen shows.
 */
export const getMemberEvents = (after: string | null, signal?: AbortSignal) =>
  call('member.events', after ? { after } : {}, { signal })
