import { useLingui } from '@lingui/react/macro'
import { passLoginCheck } from '@/state/login-check'
import * as ui from '@/ui/ui.css'
import * as styles from '../promotions.css'
import { FormError } from '@/ui/form-error'
import { useClaimPromotionMutation } from '@/api/content/claim-promotion'
import type { Promotion } from '@/api/content/get-promotions'
import { useJoinPromotionMutation } from '@/api/content/join-promotion'
import { stepFor, stepLabels } from '../lib/status'
import { useErrorReason } from '@/i18n/ui-labels'

/**
 * The button of what a member may do with a promotion now: apply (opens the form through onApply),
 * draw (opens the raffle through onDraw; none without it, where the raffle is on screen), join,
 * sign in or claim (call the platform). The login check runs first (spec §5).
 */
export function PromotionAction(props: {
  promotion: Promotion
  onApply: () => void
  onDraw?: () => void
}) {
  const { promotion, onApply, onDraw } = props
  const { i18n } = useLingui()
  const reason = useErrorReason()
  const step = stepFor(promotion.status, promotion.action)
  const join = useJoinPromotionMutation()
  const claim = useClaimPromotionMutation()
  const take = step === 'claim' ? claim : join
  if (!step || (step === 'draw' && !onDraw)) return null
  const handleClick = () => {
    if (!passLoginCheck()) return
    if (step === 'apply') onApply()
    else if (step === 'draw') onDraw?.()
    else take.mutate(promotion.id)
  }
  return (
    <>
      <button
        type="button"
        className={`${ui.buttonPrimary} ${styles.disabledAware}`}
        data-testid={`promotion-action-${promotion.id}`}
        disabled={take.isPending}
        onClick={handleClick}
      >
        {i18n._(stepLabels[step])}
      </button>
      <FormError
        message={take.error ? reason(take.error) : ''}
        testId={`promotion-error-${promotion.id}`}
      />
    </>
  )
}
