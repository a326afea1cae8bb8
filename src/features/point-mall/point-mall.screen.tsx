import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { pointsSummaryQueryOptions } from '@/api/points/get-summary'
import { getBrand } from '@/state/brand.store'
import { openModal } from '@/state/modals.store'
import { useSession } from '@/state/session.store'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { QueryState } from '@/ui/query-state'
import { StatusPanel } from '@/ui/status-panel'
import { Tabs, type TabItem } from '@/ui/tabs'
import * as ui from '@/ui/ui.css'
import { ConvertForm } from './components/convert-form'
import { MallItems } from './components/mall-items'
import { PointsDetails } from './components/points-details'
import { PointsSummaryCard } from './components/points-summary'
import { RedeemHistory } from './components/redeem-history'
import * as styles from './point-mall.css'

type Tab = 'items' | 'history' | 'details'

/** Point mall (spec §2.1, §3, §9): balance and ratio, items to redeem, redeem history, points details, conversion. */
export function PointMallScreen() {
  const { t } = useLingui()
  const { token, account, isAgent } = useSession()
  const isMember = Boolean(token) && isAgent !== 4
  const summary = useQuery({ ...pointsSummaryQueryOptions(account), enabled: isMember })
  const [tab, setTab] = useState<Tab>('items')
  const [redeemed, setRedeemed] = useState('')
  const summaryLabels = useQueryStateLabels('', {
    loading: t({ id: 'pointMall.summary.loading', message: 'Loading your points…' }),
    error: t({ id: 'pointMall.summary.error', message: 'Your points could not be loaded.' }),
  })
  const item = (value: Tab, label: string): TabItem<Tab> => ({
    value,
    label,
    testId: `points-tab-${value}`,
  })
  // A visitor sees the items alone, without tabs.
  const tabs = [
    item('items', t({ id: 'pointMall.tab.items', message: 'Items' })),
    item('history', t({ id: 'pointMall.tab.history', message: 'Redeem history' })),
    item('details', t({ id: 'pointMall.tab.details', message: 'Points details' })),
  ]
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t({ id: 'pointMall.title', message: 'Point mall' })}</h1>
      {!isMember ? (
        <StatusPanel
          testId="points-sign-in"
          title={t({ id: 'pointMall.signInTitle', message: 'Sign in to redeem' })}
          message={t({
            id: 'pointMall.signInHint',
            message:
              'Deposits and bets on live casino, lottery, PVP, slots and sports earn points that never expire. Sign in with a real account to see your points and redeem.',
          })}
          action={
            token ? null : (
              <button type="button" className={ui.buttonPrimary} onClick={() => openModal('login')}>
                {t({ id: 'pointMall.signIn', message: 'Sign in' })}
              </button>
            )
          }
        />
      ) : (
        <QueryState query={summary} labels={summaryLabels} testId="summary">
          {(data) => (
            <>
              <PointsSummaryCard summary={data} />
              <section className={styles.card}>
                <ConvertForm summary={data} minorUnits={getBrand().currency.minorUnits} />
              </section>
            </>
          )}
        </QueryState>
      )}
      {redeemed ? (
        <p className={styles.success} role="status" data-testid="redeem-done">
          {redeemed}
        </p>
      ) : null}
      <Tabs
        label={t({ id: 'pointMall.sections', message: 'Sections' })}
        items={isMember ? tabs : []}
        value={tab}
        onChange={setTab}
      >
        {tab === 'items' || !isMember ? (
          <MallItems
            points={isMember ? (summary.data?.points ?? null) : null}
            onRedeemed={({ name }) =>
              setRedeemed(
                t({
                  id: 'pointMall.redeemed',
                  message: `Redeemed ${name}. Your order is processing.`,
                }),
              )
            }
          />
        ) : tab === 'history' ? (
          <RedeemHistory account={account} />
        ) : (
          <PointsDetails account={account} />
        )}
      </Tabs>
    </div>
  )
}
