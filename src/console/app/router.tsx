import type { QueryClient } from '@tanstack/react-query'
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  redirect,
} from '@tanstack/react-router'
import { ConsoleApiError } from '../api/client'
import { meQueryOptions } from '../api/me'
import { AuditScreen } from '../screens/audit.screen'
import { AnnouncementsScreen, BlogScreen, HelpScreen } from '../screens/content/articles.screen'
import { BannersScreen } from '../screens/content/banners.screen'
import { ContentLayout } from '../screens/content/content-tabs'
import { NoticesScreen } from '../screens/content/notices.screen'
import { PromotionsScreen } from '../screens/content/promotions.screen'
import { LazyDashboard } from '../screens/dashboard/lazy-dashboard'
import { FinanceScreen } from '../screens/finance.screen'
import { MerchantHome } from '../screens/merchant-home.screen'
import { NoMerchant } from '../screens/no-merchant.screen'
import { PasswordScreen } from '../screens/password.screen'
import { PlayerScreen } from '../screens/players/player.screen'
import { PlayersScreen } from '../screens/players.screen'
import { SettingsScreen } from '../screens/settings.screen'
import { SignInScreen } from '../screens/sign-in.screen'
import { Shell } from './shell'

interface RouterContext {
  queryClient: QueryClient
}

/** Who is signed in, or the sign-in page when nobody is. */
async function requireOperator(queryClient: QueryClient) {
  try {
    return await queryClient.ensureQueryData(meQueryOptions())
  } catch (error) {
    if (error instanceof ConsoleApiError && error.status === 401) throw redirect({ to: '/sign-in' })
    throw error
  }
}

const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Outlet })

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-in',
  component: SignInScreen,
})

// The operator's own password; the only page while it must change.
const passwordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/password',
  beforeLoad: ({ context }) => requireOperator(context.queryClient),
  component: PasswordScreen,
})

// The start page: the first merchant the operator holds.
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: async ({ context }) => {
    const me = await requireOperator(context.queryClient)
    if (me.operator.mustChangePassword) throw redirect({ to: '/password' })
    const first = me.merchants[0]
    if (first) throw redirect({ to: '/m/$merchantId', params: { merchantId: String(first.id) } })
  },
  component: NoMerchant,
})

const merchantRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/$merchantId',
  beforeLoad: async ({ context, params }) => {
    const me = await requireOperator(context.queryClient)
    if (me.operator.mustChangePassword) throw redirect({ to: '/password' })
    const merchant = me.merchants.find((m) => String(m.id) === params.merchantId)
    if (!merchant) throw redirect({ to: '/' })
    return { me, merchant }
  },
  component: Shell,
})

const merchantHomeRoute = createRoute({
  getParentRoute: () => merchantRoute,
  path: '/',
  component: MerchantHome,
})

const auditRoute = createRoute({
  getParentRoute: () => merchantRoute,
  path: '/audit',
  component: AuditScreen,
})

const settingsRoute = createRoute({
  getParentRoute: () => merchantRoute,
  path: '/settings',
  component: SettingsScreen,
})

// The finance desk, the players and the dashboard. The dashboard is a lazy chunk: uPlot and its
// CSS load with it alone.
const financeRoute = createRoute({
  getParentRoute: () => merchantRoute,
  path: '/finance',
  component: FinanceScreen,
})

const playersRoute = createRoute({
  getParentRoute: () => merchantRoute,
  path: '/players',
  component: PlayersScreen,
})

const playerRoute = createRoute({
  getParentRoute: () => merchantRoute,
  path: '/players/$accountId',
  component: PlayerScreen,
})

const dashboardRoute = createRoute({
  getParentRoute: () => merchantRoute,
  path: '/dashboard',
  component: LazyDashboard,
})

// The Content section: its tab strip (screens/content/content-tabs.tsx) over each area's route;
// /content itself opens the first area.
const contentRoute = createRoute({
  getParentRoute: () => merchantRoute,
  path: '/content',
  component: ContentLayout,
})

const contentIndexRoute = createRoute({
  getParentRoute: () => contentRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/m/$merchantId/content/banners', params })
  },
})

const bannersRoute = createRoute({
  getParentRoute: () => contentRoute,
  path: '/banners',
  component: BannersScreen,
})

const noticesRoute = createRoute({
  getParentRoute: () => contentRoute,
  path: '/notices',
  component: NoticesScreen,
})

const promotionsRoute = createRoute({
  getParentRoute: () => contentRoute,
  path: '/promotions',
  component: PromotionsScreen,
})

const helpRoute = createRoute({
  getParentRoute: () => contentRoute,
  path: '/help',
  component: HelpScreen,
})

const blogRoute = createRoute({
  getParentRoute: () => contentRoute,
  path: '/blog',
  component: BlogScreen,
})

const announcementsRoute = createRoute({
  getParentRoute: () => contentRoute,
  path: '/announcements',
  component: AnnouncementsScreen,
})

const routeTree = rootRoute.addChildren([
  signInRoute,
  passwordRoute,
  indexRoute,
  merchantRoute.addChildren([
    merchantHomeRoute,
    auditRoute,
    settingsRoute,
    financeRoute,
    playersRoute,
    playerRoute,
    dashboardRoute,
    contentRoute.addChildren([
      contentIndexRoute,
      bannersRoute,
      noticesRoute,
      promotionsRoute,
      helpRoute,
      blogRoute,
      announcementsRoute,
    ]),
  ]),
])

/** The console's router over a query client. */
export const createConsoleRouter = (queryClient: QueryClient) =>
  createRouter({ routeTree, context: { queryClient }, defaultPreload: 'intent' })
