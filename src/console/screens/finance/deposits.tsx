import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { depositsQueryOptions } from '../../api/finance'
import type { CallInput } from '../../api/types.gen'
import { useMerchant } from '../../app/merchant-context'
import * as styles from '../../ui/console.css'
import { useMerchantFormat } from './merchant-format'
import * as own from './operations.css'
import { DayRangeFields, formText, PagedTable } from './parts'

const pageSize = 20
type Search = CallInput<'finance.deposits'>
const statuses = ['pending', 'paid', 'cancelled', 'failed', 'expired'] as const

/** The merchant's deposit orders: by username, order id, status and a range of its days. */
export function DepositsPanel() {
  const { t } = useLingui()
  const { merchant } = useMerchant()
  const format = useMerchantFormat()
  const zone = format.zone
  const [search, setSearch] = useState<Search>({ page: 1, pageSize })
  const deposits = useQuery(depositsQueryOptions(merchant.id, search))
  const statusName = useDepositStatusName()

  const handleSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setSearch({
      username: formText(form, 'username'),
      orderId: formText(form, 'orderId'),
      status: formText(form, 'status') as Search['status'],
      startDate: formText(form, 'startDate'),
      endDate: formText(form, 'endDate'),
      page: 1,
      pageSize,
    })
  }

  return (
    <section className={styles.card} aria-labelledby="deposits-title">
      <h2 id="deposits-title">
        {t({ id: 'console.finance.deposits', message: 'Deposit orders' })}
      </h2>
      <form className={styles.filters} onSubmit={handleSearch}>
        <label className={styles.field}>
          {t({ id: 'console.finance.username', message: 'Username' })}
          <input className={styles.input} name="username" maxLength={64} />
        </label>
        <label className={styles.field}>
          {t({ id: 'console.finance.orderId', message: 'Order number' })}
          <input className={styles.input} name="orderId" maxLength={64} />
        </label>
        <label className={styles.field}>
          {t({ id: 'console.finance.status', message: 'Status' })}
          <select className={styles.input} name="status" defaultValue="">
            <option value="">{t({ id: 'console.finance.anyStatus', message: 'Any' })}</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {statusName(status)}
              </option>
            ))}
          </select>
        </label>
        <DayRangeFields />
        <div className={styles.field}>
          <button className={styles.button} type="submit">
            {t({ id: 'console.ops.search', message: 'Search' })}
          </button>
        </div>
      </form>
      <PagedTable
        query={deposits}
        testId="deposits-table"
        label={t({ id: 'console.finance.deposits', message: 'Deposit orders' })}
        empty={t({
          id: 'console.finance.noDeposits',
          message: 'No deposit order matches this search.',
        })}
        head={
          <tr>
            <th>{t({ id: 'console.finance.orderId', message: 'Order number' })}</th>
            <th>{t({ id: 'console.finance.username', message: 'Username' })}</th>
            <th className={own.amount}>{t({ id: 'console.finance.amount', message: 'Amount' })}</th>
            <th>{t({ id: 'console.finance.status', message: 'Status' })}</th>
            <th>{t({ id: 'console.finance.channel', message: 'Channel' })}</th>
            <th>{t({ id: 'console.finance.created', message: `Created (${zone})` })}</th>
            <th>{t({ id: 'console.finance.settled', message: 'Settled' })}</th>
          </tr>
        }
        row={(order) => (
          <tr key={order.orderId}>
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
              <span className={own.badge}>{statusName(order.status)}</span>
            </td>
            <td>
              {order.channel}
              {order.provider ? ` · ${order.provider}` : ''}
            </td>
            <td>{format.when(order.createdAt)}</td>
            <td>{format.when(order.settledAt)}</td>
          </tr>
        )}
        onPage={(page) => setSearch({ ...search, page })}
      />
    </section>
  )
}

/** A deposit order's status in the operator's language. */
function useDepositStatusName() {
  const { t } = useLingui()
  const names: Record<string, string> = {
    pending: t({ id: 'console.deposit.pending', message: 'Pending' }),
    paid: t({ id: 'console.deposit.paid', message: 'Paid' }),
    cancelled: t({ id: 'console.deposit.cancelled', message: 'Cancelled' }),
    failed: t({ id: 'console.deposit.failed', message: 'Failed' }),
    expired: t({ id: 'console.deposit.expired', message: 'Expired' }),
  }
  return (status: string) => names[status] ?? status
}
