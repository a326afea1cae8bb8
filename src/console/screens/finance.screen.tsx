import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useCan } from '../app/merchant-context'
import * as styles from '../ui/console.css'
import { AdjustmentsPanel } from './finance/adjustments'
import { DepositsPanel } from './finance/deposits'
import * as own from './finance/operations.css'
import { WithdrawalsPanel } from './finance/withdrawals'

type Tab = 'withdrawals' | 'deposits' | 'adjustments'

/** The merchant's finance desk: the withdrawal queue, deposit orders and balance adjustments. */
export function FinanceScreen() {
  const { t } = useLingui()
  const [tab, setTab] = useState<Tab>('withdrawals')
  const canAct = useCan('finance.approveWithdrawal')
  const tabs: { id: Tab; label: string }[] = [
    { id: 'withdrawals', label: t({ id: 'console.finance.withdrawals', message: 'Withdrawals' }) },
    { id: 'deposits', label: t({ id: 'console.finance.deposits', message: 'Deposit orders' }) },
    {
      id: 'adjustments',
      label: t({ id: 'console.finance.adjustments', message: 'Adjustments' }),
    },
  ]
  return (
    <>
      <section className={styles.card}>
        <h1>{t({ id: 'console.finance.title', message: 'Finance' })}</h1>
        {!canAct && (
          <p className={styles.muted} data-testid="finance-read-only">
            {t({
              id: 'console.finance.readOnly',
              message: 'Your role may read the finance desk but not decide anything on it.',
            })}
          </p>
        )}
        <div role="tablist" className={own.tabs}>
          {tabs.map((each) => (
            <button
              key={each.id}
              type="button"
              role="tab"
              className={own.tab}
              aria-selected={tab === each.id}
              onClick={() => setTab(each.id)}
            >
              {each.label}
            </button>
          ))}
        </div>
      </section>
      <div role="tabpanel">
        {tab === 'withdrawals' && <WithdrawalsPanel />}
        {tab === 'deposits' && <DepositsPanel />}
        {tab === 'adjustments' && <AdjustmentsPanel />}
      </div>
    </>
  )
}
