import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useBanksQuery, type Banks } from '@/api/finance/get-banks'
import { useWithdrawalsQuery } from '@/api/finance/get-withdrawals'
import { useBalanceQuery } from '@/api/wallet/get-balance'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import type { CentrePageProps } from '@/ui/centre-pages'
import { QueryState } from '@/ui/query-state'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'
import { BindBankForm } from './components/bind-bank-form'
import { WithdrawForm } from './components/withdraw-form'
import { WithdrawalOrders } from './components/withdrawal-orders'
import * as styles from './money.css'

/** Withdrawal (withdraw): bank accounts, the order with its payment password, the orders and their receipt. */
export function WithdrawPage({ openPage }: CentrePageProps) {
  const { t } = useLingui()
  const banks = useBanksQuery()
  const labels = useQueryStateLabels('')
  return (
    <section className={styles.page} data-testid="withdraw-page">
      <h2 className={styles.title}>{t({ id: 'member.withdraw', message: 'Withdrawal' })}</h2>
      <QueryState query={banks} labels={labels} testId="withdraw-banks">
        {(data) =>
          data.paymentPasswordSet ? (
            <WithdrawSection banks={data} />
          ) : (
            <StatusPanel
              testId="withdraw-no-password"
              title={t({
                id: 'member.withdraw.noPassword',
                message: 'Set a payment password first',
              })}
              message={t({
                id: 'member.withdraw.noPasswordHint',
                message:
                  'Withdrawals and bank accounts are confirmed with your 6-digit payment password. Set it in My account.',
              })}
              action={
                <button
                  type="button"
                  className={ui.buttonPrimary}
                  onClick={() => openPage('securityCenter')}
                  data-testid="withdraw-open-security"
                >
                  {t({ id: 'member.securityCenter', message: 'My account' })}
                </button>
              }
            />
          )
        }
      </QueryState>
      <WithdrawalOrders />
    </section>
  )
}

function WithdrawSection({ banks }: { banks: Banks }) {
  const { t } = useLingui()
  const [isBinding, setBinding] = useState(false)
  const withdrawals = useWithdrawalsQuery(1)
  const balance = useBalanceQuery()
  const labels = useQueryStateLabels('')
  const canBind = banks.list.length < banks.maxBanks
  return (
    <>
      {banks.list.length && !isBinding ? (
        <QueryState query={withdrawals} labels={labels} testId="withdraw-limits">
          {(data) => (
            <WithdrawForm banks={banks.list} limits={data.limits} balance={balance.data ?? 0} />
          )}
        </QueryState>
      ) : null}
      {!banks.list.length && !isBinding ? (
        <StatusPanel
          testId="withdraw-no-bank"
          title={t({
            id: 'member.withdraw.noBank',
            message: 'Bind a bank account to withdraw to.',
          })}
        />
      ) : null}
      {isBinding ? (
        <BindBankForm onDone={() => setBinding(false)} />
      ) : canBind ? (
        <div className={styles.row}>
          <button
            type="button"
            className={ui.button}
            onClick={() => setBinding(true)}
            data-testid="withdraw-add-bank"
          >
            {t({ id: 'member.bank.add', message: 'Add a bank account' })}
          </button>
        </div>
      ) : null}
    </>
  )
}
