import {
  createRootRoute,
  createRoute,
  redirect,
  type AnyRoute,
  type RouteComponent,
} from '@tanstack/react-router'
import type { Brand } from '@/config/brand.types'
import { capabilitiesOf } from '@/config/capabilities'
import { evaluate, type Capabilities, type Condition } from '@/config/condition'
import type { RouteEntry } from '@/config/tables'
import { requiresSession } from './guards'

/** One path of the route table, with where it came from for error messages. */
export interface AssembledPath {
  path: string
  entry: RouteEntry
  pointer: string
}

/**
 * The paths that exist on this brand: every alias of every entry whose `when` holds. The tree is
 * built once, at boot, so `when` is evaluated against the brand alone (the schema allows only brand
 * flags and languages there); the session gates through the guard, at each navigation.
 */
export function assemblePaths(table: RouteEntry[], brand: Brand): AssembledPath[] {
  const caps = capabilitiesOf({ brand })
  return table.flatMap((entry, index) =>
    evaluate(entry.when, caps)
      ? entry.paths.map((path) => ({ path, entry, pointer: `/routes/${index}` }))
      : [],
  )
}

/** Options of the route tree that come from the app: screens, layout and session. */
export interface RouteTreeOptions {
  brand: Brand
  table: RouteEntry[]
  screens: Record<string, RouteComponent>
  layout: RouteComponent
  notFound: RouteComponent
  hasSession: () => boolean
  /**
   * The capabilities as the visitor enters (a route's modalWhen): the platform's switches too;
   * null when an answer they come from failed.
   */
  capabilities: () => Promise<Capabilities | null>
  onEnter: (entry: RouteEntry) => void
  /** The route's loader: on its way in (at boot, on navigation, on a link's preload). */
  onLoad: (entry: RouteEntry, searchStr: string) => void
}

/**
 * Builds the TanStack Router tree from the route table; an unknown screen key fails loudly. A guard
 * sends a visitor without a session to the route's public twin (guestPath), else to sign in; a
 * route's modal opens on entering when its modalWhen holds, else the visitor goes Home.
 */
export function buildRouteTree(options: RouteTreeOptions) {
  const { brand, table, screens, layout, notFound, hasSession, capabilities, onEnter, onLoad } =
    options
  const root = createRootRoute({
    component: layout,
    notFoundComponent: notFound,
    validateSearch: (search: Record<string, unknown>) => ({
      ...search,
      member: typeof search.member === 'string' ? search.member : undefined,
      agent: typeof search.agent === 'string' ? search.agent : undefined,
    }),
  })
  // The capabilities the header reads too (its sign-up button, for the register modal).
  // Unknown switches (a failed answer) open the modal: it tells the failure with a retry rather
  // than the visitor landing on Home with no word, and the platform refuses what they forbid.
  const modalAllowed = async (when: Condition) => {
    const known = await capabilities()
    if (known && !evaluate(when, known)) throw redirect({ to: '/', replace: true })
  }
  const children: AnyRoute[] = assemblePaths(table, brand).map(({ path, entry, pointer }) => {
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
          // A public twin shows the visitor the page (route-tree.test.ts holds it public).
          const { guestPath } = entry
          throw redirect(
            guestPath
              ? { to: guestPath, search: location.search as never, replace: true }
              : { to: '/login', search: { redirect: location.href } as never },
          )
        }
        return entry.modal && entry.modalWhen ? modalAllowed(entry.modalWhen) : undefined
      },
      loader: ({ location }) => onLoad(entry, location.searchStr),
      onEnter: () => onEnter(entry),
    })
  })
  return root.addChildren(children)
}
