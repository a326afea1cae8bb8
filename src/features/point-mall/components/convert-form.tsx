import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { useConvertPointsMutation } from '@/api/points/convert-points'
import type { PointsSummary } from '@/api/points/get-summary'
import { useFormatters } from '@/i18n/format'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { FormError } from '@/ui/form-error'
import * as ui from '@/ui/ui.css'
import * as styles from '../point-mall.css'
import { PaymentPasswordField } from './password-field'
import { useErrorReason } from '@/i18n/ui-labels'

/** Minor units that a number of points converts to (the ratio is points per currency unit). */
export const pointsToMinor = (points: number, exchangeRatio: number, minorUnits: number) =>
  Math.floor((points * 10 ** minorUnits) / exchangeRatio)

/** Converts points to wallet money: points in multiples of the step, payment password, confirm. */
export function ConvertForm(props: { summary: PointsSummary; minorUnits: number }) {
  const { summary, minorUnits } = props
  const { t } = useLingui()
  const format = useFormatters()
  const pointsId = useId()
  const [text, setText] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState('')
  const [done, setDone] = useState('')
  const [isConfirming, setConfirming] = useState(false)
  const points = Number(text)
  const convert = useConvertPointsMutation()
  const reason = useErrorReason()
  const handleConverted = (answer: { amount: number }) => {
    const credited = format.money(answer.amount)
    setDone(
      t({
        id: 'pointMall.convert.done',
        message: `Converted. ${credited} was added to your wallet.`,
      }),
    )
    setText('')
    setPassword('')
  }
  const step = format.count(summary.convertStep)
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    setError('')
    setDone('')
    if (!/^\d+$/.test(text) || points <= 0 || points % summary.convertStep !== 0)
      return setError(
        t({
          id: 'pointMall.convert.step',
          message: `Enter points in multiples of ${step}.`,
        }),
      )
    if (points > summary.points)
      return setError(
        t({ id: 'pointMall.convert.notEnough', message: 'You do not have that many points.' }),
      )
    if (!/^\d{6}$/.test(password))
      return setError(
        t({ id: 'pointMall.passwordFormat', message: 'Enter your 6-digit payment password.' }),
      )
    setConfirming(true)
  }
  const amount = format.money(pointsToMinor(points || 0, summary.exchangeRatio, minorUnits))
  const count = format.count(points || 0)
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate data-testid="convert-form">
      <h2 className={styles.itemName}>
        {t({ id: 'pointMall.convert.title', message: 'Convert points to wallet money' })}
      </h2>
      <div className={styles.inline}>
        <div className={ui.field}>
          <label htmlFor={pointsId}>
            {t({ id: 'pointMall.convert.points', message: 'Points' })}
          </label>
          <input
            id={pointsId}
            className={ui.input}
            inputMode="numeric"
            value={text}
            data-testid="convert-points"
            onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
          />
        </div>
        <PaymentPasswordField value={password} onChange={setPassword} testId="convert-password" />
        <button
          type="submit"
          className={ui.buttonPrimary}
          disabled={convert.isPending}
          data-testid="convert-submit"
        >
          {t({ id: 'pointMall.convert.submit', message: 'Convert' })}
        </button>
      </div>
      <p className={styles.muted}>
        {t({ id: 'pointMall.convert.preview', message: `You receive ${amount}` })}
      </p>
      <FormError message={error} testId="convert-error" />
      {done ? (
        <p className={styles.success} role="status" data-testid="convert-done">
          {done}
        </p>
      ) : null}
      {isConfirming ? (
        <ConfirmDialog
          message={t({
            id: 'pointMall.convert.confirm',
            message: plural(points, {
              one: `Convert ${count} point to ${amount}?`,
              other: `Convert ${count} points to ${amount}?`,
            }),
          })}
          cancelLabel={t({ id: 'pointMall.cancel', message: 'Cancel' })}
          confirmLabel={t({ id: 'pointMall.confirm', message: 'Confirm' })}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            convert.mutate(
              { points, password },
              { onSuccess: handleConverted, onError: (e) => setError(reason(e)) },
            )
          }}
        />
      ) : null}
    </form>
  )
}
