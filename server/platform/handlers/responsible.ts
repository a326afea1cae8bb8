import { endSessions, type SessionEnd } from '../accounts'
import type { Platform } from '../context'
import type { DomainModule } from '../domain'
import { refusal } from '../i18n'
import { verifyPassword } from '../passwords'
import { ApiError, type Caller, type Handlers } from '../router'
import { exclude, type ExclusionKind } from '../responsible/exclusion'
import { cancelPending, maxSessionMinutes, setLimit } from '../responsible/limits'
import { statusOf } from '../responsible/status'

/** The current password confirms a step that cannot be undone. */
async function confirmPassword(p: Platform, caller: Caller, password: string) {
  const account = await p.accounts.byId(caller.accountId)
  if (!account) throw new ApiError('Not logged in', 401)
  if (!(await verifyPassword(password, account.password_hash)))
    throw new ApiError('Wrong password', 400)
}

/**
 * Drops the account's sessions from this instance's cache at once; the other instances drop them
 * when the sessions' end events reach them (server/platform/index.ts).
 */
function forgetSessions(p: Platform, accountId: number) {
  p.accounts.forgetAccount(accountId)
}

/** Responsible gaming (issue 46): limits, reality check, time-out, self-exclusion, closure. */
function handlers(p: Platform): Handlers {
  const excludeFor =
    (kind: ExclusionKind, reason: SessionEnd) =>
    async ({ input, caller }: { input: { period: string; password: string }; caller: Caller }) => {
      await confirmPassword(p, caller, input.password)
      const until = await p.db.transaction(async (tx) => {
        const end = await exclude(tx, caller.accountId, kind, input.period, p.clock.now())
        await endSessions(tx, caller.accountId, reason)
        return end
      })
      forgetSessions(p, caller.accountId)
      return { until: until?.toISOString() ?? null }
    }
  return {
    'responsible.status': ({ caller }) => statusOf(p, caller),
    'responsible.setLimit': async ({ input, caller, merchant }) => {
      const { kind, period, amount } = input
      if ((kind === 'session') !== (period === 'session'))
        throw new ApiError(
          'A session limit has the period session; deposit, loss and wager limits a day, week or month',
          400,
        )
      if (kind === 'session' && amount !== null && amount > maxSessionMinutes)
        throw new ApiError(refusal`A session limit is at most ${maxSessionMinutes} minutes`, 400)
      const { coolingOffHours } = (await p.settings(merchant)).responsible
      await p.db.transaction((tx) =>
        setLimit(tx, caller.accountId, { kind, period, amount }, coolingOffHours),
      )
      // A session limit lowered under the time already played ends the session at its next
      // request: no session of the account may stay trusted from the cache past the new limit.
      if (kind === 'session') forgetSessions(p, caller.accountId)
      return statusOf(p, caller)
    },
    'responsible.cancelPending': async ({ input, caller }) => {
      await cancelPending(p.db, caller.accountId, input.kind, input.period)
      return statusOf(p, caller)
    },
    'responsible.setRealityCheck': async ({ input, caller, merchant }) => {
      const { realityCheckChoices } = (await p.settings(merchant)).responsible
      if (input.minutes !== 0 && !realityCheckChoices.includes(input.minutes))
        throw new ApiError(
          refusal`Choose one of these intervals: ${realityCheckChoices.join(', ')} minutes, or 0 for none`,
          400,
        )
      await p.db.query('UPDATE accounts SET reality_check_minutes = $2 WHERE id = $1', [
        caller.accountId,
        input.minutes,
      ])
      return statusOf(p, caller)
    },
    'responsible.timeOut': excludeFor('timeOut', 'timeOut'),
    'responsible.selfExclude': excludeFor('selfExclusion', 'selfExclusion'),
    'responsible.closeAccount': async ({ input, caller }) => {
      await confirmPassword(p, caller, input.password)
      await p.db.transaction(async (tx) => {
        await tx.query(
          `UPDATE accounts SET closed_at = coalesce(closed_at, platform_now()), closed_reason = $2
           WHERE id = $1`,
          [caller.accountId, input.reason?.trim() || null],
        )
        await endSessions(tx, caller.accountId, 'closed')
      })
      forgetSessions(p, caller.accountId)
      return { until: null }
    },
  }
}

/** The responsible-gaming domain. */
export const domain: DomainModule = { handlers }
