import {
  createRootRoute,
  createRoute,
  redirect,
  type AnyRoute,
  type RouteComponent,
} from '@tanstack/react-router'
import type { Brand } from '@/config/brand.types'
import { evaluate, type Capabilities } from '@/config/condition'
import type { RouteEntry } from '@/config/tables'
import { requiresSession } from './guards'

/** One path of the route table, with where it came from for error messages. */
export interface AssembledPath {
  path: string
  entry: RouteEntry
  pointer: string
}

/** The paths that exist for these capabilities: every alias of every entry whose `when` holds. */
export function assemblePaths(table: RouteEntry[], caps: Capabilities): AssembledPath[] {
  return table.flatMap((entry, index) =>
    evaluate(entry.when, caps)
      ? entry.paths.map((path) => ({ path, entry, pointer: `/routes/${index}` }))
      : [],
  )
}

/** Options of the route tree that come from the app: screens, layout and session. */
export interface RouteTreeOptions {
  brand: Brand
  caps: Capabilities
  table: RouteEntry[]
  screens: Record<string, RouteComponent>
  layout: RouteComponent
  notFound: RouteComponent
  hasSession: () => boolean
  onEnter: (entry: RouteEntry) => void
  /** The route's loader: on its way in (at boot, on navigation, on a link's preload). */
  onLoad: (entry: RouteEntry, searchStr: string) => void
}

/** Builds the TanStack Router tree from the route table; an unknown screen key fails loudly. */
export function buildRouteTree(options: RouteTreeOptions) {
  const { brand, caps, table, screens, layout, notFound, hasSession, onEnter, onLoad } = options
  const root = createRootRoute({
    component: layout,
    notFoundComponent: notFound,
    validateSearch: (search: Record<string, unknown>) => ({
      ...search,
      member: typeof search.member === 'string' ? search.member : undefined,
      agent: typeof search.agent === 'string' ? search.agent : undefined,
    }),
  })
  const children: AnyRoute[] = assemblePaths(table, caps).map(({ path, entry, pointer }) => {
    const component = screens[entry.screen]
    if (!component) {
      throw new Error(`schemas/routes.json${pointer}: unknown screen "${entry.screen}"`)
    }
    return createRoute({
      getParentRoute: () => root,
      path,
      component,
      staticData: { route: entry },
      beforeLoad: ({ location }) => {
        if (requiresSession(entry.guard, brand) && !hasSession()) {
          throw redirect({ to: '/login', search: { redirect: location.href } as never })
        }
      },
      loader: ({ location }) => onLoad(entry, location.searchStr),
      onEnter: () => onEnter(entry),
    })
  })
  return root.addChildren(children)
}
