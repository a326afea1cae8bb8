import type { Platform } from '../context'
import { ApiError, type Caller } from '../router'
import type { CallOutput } from '../../../src/api/types.gen'
import { limitsOf, settlePending, usedIn } from './limits'
import { merchantZone, periodBounds } from './periods'

type Status = CallOutput<'responsible.status'>

/** The session's time, stakes and result since its sign-in, for the reality check. */
async function sessionOf(p: Platform, caller: Caller, now: Date) {
  const [row] = await p.db.query<{ created_at: Date; staked: string; won: string }>(
    `SELECT s.created_at,
       coalesce(sum(b.stake), 0) AS staked, coalesce(sum(b.payout), 0) AS won
     FROM sessions s LEFT JOIN bets b ON b.account_id = s.account_id
       AND b.created_at >= s.created_at AND b.status <> 'cancelled'
     WHERE s.token = $1 GROUP BY s.created_at`,
    [caller.token],
  )
  if (!row) throw new ApiError('Not logged in', 401)
  const startedAt = new Date(row.created_at)
  return {
    startedAt,
    seconds: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 1000)),
    net: Number(row.won) - Number(row.staked),
    wagered: Number(row.staked),
  }
}

/**
 * The member's responsible-gaming state (schemas/api/responsible.json, responsible.status): the
 * limits with what their periods used, after applying the changes whose cooling-off ended.
 */
export async function statusOf(p: Platform, caller: Caller): Promise<Status> {
  const { accountId, merchant } = caller
  const settings = (await p.settings(merchant)).responsible
  const now = p.clock.now()
  await settlePending(p.db, accountId)
  const zone = await merchantZone(p.db, merchant)
  const session = await sessionOf(p, caller, now)
  const limits = await Promise.all(
    (await limitsOf(p.db, accountId)).map(async (limit) => {
      const pending = limit.pending && {
        amount: limit.pending.amount,
        appliesAt: limit.pending.appliesAt.toISOString(),
      }
      if (limit.kind === 'session' || limit.period === 'session') {
        const ends = new Date(session.startedAt.getTime() + limit.amount * 60_000)
        const used = Math.min(Math.floor(session.seconds / 60), limit.amount)
        return { ...limit, used, resetsAt: ends.toISOString(), pending }
      }
      const { start, end } = periodBounds(limit.period, now, zone)
      const used = await usedIn(p.db, accountId, limit.kind, start, end)
      return { ...limit, used, resetsAt: end.toISOString(), pending }
    }),
  )
  const [account] = await p.db.query<{
    reality_check_minutes: number | null
    excluded_kind: 'timeOut' | 'selfExclusion' | null
    excluded_until: Date | null
    in_play: boolean
  }>(
    `SELECT reality_check_minutes, excluded_kind, excluded_until, account_in_play(id) AS in_play
     FROM accounts WHERE id = $1`,
    [accountId],
  )
  if (!account) throw new ApiError('Not logged in', 401)
  return {
    limits,
    realityCheckMinutes: account.reality_check_minutes ?? settings.realityCheckDefaultMinutes,
    realityCheckChoices: settings.realityCheckChoices,
    coolingOffHours: settings.coolingOffHours,
    exclusion:
      account.excluded_kind && !account.in_play
        ? {
            kind: account.excluded_kind,
            until: account.excluded_until ? new Date(account.excluded_until).toISOString() : null,
          }
        : null,
    session: { ...session, startedAt: session.startedAt.toISOString() },
  }
}
