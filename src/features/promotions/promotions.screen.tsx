import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { QueryState } from '@/ui/query-state'
import { StatusPanel } from '@/ui/status-panel'
import { Tabs } from '@/ui/tabs'
import { usePromotionsQuery } from '@/api/content/get-promotions'
import { categoryLabels } from './components/category-label'
import { PromotionCard } from './components/promotion-card'
import * as styles from './promotions.css'

/** Promotions (spec §2.1): category tabs, one card per promotion with its status and action. */
export function PromotionsScreen() {
  const { t, i18n } = useLingui()
  const [category, setCategory] = useState('all')
  const query = usePromotionsQuery()
  const labels = useQueryStateLabels('', {
    loading: t({ id: 'promotions.loading', message: 'Loading promotions…' }),
    error: t({ id: 'promotions.error', message: 'Promotions could not be loaded.' }),
  })
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t({ id: 'promotions.title', message: 'Promotions' })}</h1>
      <QueryState query={query} labels={labels} testId="promotions">
        {({ categories, list }) => {
          const shown = category === 'all' ? list : list.filter((p) => p.category === category)
          // One category needs no tabs.
          const tabs = categories.length > 1 ? ['all', ...categories] : []
          return (
            <Tabs
              label={t({ id: 'promotions.categories', message: 'Categories' })}
              items={tabs.map((c) => ({
                value: c,
                label: categoryLabels[c] ? i18n._(categoryLabels[c]) : c,
                testId: `promotions-tab-${c}`,
              }))}
              value={category}
              onChange={setCategory}
            >
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
            </Tabs>
          )
        }}
      </QueryState>
    </div>
  )
}
