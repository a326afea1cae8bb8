import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import * as styles from '../contracts.css'

/**
 * The real-time salary agreement the downline reads and accepts before it may accept a real-time
 * salary offer (spec §2.9).
 */
export function RealtimeAgreement(props: { isAccepted: boolean; onChange: (v: boolean) => void }) {
  const { t } = useLingui()
  const id = useId()
  return (
    <div className={styles.section} data-testid="realtime-agreement">
      <div
        className={styles.agreement}
        id={`${id}-text`}
        role="region"
        aria-label={t({
          id: 'agent.contracts.agreement.title',
          message: 'Real-time salary agreement',
        })}
      >
        <p>
          {t({
            id: 'agent.contracts.agreement.body1',
            message:
              'Real-time salary is settled and paid into your wallet every 5 minutes, from the valid bets of your team in the 5 minutes that have just ended.',
          })}
        </p>
        <p>
          {t({
            id: 'agent.contracts.agreement.body2',
            message:
              'Only single bets of at least the single bet amount count. The profit rate applies when your team’s members won in the 5 minutes, the loss rate when they lost, and the contract rate when they broke even.',
          })}
        </p>
        <p>
          {t({
            id: 'agent.contracts.agreement.body3',
            message:
              'Nothing is paid for 5 minutes in which the team does not reach the contract’s valid bet amount and active members. Either party may ask to terminate the contract; it ends when the other party accepts.',
          })}
        </p>
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={props.isAccepted}
          aria-describedby={`${id}-text`}
          onChange={(event) => props.onChange(event.target.checked)}
          data-testid="realtime-agreement-accept"
        />
        <span>
          {t({
            id: 'agent.contracts.agreement.accept',
            message: 'I have read and accept the real-time salary agreement',
          })}
        </span>
      </label>
    </div>
  )
}
