import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { useCreateDepositMutation } from '@/api/finance/create-deposit'
import { asksForBirthDate } from '@/api/responsible/birth-date-refusal'
import { useDepositsQuery } from '@/api/finance/get-deposits'
import type { DepositChannel } from '@/api/finance/get-channels'
import { useFormatters } from '@/i18n/format'
import { getBrand } from '@/state/brand.store'
import { FormError } from '@/ui/form-error'
import * as ui from '@/ui/ui.css'
import { amountInput, checkAmount } from '../lib/amount'
import { cashierUrl } from '../lib/cashier-url'
import * as styles from '../money.css'
import { useAmountMessages } from './amount-messages'
import { BirthDateStep } from './birth-date-step'
import { TextField } from './text-field'
import { useErrorReason } from '@/i18n/ui-labels'

/** Chooses a channel and an amount within its limits, creates the order and links to its cashier. */
export function DepositForm({ channels }: { channels: DepositChannel[] }) {
  const { t } = useLingui()
  const format = useFormatters()
  const amountMessage = useAmountMessages()
  const create = useCreateDepositMutation()
  const reason = useErrorReason()
  const { currency } = getBrand()
  const [channelId, setChannelId] = useState(channels[0]?.id ?? '')
  const [text, setText] = useState('')
  const [error, setError] = useState('')
  const channel = channels.find((c) => c.id === channelId) ?? channels[0]
  if (!channel) return null
  const bounds = { min: channel.minAmount, max: channel.maxAmount }
  const min = format.money(channel.minAmount)
  const max = format.money(channel.maxAmount)
  const order = create.data
  const payUrl = order ? cashierUrl(order.payUrl, window.location.origin) : null
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkAmount(text, currency, bounds, format.locale)
    if (checked.problem) return setError(amountMessage(checked.problem, bounds))
    setError('')
    create.mutate({ channelId: channel.id, amount: checked.amount })
  }
  return (
    <>
      <form className={styles.card} onSubmit={handleSubmit} noValidate data-testid="deposit-form">
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>
            {t({ id: 'member.deposit.channel', message: 'Payment channel' })}
          </legend>
          {channels.map((c) => (
            <label key={c.id} className={styles.choice}>
              <span>
                <input
                  type="radio"
                  name="channel"
                  value={c.id}
                  checked={c.id === channel.id}
                  data-testid="deposit-channel"
                  onChange={() => setChannelId(c.id)}
                />{' '}
                {c.name}
              </span>
              <span className={styles.muted}>
                {format.money(c.minAmount)} – {format.money(c.maxAmount)}
              </span>
            </label>
          ))}
        </fieldset>
        <div
          className={styles.chips}
          role="group"
          aria-label={t({ id: 'member.deposit.presets', message: 'Quick amounts' })}
        >
          {channel.presetAmounts.map((preset) => (
            <button
              key={preset}
              type="button"
              className={styles.chip}
              aria-pressed={text === amountInput(preset, currency, format.locale)}
              data-testid="deposit-preset"
              onClick={() => setText(amountInput(preset, currency, format.locale))}
            >
              {format.money(preset)}
            </button>
          ))}
        </div>
        <div className={styles.row}>
          <TextField
            required
            className={styles.grow}
            label={t({ id: 'member.money.amount', message: 'Amount' })}
            hint={t({ id: 'member.deposit.limits', message: `From ${min} to ${max}` })}
            inputMode="decimal"
            value={text}
            onChange={setText}
            error={error}
            testId="deposit-amount"
          />
          <button
            type="submit"
            className={ui.buttonPrimary}
            disabled={create.isPending}
            data-testid="deposit-submit"
          >
            {t({ id: 'member.deposit.submit', message: 'Deposit' })}
          </button>
        </div>
        <FormError message={create.error ? reason(create.error) : ''} testId="deposit-refused" />
        {order ? (
          <CreatedOrder
            orderId={order.orderId}
            amount={format.money(order.amount)}
            payUrl={payUrl}
          />
        ) : null}
      </form>
      {/* The merchant asks the date of birth before the first deposit: given, the member deposits. */}
      {asksForBirthDate(create.error) ? <BirthDateStep onSaved={() => create.reset()} /> : null}
    </>
  )
}

/**
 * The order just made, followed on the list of orders (which the live stream refreshes): while it
 * waits, the way to pay it; once the PSP reported it, what became of it.
 */
function CreatedOrder(props: { orderId: string; amount: string; payUrl: string | null }) {
  const { t } = useLingui()
  const { orderId, amount, payUrl } = props
  const listed = useDepositsQuery(1).data?.list.find((row) => row.orderId === orderId)
  const status = listed?.status ?? 'pending'
  if (status !== 'pending') {
    const outcome = {
      paid: t({
        id: 'member.deposit.outcome.paid',
        message: `Your deposit of ${amount} was paid.`,
      }),
      failed: t({
        id: 'member.deposit.outcome.failed',
        message: `The payment of ${amount} did not go through. Nothing was taken.`,
      }),
      expired: t({
        id: 'member.deposit.outcome.expired',
        message: `The order of ${amount} expired before it was paid. Start a new deposit to pay.`,
      }),
    }[status === 'cancelled' ? 'failed' : status]
    return (
      <div role="status" className={styles.row} data-testid="deposit-created" data-status={status}>
        <p className={status === 'paid' ? styles.success : ui.errorText}>{outcome}</p>
      </div>
    )
  }
  return (
    <div role="status" className={styles.row} data-testid="deposit-created" data-status={status}>
      <p className={styles.success}>
        {t({
          id: 'member.deposit.created',
          message: `Your order of ${amount} is waiting for payment.`,
        })}
      </p>
      {payUrl ? (
        <a
          className={ui.buttonPrimary}
          href={payUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="deposit-pay"
        >
          {t({ id: 'member.deposit.pay', message: 'Pay at the cashier' })}
        </a>
      ) : (
        <p className={ui.errorText}>
          {t({
            id: 'member.deposit.badCashier',
            message: 'The cashier link is not valid. Please contact customer service.',
          })}
        </p>
      )}
    </div>
  )
}
