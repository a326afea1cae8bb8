import routesTable from '../../schemas/routes.json' with { type: 'json' }
import menusTable from '../../schemas/menus.json' with { type: 'json' }
import type { BrandCondition, Condition } from './condition'

/** A layout region of the root layout. */
export type Region = 'header' | 'banner' | 'main' | 'sideMenu' | 'footer'

/** Who may enter a route. */
export type Guard = 'public' | 'brand' | 'session'

/** One entry of schemas/routes.json. */
export interface RouteEntry {
  paths: string[]
  screen: string
  title: string
  regions: Region[]
  guard: Guard
  params?: Record<string, string>
  search?: string[]
  modal?: 'register' | 'login' | 'chatRoom'
  /** The modal opens only when this holds as the visitor enters; otherwise they go Home. */
  modalWhen?: Condition
  /** Where the guard sends a visitor without a session instead of the sign-in page. */
  guestPath?: string
  /** Whether the route exists for this brand; who may enter is `guard`'s business. */
  when?: BrandCondition
}

/** Where a menu entry leads. */
export type MenuTarget =
  { route: string } | { launch: 'firstVendorGame' | 'vendorGame'; vendor?: string }

/** One header or footer entry of schemas/menus.json. */
export interface MenuEntry {
  id: string
  label: string
  target: MenuTarget
  gameTypes?: string[]
  when?: Condition
}

/** One right-bar shortcut of schemas/menus.json. */
export interface RightBarEntry {
  id: string
  label: string
  kind:
    'telegramPrimary' | 'telegramSecondary' | 'liveChat' | 'chatRoom' | 'scrollTop' | 'themeSwitch'
  when?: Condition
}

/** One page of a centre (member or agent). */
export interface CentrePage {
  key: string
  label: string
  badge?: 'missionCount' | 'messageCount' | 'rewardCount'
  when?: Condition
}

/** A centre's table: who may open it, its default page and its pages. */
export interface CentreTable {
  guard: Condition
  defaultPage: string
  pages: CentrePage[]
}

// The JSON files are checked against their schemas in the unit tests and at build time; these
// casts only give the already-checked data its name.
/** The route table. */
export const routes = routesTable.routes as RouteEntry[]
/**
 * Every path of the route table: the in-app targets a server link may open (banners, the
 * operator's HTML, a return path). Here rather than in a module of its own, which the bundler made
 * a chunk of 0.1 KB that Home's banners waited for.
 */
export const knownRoutes: ReadonlySet<string> = new Set(routes.flatMap((route) => route.paths))
/** The header, footer and right bar. */
export const menus = menusTable as unknown as {
  header: MenuEntry[]
  footer: MenuEntry[]
  rightBar: RightBarEntry[]
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The route-table entry a route was built from. */
    route?: RouteEntry
  }
}
