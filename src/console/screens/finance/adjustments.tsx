import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import {
  adjustmentsQueryOptions,
  useDecideAdjustmentMutation,
  useRequestAdjustmentMutation,
} from '../../api/finance'
import type { CallInput } from '../../api/types.gen'
import { useCan, useMerchant } from '../../app/merchant-context'
import { ErrorNote } from '../../ui/status'
import * as styles from '../../ui/console.css'
import { intlLocale, useMerchantFormat } from './merchant-format'
import * as own from './operations.css'
import { signedAmount } from './signed-amount'
import { formText, PagedTable } from './parts'

const pageSize = 20
type Search = CallInput<'finance.adjustments'>
type Kind = CallInput<'finance.requestAdjustment'>['kind']

/**
 * Manual balance adjustments: ask for a bonus or a correction with a reason (applied at once, or
 * pending a second operator above the merchant's threshold), and decide the pending ones of
 * others — the server refuses a requester's own approval, and the screen says so beforehand.
 */
export function AdjustmentsPanel() {
  const { t } = useLingui()
  const { merchant, me } = useMerchant()
  const format = useMerchantFormat()
  const canAct = useCan('finance.requestAdjustment')
  const [search, setSearch] = useState<Search>({ page: 1, pageSize })
  const list = useQuery(adjustmentsQueryOptions(merchant.id, search))
  const decide = useDecideAdjustmentMutation(merchant.id)
  const kindName = useKindName()
  const statusName = useAdjustmentStatusName()
  const zone = format.zone

  return (
    <>
      {canAct && <AdjustmentForm />}
      <section className={styles.card} aria-labelledby="adjustments-title">
        <h2 id="adjustments-title">
          {t({ id: 'console.finance.adjustments', message: 'Adjustments' })}
        </h2>
        <div className={styles.filters}>
          <label className={styles.field}>
            {t({ id: 'console.finance.status', message: 'Status' })}
            <select
              className={styles.input}
              value={search.status ?? ''}
              onChange={(event) =>
                setSearch({
                  ...search,
                  status: (event.target.value || undefined) as Search['status'],
                  page: 1,
                })
              }
            >
              <option value="">{t({ id: 'console.finance.anyStatus', message: 'Any' })}</option>
              {(['pending', 'applied', 'refused'] as const).map((status) => (
                <option key={status} value={status}>
                  {statusName(status)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {decide.error && <ErrorNote error={decide.error} />}
        <PagedTable
          query={list}
          testId="adjustments-table"
          label={t({ id: 'console.finance.adjustments', message: 'Adjustments' })}
          empty={t({ id: 'console.finance.noAdjustments', message: 'No adjustment yet.' })}
          head={
            <tr>
              <th>{t({ id: 'console.finance.username', message: 'Username' })}</th>
              <th>{t({ id: 'console.finance.kind', message: 'Kind' })}</th>
              <th className={own.amount}>
                {t({ id: 'console.finance.amount', message: 'Amount' })}
              </th>
              <th>{t({ id: 'console.finance.reasonColumn', message: 'Reason' })}</th>
              <th>{t({ id: 'console.finance.requestedBy', message: 'Asked by' })}</th>
              <th>{t({ id: 'console.finance.created', message: `Created (${zone})` })}</th>
              <th>{t({ id: 'console.finance.status', message: 'Status' })}</th>
            </tr>
          }
          row={(row) => {
            const mine = row.requestedBy === me.operator.username
            return (
              <tr key={row.adjustmentId}>
                <td>
                  {row.username} <span className={styles.muted}>#{row.accountId}</span>
                </td>
                <td>{kindName(row.kind)}</td>
                <td className={own.amount}>{format.money(row.amount)}</td>
                <td>{row.reason}</td>
                <td>{row.requestedBy}</td>
                <td>{format.when(row.createdAt)}</td>
                <td>
                  {row.status === 'pending' && canAct ? (
                    mine ? (
                      <span className={styles.muted} data-testid="own-adjustment">
                        {t({
                          id: 'console.finance.ownAdjustment',
                          message: 'You asked for it: another operator approves it.',
                        })}
                      </span>
                    ) : (
                      <div className={styles.row}>
                        <button
                          type="button"
                          className={styles.button}
                          disabled={decide.isPending}
                          onClick={() =>
                            decide.mutate({
                              adjustmentId: row.adjustmentId,
                              approve: true,
                            })
                          }
                        >
                          {t({ id: 'console.finance.approve', message: 'Approve' })}
                        </button>
                        <button
                          type="button"
                          className={own.dangerButton}
                          disabled={decide.isPending}
                          onClick={() =>
                            decide.mutate({
                              adjustmentId: row.adjustmentId,
                              approve: false,
                            })
                          }
                        >
                          {t({ id: 'console.finance.refuse', message: 'Refuse' })}
                        </button>
                      </div>
                    )
                  ) : (
                    <span className={own.badge}>
                      {statusName(row.status)}
                      {row.decidedBy ? ` · ${row.decidedBy}` : ''}
                    </span>
                  )}
                </td>
              </tr>
            )
          }}
          onPage={(page) => setSearch({ ...search, page })}
        />
      </section>
    </>
  )
}

/** Asks for a bonus (a credit) or a correction (either sign) of a player's balance. */
function AdjustmentForm() {
  const { t, i18n } = useLingui()
  const { merchant } = useMerchant()
  const format = useMerchantFormat()
  const request = useRequestAdjustmentMutation(merchant.id)
  const kindName = useKindName()
  const [kind, setKind] = useState<Kind>('bonus')
  const [amountError, setAmountError] = useState(false)

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    const amount = signedAmount(
      String(form.get('amount') ?? ''),
      format.currency,
      intlLocale(i18n.locale),
    )
    const accountId = formText(form, 'accountId')
    const reason = formText(form, 'reason')
    const valid = amount !== null && (kind === 'correction' || amount > 0)
    setAmountError(!valid)
    if (!valid || !accountId || !reason) return
    request.mutate({ accountId, kind, amount, reason }, { onSuccess: () => formElement.reset() })
  }

  const result = request.data
  return (
    <section className={styles.card} aria-labelledby="adjust-title">
      <h2 id="adjust-title">
        {t({ id: 'console.finance.newAdjustment', message: 'Adjust a balance' })}
      </h2>
      <form className={styles.filters} onSubmit={handleSubmit}>
        <label className={styles.field}>
          {t({ id: 'console.finance.accountId', message: 'Account number' })}
          <input
            className={styles.input}
            name="accountId"
            required
            inputMode="numeric"
            pattern="[1-9][0-9]{0,17}"
          />
        </label>
        <label className={styles.field}>
          {t({ id: 'console.finance.kind', message: 'Kind' })}
          <select
            className={styles.input}
            value={kind}
            onChange={(event) => setKind(event.target.value as Kind)}
          >
            <option value="bonus">{kindName('bonus')}</option>
            <option value="correction">{kindName('correction')}</option>
          </select>
        </label>
        <label className={styles.field}>
          {kind === 'bonus'
            ? t({ id: 'console.finance.bonusAmount', message: 'Amount (added)' })
            : t({ id: 'console.finance.correctionAmount', message: 'Amount (+ or −)' })}
          <input
            className={styles.input}
            name="amount"
            required
            inputMode="decimal"
            aria-invalid={amountError}
          />
        </label>
        <label className={styles.field}>
          {t({ id: 'console.finance.reasonColumn', message: 'Reason' })}
          <input className={styles.input} name="reason" required maxLength={500} />
        </label>
        <div className={styles.field}>
          <button className={styles.button} type="submit" disabled={request.isPending}>
            {t({ id: 'console.finance.askAdjustment', message: 'Adjust' })}
          </button>
        </div>
      </form>
      {amountError && (
        <p role="alert" className={styles.error}>
          {t({
            id: 'console.finance.badAmount',
            message: 'Enter an amount other than zero; a bonus is above zero.',
          })}
        </p>
      )}
      {request.error && <ErrorNote error={request.error} />}
      {result && (
        <p role="status" className={styles.success}>
          {result.adjustment.status === 'pending'
            ? t({
                id: 'console.finance.adjustmentPending',
                message: 'Above the approval threshold: it waits for a second operator.',
              })
            : t({ id: 'console.finance.adjustmentApplied', message: 'Applied to the balance.' })}
        </p>
      )}
    </section>
  )
}

/** An adjustment's kind in the operator's language. */
function useKindName() {
  const { t } = useLingui()
  return (kind: Kind) =>
    kind === 'bonus'
      ? t({ id: 'console.finance.bonus', message: 'Bonus' })
      : t({ id: 'console.finance.correction', message: 'Correction' })
}

/** An adjustment's status in the operator's language. */
function useAdjustmentStatusName() {
  const { t } = useLingui()
  const names: Record<string, string> = {
    pending: t({ id: 'console.adjustment.pending', message: 'Awaiting a second operator' }),
    applied: t({ id: 'console.adjustment.applied', message: 'Applied' }),
    refused: t({ id: 'console.adjustment.refused', message: 'Refused' }),
  }
  return (status: string) => names[status] ?? status
}
