import type { AsyncRouteComponent } from '@tanstack/react-router'
import { loadListMessages, loadScreenMessages } from '@/i18n/i18n'
import { lazyScreen } from './lazy-screen'

/**
 * A screen whose messages are in the core catalog (scripts/gen-catalogs.ts coreSources): Home and
 * /login (where loginedToHomePage brands land).
 */
const coreScreen = <M, K extends keyof M & string>(importer: () => Promise<M>, name: K) =>
  lazyScreen<M, K>(importer, name)

/** A game list or lobby: its chunk and the lists' messages load together. */
const listScreen = <M, K extends keyof M & string>(importer: () => Promise<M>, name: K) =>
  lazyScreen(importer, name, loadListMessages)

/** A screen outside the core: its chunk and the screens' messages load together. */
const screen = <M, K extends keyof M & string>(importer: () => Promise<M>, name: K) =>
  lazyScreen(importer, name, loadScreenMessages)

/**
 * Screen key (schemas/routes.schema.json) -> lazily imported screen. A test holds the keys equal
 * to the schema's enum.
 * Every screen loads through lazyScreen: a chunk that fails or times out (spec §8, §9) shows the
 * route error page with a retry instead of a blank page.
 */
export const screens: Record<string, AsyncRouteComponent<unknown>> = {
  home: coreScreen(() => import('./home-page'), 'HomePage'),
  'auth.login': coreScreen(() => import('@/features/auth/login.screen'), 'LoginScreen'),
  notices: screen(() => import('@/features/home/notices/notices.screen'), 'NoticesScreen'),
  vip: screen(() => import('@/features/vip/vip.screen'), 'VipScreen'),
  pointMall: screen(() => import('@/features/point-mall/point-mall.screen'), 'PointMallScreen'),
  'games.lobby': listScreen(() => import('@/features/games/lobby/lobby.screen'), 'LobbyScreen'),
  'games.list': listScreen(
    () => import('@/features/games/list/game-list.screen'),
    'GameListScreen',
  ),
  'games.lottery': screen(() => import('@/features/games/lottery/screens'), 'LotteryScreen'),
  'games.vnLottery': screen(() => import('@/features/games/lottery/screens'), 'VnLotteryScreen'),
  'games.seamless': screen(() => import('@/features/games/vendors/screens'), 'SeamlessScreen'),
  'games.fbSports': screen(() => import('@/features/games/vendors/screens'), 'FbSportsScreen'),
  'games.frame': screen(
    () => import('@/features/games/frame/game-frame.screen'),
    'GameFrameScreen',
  ),
  'promotions.list': screen(
    () => import('@/features/promotions/promotions.screen'),
    'PromotionsScreen',
  ),
  'promotions.detail': screen(
    () => import('@/features/promotions/promotion-detail.screen'),
    'PromotionDetailScreen',
  ),
  'help.articles': screen(() => import('@/features/help/help.screen'), 'HelpArticlesScreen'),
  'help.centre': screen(() => import('@/features/help/help.screen'), 'HelpCentreScreen'),
  download: screen(() => import('@/features/download/download.screen'), 'DownloadScreen'),
  join: screen(() => import('@/features/join/join.screen'), 'JoinScreen'),
  feedback: screen(() => import('@/features/feedback/feedback.screen'), 'FeedbackScreen'),
  licences: screen(() => import('@/features/licences/licences.screen'), 'LicencesScreen'),
  responsibleGaming: screen(
    () => import('@/features/responsible/responsible-gaming.screen'),
    'ResponsibleGamingScreen',
  ),
  'community.referral': screen(
    () => import('@/features/community/screens/referral.screen'),
    'ReferralScreen',
  ),
  'community.checkIn': screen(
    () => import('@/features/community/screens/check-in.screen'),
    'CheckInScreen',
  ),
  'community.winners': screen(
    () => import('@/features/community/screens/winners.screen'),
    'WinnersScreen',
  ),
  'community.blog': screen(() => import('@/features/community/screens/blog.screen'), 'BlogScreen'),
  'community.blogPost': screen(
    () => import('@/features/community/screens/blog-post.screen'),
    'BlogPostScreen',
  ),
}
