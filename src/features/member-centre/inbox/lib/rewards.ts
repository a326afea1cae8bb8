import type { Reward } from '@/api/inbox/get-rewards'

/** The reward centre's three lists, in the order the page shows them. */
export const rewardTabs = ['claim', 'claimed', 'expired'] as const
export type RewardTab = (typeof rewardTabs)[number]

/** Rewards split by status; each list keeps the platform's order (newest first). */
export function groupRewards(list: readonly Reward[]): Record<RewardTab, Reward[]> {
  const groups: Record<RewardTab, Reward[]> = { claim: [], claimed: [], expired: [] }
  for (const reward of list) groups[reward.status].push(reward)
  return groups
}

/** The sum of the rewards waiting to be claimed, in minor units. */
export const claimableTotal = (list: readonly Reward[]) =>
  list.reduce((sum, reward) => (reward.status === 'claim' ? sum + reward.amount : sum), 0)
