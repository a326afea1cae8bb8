import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Dialog } from '@/ui/dialog'
import { FormError } from '@/ui/form-error'
import * as ui from '@/ui/ui.css'
import * as styles from '../contracts.css'
import { RealtimeAgreement } from './realtime-agreement'

/** The real-time salary agreement before an offer is accepted: it must be ticked first. */
export function AgreementDialog(props: { onCancel: () => void; onAccept: () => void }) {
  const { t } = useLingui()
  const [isAgreed, setAgreed] = useState(false)
  const [error, setError] = useState('')
  return (
    <Dialog
      title={t({ id: 'agent.contracts.agreement.title', message: 'Real-time salary agreement' })}
      closeLabel={t({ id: 'agent.contracts.close', message: 'Close' })}
      onClose={props.onCancel}
      testId="agreement-dialog"
    >
      <div className={styles.section}>
        <RealtimeAgreement
          isAccepted={isAgreed}
          onChange={(value) => {
            setAgreed(value)
            setError('')
          }}
        />
        <FormError message={error} testId="agreement-error" />
        <div className={ui.actions}>
          <button type="button" className={ui.button} onClick={props.onCancel}>
            {t({ id: 'agent.contracts.cancel', message: 'Cancel' })}
          </button>
          <button
            type="button"
            className={ui.buttonPrimary}
            data-testid="agreement-accept"
            onClick={() =>
              isAgreed
                ? props.onAccept()
                : setError(
                    t({
                      id: 'agent.contracts.agreement.required',
                      message: 'Accept the agreement to continue',
                    }),
                  )
            }
          >
            {t({ id: 'agent.contracts.accept', message: 'Accept' })}
          </button>
        </div>
      </div>
    </Dialog>
  )
}
