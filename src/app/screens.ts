import type { AsyncRouteComponent } from '@tanstack/react-router'
import { lazyScreen } from './lazy-screen'

const unavailable = lazyScreen(
  () => import('../features/system/unavailable.screen'),
  'UnavailableScreen',
)

/**
 * Screen key (schemas/routes.schema.json) -> lazily imported screen. A test holds the keys equal
 * to the schema's enum. Areas whose screens are not built yet say so through the unavailable screen.
 * Every screen loads through lazyScreen: a chunk that fails or times out (spec §8, §9) shows the
 * route error page with a retry instead of a blank page.
 */
export const screens: Record<string, AsyncRouteComponent<unknown>> = {
  home: lazyScreen(() => import('../features/home/home.screen'), 'HomeScreen'),
  'auth.login': lazyScreen(() => import('../features/auth/login.screen'), 'LoginScreen'),
  notices: unavailable,
  vip: unavailable,
  pointMall: unavailable,
  'games.lobby': unavailable,
  'games.list': unavailable,
  'games.lottery': unavailable,
  'games.vnLottery': unavailable,
  'games.seamless': unavailable,
  'games.fbSports': unavailable,
  'games.frame': unavailable,
  'promotions.list': unavailable,
  'promotions.detail': unavailable,
  'help.articles': unavailable,
  'help.centre': unavailable,
  download: unavailable,
  join: unavailable,
}
