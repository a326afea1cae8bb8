import { useLingui } from '@lingui/react/macro'
import type { PromotionDetail } from '@/api/content/get-promotion'
import * as styles from '../promotions.css'

/** The member's own application, as the platform answers it with the promotion. */
export type PromotionApplication = NonNullable<PromotionDetail['application']>

/**
 * Where the member's application stands: waiting for review, approved, or refused with the
 * operator's reason (shown as text, never as HTML).
 */
export function ApplicationState(props: { application: PromotionApplication }) {
  const { t } = useLingui()
  const { state, reason } = props.application
  const title = {
    pending: t({
      id: 'promotions.application.pending',
      message: 'Your application is under review.',
    }),
    approved: t({
      id: 'promotions.application.approved',
      message: 'Your application was approved.',
    }),
    refused: t({ id: 'promotions.application.refused', message: 'Your application was rejected.' }),
  }[state]
  return (
    <section className={styles.application} data-state={state} data-testid="promotion-application">
      <h2 className={styles.applicationTitle}>{title}</h2>
      {state === 'refused' && reason ? (
        <p className={styles.applicationReason} data-testid="promotion-application-reason">
          {t({ id: 'promotions.application.reason', message: `Reason: ${reason}` })}
        </p>
      ) : null}
    </section>
  )
}
