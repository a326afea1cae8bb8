import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import type { TeamMember } from '@/api/agent/get-downline'
import { usePaymentPasswordStateQuery } from '@/api/finance/get-banks'
import { useBalanceQuery } from '@/api/wallet/get-balance'
import { useTransferToDownlineMutation } from '@/api/wallet/transfer'
import { useFormatters } from '@/i18n/format'
import { getBrand } from '@/state/brand.store'
import { Dialog } from '@/ui/dialog'
import * as ui from '@/ui/ui.css'
import { checkTransfer, type TransferProblems } from '../lib/transfer-check'
import * as styles from '../team.css'
import { Refusal } from './refusal'
import { TextField } from './text-field'

/** Transfers money from the agent's wallet to one direct downline, with the payment password if set. */
export function TransferDialog(props: {
  member: TeamMember
  onClose: () => void
  onDone: (message: string) => void
}) {
  const { member, onClose, onDone } = props
  const { t } = useLingui()
  const format = useFormatters()
  const currency = getBrand().currency
  const balance = useBalanceQuery()
  const passwordState = usePaymentPasswordStateQuery()
  const transfer = useTransferToDownlineMutation()
  // One reference per dialog: a double submit of the same transfer cannot pay twice.
  const [reference] = useState(() => crypto.randomUUID())
  const [text, setText] = useState('')
  const [password, setPassword] = useState('')
  const [problems, setProblems] = useState<TransferProblems>({})
  const needsPassword = passwordState.data === true
  const username = member.username
  const wallet = balance.data === undefined ? undefined : format.money(balance.data)
  const symbol = currency.symbol
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkTransfer({
      text,
      currency,
      balance: balance.data,
      needsPassword,
      password,
      locale: format.locale,
    })
    setProblems(checked.problems)
    if (checked.amount === null || checked.problems.password) return
    const amount = checked.amount
    transfer.mutate(
      {
        to: member.username,
        amount,
        reference,
        ...(needsPassword ? { paymentPassword: password } : {}),
      },
      {
        onSuccess: () => {
          const sent = format.money(amount)
          onDone(
            t({ id: 'agent.transfer.done', message: `${sent} was transferred to ${username}.` }),
          )
        },
      },
    )
  }
  const amountError =
    problems.amount === 'invalid'
      ? t({ id: 'agent.transfer.invalid', message: 'Enter an amount greater than zero.' })
      : problems.amount === 'tooMuch'
        ? t({ id: 'agent.transfer.tooMuch', message: 'This is more than your wallet balance.' })
        : undefined
  return (
    <Dialog
      title={t({ id: 'agent.transfer.title', message: `Transfer to ${username}` })}
      closeLabel={t({ id: 'dialog.close', message: 'Close' })}
      onClose={onClose}
      className={`${ui.dialog} ${ui.confirm}`}
      testId="transfer-dialog"
    >
      <form className={ui.form} onSubmit={handleSubmit} noValidate>
        <p className={styles.muted}>
          {wallet === undefined
            ? t({ id: 'agent.transfer.balanceUnknown', message: 'Your wallet balance is loading…' })
            : t({ id: 'agent.transfer.balance', message: `Your wallet balance: ${wallet}` })}
        </p>
        <TextField
          required
          label={t({ id: 'agent.transfer.amount', message: `Amount (${symbol})` })}
          value={text}
          onChange={setText}
          inputMode={currency.minorUnits ? 'decimal' : 'numeric'}
          error={amountError}
          maxLength={16}
          testId="transfer-amount"
        />
        {needsPassword ? (
          <TextField
            required
            label={t({ id: 'agent.transfer.password', message: 'Payment password' })}
            type="password"
            value={password}
            onChange={(value) => setPassword(value.replace(/\D/g, ''))}
            inputMode="numeric"
            maxLength={6}
            error={
              problems.password
                ? t({
                    id: 'agent.refusal.passwordMissing',
                    message: 'Enter your 6-digit payment password.',
                  })
                : undefined
            }
            testId="transfer-password"
          />
        ) : null}
        <Refusal error={transfer.error} testId="transfer-error" />
        <div className={ui.actions}>
          <button type="button" className={ui.button} onClick={onClose}>
            {t({ id: 'dialog.cancel', message: 'Cancel' })}
          </button>
          <button
            type="submit"
            className={ui.buttonPrimary}
            disabled={transfer.isPending || passwordState.isPending}
            data-testid="transfer-submit"
          >
            {t({ id: 'agent.transfer.submit', message: 'Transfer' })}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
