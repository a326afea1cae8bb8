import { useMatches } from '@tanstack/react-router'
import type { RouteEntry } from './tables'

/** The route-table entry of the deepest matched route, if any route matched. */
export function useRouteEntry(): RouteEntry | undefined {
  return useMatches({ select: (matches) => matches.at(-1)?.staticData.route })
}
