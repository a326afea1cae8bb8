import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { PointsSummary } from '@/api/points/get-summary'
import { useFormatters } from '@/i18n/format'
import { getBrand } from '@/state/brand.store'
import { sourceLabels } from '../labels'
import * as styles from '../point-mall.css'
import { pointsToMinor } from './convert-form'

/** The balance, the pending points, the exchange ratio and what earns points, as the platform computes them. */
export function PointsSummaryCard(props: { summary: PointsSummary }) {
  const { summary } = props
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const { minorUnits } = getBrand().currency
  const { exchangeRatio } = summary
  const points = format.count(exchangeRatio)
  const amount = format.money(10 ** minorUnits)
  const ratio = t({
    id: 'pointMall.ratio',
    message: plural(exchangeRatio, {
      one: `${points} point = ${amount}`,
      other: `${points} points = ${amount}`,
    }),
  })
  const rateText = (rate: PointsSummary['rates'][number]) => {
    const source = i18n._(sourceLabels[rate.source])
    const amount = format.money(rate.perPoint)
    return t({ id: 'pointMall.rate', message: `${source}: 1 point per ${amount}` })
  }
  return (
    <section className={styles.card} data-testid="points-summary">
      <dl className={styles.summaryGrid}>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>
            {t({ id: 'pointMall.balance', message: 'Your points' })}
          </dt>
          <dd className={styles.statValue} data-testid="points-balance">
            {format.count(summary.points)}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>
            {t({ id: 'pointMall.pending', message: 'In processing orders' })}
          </dt>
          <dd className={styles.statValue} data-testid="points-pending">
            {format.count(summary.pending)}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>
            {t({ id: 'pointMall.exchangeRatio', message: 'Exchange ratio' })}
          </dt>
          <dd className={styles.statValue} data-testid="points-ratio">
            {ratio}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t({ id: 'pointMall.worth', message: 'Worth' })}</dt>
          <dd className={styles.statValue}>
            {format.money(pointsToMinor(summary.points, summary.exchangeRatio, minorUnits))}
          </dd>
        </div>
      </dl>
      <p className={styles.text} data-testid="points-never-expire">
        {t({ id: 'pointMall.neverExpire', message: 'Points never expire.' })}
      </p>
      <p className={styles.muted}>
        {t({ id: 'pointMall.howToEarn', message: 'How you earn points:' })}
      </p>
      <ul className={styles.rates} data-testid="points-rates">
        {summary.rates.map((rate) => (
          <li key={rate.source}>{rateText(rate)}</li>
        ))}
      </ul>
    </section>
  )
}
