import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useDepositsQuery, type DepositRow } from '@/api/finance/get-deposits'
import { walletKeys } from '@/api/wallet/keys'
import { useFormatters } from '@/i18n/format'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { usePagerLabels } from '@/i18n/pager-labels'
import { DataTable } from '@/ui/data-table'
import { Pager } from '@/ui/pager'
import { QueryState } from '@/ui/query-state'
import * as ui from '@/ui/ui.css'
import * as styles from '../money.css'
import { readAgain } from '@/api/after-change'

/** The member's deposit orders with their status; Refresh also brings the header balance up to date. */
export function DepositOrders() {
  const { t } = useLingui()
  const format = useFormatters()
  const queryClient = useQueryClient()
  const [pageNo, setPageNo] = useState(1)
  const orders = useDepositsQuery(pageNo)
  const pager = usePagerLabels()
  const labels = useQueryStateLabels(
    t({ id: 'member.deposit.noOrders', message: 'No deposit orders yet.' }),
  )
  const statusText: Record<DepositRow['status'], string> = {
    pending: t({ id: 'member.deposit.status.pending', message: 'Waiting for payment' }),
    paid: t({ id: 'member.deposit.status.paid', message: 'Paid' }),
    cancelled: t({ id: 'member.deposit.status.cancelled', message: 'Cancelled' }),
    failed: t({ id: 'member.deposit.status.failed', message: 'Payment failed' }),
    expired: t({ id: 'member.deposit.status.expired', message: 'Expired' }),
  }
  const refresh = () => {
    void orders.refetch()
    void readAgain(queryClient, { queryKey: walletKeys.all })
  }
  return (
    <section className={styles.card} aria-labelledby="deposit-orders-title">
      <div className={styles.row}>
        <h3 id="deposit-orders-title" className={`${styles.cardTitle} ${styles.grow}`}>
          {t({ id: 'member.deposit.orders', message: 'Deposit orders' })}
        </h3>
        <button
          type="button"
          className={ui.button}
          disabled={orders.isFetching}
          onClick={refresh}
          data-testid="deposit-refresh"
        >
          {t({ id: 'member.money.refresh', message: 'Refresh' })}
        </button>
      </div>
      <QueryState
        query={orders}
        labels={labels}
        testId="deposit-orders"
        isEmpty={(d) => !d.list.length}
      >
        {(data) => (
          <>
            <DataTable
              caption={t({ id: 'member.deposit.orders', message: 'Deposit orders' })}
              testId="deposit-order"
              rows={data.list}
              rowKey={(row) => row.orderId}
              columns={[
                {
                  key: 'time',
                  header: t({ id: 'member.money.time', message: 'Time' }),
                  cell: (r) => format.dateTime(r.time),
                },
                {
                  key: 'channel',
                  header: t({ id: 'member.deposit.channel', message: 'Payment channel' }),
                  cell: (r) => r.channelName,
                },
                {
                  key: 'amount',
                  header: t({ id: 'member.money.amount', message: 'Amount' }),
                  align: 'end',
                  cell: (r) => format.money(r.amount),
                },
                {
                  key: 'status',
                  header: t({ id: 'member.money.status', message: 'Status' }),
                  cell: (r) => (
                    <span className={styles.status} data-status={r.status}>
                      {statusText[r.status]}
                    </span>
                  ),
                },
              ]}
            />
            <Pager
              current={pageNo}
              totalPages={data.totalPages}
              onChange={setPageNo}
              labels={pager}
            />
          </>
        )}
      </QueryState>
    </section>
  )
}
