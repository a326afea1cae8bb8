/** A reward of the reward centre (inbox.rewards). */
export interface Reward {
  id: string
  title: string
  kind: 'bonus' | 'promotion' | 'rebate'
  amount: number
  status: 'claim' | 'claimed' | 'expired'
  expiresAt: string
}

/** What a mission measures: bets counted, or minor units staked or deposited. */
export type MissionMetric = 'bets' | 'stake' | 'deposit'

/** A mission with the member's progress this period (inbox.missions). */
export interface Mission {
  id: string
  title: string
  description: string
  metric: MissionMetric
  period: 'day' | 'week'
  target: number
  progress: number
  reward: number
  status: 'coming' | 'process' | 'claim' | 'claimed' | 'closed'
  startsAt: string
  endsAt: string | null
}

/** The top players this period and the member's own rank (inbox.leaderboard). */
export interface Leaderboard {
  metric: MissionMetric
  periodStart: string
  list: { rank: number; username: string; score: number }[]
  me: { rank: number | null; score: number }
}

/** A platform message (inbox.messages); content is plain text or simple HTML. */
export interface InboxMessage {
  id: string
  title: string
  content: string
  time: string
  read: boolean
}

/** One page of messages. */
export interface MessagePage {
  totalPages: number
  unread: number
  list: InboxMessage[]
}

/** The member's referral programme (inbox.referral). */
export interface Referral {
  code: string
  link: string
  invitedCount: number
  invitedStake: number
  commissionRate: number
  commission: number
  friends: { username: string; joinedAt: string; stake: number; commission: number }[]
}
