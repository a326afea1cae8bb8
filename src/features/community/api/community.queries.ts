import { queryOptions } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { LanguageCode } from '@/config/brand.types'
import { communityKeys } from './community.keys'

/** A chat room of the brand. */
export interface ChatRoom {
  id: string
  name: string
}

/** One entry of the winners list. */
export interface Winner {
  player: string
  gameName: string
  vendor: string
  gameType: string
  prize: number
  time: string
}

/** A blog post without its body (the list). */
export interface BlogHead {
  id: string
  title: string
  summary: string
  cover: string
  publishedAt: string
  language: string
}

/** A blog post with its HTML body. */
export interface BlogPost extends BlogHead {
  body: string
}

/** The member's referral data (inbox.referral). */
export interface Referral {
  code: string
  link: string
  invitedCount: number
  invitedStake: number
  commissionRate: number
  commission: number
}

/** Winners and blog pages hold 14 and 10 entries (spec §9 default page size for lists). */
export const winnersPageSize = 14
export const blogPageSize = 10

export const roomsQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: communityKeys.rooms(language),
    queryFn: ({ signal }) => call('community.chatRooms', undefined, { signal }),
    staleTime: 5 * 60_000,
  })

export const messagesQueryOptions = (room: string, token: string | null) =>
  queryOptions({
    queryKey: communityKeys.messages(room, token),
    queryFn: ({ signal }) => call('community.chatMessages', { room, limit: 50 }, { signal }),
    staleTime: 0,
  })

/** Posts a message to a room. */
export const postChat = (room: string, body: string) => call('community.postChat', { room, body })

/** A single-use ticket that opens one live stream within `expiresIn` seconds. */
export const getStreamTicket = (signal?: AbortSignal) => call('community.streamTicket', { signal })

export const checkInQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: communityKeys.checkIn(token),
    queryFn: ({ signal }) => call('community.checkInStatus', undefined, { signal }),
    enabled: Boolean(token),
  })

/** Checks in for today. */
export const checkIn = () => call('community.checkIn')

export const balanceQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: communityKeys.balance(token),
    queryFn: ({ signal }) => call('wallet.balance', undefined, { signal }),
    enabled: Boolean(token),
  })

export const winnersQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: communityKeys.winners(pageNo),
    queryFn: ({ signal }) =>
      call(
        'community.winners',
        { pageNo, pageSize: winnersPageSize, gameCategory: 'ALL' },
        { signal },
      ),
  })

export const blogPostsQueryOptions = (language: LanguageCode, pageNo: number) =>
  queryOptions({
    queryKey: communityKeys.blogPosts(language, pageNo),
    queryFn: ({ signal }) =>
      call('community.blogPosts', { pageNo, pageSize: blogPageSize }, { signal }),
  })

export const blogPostQueryOptions = (id: string) =>
  queryOptions({
    queryKey: communityKeys.blogPost(id),
    queryFn: ({ signal }) => call('community.blogPost', { id }, { signal }),
  })

export const referralQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: communityKeys.referral(token),
    queryFn: ({ signal }) => call('inbox.referral', undefined, { signal }),
    enabled: Boolean(token),
  })
