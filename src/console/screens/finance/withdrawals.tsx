import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import {
  useApproveWithdrawalMutation,
  useRefuseWithdrawalMutation,
  withdrawalsQueryOptions,
} from '../../api/finance'
import type { CallInput, CallOutput } from '../../api/types.gen'
import { useCan, useMerchant } from '../../app/merchant-context'
import { ErrorNote } from '../../ui/status'
import * as styles from '../../ui/console.css'
import { useMerchantFormat } from './merchant-format'
import * as own from './operations.css'
import { Dialog, formText, PagedTable } from './parts'

const pageSize = 20
type Search = CallInput<'finance.withdrawals'>
type Withdrawal = CallOutput<'finance.withdrawals'>['list'][number]

/**
 * The withdrawal queue, those awaiting review first: approve (paid out through the merchant's
 * PSP) or refuse with a reason (the money back in the wallet). A decision someone else made
 * meanwhile comes back refused, and is shown as such.
 */
export function WithdrawalsPanel() {
  const { t } = useLingui()
  const { merchant } = useMerchant()
  const format = useMerchantFormat()
  const zone = format.zone
  const canDecide = useCan('finance.approveWithdrawal')
  const [search, setSearch] = useState<Search>({ page: 1, pageSize })
  const queue = useQuery(withdrawalsQueryOptions(merchant.id, search))
  const approve = useApproveWithdrawalMutation(merchant.id)
  const refuse = useRefuseWithdrawalMutation(merchant.id)
  const [refusing, setRefusing] = useState<Withdrawal | null>(null)
  const busy = approve.isPending || refuse.isPending
  const statusName = useWithdrawalStatusName()
  const outcome = approve.error ?? refuse.error
  const awaiting = queue.data?.awaiting ?? 0

  const handleSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setSearch({
      username: formText(form, 'username'),
      awaitingOnly: form.get('awaitingOnly') === 'on' || undefined,
      page: 1,
      pageSize,
    })
  }
  const handleRefuse = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const reason = formText(new FormData(event.currentTarget), 'reason')
    if (!refusing || !reason) return
    approve.reset()
    refuse.mutate({ orderId: refusing.orderId, reason }, { onSettled: () => setRefusing(null) })
  }

  return (
    <section className={styles.card} aria-labelledby="withdrawals-title">
      <h2 id="withdrawals-title">
        {t({ id: 'console.finance.withdrawals', message: 'Withdrawals' })}
        {awaiting > 0 && (
          <>
            {' '}
            <span className={own.warnBadge} data-testid="awaiting-count">
              {t({
                id: 'console.finance.awaitingCount',
                message: `${awaiting} awaiting review`,
              })}
            </span>
          </>
        )}
      </h2>
      <form className={styles.filters} onSubmit={handleSearch}>
        <label className={styles.field}>
          {t({ id: 'console.finance.username', message: 'Username' })}
          <input className={styles.input} name="username" maxLength={64} />
        </label>
        <label className={`${styles.row} ${styles.field}`}>
          <input type="checkbox" name="awaitingOnly" />
          {t({ id: 'console.finance.awaitingOnly', message: 'Awaiting review only' })}
        </label>
        <div className={styles.field}>
          <button className={styles.button} type="submit">
            {t({ id: 'console.ops.search', message: 'Search' })}
          </button>
        </div>
      </form>
      {outcome && <ErrorNote error={outcome} />}
      {approve.isSuccess && (
        <p role="status" className={styles.success}>
          {approve.data.payoutRequested
            ? t({
                id: 'console.finance.approvedPayout',
                message: 'Approved: the payment provider is paying it out.',
              })
            : t({
                id: 'console.finance.approved',
                message: 'Approved: the withdrawal is paid out.',
              })}
        </p>
      )}
      {refuse.isSuccess && (
        <p role="status" className={styles.success}>
          {t({
            id: 'console.finance.refused',
            message: 'Refused: the money is back in the player’s wallet.',
          })}
        </p>
      )}
      <PagedTable
        query={queue}
        testId="withdrawals-table"
        label={t({ id: 'console.finance.withdrawals', message: 'Withdrawals' })}
        empty={t({
          id: 'console.finance.noWithdrawals',
          message: 'No withdrawal matches this search.',
        })}
        head={
          <tr>
            <th>{t({ id: 'console.finance.orderId', message: 'Order number' })}</th>
            <th>{t({ id: 'console.finance.username', message: 'Username' })}</th>
            <th className={own.amount}>{t({ id: 'console.finance.amount', message: 'Amount' })}</th>
            <th>{t({ id: 'console.finance.bank', message: 'Bank account' })}</th>
            <th>{t({ id: 'console.finance.status', message: 'Status' })}</th>
            <th>{t({ id: 'console.finance.created', message: `Created (${zone})` })}</th>
            <th>{t({ id: 'console.finance.review', message: 'Review' })}</th>
          </tr>
        }
        row={(order) => (
          <tr key={order.orderId} data-order={order.orderId}>
            <td>
              {order.orderId}{' '}
              {order.flagged && (
                <span className={own.warnBadge}>
                  {t({ id: 'console.finance.flagged', message: 'Flagged' })}
                </span>
              )}
            </td>
            <td>{order.username}</td>
            <td className={own.amount}>{format.money(order.amount)}</td>
            <td>
              {order.bankName} {order.accountNo}
              <br />
              <span className={styles.muted}>{order.holderName}</span>
            </td>
            <td>
              <span className={own.badge}>{statusName(order.status)}</span>
            </td>
            <td>{format.when(order.createdAt)}</td>
            <td>
              {order.awaitingReview ? (
                canDecide ? (
                  <div className={styles.row}>
                    <button
                      type="button"
                      className={styles.button}
                      disabled={busy}
                      onClick={() => {
                        refuse.reset()
                        approve.mutate({ orderId: order.orderId })
                      }}
                    >
                      {t({ id: 'console.finance.approve', message: 'Approve' })}
                    </button>
                    <button
                      type="button"
                      className={own.dangerButton}
                      disabled={busy}
                      onClick={() => setRefusing(order)}
                    >
                      {t({ id: 'console.finance.refuse', message: 'Refuse' })}
                    </button>
                  </div>
                ) : (
                  <span className={own.warnBadge}>
                    {t({ id: 'console.finance.awaiting', message: 'Awaiting review' })}
                  </span>
                )
              ) : (
                <ReviewNote order={order} when={format.when} />
              )}
            </td>
          </tr>
        )}
        onPage={(page) => setSearch({ ...search, page })}
      />
      <Dialog
        open={refusing !== null}
        title={t({ id: 'console.finance.refuseTitle', message: 'Refuse this withdrawal' })}
        onClose={() => setRefusing(null)}
      >
        {refusing && (
          <form onSubmit={handleRefuse}>
            <p>
              {refusing.username} · {format.money(refusing.amount)}
            </p>
            <label className={styles.field}>
              {t({ id: 'console.finance.reason', message: 'Reason (the player reads it)' })}
              <textarea
                className={`${styles.input} ${own.textarea}`}
                name="reason"
                required
                maxLength={500}
              />
            </label>
            <div className={styles.row}>
              <button className={own.dangerButton} type="submit" disabled={refuse.isPending}>
                {t({ id: 'console.finance.refuse', message: 'Refuse' })}
              </button>
              <button
                className={styles.quietButton}
                type="button"
                onClick={() => setRefusing(null)}
              >
                {t({ id: 'console.ops.cancel', message: 'Cancel' })}
              </button>
            </div>
          </form>
        )}
      </Dialog>
    </section>
  )
}

