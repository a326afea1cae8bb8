import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { passLoginCheck } from '@/state/login-check'
import * as ui from '@/ui/ui.css'
import * as styles from '../promotions.css'
import { FormError } from '@/ui/form-error'
import { claimPromotion, joinPromotion, promotionsKeys, type Promotion } from '../api/promotions'
import { stepFor, stepLabels } from '../lib/status'

/**
 * The button of what a member may do with a promotion now: apply (opens the form through onApply),
 * join, sign in or claim (call the platform). The login check runs first (spec §5).
 */
export function PromotionAction(props: { promotion: Promotion; onApply: () => void }) {
  const { promotion, onApply } = props
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const step = stepFor(promotion.status, promotion.action)
  const take = useMutation({
    mutationFn: async (): Promise<unknown> =>
      step === 'claim' ? claimPromotion(promotion.id) : joinPromotion(promotion.id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: promotionsKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['wallet'] }),
      ]),
  })
  if (!step) return null
  const handleClick = () => {
    if (!passLoginCheck()) return
    if (step === 'apply') onApply()
    else take.mutate()
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
      <FormError message={take.error?.message ?? ''} testId={`promotion-error-${promotion.id}`} />
    </>
  )
}
