import { useLingui } from '@lingui/react/macro'
import { useFormatters } from '@/i18n/format'
import type { Promotion } from '@/api/content/get-promotions'
import * as styles from '../promotions.css'

/** When a promotion runs, in the active language. */
export function PromotionPeriod(props: { promotion: Pick<Promotion, 'startAt' | 'endAt'> }) {
  const { t } = useLingui()
  const format = useFormatters()
  const start = format.date(props.promotion.startAt)
  const end = props.promotion.endAt ? format.date(props.promotion.endAt) : null
  return (
    <p className={styles.muted}>
      {end
        ? t({ id: 'promotions.period', message: `${start} – ${end}` })
        : t({ id: 'promotions.periodOpen', message: `From ${start}, no end date` })}
    </p>
  )
}
