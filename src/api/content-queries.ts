import { queryOptions } from '@tanstack/react-query'
import type { LinkageType } from '@/lib/banner-links'
import { call } from './client'

/** A banner of one group, its art in the caller's language (catalogue: content.banners). */
export interface Banner {
  bannerId: string
  groupName: string
  url: string
  title: string
  linkageType: LinkageType
  target: string
  width: number
  height: number
}

/** An announcement; content is operator HTML that must be sanitized (catalogue: content.notices). */
export interface Notice {
  id: string
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H'
  title: string
  startDateStr: string
  content: string
}

/** One winner of the winner board; the platform masks the player (catalogue: games.winners). */
export interface Winner {
  player: string
  gameName: string
  vendor: string
  gameType: string
  /** Integer minor units. */
  prize: number
  time: string
}

/** Spec §9: the announcement types of the ticker and notice list, for platform W, execution B. */
export const noticeQuery = { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' } as const

/** Spec §9: the winner board shows the 20 latest of every category. */
export const winnerQuery = { gameCategory: 'ALL', limitNum: 20 } as const

/**
 * What the operator publishes: banners per group, notices and the winner board. Keys carry the
 * language because the answers come in it.
 */
export const contentQueries = {
  banners: (group: string, language: string) =>
    queryOptions({
      queryKey: ['content', 'banners', group, language],
      queryFn: ({ signal }) => call('content.banners', { group }, { signal }),
      select: (data) => data.list.filter((banner) => banner.groupName === group),
      staleTime: 5 * 60_000,
    }),
  notices: (language: string) =>
    queryOptions({
      queryKey: ['content', 'notices', language],
      queryFn: ({ signal }) =>
        call('content.notices', { ...noticeQuery, language }, { signal }).then((data) => data.list),
      staleTime: 60_000,
    }),
  winners: (language: string) =>
    queryOptions({
      queryKey: ['games', 'winners', language],
      queryFn: ({ signal }) =>
        call('games.winners', { ...winnerQuery, language }, { signal }).then((data) =>
          data.list.map((item) => item.vo),
        ),
      staleTime: 60_000,
    }),
}
