import { useLingui } from '@lingui/react/macro'
import type { Limit } from '@/api/responsible/get-status'
import { useCancelPendingMutation } from '@/api/responsible/cancel-pending'
import { useSetLimitMutation } from '@/api/responsible/set-limit'
import type { Formatters } from '@/i18n/format'
import { useErrorReason } from '@/i18n/ui-labels'
import { FormError } from '@/ui/form-error'
import * as ui from '@/ui/ui.css'
import * as styles from '../responsible.css'
import { isTimeLimit, slotKey, slotName } from '../lib/limit-labels'

/**
 * The limits in force: each with how much its period has used, when it resets, and a raise or a
 * removal waiting out the cooling-off (with when it applies, and a way to cancel it).
 */
export function LimitList(props: { limits: readonly Limit[]; format: Formatters }) {
  const { t } = useLingui()
  const cancel = useCancelPendingMutation()
  const remove = useSetLimitMutation()
  const reason = useErrorReason()
  const failure = cancel.error ?? remove.error
  if (!props.limits.length)
    return (
      <p className={styles.muted} role="status" data-testid="limits-empty">
        {t({
          id: 'responsible.limits.none',
          message: 'You have set no limits. Choose one below.',
        })}
      </p>
    )
  return (
    <>
      <ul className={styles.limits}>
        {props.limits.map((limit) => (
          <LimitItem
            key={slotKey(limit.kind, limit.period)}
            limit={limit}
            format={props.format}
            isBusy={cancel.isPending || remove.isPending}
            onCancel={() => cancel.mutate({ kind: limit.kind, period: limit.period })}
            onRemove={() => remove.mutate({ kind: limit.kind, period: limit.period, amount: null })}
          />
        ))}
      </ul>
      <FormError message={failure ? reason(failure) : ''} testId="limit-change-refused" />
    </>
  )
}

function LimitItem(props: {
  limit: Limit
  format: Formatters
  isBusy: boolean
  onCancel: () => void
  onRemove: () => void
}) {
  const { t, i18n } = useLingui()
  const { limit, format } = props
  const isTime = isTimeLimit(limit.kind)
  const minutes = (value: number) => {
    const count = format.count(value)
    return t({ id: 'responsible.minutes', message: `${count} min` })
  }
  const figure = (value: number) => (isTime ? minutes(value) : format.money(value))
  const name = i18n._(slotName(limit.kind, limit.period))
  const amount = figure(limit.amount)
  const used = figure(limit.used)
  const resetsAt = format.dateTime(limit.resetsAt)
  const share = Math.min(100, Math.round((limit.used / limit.amount) * 100))
  const pending = limit.pending
  const appliesAt = pending ? format.dateTime(pending.appliesAt) : ''
  const raisedTo = pending?.amount ? figure(pending.amount) : ''
  return (
    <li className={styles.limit} data-testid={`limit-${slotKey(limit.kind, limit.period)}`}>
      <div className={styles.limitHead}>
        <strong>{name}</strong>
        <span className={styles.limitAmount} data-testid="limit-amount-value">
          {amount}
        </span>
      </div>
      <meter
        className={styles.meter}
        min={0}
        max={limit.amount}
        value={Math.min(limit.used, limit.amount)}
        aria-label={t({ id: 'responsible.limit.usedLabel', message: `${name}: used` })}
      />
      <p className={styles.muted} data-testid="limit-used">
        {isTime
          ? t({
              id: 'responsible.limit.sessionUsed',
              message: `${used} played this session (${share}%). Your session ends at ${resetsAt}.`,
            })
          : t({
              id: 'responsible.limit.used',
              message: `${used} used (${share}%). Resets at ${resetsAt}.`,
            })}
      </p>
      {pending ? (
        <p className={styles.pending} data-testid="limit-pending">
          {pending.amount === null
            ? t({
                id: 'responsible.limit.pendingRemoval',
                message: `Removal pending: the limit ends at ${appliesAt}.`,
              })
            : t({
                id: 'responsible.limit.pendingRaise',
                message: `Raise to ${raisedTo} pending: it applies at ${appliesAt}.`,
              })}
        </p>
      ) : null}
      <div className={ui.actions}>
        {pending ? (
          <button
            type="button"
            className={ui.button}
            disabled={props.isBusy}
            onClick={props.onCancel}
            data-testid="limit-cancel-pending"
          >
            {t({ id: 'responsible.limit.cancelPending', message: 'Cancel the change' })}
          </button>
        ) : (
          <button
            type="button"
            className={ui.button}
            disabled={props.isBusy}
            onClick={props.onRemove}
            data-testid="limit-remove"
          >
            {t({ id: 'responsible.limit.remove', message: 'Remove' })}
          </button>
        )}
      </div>
    </li>
  )
}
