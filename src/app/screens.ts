import { lazyRouteComponent, type AsyncRouteComponent } from '@tanstack/react-router'
import { withScreenMessages } from '../i18n/i18n'

/** A screen outside the core: its chunk and the screens' messages load together. */
const screen = (importer: () => Promise<Record<string, unknown>>, name: string) =>
  lazyRouteComponent(withScreenMessages(importer), name)

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
  'auth.login': screen(() => import('../features/auth/login.screen'), 'LoginScreen'),
  notices: screen(() => import('../features/home/notices/notices.screen'), 'NoticesScreen'),
  vip: screen(() => import('../features/vip/vip.screen'), 'VipScreen'),
  pointMall: screen(() => import('../features/point-mall/point-mall.screen'), 'PointMallScreen'),
  'games.lobby': unavailable,
  'games.list': unavailable,
  'games.lottery': unavailable,
  'games.vnLottery': unavailable,
  'games.seamless': unavailable,
  'games.fbSports': unavailable,
  'games.frame': unavailable,
  'promotions.list': screen(
    () => import('../features/promotions/promotions.screen'),
    'PromotionsScreen',
  ),
  'promotions.detail': screen(
    () => import('../features/promotions/promotion-detail.screen'),
    'PromotionDetailScreen',
  ),
  'help.articles': unavailable,
  'help.centre': unavailable,
  download: unavailable,
  join: unavailable,
}
