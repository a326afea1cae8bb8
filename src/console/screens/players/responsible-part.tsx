import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { playerResponsibleQueryOptions } from '../../api/players'
import type { CallOutput } from '../../api/types.gen'
import { useMerchant } from '../../app/merchant-context'
import { ErrorNote, Loading } from '../../ui/status'
import { Table } from '../../ui/table'
import * as styles from '../../ui/console.css'
import { useMerchantFormat } from '../finance/merchant-format'

type Responsible = CallOutput<'players.responsible'>
type Limit = Responsible['limits'][number]
type Change = Responsible['history'][number]

/**
 * The player's responsible-gaming tools (issue 46): a running exclusion or the closure, the limits
 * with a raise or removal waiting out its cooling-off, the reality check, and the player's changes,
 * newest first. Read only: nothing here lifts an exclusion early.
 */
export function ResponsiblePart({ accountId }: { accountId: string }) {
  const { t } = useLingui()
  const { merchant } = useMerchant()
  const format = useMerchantFormat()
  const limitName = useLimitName()
  const state = useQuery(playerResponsibleQueryOptions(merchant.id, accountId))
  if (state.isPending) return <Loading />
  if (state.isError) return <ErrorNote error={state.error} />
  const { limits, exclusion, closedAt, closedReason, realityCheckMinutes, history } = state.data
  const amountOf = (limit: Pick<Limit, 'kind'>, amount: number | null) =>
    amount === null
      ? t({ id: 'console.rg.removal', message: 'No limit' })
      : limit.kind === 'session'
        ? t({ id: 'console.rg.minutes', message: `${amount} min` })
        : format.money(amount)
  return (
    <div data-testid="player-responsible">
      <p data-testid="player-exclusion">
        {closedAt
          ? t({
              id: 'console.rg.closed',
              message: `Account closed at the player's request on ${format.when(closedAt)}.`,
            })
          : exclusion === null
            ? t({ id: 'console.rg.noExclusion', message: 'No time-out or self-exclusion running.' })
            : exclusion.until === null
              ? t({ id: 'console.rg.permanent', message: 'Self-excluded permanently.' })
              : exclusion.kind === 'timeOut'
                ? t({
                    id: 'console.rg.timeOut',
                    message: `Taking a time-out until ${format.when(exclusion.until)}.`,
                  })
                : t({
                    id: 'console.rg.selfExcluded',
                    message: `Self-excluded until ${format.when(exclusion.until)}.`,
                  })}
        {closedAt && closedReason ? ` ${closedReason}` : null}
      </p>
      <p className={styles.muted}>
        {t({
          id: 'console.rg.unchangeable',
          message: 'An exclusion cannot be lifted early, by the player or by an operator.',
        })}
      </p>
      <p data-testid="player-reality-check">
        {realityCheckMinutes === null
          ? t({
              id: 'console.rg.realityDefault',
              message: "Reality check: the merchant's default.",
            })
          : realityCheckMinutes === 0
            ? t({ id: 'console.rg.realityOff', message: 'Reality check: off.' })
            : t({
                id: 'console.rg.realityEvery',
                message: `Reality check: every ${realityCheckMinutes} minutes.`,
              })}
      </p>
      {limits.length === 0 ? (
        <p>{t({ id: 'console.rg.noLimits', message: 'The player has set no limit.' })}</p>
      ) : (
        <Table
          label={t({ id: 'console.player.responsible', message: 'Responsible gaming' })}
          testId="player-limits"
          head={
            <tr>
              <th>{t({ id: 'console.rg.limit', message: 'Limit' })}</th>
              <th>{t({ id: 'console.rg.amount', message: 'In force' })}</th>
              <th>{t({ id: 'console.rg.pending', message: 'Waiting to apply' })}</th>
            </tr>
          }
        >
          {limits.map((limit) => (
            <tr key={`${limit.kind}-${limit.period}`}>
              <td>{limitName(limit)}</td>
              <td>{amountOf(limit, limit.amount)}</td>
              <td>
                {limit.pending
                  ? t({
                      id: 'console.rg.pendingAt',
                      message: `${amountOf(limit, limit.pending.amount)} from ${format.when(limit.pending.appliesAt)}`,
                    })
                  : '—'}
              </td>
            </tr>
          ))}
        </Table>
      )}
      <h3>{t({ id: 'console.rg.history', message: 'Changes by the player' })}</h3>
      {history.length === 0 ? (
        <p>{t({ id: 'console.rg.noHistory', message: 'No change yet.' })}</p>
      ) : (
        <Table
          label={t({ id: 'console.rg.history', message: 'Changes by the player' })}
          testId="player-rg-history"
          head={
            <tr>
              <th>{t({ id: 'console.rg.when', message: `When (${format.zone})` })}</th>
              <th>{t({ id: 'console.rg.change', message: 'Change' })}</th>
            </tr>
          }
        >
          {history.map((change, index) => (
            <tr key={`${change.at}-${index}`}>
              <td>{format.when(change.at)}</td>
              <td>
                <ChangeText
                  change={change}
                  amountOf={amountOf}
                  limitName={limitName}
                  when={format.when}
                />
              </td>
            </tr>
          ))}
        </Table>
      )}
    </div>
  )
}

