import { loadScreenMessages } from '@/i18n/i18n'
import type { CentrePageParts } from '@/ui/centre-pages'
import { lazyPart } from '@/ui/lazy-part'

/** Rewards, referral, the marketing centre, missions and messages. */
export const inboxPages: CentrePageParts = {
  rewardCenter: lazyPart(
    () => import('./reward-center.page'),
    'RewardCenterPage',
    loadScreenMessages,
  ),
  referral: lazyPart(() => import('./referral.page'), 'ReferralPage', loadScreenMessages),
  marketingCenter: lazyPart(() => import('./marketing.page'), 'MarketingPage', loadScreenMessages),
  missionLeaderboard: lazyPart(() => import('./missions.page'), 'MissionsPage', loadScreenMessages),
  messageV2: lazyPart(() => import('./messages.page'), 'MessagesPage', loadScreenMessages),
}
