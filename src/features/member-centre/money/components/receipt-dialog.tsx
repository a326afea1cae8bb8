import { useLingui } from '@lingui/react/macro'
import { useState, type ChangeEvent, type FormEvent } from 'react'
import { useConfirmWithdrawalMutation } from '@/api/finance/confirm-withdrawal'
import type { Withdrawal } from '@/api/finance/get-withdrawals'
import { useFormatters } from '@/i18n/format'
import { useErrorReason } from '@/i18n/ui-labels'
import { getBrand } from '@/state/brand.store'
import { Dialog } from '@/ui/dialog'
import { FormError } from '@/ui/form-error'
import * as ui from '@/ui/ui.css'
import { checkAmount } from '../lib/amount'
import { proofProblem, readDataUrl } from '../lib/proof'
import { partialProblem, receiptOutcomes, type ReceiptOutcome } from '../lib/receipt'
import * as styles from '../money.css'
import { useOutcomeLabels } from './withdrawal-labels'
import { TextField } from './text-field'

/** The member's answer about a disbursed withdrawal: received, not received with proof, or in part. */
export function ReceiptDialog(props: { order: Withdrawal; onClose: () => void }) {
  const { order, onClose } = props
  const { t } = useLingui()
  const format = useFormatters()
  const outcomeLabel = useOutcomeLabels()
  const confirm = useConfirmWithdrawalMutation()
  const reason = useErrorReason()
  const [outcome, setOutcome] = useState<ReceiptOutcome>('received')
  const [proof, setProof] = useState('')
  const [text, setText] = useState('')
  const [error, setError] = useState('')
  const checked = checkAmount(text, getBrand().currency, {}, format.locale)
  const remainder = checked.amount !== undefined ? order.amount - checked.amount : undefined
  const remainderText = format.money(Math.max(remainder ?? 0, 0))
  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    setProof('')
    if (!file) return
    const problem = proofProblem(file)
    if (problem === 'type')
      return setError(t({ id: 'member.receipt.proofType', message: 'Choose a PNG or JPG image.' }))
    if (problem === 'size')
      return setError(
        t({ id: 'member.receipt.proofSize', message: 'The image may be at most 5 MB.' }),
      )
    setError('')
    setProof(await readDataUrl(file))
  }
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (outcome === 'notReceived' && !proof)
      return setError(
        t({
          id: 'member.receipt.proofRequired',
          message: 'Upload a proof that the money did not arrive.',
        }),
      )
    if (
      outcome === 'partlyReceived' &&
      (checked.amount === undefined || partialProblem(checked.amount, order.amount))
    )
      return setError(
        t({
          id: 'member.receipt.partRange',
          message: 'Enter an amount above zero and below the amount withdrawn.',
        }),
      )
    setError('')
    confirm.mutate(
      {
        orderId: order.orderId,
        outcome,
        proof: outcome === 'notReceived' ? proof : undefined,
        receivedAmount: outcome === 'partlyReceived' ? checked.amount : undefined,
      },
      { onSuccess: onClose },
    )
  }
  return (
    <Dialog
      title={t({ id: 'member.receipt.title', message: 'Did you receive the money?' })}
      closeLabel={t({ id: 'dialog.close', message: 'Close' })}
      onClose={onClose}
      testId="receipt-dialog"
    >
      <form className={ui.form} onSubmit={handleSubmit} noValidate>
        <p className={styles.muted}>
          {order.bankName} {order.accountNo} · {format.money(order.amount)}
        </p>
        <fieldset className={styles.choices}>
          <legend className={ui.visuallyHidden}>
            {t({ id: 'member.receipt.title', message: 'Did you receive the money?' })}
          </legend>
          {receiptOutcomes(order).map((value) => (
            <label key={value} className={styles.choice}>
              <span>
                <input
                  type="radio"
                  name="outcome"
                  value={value}
                  checked={outcome === value}
                  data-testid={`receipt-${value}`}
                  onChange={() => {
                    setOutcome(value)
                    setError('')
                  }}
                />{' '}
                {outcomeLabel[value]}
              </span>
            </label>
          ))}
        </fieldset>
        {outcome === 'notReceived' ? (
          <div className={ui.field}>
            <label htmlFor="receipt-proof">
              {t({ id: 'member.receipt.proof', message: 'Proof (PNG or JPG, up to 5 MB)' })}
            </label>
            <input
              id="receipt-proof"
              type="file"
              accept="image/png,image/jpeg"
              className={ui.input}
              data-testid="receipt-proof"
              onChange={(event) => void handleFile(event)}
            />
            {proof ? (
              <img
                className={styles.preview}
                src={proof}
                alt={t({ id: 'member.receipt.preview', message: 'Proof preview' })}
                data-testid="receipt-preview"
              />
            ) : null}
          </div>
        ) : null}
        {outcome === 'partlyReceived' ? (
          <>
            <TextField
              label={t({ id: 'member.receipt.received', message: 'Amount received' })}
              inputMode="decimal"
              value={text}
              onChange={setText}
              testId="receipt-amount"
            />
            <p className={styles.muted} data-testid="receipt-remainder">
              {t({ id: 'member.receipt.remainder', message: `Not received: ${remainderText}` })}
            </p>
          </>
        ) : null}
        <FormError
          message={error || (confirm.error ? reason(confirm.error) : '')}
          testId="receipt-error"
        />
        <div className={ui.actions}>
          <button type="button" className={ui.button} onClick={onClose}>
            {t({ id: 'member.money.cancel', message: 'Cancel' })}
          </button>
          <button
            type="submit"
            className={ui.buttonPrimary}
            disabled={confirm.isPending}
            data-testid="receipt-submit"
          >
            {t({ id: 'member.receipt.submit', message: 'Confirm' })}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
