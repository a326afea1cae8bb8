import { useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { useVendorName } from '@/api/games/get-vendors'
import type { VendorWallets } from '@/api/wallet/get-vendors'
import { useVendorTransferMutation } from '@/api/wallet/vendor-transfer'
import { useFormatters } from '@/i18n/format'
import { getBrand } from '@/state/brand.store'
import { FormError } from '@/ui/form-error'
import * as ui from '@/ui/ui.css'
import { checkAmount } from '../lib/amount'
import * as styles from '../money.css'
import { useAmountMessages } from './amount-messages'
import { TextField } from './text-field'
import { useErrorReason } from '@/i18n/ui-labels'

/** Moves money into a vendor wallet from the main wallet, or back out of it. */
export function VendorTransferForm({ wallets }: { wallets: VendorWallets }) {
  const { t } = useLingui()
  const format = useFormatters()
  const amountMessage = useAmountMessages()
  const transfer = useVendorTransferMutation()
  const reason = useErrorReason()
  const vendorId = useId()
  const vendorName = useVendorName()
  const [vendor, setVendor] = useState(wallets.vendors[0]?.vendor ?? '')
  const [direction, setDirection] = useState<'in' | 'out'>('in')
  const [text, setText] = useState('')
  const [error, setError] = useState('')
  const [done, setDone] = useState('')
  const source =
    direction === 'in'
      ? wallets.main
      : (wallets.vendors.find((w) => w.vendor === vendor)?.balance ?? 0)
  const available = format.money(source)
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    setDone('')
    const checked = checkAmount(text, getBrand().currency, { balance: source }, format.locale)
    if (checked.problem) return setError(amountMessage(checked.problem, { balance: source }))
    setError('')
    const amount = format.money(checked.amount)
    const chosen = vendor
    transfer.mutate(
      { vendor: chosen, direction, amount: checked.amount },
      {
        onSuccess: () => {
          // The message names the wallet by the vendor's display name.
          const vendor = vendorName(chosen)
          setText('')
          setDone(
            direction === 'in'
              ? t({ id: 'member.wallet.movedIn', message: `${amount} moved to ${vendor}.` })
              : t({
                  id: 'member.wallet.movedOut',
                  message: `${amount} moved back from ${vendor}.`,
                }),
          )
        },
      },
    )
  }
  return (
    <form className={styles.card} onSubmit={handleSubmit} noValidate data-testid="wallet-transfer">
      <h3 className={styles.cardTitle}>
        {t({ id: 'member.wallet.transferTitle', message: 'Transfer between wallets' })}
      </h3>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>
          {t({ id: 'member.wallet.direction', message: 'Direction' })}
        </legend>
        {(['in', 'out'] as const).map((value) => (
          <label key={value} className={styles.choice}>
            <span>
              <input
                type="radio"
                name="direction"
                value={value}
                checked={direction === value}
                data-testid={`wallet-direction-${value}`}
                onChange={() => setDirection(value)}
              />{' '}
              {value === 'in'
                ? t({ id: 'member.wallet.in', message: 'Main wallet → game wallet' })
                : t({ id: 'member.wallet.out', message: 'Game wallet → main wallet' })}
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.row}>
        <div className={`${ui.field} ${styles.grow}`}>
          <label htmlFor={vendorId}>
            {t({ id: 'member.wallet.vendor', message: 'Game wallet' })}
          </label>
          <select
            id={vendorId}
            className={ui.input}
            value={vendor}
            data-testid="wallet-vendor"
            onChange={(event) => setVendor(event.target.value)}
          >
            {wallets.vendors.map((w) => (
              <option key={w.vendor} value={w.vendor}>
                {vendorName(w.vendor)} ({format.money(w.balance)})
              </option>
            ))}
          </select>
        </div>
        <TextField
          required
          className={styles.grow}
          label={t({ id: 'member.money.amount', message: 'Amount' })}
          hint={t({ id: 'member.money.available', message: `Available: ${available}` })}
          inputMode="decimal"
          value={text}
          onChange={setText}
          error={error}
          testId="wallet-amount"
        />
        <button
          type="submit"
          className={ui.buttonPrimary}
          disabled={transfer.isPending || !vendor}
          data-testid="wallet-submit"
        >
          {t({ id: 'member.wallet.transfer', message: 'Transfer' })}
        </button>
      </div>
      <FormError message={transfer.error ? reason(transfer.error) : ''} testId="wallet-refused" />
      {done ? (
        <p className={styles.success} role="status" data-testid="wallet-done">
          {done}
        </p>
      ) : null}
    </form>
  )
}
