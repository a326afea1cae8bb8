import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Withdrawal } from '@/api/finance/get-withdrawals'
import { useWithdrawalsQuery } from '@/api/finance/get-withdrawals'
import { useFormatters } from '@/i18n/format'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { usePagerLabels } from '@/i18n/pager-labels'
import { DataTable } from '@/ui/data-table'
import { Pager } from '@/ui/pager'
import { QueryState } from '@/ui/query-state'
import * as ui from '@/ui/ui.css'
import * as styles from '../money.css'
import { ReceiptDialog } from './receipt-dialog'
import { useWithdrawalStatusLabels } from './withdrawal-labels'

/** The withdrawal orders, their confirmation state, and the receipt confirmation of spec §4. */
export function WithdrawalOrders() {
  const { t } = useLingui()
  const format = useFormatters()
  const [pageNo, setPageNo] = useState(1)
  const [confirming, setConfirming] = useState<Withdrawal | null>(null)
  const orders = useWithdrawalsQuery(pageNo)
  const pager = usePagerLabels()
  const statusText = useWithdrawalStatusLabels()
  const labels = useQueryStateLabels(
    t({ id: 'member.withdraw.noOrders', message: 'No withdrawals yet.' }),
  )
  const minutes = orders.data?.limits.confirmMinutes ?? 0
  return (
    <section className={styles.card} aria-labelledby="withdraw-orders-title">
      <div className={styles.row}>
        <h3 id="withdraw-orders-title" className={`${styles.cardTitle} ${styles.grow}`}>
          {t({ id: 'member.withdraw.orders', message: 'Withdrawal orders' })}
        </h3>
        <button
          type="button"
          className={ui.button}
          disabled={orders.isFetching}
          onClick={() => void orders.refetch()}
          data-testid="withdraw-refresh"
        >
          {t({ id: 'member.money.refresh', message: 'Refresh' })}
        </button>
      </div>
      {orders.data ? (
        <p className={styles.muted} data-testid="withdraw-auto-note">
          {t({
            id: 'member.withdraw.autoReceipt',
            message: `After a payout, please confirm whether the money arrived. If you do not confirm within ${plural(minutes, { one: `${minutes} minute`, other: `${minutes} minutes` })}, it counts as received.`,
          })}
        </p>
      ) : null}
      <QueryState
        query={orders}
        labels={labels}
        testId="withdraw-orders"
        isEmpty={(d) => !d.list.length}
      >
        {(data) => (
          <>
            <DataTable
              caption={t({ id: 'member.withdraw.orders', message: 'Withdrawal orders' })}
              testId="withdraw-order"
              rows={data.list}
              rowKey={(row) => row.orderId}
              columns={[
                {
                  key: 'time',
                  header: t({ id: 'member.money.time', message: 'Time' }),
                  cell: (r) => format.dateTime(r.time),
                },
                {
                  key: 'bank',
                  header: t({ id: 'member.bank.name', message: 'Bank' }),
                  cell: (r) => `${r.bankName} ${r.accountNo}`,
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
                    <>
                      <span
                        className={styles.status}
                        data-status={r.status}
                        data-testid="withdraw-status"
                      >
                        {statusText[r.status]}
                      </span>
                      <OrderDetails order={r} />
                    </>
                  ),
                },
                {
                  key: 'action',
                  header: t({ id: 'member.withdraw.action', message: 'Action' }),
                  cell: (r) =>
                    r.confirmable ? (
                      <button
                        type="button"
                        className={ui.buttonPrimary}
                        onClick={() => setConfirming(r)}
                        data-testid="withdraw-confirm"
                      >
                        {t({ id: 'member.withdraw.confirm', message: 'Confirm receipt' })}
                      </button>
                    ) : null,
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
      {confirming ? <ReceiptDialog order={confirming} onClose={() => setConfirming(null)} /> : null}
    </section>
  )
}

/** The figures and notes under an order's status: received, remainder, proof, forced receipt. */
function OrderDetails({ order }: { order: Withdrawal }) {
  const { t } = useLingui()
  const format = useFormatters()
  const received = format.money(order.receivedAmount ?? 0)
  const remainder = format.money(order.remainder ?? 0)
  const deadline = order.confirmDeadline ? format.dateTime(order.confirmDeadline) : ''
  return (
    <>
      {order.status === 'partlyReceived' ? (
        <p className={styles.muted} data-testid="withdraw-partly">
          {t({
            id: 'member.withdraw.partlyFigures',
            message: `Received ${received}, not received ${remainder}`,
          })}
        </p>
      ) : null}
      {order.hasProof ? (
        <p className={styles.muted} data-testid="withdraw-proof">
          {t({ id: 'member.withdraw.proofSent', message: 'Proof sent' })}
        </p>
      ) : null}
      {order.confirmable && deadline ? (
        <p className={styles.muted}>
          {t({ id: 'member.withdraw.deadline', message: `Confirm by ${deadline}` })}
        </p>
      ) : null}
      {order.forcedReceipt ? (
        <p className={styles.muted} data-testid="withdraw-forced">
          {t({
            id: 'member.withdraw.forced',
            message: 'Forced receipt: this withdrawal cannot be refunded.',
          })}
        </p>
      ) : null}
    </>
  )
}
