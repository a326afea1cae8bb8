import { queryOptions } from '@tanstack/react-query'
import { call } from './client'

/** The signed-in member as member.info answers (spec §3). */
export interface MemberInfo {
  id: string
  account: string
  userName: string
  nickname: string
  type: number
  toUpline: boolean
  clubLabel: { labelName: string; rankLevel: number } | null
  memberLabel: string[]
  avatar: string
}

/** Badge counts of inbox.counts. */
export interface InboxCounts {
  messageCount: number
  missionCount: number
  rewardCount: number
  promotionCount: number
}

/** One promotion of content.promotions (the fields every screen reads). */
export interface PromotionSummary {
  id: string
  category: string
  title: string
  summary: string
  image: string
  startAt: string
  endAt: string | null
  applyRequired: boolean
  status: 'join' | 'applying' | 'joined' | 'rejected' | 'coming' | 'closed'
}

/** Query keys of the signed-in member's data; a screen that changes the balance invalidates `balance`. */
export const accountKeys = {
  balance: ['wallet', 'balance'] as const,
  memberInfo: ['member', 'info'] as const,
  inboxCounts: ['inbox', 'counts'] as const,
  promotions: (language: string) => ['content', 'promotions', { language }] as const,
}

/** The signed-in member's data that the header shows (balance, info, badge counts). */
export const accountQueries = {
  /** The wallet's total in minor units (spec §3 sumBalance); the header refreshes it on click. */
  balance: queryOptions({
    queryKey: accountKeys.balance,
    queryFn: ({ signal }) => call('wallet.balance', undefined, { signal }),
    select: (answer) => answer.sumBalance,
  }),
  memberInfo: queryOptions({
    queryKey: accountKeys.memberInfo,
    queryFn: ({ signal }) => call('member.info', undefined, { signal }),
    staleTime: 60_000,
  }),
  inboxCounts: queryOptions({
    queryKey: accountKeys.inboxCounts,
    queryFn: ({ signal }) => call('inbox.counts', undefined, { signal }),
  }),
  promotions: (language: string) =>
    queryOptions({
      queryKey: accountKeys.promotions(language),
      queryFn: ({ signal }) => call('content.promotions', { language }, { signal }),
    }),
}
