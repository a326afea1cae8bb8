import { useLingui } from '@lingui/react/macro'
import type { Contract } from '@/api/agent/get-contracts'
import { StatusPanel } from '@/ui/status-panel'
import * as styles from '../contracts.css'
import { offersToMe, ownContract } from '../lib/contract-state'
import { ContractActions } from './contract-actions'
import { ContractTerms } from './contract-terms'

/** The agent's own contract with its upline and the upline's offers waiting for an answer. */
export function MyContract(props: { contracts: readonly Contract[] }) {
  const { t } = useLingui()
  const own = ownContract(props.contracts)
  const offers = offersToMe(props.contracts)
  if (!own && !offers.length)
    return (
      <StatusPanel
        testId="my-contract-empty"
        title={t({ id: 'agent.contracts.mine.none', message: 'No contract with your upline' })}
        message={t({
          id: 'agent.contracts.mine.noneHint',
          message:
            'When your upline offers you a contract of this type, it appears here for you to accept or refuse.',
        })}
      />
    )
  return (
    <div className={styles.section}>
      {offers.map((offer) => {
        const name = offer.counterparty
        return (
          <section key={offer.id} className={styles.card} data-testid="offer-to-me">
            <h3 className={styles.sectionTitle}>
              {t({
                id: 'agent.contracts.mine.offer',
                message: `New offer from ${name}`,
              })}
            </h3>
            <ContractTerms contract={offer} />
            <ContractActions contract={offer} />
          </section>
        )
      })}
      {own ? (
        <section className={styles.card} data-testid="my-contract">
          <h3 className={styles.sectionTitle}>
            {t({ id: 'agent.contracts.mine.current', message: 'My current contract' })}
          </h3>
          <ContractTerms contract={own} />
          <ContractActions contract={own} />
        </section>
      ) : null}
    </div>
  )
}
