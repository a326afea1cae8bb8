import { useLingui } from '@lingui/react/macro'
import { useState, type ComponentType } from 'react'
import { useContractsQuery, type ContractKind } from '@/api/agent/get-contracts'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import type { CentrePageProps } from '@/ui/centre-pages'
import { QueryState } from '@/ui/query-state'
import { StatusPanel } from '@/ui/status-panel'
import { Tabs, type TabItem } from '@/ui/tabs'
import { ContractTable } from './components/contract-table'
import { MyContract } from './components/my-contract'
import { NoticeProvider } from './components/notice'
import { OfferForm } from './components/offer-form'
import { PayoutRecords } from './components/payout-records'
import * as styles from './contracts.css'
import { useContractLabels } from './labels'
import { offeredByMe } from './lib/contract-state'

type Tab = 'mine' | 'downlines' | 'requests' | 'payouts'

/**
 * One contract entry of the agent centre (spec §2.9, §4): the agent's own contract with its upline,
 * the contracts it offered its downlines with a new offer, every request with its state, and the
 * payout records.
 */
function ContractPage(props: { kind: ContractKind }) {
  const { kind } = props
  const { t } = useLingui()
  const labels = useContractLabels()
  const contracts = useContractsQuery(kind)
  const [tab, setTab] = useState<Tab>('mine')
  const stateLabels = useQueryStateLabels(
    t({ id: 'agent.contracts.none', message: 'No contracts yet' }),
  )
  const item = (value: Tab, label: string): TabItem<Tab> => ({
    value,
    label,
    testId: `contracts-tab-${value}`,
  })
  const tabs = [
    item('mine', t({ id: 'agent.contracts.tab.mine', message: 'My contract' })),
    item('downlines', t({ id: 'agent.contracts.tab.downlines', message: 'Downline contracts' })),
    item('requests', t({ id: 'agent.contracts.tab.requests', message: 'Contract requests' })),
    item('payouts', t({ id: 'agent.contracts.tab.payouts', message: 'Payout records' })),
  ]
  return (
    <NoticeProvider>
      <div className={styles.page} data-testid={`contracts-${kind}`}>
        <h2 className={styles.title}>{labels.kinds[kind]}</h2>
        <Tabs
          label={labels.kinds[kind]}
          items={tabs}
          value={tab}
          onChange={setTab}
          listClassName={styles.tabs}
          tabClassName={styles.tab}
          panelClassName={styles.section}
        >
          {tab === 'payouts' ? (
            <PayoutRecords kind={kind} />
          ) : (
            <QueryState query={contracts} labels={stateLabels} testId="contracts">
              {({ list }) => (
                <>
                  {tab === 'mine' ? <MyContract contracts={list} /> : null}
                  {tab === 'downlines' ? (
                    <>
                      <OfferForm kind={kind} />
                      {offeredByMe(list).length ? (
                        <ContractTable
                          caption={t({
                            id: 'agent.contracts.tab.downlines',
                            message: 'Downline contracts',
                          })}
                          contracts={offeredByMe(list)}
                          testId="downline-contracts"
                        />
                      ) : (
                        <StatusPanel
                          testId="downline-contracts-empty"
                          title={t({
                            id: 'agent.contracts.downlines.none',
                            message: 'You have not offered any contract of this type',
                          })}
                        />
                      )}
                    </>
                  ) : null}
                  {tab === 'requests' ? (
                    list.length ? (
                      <ContractTable
                        caption={t({
                          id: 'agent.contracts.tab.requests',
                          message: 'Contract requests',
                        })}
                        contracts={list}
                        testId="contract-requests"
                      />
                    ) : (
                      <StatusPanel testId="contract-requests-empty" title={stateLabels.empty} />
                    )
                  ) : null}
                </>
              )}
            </QueryState>
          )}
        </Tabs>
      </div>
    </NoticeProvider>
  )
}

/** agentDividendRecordCopy2: the dividend contract. */
export const DividendPage: ComponentType<CentrePageProps> = () => <ContractPage kind="dividend" />
/** agentDailyWages2: the daily salary contract. */
export const DailyWagesPage: ComponentType<CentrePageProps> = () => (
  <ContractPage kind="dailySalary" />
)
/** agentHourSalary: the hourly salary contract. */
export const HourSalaryPage: ComponentType<CentrePageProps> = () => (
  <ContractPage kind="hourlySalary" />
)
/** agentRealtimeSalary: the real-time salary contract. */
export const RealtimeSalaryPage: ComponentType<CentrePageProps> = () => (
  <ContractPage kind="realtimeSalary" />
)
