import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import type { MallItem } from '@/api/points/get-items'
import type { RedeemOrder } from '@/api/points/get-redeemed'
import { useRedeemItemMutation } from '@/api/points/redeem-item'
import { useFormatters } from '@/i18n/format'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { Dialog } from '@/ui/dialog'
import { FormError } from '@/ui/form-error'
import * as ui from '@/ui/ui.css'
import * as styles from '../point-mall.css'
import { PaymentPasswordField } from './password-field'
import { useErrorReason } from '@/i18n/ui-labels'

/**
 * Redeems one item: the payment password, then a confirmation of what it costs, then the platform's
 * password check; a refusal (wrong password, stock, points) shows in the dialog.
 */
export function RedeemDialog(props: {
  item: MallItem
  onClose: () => void
  onRedeemed: (order: RedeemOrder) => void
}) {
  const { item, onClose, onRedeemed } = props
  const { t } = useLingui()
  const format = useFormatters()
  const [password, setPassword] = useState('')
  const [error, setError] = useState('')
  const [isConfirming, setConfirming] = useState(false)
  const redeem = useRedeemItemMutation()
  const reason = useErrorReason()
  const required = item.pointsRequired
  const points = format.count(required)
  const amount = format.money(item.amountRequired ?? 0)
  const name = item.name
  const cost = item.amountRequired
    ? t({
        id: 'pointMall.costWithAmount',
        message: plural(required, {
          one: `${points} point + ${amount}`,
          other: `${points} points + ${amount}`,
        }),
      })
    : t({
        id: 'pointMall.cost',
        message: plural(required, { one: `${points} point`, other: `${points} points` }),
      })
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    setError('')
    if (!/^\d{6}$/.test(password)) {
      setError(
        t({ id: 'pointMall.passwordFormat', message: 'Enter your 6-digit payment password.' }),
      )
      return
    }
    setConfirming(true)
  }
  return (
    <Dialog
      title={t({ id: 'pointMall.redeemTitle', message: `Redeem ${name}` })}
      closeLabel={t({ id: 'pointMall.close', message: 'Close' })}
      onClose={onClose}
      testId="redeem-dialog"
      className={`${ui.dialog} ${ui.confirm}`}
    >
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <p className={styles.text}>{cost}</p>
        <PaymentPasswordField value={password} onChange={setPassword} testId="redeem-password" />
        <FormError message={error} testId="redeem-error" />
        <div className={ui.actions}>
          <button type="button" className={ui.button} onClick={onClose}>
            {t({ id: 'pointMall.cancel', message: 'Cancel' })}
          </button>
          <button
            type="submit"
            className={ui.buttonPrimary}
            disabled={redeem.isPending}
            data-testid="redeem-submit"
          >
            {t({ id: 'pointMall.redeem', message: 'Redeem' })}
          </button>
        </div>
      </form>
      {isConfirming ? (
        <ConfirmDialog
          message={t({
            id: 'pointMall.confirmRedeem',
            message: `Redeem 1 × ${name} for ${cost}?`,
          })}
          cancelLabel={t({ id: 'pointMall.cancel', message: 'Cancel' })}
          confirmLabel={t({ id: 'pointMall.confirm', message: 'Confirm' })}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            redeem.mutate(
              { itemId: item.id, quantity: 1, password },
              { onSuccess: ({ order }) => onRedeemed(order), onError: (e) => setError(reason(e)) },
            )
          }}
        />
      ) : null}
    </Dialog>
  )
}