/** A limit's name: its kind and period in the operator's language. */
function useLimitName() {
  const { t } = useLingui()
  return ({ kind, period }: { kind: string | null; period: string | null }) => {
    if (kind === 'session') return t({ id: 'console.rg.session', message: 'Session time' })
    const names: Record<string, Record<string, string>> = {
      deposit: {
        day: t({ id: 'console.rg.depositDay', message: 'Daily deposit' }),
        week: t({ id: 'console.rg.depositWeek', message: 'Weekly deposit' }),
        month: t({ id: 'console.rg.depositMonth', message: 'Monthly deposit' }),
      },
      loss: {
        day: t({ id: 'console.rg.lossDay', message: 'Daily loss' }),
        week: t({ id: 'console.rg.lossWeek', message: 'Weekly loss' }),
        month: t({ id: 'console.rg.lossMonth', message: 'Monthly loss' }),
      },
      wager: {
        day: t({ id: 'console.rg.wagerDay', message: 'Daily wager' }),
        week: t({ id: 'console.rg.wagerWeek', message: 'Weekly wager' }),
        month: t({ id: 'console.rg.wagerMonth', message: 'Monthly wager' }),
      },
    }
    return names[kind ?? '']?.[period ?? ''] ?? `${kind} ${period}`
  }
}

/** One change of the history as a sentence. */
function ChangeText({
  change,
  amountOf,
  limitName,
  when,
}: {
  change: Change
  amountOf: (limit: { kind: Limit['kind'] }, amount: number | null) => string
  limitName: ReturnType<typeof useLimitName>
  when: (at: string | null) => string
}) {
  const { t } = useLingui()
  const { detail } = change
  const name = limitName(detail)
  const limit = { kind: (detail.kind ?? 'deposit') as Limit['kind'] }
  const amount = amountOf(limit, detail.amount)
  switch (change.change) {
    case 'limitSet':
      return <>{t({ id: 'console.rg.change.set', message: `${name} limit set to ${amount}` })}</>
    case 'limitChanged':
      return (
        <>
          {t({
            id: 'console.rg.change.changed',
            message: `${name} limit from ${amountOf(limit, detail.from)} to ${amount}`,
          })}
        </>
      )
    case 'limitPending':
      return (
        <>
          {t({
            id: 'console.rg.change.pending',
            message: `${name} limit to ${amount}, from ${when(detail.appliesAt)}`,
          })}
        </>
      )
    case 'pendingCancelled':
      return (
        <>
          {t({ id: 'console.rg.change.cancelled', message: `${name}: waiting change cancelled` })}
        </>
      )
    case 'limitRemoved':
      return <>{t({ id: 'console.rg.change.removed', message: `${name} limit removed` })}</>
    case 'exclusion':
      return detail.until === null ? (
        <>{t({ id: 'console.rg.change.permanent', message: 'Self-excluded permanently' })}</>
      ) : detail.kind === 'timeOut' ? (
        <>
          {t({
            id: 'console.rg.change.timeOut',
            message: `Time-out until ${when(detail.until)}`,
          })}
        </>
      ) : (
        <>
          {t({
            id: 'console.rg.change.selfExcluded',
            message: `Self-excluded until ${when(detail.until)}`,
          })}
        </>
      )
    case 'closed':
      return <>{t({ id: 'console.rg.change.closed', message: 'Account closed' })}</>
    case 'realityCheck':
      return detail.minutes === null ? (
        <>
          {t({
            id: 'console.rg.change.realityDefault',
            message: "Reality check: the merchant's default",
          })}
        </>
      ) : detail.minutes === 0 ? (
        <>{t({ id: 'console.rg.change.realityOff', message: 'Reality check turned off' })}</>
      ) : (
        <>
          {t({
            id: 'console.rg.change.realityEvery',
            message: `Reality check every ${detail.minutes} minutes`,
          })}
        </>
      )
  }
}
