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
  notices: lazyRouteComponent(
    () => import('../features/home/notices/notices.screen'),
    'NoticesScreen',
  ),
  vip: lazyRouteComponent(() => import('../features/vip/vip.screen'), 'VipScreen'),
  pointMall: lazyRouteComponent(
    () => import('../features/point-mall/point-mall.screen'),
    'PointMallScreen',
  ),
  'games.lobby': unavailable,
  'games.list': unavailable,
  'games.lottery': unavailable,
  'games.vnLottery': unavailable,
  'games.seamless': unavailable,
  'games.fbSports': unavailable,
  'games.frame': unavailable,
  'promotions.list': lazyRouteComponent(
    () => import('../features/promotions/promotions.screen'),
    'PromotionsScreen',
  ),
  'promotions.detail': lazyRouteComponent(
    () => import('../features/promotions/promotion-detail.screen'),
    'PromotionDetailScreen',
  ),
  'help.articles': unavailable,
  'help.centre': unavailable,
  download: unavailable,
  join: unavailable,
}
