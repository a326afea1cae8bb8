import { useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import type { ContractKind } from '@/api/agent/get-contracts'
import { useDownlineAgentsQuery } from '@/api/agent/get-downline'
import { useOfferContractMutation } from '@/api/agent/offer-contract'
import { useFormatters } from '@/i18n/format'
import { getBrand } from '@/state/brand.store'
import { FormError } from '@/ui/form-error'
import * as ui from '@/ui/ui.css'
import * as styles from '../contracts.css'
import { useContractLabels, useProblemText } from '../labels'
import { checkOffer, emptyOffer, type OfferFields, type OfferProblems } from '../lib/offer-form'
import { OfferField } from './offer-field'
import { useErrorReason } from '@/i18n/ui-labels'

/** Offering a contract of one kind to a direct downline agent (spec §3 contract fields). */
export function OfferForm(props: { kind: ContractKind }) {
  const { kind } = props
  const { t } = useLingui()
  const { locale } = useFormatters()
  const id = useId()
  const labels = useContractLabels()
  const problemText = useProblemText()
  const downlines = useDownlineAgentsQuery()
  const offer = useOfferContractMutation()
  const reason = useErrorReason()
  const [fields, setFields] = useState<OfferFields>(emptyOffer())
  const [problems, setProblems] = useState<OfferProblems>({})
  const [sent, setSent] = useState('')
  const set = (name: keyof OfferFields) => (value: string) => {
    setFields((f) => ({ ...f, [name]: value }))
    setProblems((p) => ({ ...p, [name]: undefined }))
  }
  const field = (name: keyof OfferFields, label: string, mode: 'decimal' | 'numeric' | 'text') => (
    <OfferField
      name={name}
      label={label}
      value={fields[name]}
      inputMode={mode}
      error={problemText(problems[name])}
      onChange={set(name)}
      list={name === 'downline' ? `${id}-downlines` : undefined}
    />
  )
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    setSent('')
    const checked = checkOffer(kind, fields, getBrand().currency, locale)
    if ('problems' in checked) return setProblems(checked.problems)
    offer.mutate(checked.request, {
      onSuccess: ({ counterparty: name }) => {
        setSent(
          t({
            id: 'agent.contracts.offer.sent',
            message: `Offer sent to ${name}`,
          }),
        )
        setFields(emptyOffer())
      },
    })
  }
  return (
    <form
      className={`${ui.form} ${styles.card}`}
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="offer-form"
    >
      <h3 id={`${id}-title`} className={styles.sectionTitle}>
        {t({ id: 'agent.contracts.offer.title', message: 'Offer a contract to a downline agent' })}
      </h3>
      <div className={styles.grid}>
        {field(
          'downline',
          t({ id: 'agent.contracts.offer.downline', message: 'Downline agent username' }),
          'text',
        )}
        <datalist id={`${id}-downlines`}>
          {(downlines.data ?? []).map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        {field('rate', t({ id: 'agent.contracts.offer.rate', message: 'Rate (%)' }), 'decimal')}
        {field(
          'activeMembers',
          t({ id: 'agent.contracts.activeMembers', message: 'Active members' }),
          'numeric',
        )}
        {field('validBet', labels.validBet[kind], 'decimal')}
        {kind === 'dividend' ? (
          <label className={ui.field}>
            <span>{t({ id: 'agent.contracts.plPeriod', message: 'Profit and loss period' })}</span>
            <select
              className={ui.input}
              value={fields.periodType}
              name="periodType"
              onChange={(event) => set('periodType')(event.target.value)}
            >
              {(['D', 'W', 'M'] as const).map((p) => (
                <option key={p} value={p}>
                  {labels.periods[p]}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {kind === 'realtimeSalary' ? (
          <>
            {field(
              'profitRate',
              t({ id: 'agent.contracts.offer.profitRate', message: 'Profit rate (%)' }),
              'decimal',
            )}
            {field(
              'lossRate',
              t({ id: 'agent.contracts.offer.lossRate', message: 'Loss rate (%)' }),
              'decimal',
            )}
            {field(
              'singleBet',
              t({ id: 'agent.contracts.singleBet', message: 'Single bet amount' }),
              'decimal',
            )}
          </>
        ) : null}
      </div>
      <FormError message={offer.error ? reason(offer.error) : ''} testId="offer-error" />
      {sent ? (
        <p role="status" className={styles.muted} data-testid="offer-sent">
          {sent}
        </p>
      ) : null}
      <div className={styles.row}>
        <button
          type="submit"
          className={ui.buttonPrimary}
          disabled={offer.isPending}
          data-testid="offer-submit"
        >
          {t({ id: 'agent.contracts.offer.submit', message: 'Send offer' })}
        </button>
      </div>
    </form>
  )
}
