import { useLingui } from '@lingui/react/macro'
import type { PromotionStatus } from '@/api/content/get-promotions'
import { statusLabels, statusTone } from '../lib/status'
import * as styles from '../promotions.css'

/** The localized activity status as a badge. */
export function PromotionStatusBadge(props: { status: PromotionStatus; testId?: string }) {
  const { i18n } = useLingui()
  return (
    <span
      className={styles.badge[statusTone(props.status)]}
      data-status={props.status}
      data-testid={props.testId}
    >
      {i18n._(statusLabels[props.status])}
    </span>
  )
}
