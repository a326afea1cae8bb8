import { useLingui } from '@lingui/react/macro'
import { useChannelsQuery } from '@/api/finance/get-channels'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import type { CentrePageProps } from '@/ui/centre-pages'
import { QueryState } from '@/ui/query-state'
import { DepositForm } from './components/deposit-form'
import { DepositOrders } from './components/deposit-orders'
import * as styles from './money.css'
import * as ui from '@/ui/ui.css'

/** Deposit (depositv2): payment channels with their limits, a new order paid at the cashier, the orders. */
export function DepositPage({ openPage }: CentrePageProps) {
  const { t } = useLingui()
  const channels = useChannelsQuery()
  const labels = useQueryStateLabels(
    t({ id: 'member.deposit.noChannels', message: 'No payment channel is open right now.' }),
  )
  return (
    <section className={styles.page} data-testid="deposit-page">
      <h2 className={styles.title}>{t({ id: 'member.deposit', message: 'Deposit' })}</h2>
      <QueryState
        query={channels}
        labels={labels}
        testId="deposit-channels"
        isEmpty={(list) => !list.length}
      >
        {(list) => <DepositForm channels={list} />}
      </QueryState>
      <DepositOrders />
      <p className={styles.muted}>
        {t({
          id: 'member.deposit.toGames',
          message:
            'Paid deposits land in the main wallet. Move money to a game wallet in My wallet.',
        })}{' '}
        <button type="button" className={ui.button} onClick={() => openPage('transferFund')}>
          {t({ id: 'member.transferFund', message: 'My wallet' })}
        </button>
      </p>
    </section>
  )
}
