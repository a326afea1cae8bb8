import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { useProfileQuery } from '@/api/member/get-profile'
import { useBalanceQuery } from '@/api/wallet/get-balance'
import { useTransferToUplineMutation } from '@/api/wallet/transfer'
import { useFormatters } from '@/i18n/format'
import { useErrorReason, useQueryStateLabels } from '@/i18n/ui-labels'
import { getBrand } from '@/state/brand.store'
import type { CentrePageProps } from '@/ui/centre-pages'
import { FormError } from '@/ui/form-error'
import { QueryState } from '@/ui/query-state'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'
import { useAmountMessages } from './components/amount-messages'
import { TextField } from './components/text-field'
import { checkAmount } from './lib/amount'
import * as styles from './money.css'

/** Transfer to upline (transferUpline): the member sends money to the agent above them. */
export function TransferUplinePage({ openPage }: CentrePageProps) {
  const { t } = useLingui()
  const profile = useProfileQuery()
  const labels = useQueryStateLabels('')
  return (
    <section className={styles.page} data-testid="transfer-upline">
      <h2 className={styles.title}>
        {t({ id: 'member.transferUpline', message: 'Transfer to upline' })}
      </h2>
      <QueryState query={profile} labels={labels} testId="upline">
        {(data) =>
          data.upline ? (
            <UplineForm upline={data.upline} />
          ) : (
            <StatusPanel
              testId="upline-none"
              title={t({ id: 'member.upline.none', message: 'You have no upline' })}
              message={t({
                id: 'member.upline.noneHint',
                message: 'Only an account registered under an agent can transfer to its upline.',
              })}
              action={
                <button
                  type="button"
                  className={ui.button}
                  onClick={() => openPage('transferFund')}
                >
                  {t({ id: 'member.transferFund', message: 'My wallet' })}
                </button>
              }
            />
          )
        }
      </QueryState>
    </section>
  )
}

function UplineForm({ upline }: { upline: string }) {
  const { t } = useLingui()
  const format = useFormatters()
  const amountMessage = useAmountMessages()
  const balance = useBalanceQuery()
  const transfer = useTransferToUplineMutation()
  const reason = useErrorReason()
  const [text, setText] = useState('')
  const [error, setError] = useState('')
  const available = balance.data ?? 0
  const availableText = format.money(available)
  const sent = transfer.data ? format.money(transfer.variables.amount) : ''
  const left = transfer.data ? format.money(transfer.data.sumBalance) : ''
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkAmount(text, getBrand().currency, { balance: available }, format.locale)
    if (checked.problem) return setError(amountMessage(checked.problem, { balance: available }))
    setError('')
    transfer.mutate(
      { to: upline, amount: checked.amount, reference: crypto.randomUUID() },
      { onSuccess: () => setText('') },
    )
  }
  return (
    <form className={styles.card} onSubmit={handleSubmit} noValidate data-testid="upline-form">
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>
            {t({ id: 'member.upline.name', message: 'Your upline' })}
          </dt>
          <dd className={styles.figure} data-testid="upline-name">
            {upline}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>
            {t({ id: 'member.money.balance', message: 'Balance' })}
          </dt>
          <dd className={styles.figure} data-testid="upline-balance">
            {availableText}
          </dd>
        </div>
      </dl>
      <div className={styles.row}>
        <TextField
          required
          className={styles.grow}
          label={t({ id: 'member.money.amount', message: 'Amount' })}
          inputMode="decimal"
          value={text}
          onChange={setText}
          error={error}
          testId="upline-amount"
        />
        <button
          type="submit"
          className={ui.buttonPrimary}
          disabled={transfer.isPending}
          data-testid="upline-submit"
        >
          {t({ id: 'member.wallet.transfer', message: 'Transfer' })}
        </button>
      </div>
      <FormError message={transfer.error ? reason(transfer.error) : ''} testId="upline-refused" />
      {transfer.data ? (
        <p className={styles.success} role="status" data-testid="upline-done">
          {t({
            id: 'member.upline.done',
            message: `${sent} sent to ${upline}. Your balance is now ${left}.`,
          })}
        </p>
      ) : null}
    </form>
  )
}
