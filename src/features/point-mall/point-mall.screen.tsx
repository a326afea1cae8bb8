import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { getBrand } from '@/state/brand.store'
import { openModal } from '@/state/modals.store'
import { useSession } from '@/state/session.store'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'
import { summaryQueryOptions } from './api/points'
import { ConvertForm } from './components/convert-form'
import { MallItems } from './components/mall-items'
import { PointsDetails } from './components/points-details'
import { PointsSummaryCard } from './components/points-summary'
import { RedeemHistory } from './components/redeem-history'
import * as styles from './point-mall.css'
import { useErrorReason } from '@/i18n/ui-labels'

type Tab = 'items' | 'history' | 'details'

/** Point mall (spec §2.1, §3, §9): balance and ratio, items to redeem, redeem history, points details, conversion. */
export function PointMallScreen() {
  const { t } = useLingui()
  const reason = useErrorReason()
  const { token, account, isAgent } = useSession()
  const isMember = Boolean(token) && isAgent !== 4
  const summary = useQuery({ ...summaryQueryOptions(account), enabled: isMember })
  const [tab, setTab] = useState<Tab>('items')
  const [redeemed, setRedeemed] = useState('')
  const tabs: [Tab, string][] = [
    ['items', t({ id: 'pointMall.tab.items', message: 'Items' })],
    ['history', t({ id: 'pointMall.tab.history', message: 'Redeem history' })],
    ['details', t({ id: 'pointMall.tab.details', message: 'Points details' })],
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
      ) : summary.isPending ? (
        <StatusPanel
          testId="summary-loading"
          title={t({ id: 'pointMall.summary.loading', message: 'Loading your points…' })}
        />
      ) : summary.isError ? (
        <StatusPanel
          tone="error"
          testId="summary-error"
          title={t({ id: 'pointMall.summary.error', message: 'Your points could not be loaded.' })}
          message={reason(summary.error)}
          action={
            <button type="button" className={ui.button} onClick={() => void summary.refetch()}>
              {t({ id: 'pointMall.retry', message: 'Retry' })}
            </button>
          }
        />
      ) : (
        <>
          <PointsSummaryCard summary={summary.data} />
          <section className={styles.card}>
            <ConvertForm summary={summary.data} minorUnits={getBrand().currency.minorUnits} />
          </section>
        </>
      )}
      {redeemed ? (
        <p className={styles.success} role="status" data-testid="redeem-done">
          {redeemed}
        </p>
      ) : null}
      {isMember ? (
        <div
          role="tablist"
          className={styles.tabs}
          aria-label={t({ id: 'pointMall.sections', message: 'Sections' })}
        >
          {tabs.map(([key, label]) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={tab === key}
              className={styles.tab}
              data-testid={`points-tab-${key}`}
              onClick={() => setTab(key)}
            >
              {label}
            </button>
          ))}
        </div>
      ) : null}
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
    </div>
  )
}
