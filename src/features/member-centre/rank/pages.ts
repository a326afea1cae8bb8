import { loadScreenMessages } from '@/i18n/i18n'
import type { CentrePageParts } from '@/ui/centre-pages'
import { lazyPart } from '@/ui/lazy-part'

/** The member's rank page (playerRank), shown when the member has a label. */
export const rankPages: CentrePageParts = {
  playerRank: lazyPart(() => import('./player-rank.page'), 'PlayerRankPage', loadScreenMessages),
}
