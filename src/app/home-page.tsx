import { lazy, type ComponentType } from 'react'
import { HeroSection } from '@/features/home/hero/hero-section'
import { HomeScreen, type HomeSectionRegistry } from '@/features/home/home.screen'
import { LazyWinnerBoard } from '@/features/home/winners/lazy-winner-board'
import { withScreenMessages } from '@/i18n/i18n'

/** A section in its own chunk; sections outside the core catalog also wait for their messages. */
function lazySection<M>(
  importer: () => Promise<M>,
  name: keyof M & string,
  hasScreenMessages = false,
): ComponentType {
  const load = hasScreenMessages ? withScreenMessages(importer) : importer
  return lazy(() => load().then((m) => ({ default: m[name] as ComponentType })))
}

const rows = () => import('@/features/games/rows/home-rows')

/**
 * brand.json home.sections -> the component of each section, from the features that own them. A
 * test holds the keys equal to the schema's enum.
 */
export const homeSections: HomeSectionRegistry = {
  hero: HeroSection,
  hotGames: lazySection(rows, 'HotGamesRow'),
  newGames: lazySection(rows, 'NewGamesRow'),
  recentGames: lazySection(rows, 'RecentGamesRow'),
  favouriteGames: lazySection(rows, 'FavouriteGamesRow'),
  liveTables: lazySection(() => import('@/features/games/rows/live-tables'), 'LiveTablesRow'),
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

/** Home as the route shows it: the home screen with every feature's sections. */
export function HomePage() {
  return <HomeScreen sections={homeSections} />
}
