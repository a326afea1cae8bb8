import { createRouter } from '@tanstack/react-router'
import type { Brand } from '@/config/brand.types'
import { routes } from '@/config/tables'
import { loadCapabilities } from '@/config/use-capabilities'
import { NotFoundScreen } from '@/features/system/not-found.screen'
import { RouteError } from '@/features/system/route-error'
import { openModal } from '@/state/modals.store'
import { session } from '@/state/session.store'
import { queryClient } from './app'
import { askForFirstAnswers } from './route-prefetch'
import { RootLayout } from './root-layout'
import { buildRouteTree } from './route-tree'
import { screens } from './screens'

/**
 * The route tree for this brand, assembled from schemas/routes.json at run time. Built once: which
 * routes exist depends on the brand alone, so signing in or out needs no new tree.
 */
export function buildAppRouteTree(brand: Brand) {
  return buildRouteTree({
    brand,
    table: routes,
    screens,
    layout: RootLayout,
    notFound: NotFoundScreen,
    hasSession: () => Boolean(session.token),
    capabilities: () => loadCapabilities(queryClient),
    onEnter: (entry) => {
      if (entry.modal) openModal(entry.modal)
    },
    onLoad: (entry, searchStr) => askForFirstAnswers({ entry, searchStr }, queryClient),
  })
}

/**
 * The router over a brand's route tree (buildAppRouteTree). Two steps, so that boot can make them
 * two tasks: on a phone each takes a few tens of milliseconds.
 */
export function createAppRouter(routeTree: ReturnType<typeof buildAppRouteTree>) {
  const router = createRouter({
    routeTree,
    defaultPreload: 'intent',
    // A retry loads the route again (a failed chunk is fetched anew), then clears the boundary.
    defaultErrorComponent: ({ error, reset }) => (
      <RouteError
        error={error}
        reset={() => {
          reset()
          void router.invalidate()
        }}
      />
    ),
    scrollRestoration: true,
  })
  return router
}

/** The router type of this app. */
export type AppRouter = ReturnType<typeof createAppRouter>
