import { useLingui } from '@lingui/react/macro'
import type { Marketing } from '@/api/inbox/get-marketing'
import { useFormatters } from '@/i18n/format'
import * as styles from '../inbox.css'

/** What the member's marketing brought: sign-ups with their code, the week's, depositors, deposits. */
export function MarketingResults({ results }: { results: Marketing['results'] }) {
  const { t } = useLingui()
  const format = useFormatters()
  const figures: [string, string, string][] = [
    [
      'registered',
      t({ id: 'marketing.results.registered', message: 'Sign-ups with your code' }),
      format.count(results.registered),
    ],
    [
      'week',
      t({ id: 'marketing.results.week', message: 'Sign-ups in the last 7 days' }),
      format.count(results.registeredWeek),
    ],
    [
      'depositors',
      t({ id: 'marketing.results.depositors', message: 'Of them, who deposited' }),
      format.count(results.depositors),
    ],
    [
      'deposits',
      t({ id: 'marketing.results.deposits', message: 'Their deposits' }),
      format.money(results.deposits),
    ],
  ]
  return (
    <div className={styles.card}>
      <h3 className={styles.subTitle}>{t({ id: 'marketing.results', message: 'Your results' })}</h3>
      <dl className={styles.stats}>
        {figures.map(([key, label, value]) => (
          <div key={key} className={styles.stat}>
            <dt className={styles.muted}>{label}</dt>
            <dd className={styles.statValue} data-testid={`marketing-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
