import { lazyRouteComponent, type AsyncRouteComponent } from '@tanstack/react-router'

const unavailable = lazyRouteComponent(
  () => import('../features/system/unavailable.screen'),
  'UnavailableScreen',
)

/**
 * Screen key (schemas/routes.schema.json) -> lazily imported screen. A test holds the keys equal
 * to the schema's enum. Areas whose screens are not built yet say so through the unavailable screen.
 */
export const screens: Record<string, AsyncRouteComponent<unknown>> = {
  home: lazyRouteComponent(() => import('../features/home/home.screen'), 'HomeScreen'),
  'auth.login': lazyRouteComponent(() => import('../features/auth/login.screen'), 'LoginScreen'),
  notices: unavailable,
  vip: unavailable,
  pointMall: unavailable,
  'games.lobby': unavailable,
  'games.list': lazyRouteComponent(
    () => import('../features/games/list/game-list.screen'),
    'GameListScreen',
  ),
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
