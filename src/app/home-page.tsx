import { lazy, type ComponentType } from 'react'
import {
  FavouriteGamesRow,
  HotGamesRow,
  NewGamesRow,
  RecentGamesRow,
} from '@/features/games/rows/home-rows'
import { GameRowPlaceholder } from '@/features/games/rows/game-row'
import { LiveTablesPlaceholder, LiveTablesRow } from '@/features/games/rows/live-tables'
import { HeroSection } from '@/features/home/hero/hero-section'
import {
  HomeScreen,
  type HomePlaceholders,
  type HomeSectionRegistry,
} from '@/features/home/home.screen'
import { LazyWinnerBoard } from '@/features/home/winners/lazy-winner-board'
import { withHomeMessages } from '@/i18n/i18n'

/**
 * A section in its own chunk; sections outside the core catalog also wait for their messages, in
 * Home's part of the catalogs (scripts/gen-catalogs.ts homeSectionSources names them).
 */
function lazySection<M>(
  importer: () => Promise<M>,
  name: keyof M & string,
  hasOwnMessages = false,
): ComponentType {
  const load = hasOwnMessages ? withHomeMessages(importer) : importer
  return lazy(() => load().then((m) => ({ default: m[name] as ComponentType })))
}

/**
 * brand.json home.sections -> the component of each section, from the features that own them. A
 * test holds the keys equal to the schema's enum.
 */
export const homeSections: HomeSectionRegistry = {
  hero: HeroSection,
  // The rows of games are Home's first screen: in Home's own chunk, which the first render waits
  // for, they render at once as their skeletons. A lazy section first shows a box of a guessed
  // height, and the row that replaces it moves everything below (0.05 of layout shift).
  hotGames: HotGamesRow,
  newGames: NewGamesRow,
  recentGames: RecentGamesRow,
  favouriteGames: FavouriteGamesRow,
  liveTables: LiveTablesRow,
  jackpot: lazySection(() => import('@/features/home/jackpot/jackpot'), 'Jackpot'),
  promotions: lazySection(
    () => import('@/features/promotions/components/promotions-row'),
    'PromotionsRow',
    true,
  ),
  winners: LazyWinnerBoard,
  lotteryDraws: lazySection(
    () => import('@/features/games/lottery/lottery-draws'),
    'LotteryDraws',
    true,
  ),
  categories: lazySection(() => import('@/features/home/categories'), 'CategoryLinks'),
  community: lazySection(() => import('@/features/home/community-strip'), 'CommunityStrip'),
}

/**
 * The rows' places before they mount, drawn with their own boxes: a guessed height that the row
 * then corrected moved the sections under it in view (16 px on a phone).
 */
const homePlaceholders: HomePlaceholders = {
  hotGames: GameRowPlaceholder,
  newGames: GameRowPlaceholder,
  recentGames: GameRowPlaceholder,
  favouriteGames: GameRowPlaceholder,
  liveTables: LiveTablesPlaceholder,
}

/** Home as the route shows it: the home screen with every feature's sections. */
export function HomePage() {
  return <HomeScreen sections={homeSections} placeholders={homePlaceholders} />
}
