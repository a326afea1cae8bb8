import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useClaimRewardMutation } from '@/api/inbox/claim-reward'
import { useRewardsQuery } from '@/api/inbox/get-rewards'
import type { Reward } from '@/api/inbox/get-rewards'
import { useFormatters } from '@/i18n/format'
import type { CentrePageProps } from '@/ui/centre-pages'
import { useErrorReason, useQueryStateLabels } from '@/i18n/ui-labels'
import { MessageDialog } from '@/ui/message-dialog'
import { QueryState } from '@/ui/query-state'
import { StatusPanel } from '@/ui/status-panel'
import { Tabs } from '@/ui/tabs'
import { RecordHint } from './components/record-hint'
import { RewardCard } from './components/reward-card'
import { claimableTotal, groupRewards, rewardTabs, type RewardTab } from './lib/rewards'
import * as styles from './inbox.css'

/** Rewards to claim, claimed and expired; a claim pays into the main wallet (rewardCenter). */
export function RewardCenterPage({ openPage }: CentrePageProps) {
  const { t } = useLingui()
  const format = useFormatters()
  const rewards = useRewardsQuery()
  const claim = useClaimRewardMutation()
  const reason = useErrorReason()
  const [tab, setTab] = useState<RewardTab>('claim')
  const [notice, setNotice] = useState<string | null>(null)
  const labels = useQueryStateLabels(t({ id: 'inbox.rewards.none', message: 'No rewards yet.' }))
  const tabLabel: Record<RewardTab, string> = {
    claim: t({ id: 'inbox.rewards.tab.claim', message: 'Available' }),
    claimed: t({ id: 'inbox.rewards.tab.claimed', message: 'Claimed' }),
    expired: t({ id: 'inbox.rewards.tab.expired', message: 'Expired' }),
  }
  const emptyText: Record<RewardTab, string> = {
    claim: t({ id: 'inbox.rewards.empty.claim', message: 'No rewards to claim right now.' }),
    claimed: t({
      id: 'inbox.rewards.empty.claimed',
      message: 'You have not claimed a reward yet.',
    }),
    expired: t({ id: 'inbox.rewards.empty.expired', message: 'No expired rewards.' }),
  }
  const onClaim = (reward: Reward) =>
    claim.mutate(reward.id, {
      onSuccess: () => {
        const amount = format.money(reward.amount)
        setNotice(
          t({ id: 'inbox.rewards.claimed', message: `${amount} was added to your wallet.` }),
        )
      },
      // The platform's refusal in its own words; a lost network in the page's language.
      onError: (error) => setNotice(reason(error)),
    })
  return (
    <section className={styles.page} data-testid="reward-center">
      <h2 className={styles.title}>{t({ id: 'member.rewardCenter', message: 'Reward centre' })}</h2>
      <QueryState query={rewards} labels={labels} testId="rewards">
        {({ list }) => {
          const groups = groupRewards(list)
          const total = format.money(claimableTotal(list))
          return (
            <>
              <p className={styles.muted} data-testid="rewards-total">
                {t({ id: 'inbox.rewards.total', message: `Waiting to be claimed: ${total}` })}
              </p>
              <Tabs
                label={t({ id: 'inbox.rewards.tabs', message: 'Rewards by status' })}
                items={rewardTabs.map((key) => ({
                  value: key,
                  label: `${tabLabel[key]} (${format.count(groups[key].length)})`,
                  testId: `rewards-tab-${key}`,
                }))}
                value={tab}
                onChange={setTab}
              >
                {groups[tab].length ? (
                  <ul className={styles.list} data-testid="rewards-list">
                    {groups[tab].map((reward) => (
                      <RewardCard
                        key={reward.id}
                        reward={reward}
                        isClaiming={claim.isPending && claim.variables === reward.id}
                        isBusy={claim.isPending}
                        onClaim={() => onClaim(reward)}
                      />
                    ))}
                  </ul>
                ) : (
                  <StatusPanel testId="rewards-empty" title={emptyText[tab]} />
                )}
              </Tabs>
            </>
          )
        }}
      </QueryState>
      <RecordHint onOpen={() => openPage('transactionHistory')} />
      {notice ? (
        <MessageDialog
          message={notice}
          okLabel={t({ id: 'dialog.confirm', message: 'Confirm' })}
          onClose={() => setNotice(null)}
        />
      ) : null}
    </section>
  )
}
