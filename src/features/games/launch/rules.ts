import type { LoginCheck } from '@/state/login-check'
import { lotteryTypes } from './lottery-types'

export { lotteryTypes }

/** What a launch needs to know of a game, a vendor card or a header entry (spec §3 game item). */
export interface LaunchTarget {
  gameType: string
  /** The vendor (or accountTypeName); for a vendor card its vassalage. */
  vendor: string
  /** The game to open; a vendor card opens its lobby code. */
  gameCode: string | null
  /** VASSALAGE: the target is a vendor whose games are listed first. */
  isGame: 'GAME' | 'VASSALAGE'
  vassalage: string
  defaultPlayType?: string | null
  maintenance?: boolean
}

/** Where a launch goes (spec §2.6). */
export type LaunchDecision =
  | { kind: 'login' }
  | { kind: 'realAccount' }
  | { kind: 'maintenance' }
  | { kind: 'lottery'; path: typeof lotteryRoute; search: LotterySearch }
  | { kind: 'vendorGames'; vassalage: string; gameType: string; listPath: string | null }
  | { kind: 'frame'; search: FrameSearch }

export interface LotterySearch {
  vendor: string
  gameCode?: string
  playType?: string
}

export interface FrameSearch {
  vendor: string
  gameCode: string
  gameType: string
}

/** Vendors the lottery launch keeps in the portal's own lottery screen; others start as third-party games. */
export const inHouseLotteryVendors: ReadonlySet<string> = new Set([
  'TCG_LOTTO_VN',
  'TCG_SEA',
  'ELOTT',
  'LOTT',
])

/** The Vietnamese lottery's vendor, whose results have a screen of their own (/vnlottery). */
export const vnLotteryVendor = 'TCG_LOTTO_VN'

/** Where the lottery launch goes for every in-house vendor, the Vietnamese one too (spec §2.6). */
export const lotteryRoute = '/lottery'

/** Game types with a game-list screen (spec §2.1: /rng, /fish, /pvp). */
export const listPaths: Readonly<Record<string, string>> = {
  RNG: '/rng',
  FISH: '/fish',
  PVP: '/pvp',
}

/**
 * Spec §2.6, in order: the login check; LOTT and ELOTT go to the lottery launch, where the in-house
 * vendors (TCG_LOTTO_VN, TCG_SEA, ELOTT, LOTT) open /lottery with the query parameters and the rest
 * fall through to the third-party launch; there VASSALAGE lists the vendor's games and anything
 * else opens in the /game frame.
 */
export function decideLaunch(target: LaunchTarget, check: LoginCheck): LaunchDecision {
  if (check !== 'allowed') return { kind: check }
  if (target.maintenance) return { kind: 'maintenance' }
  if (lotteryTypes.has(target.gameType) && inHouseLotteryVendors.has(target.vendor)) {
    const search: LotterySearch = { vendor: target.vendor }
    if (target.gameCode) search.gameCode = target.gameCode
    if (target.defaultPlayType) search.playType = target.defaultPlayType
    return { kind: 'lottery', path: lotteryRoute, search }
  }
  if (target.isGame === 'VASSALAGE')
    return {
      kind: 'vendorGames',
      vassalage: target.vassalage,
      gameType: target.gameType,
      listPath: listPaths[target.gameType] ?? null,
    }
  return {
    kind: 'frame',
    search: {
      vendor: target.vendor,
      gameCode: target.gameCode ?? target.vassalage,
      gameType: target.gameType,
    },
  }
}