/** Who decided a withdrawal and when, with the reason of a refusal. */
function ReviewNote({ order, when }: { order: Withdrawal; when: (at: string | null) => string }) {
  const { t } = useLingui()
  const reviewer = order.reviewedBy ?? '—'
  const at = when(order.reviewedAt)
  const reason = order.refusalReason ?? ''
  if (order.review === 'approved')
    return (
      <span>
        {t({
          id: 'console.finance.approvedBy',
          message: `Approved by ${reviewer}, ${at}`,
        })}
      </span>
    )
  if (order.review === 'refused')
    return (
      <span>
        {t({
          id: 'console.finance.refusedBy',
          message: `Refused by ${reviewer}, ${at}: ${reason}`,
        })}
      </span>
    )
  return (
    <span className={styles.muted}>
      {t({ id: 'console.finance.noReview', message: 'No review needed' })}
    </span>
  )
}

/** A withdrawal's status in the operator's language. */
function useWithdrawalStatusName() {
  const { t } = useLingui()
  const names: Record<string, string> = {
    processing: t({ id: 'console.withdrawal.processing', message: 'Processing' }),
    disbursed: t({ id: 'console.withdrawal.disbursed', message: 'Paid out' }),
    rejected: t({ id: 'console.withdrawal.rejected', message: 'Rejected' }),
    completed: t({ id: 'console.withdrawal.completed', message: 'Completed' }),
  }
  return (status: string) => names[status] ?? status
}
