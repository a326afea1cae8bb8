import { Link, useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import * as ui from '@/ui/ui.css'
import type { Promotion } from '@/api/content/get-promotions'
import * as styles from '../promotions.css'
import { PromotionAction } from './promotion-action'
import { PromotionPeriod } from './promotion-period'
import { PromotionStatusBadge } from './promotion-status'

/** One promotion in the list: picture, title, period, status and its action. */
export function PromotionCard(props: { promotion: Promotion }) {
  const { promotion } = props
  const { t } = useLingui()
  const navigate = useNavigate()
  const search = { id: promotion.id }
  return (
    <li className={styles.card} data-testid="promotion-card" data-id={promotion.id}>
      <img
        className={styles.image}
        src={promotion.image}
        width={promotion.imageWidth}
        height={promotion.imageHeight}
        loading="lazy"
        decoding="async"
        alt=""
      />
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>{promotion.title}</h2>
        <PromotionPeriod promotion={promotion} />
        <p className={styles.text}>{promotion.summary}</p>
        <div className={styles.row}>
          <PromotionStatusBadge status={promotion.status} testId="promotion-status" />
          <div className={styles.actions}>
            <Link to={'/promoDetail' as never} search={search as never} className={ui.button}>
              {t({ id: 'promotions.details', message: 'Details' })}
            </Link>
            <PromotionAction
              promotion={promotion}
              onApply={() =>
                void navigate({
                  to: '/promoDetail' as never,
                  search: { ...search, apply: '1' } as never,
                })
              }
              onDraw={() => void navigate({ to: '/promoDetail' as never, search: search as never })}
            />
          </div>
        </div>
      </div>
    </li>
  )
}
