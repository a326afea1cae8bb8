import { clientType } from '@/api/games/get-game-list'
import type { ListState } from './list-state'

/** What a request needs beyond the list state: the category, the brand and the language. */
export interface RequestContext {
  gameType: string
  merchant: string
  language: string
}

/** The game query of spec §3 for one page of the full list. */
export function gameQuery(state: ListState, ctx: RequestContext, pageNo: number) {
  const { filters } = state
  return {
    clientType,
    platform: 'flash,html5-desktop',
    channel: ctx.merchant,
    merchant: ctx.merchant,
    gameType: ctx.gameType,
    vassalage: state.vendor || undefined,
    gameClassify: filters.classify ?? undefined,
    gameName: filters.name || undefined,
    minBet: filters.minBet ?? undefined,
    pageNo,
    pageSize: state.pageSize,
    language: ctx.language,
  }
}

/** Spec §7 recent game list: client type 3, vassalage, language, paging. */
export function recentQuery(state: ListState, ctx: RequestContext, pageNo: number) {
  return {
    clientType,
    vassalage: state.vendor || undefined,
    gameType: ctx.gameType,
    language: ctx.language,
    pageNo,
    pageSize: state.pageSize,
  }
}

/** Spec §7 favourite list: client type 3, platform 'flash', language, the game type, paging. */
export function favouritesQuery(state: ListState, ctx: RequestContext, pageNo: number) {
  return {
    clientType,
    platform: 'flash',
    language: ctx.language,
    gameType: ctx.gameType,
    pageNo,
    pageSize: state.pageSize,
  }
}

export { hotQuery } from '@/api/games/get-hot-games'
