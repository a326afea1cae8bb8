import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Contract } from '@/api/agent/get-contracts'
import { useRespondContractMutation } from '@/api/agent/respond-contract'
import { useTerminateContractMutation } from '@/api/agent/terminate-contract'
import { useFormatters } from '@/i18n/format'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import * as ui from '@/ui/ui.css'
import * as styles from '../contracts.css'
import { higherRateToConfirm } from '../lib/contract-state'
import { AgreementDialog } from './agreement-dialog'
import { useNotify } from './notice'
import { useErrorReason } from '@/i18n/ui-labels'

type Step =
  | { kind: 'none' }
  | { kind: 'agreement' }
  | { kind: 'confirmHigher'; existingRate: number }
  | { kind: 'confirmTerminate' }

/**
 * What the caller may do with a contract: answer a request waiting for it (accept or refuse), or
 * ask to terminate one in force. Accepting a real-time salary offer goes through its agreement;
 * accepting an offer that ends a higher-rate contract asks for a confirmation first (spec §4).
 */
export function ContractActions(props: { contract: Contract }) {
  const { contract: c } = props
  const { t } = useLingui()
  const format = useFormatters()
  const respond = useRespondContractMutation()
  const terminate = useTerminateContractMutation()
  const notify = useNotify()
  const reason = useErrorReason()
  const [step, setStep] = useState<Step>({ kind: 'none' })
  const isBusy = respond.isPending || terminate.isPending
  const close = () => setStep({ kind: 'none' })

  const accept = (confirm: boolean) =>
    respond.mutate(
      { id: c.id, accept: true, confirm },
      {
        onSuccess: ({ replaced }) => {
          close()
          const rate = replaced ? format.percent(replaced.rate) : ''
          if (replaced)
            notify(
              t({
                id: 'agent.contracts.replaced',
                message: `Accepted. Your previous contract at ${rate} has ended.`,
              }),
            )
        },
        onError: (error) => {
          const existingRate = higherRateToConfirm(error)
          if (existingRate === null) {
            close()
            notify(reason(error))
          } else setStep({ kind: 'confirmHigher', existingRate })
        },
      },
    )
  const answer = (isAccepted: boolean) => {
    if (!isAccepted)
      respond.mutate({ id: c.id, accept: false }, { onError: (error) => notify(reason(error)) })
    else if (c.requestType === 'new' && c.kind === 'realtimeSalary') setStep({ kind: 'agreement' })
    else accept(false)
  }
  const askTermination = () =>
    terminate.mutate(c.id, {
      onSuccess: close,
      onError: (error) => {
        close()
        notify(reason(error))
      },
    })

  const canAnswer = c.awaitingMe && c.status === 'pending'
  const canTerminate = c.status === 'active'
  if (!canAnswer && !canTerminate) return null
  const existing = step.kind === 'confirmHigher' ? format.percent(step.existingRate) : ''
  const offered = format.percent(c.rate)
  const name = c.counterparty
  return (
    <div className={styles.row}>
      {canAnswer ? (
        <>
          <button
            type="button"
            className={ui.buttonPrimary}
            disabled={isBusy}
            onClick={() => answer(true)}
            data-testid="contract-accept"
          >
            {t({ id: 'agent.contracts.accept', message: 'Accept' })}
          </button>
          <button
            type="button"
            className={ui.button}
            disabled={isBusy}
            onClick={() => answer(false)}
            data-testid="contract-refuse"
          >
            {t({ id: 'agent.contracts.refuse', message: 'Refuse' })}
          </button>
        </>
      ) : (
        <button
          type="button"
          className={ui.button}
          disabled={isBusy}
          onClick={() => setStep({ kind: 'confirmTerminate' })}
          data-testid="contract-terminate"
        >
          {t({ id: 'agent.contracts.terminate', message: 'Terminate' })}
        </button>
      )}
      {step.kind === 'agreement' ? (
        <AgreementDialog onCancel={close} onAccept={() => accept(false)} />
      ) : null}
      {step.kind === 'confirmHigher' ? (
        <ConfirmDialog
          message={t({
            id: 'agent.contracts.confirmHigher',
            message: `Accepting ends your current contract at ${existing}, which is higher than this offer's ${offered}. Accept anyway?`,
          })}
          cancelLabel={t({ id: 'agent.contracts.cancel', message: 'Cancel' })}
          confirmLabel={t({ id: 'agent.contracts.acceptAnyway', message: 'Accept and end it' })}
          onCancel={close}
          onConfirm={() => accept(true)}
        />
      ) : null}
      {step.kind === 'confirmTerminate' ? (
        <ConfirmDialog
          message={t({
            id: 'agent.contracts.confirmTerminate',
            message: `Ask ${name} to terminate this contract? It ends when they accept.`,
          })}
          cancelLabel={t({ id: 'agent.contracts.cancel', message: 'Cancel' })}
          confirmLabel={t({ id: 'agent.contracts.terminate', message: 'Terminate' })}
          onCancel={close}
          onConfirm={askTermination}
        />
      ) : null}
    </div>
  )
}
