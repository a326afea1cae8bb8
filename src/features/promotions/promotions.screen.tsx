import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { usePreferences } from '@/state/preferences.store'
import { useSession } from '@/state/session.store'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'
import { promotionsQueryOptions } from './api/promotions'
import { categoryLabels } from './components/category-label'
import { PromotionCard } from './components/promotion-card'
import * as styles from './promotions.css'
import { useErrorReason } from '@/i18n/ui-labels'

/** Promotions (spec §2.1): category tabs, one card per promotion with its status and action. */
export function PromotionsScreen() {
  const { t, i18n } = useLingui()
  const reason = useErrorReason()
  const { account } = useSession()
  const { language } = usePreferences()
  const [category, setCategory] = useState('all')
  const query = useQuery(promotionsQueryOptions({ account, language }))
  const heading = (
    <h1 className={styles.title}>{t({ id: 'promotions.title', message: 'Promotions' })}</h1>
  )
  if (query.isPending)
    return (
      <div className={styles.page}>
        {heading}
        <StatusPanel
          testId="promotions-loading"
          title={t({ id: 'promotions.loading', message: 'Loading promotions…' })}
        />
      </div>
    )
  if (query.isError)
    return (
      <div className={styles.page}>
        {heading}
        <StatusPanel
          tone="error"
          testId="promotions-error"
          title={t({ id: 'promotions.error', message: 'Promotions could not be loaded.' })}
          message={reason(query.error)}
          action={
            <button type="button" className={ui.button} onClick={() => void query.refetch()}>
              {t({ id: 'promotions.retry', message: 'Retry' })}
            </button>
          }
        />
      </div>
    )
  const { categories, list } = query.data
  const shown = category === 'all' ? list : list.filter((p) => p.category === category)
  return (
    <div className={styles.page}>
      {heading}
      {categories.length > 1 ? (
        <div
          role="tablist"
          className={styles.tabs}
          aria-label={t({ id: 'promotions.categories', message: 'Categories' })}
        >
          {['all', ...categories].map((c) => (
            <button
              key={c}
              type="button"
              role="tab"
              aria-selected={category === c}
              className={styles.tab}
              data-testid={`promotions-tab-${c}`}
              onClick={() => setCategory(c)}
            >
              {categoryLabels[c] ? i18n._(categoryLabels[c]) : c}
            </button>
          ))}
        </div>
      ) : null}
      {shown.length === 0 ? (
        <StatusPanel
          testId="promotions-empty"
          title={t({ id: 'promotions.empty', message: 'No promotions right now' })}
          message={t({
            id: 'promotions.emptyHint',
            message: 'New promotions appear here. Please check back soon.',
          })}
        />
      ) : (
        <ul className={styles.grid} data-testid="promotions-list">
          {shown.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} />
          ))}
        </ul>
      )}
    </div>
  )
}
