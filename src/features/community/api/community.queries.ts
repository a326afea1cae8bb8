import { queryOptions } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { LanguageCode } from '@/config/brand.types'
import type { CheckInStatus } from '../lib/calendar'
import type { ChatMessage } from '../lib/chat'
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
    queryFn: ({ signal }) => call<{ list: ChatRoom[] }>('community.chatRooms', { signal }),
    staleTime: 5 * 60_000,
  })

export const messagesQueryOptions = (room: string, token: string | null) =>
  queryOptions({
    queryKey: communityKeys.messages(room, token),
    queryFn: ({ signal }) =>
      call<{ list: ChatMessage[] }>('community.chatMessages', {
        query: { room, limit: 50 },
        signal,
      }),
    staleTime: 0,
  })

/** Posts a message to a room. */
export const postChat = (room: string, body: string) =>
  call<{ message: ChatMessage }>('community.postChat', { body: { room, body } })

/** A single-use ticket that opens one live stream within `expiresIn` seconds. */
export const getStreamTicket = (signal?: AbortSignal) =>
  call<{ ticket: string; expiresIn: number }>('community.streamTicket', { body: {}, signal })

export const checkInQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: communityKeys.checkIn(token),
    queryFn: ({ signal }) => call<CheckInStatus>('community.checkInStatus', { signal }),
    enabled: Boolean(token),
  })

/** Checks in for today. */
export const checkIn = () =>
  call<{ status: CheckInStatus; reward: number; sumBalance: number }>('community.checkIn', {
    body: {},
  })

export const balanceQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: communityKeys.balance(token),
    queryFn: ({ signal }) => call<{ sumBalance: number }>('wallet.balance', { signal }),
    enabled: Boolean(token),
  })

export const winnersQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: communityKeys.winners(pageNo),
    queryFn: ({ signal }) =>
      call<{ totalPages: number; list: Winner[] }>('community.winners', {
        query: { pageNo, pageSize: winnersPageSize, gameCategory: 'ALL' },
        signal,
      }),
  })

export const blogPostsQueryOptions = (language: LanguageCode, pageNo: number) =>
  queryOptions({
    queryKey: communityKeys.blogPosts(language, pageNo),
    queryFn: ({ signal }) =>
      call<{ totalPages: number; list: BlogHead[] }>('community.blogPosts', {
        query: { pageNo, pageSize: blogPageSize },
        signal,
      }),
  })

export const blogPostQueryOptions = (id: string) =>
  queryOptions({
    queryKey: communityKeys.blogPost(id),
    queryFn: ({ signal }) => call<BlogPost>('community.blogPost', { query: { id }, signal }),
  })

export const referralQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: communityKeys.referral(token),
    queryFn: ({ signal }) => call<Referral>('inbox.referral', { signal }),
    enabled: Boolean(token),
  })
