import { useEffect } from 'react'
import { getBrand } from './brand.store'

/**
 * The document's title: the screen's own (a launched game's name) when it names one, else the
 * route's (its table label), then the brand's name. Kept here rather than in one component's
 * effect: the root layout's effect runs after its screen's, and would put the route's title back.
 */
let routeTitle = ''
let screenTitle: string | null = null

function showTitle() {
  const title = screenTitle ?? routeTitle
  const { displayName } = getBrand()
  document.title = title ? `${title} | ${displayName}` : displayName
}

/** The route's title (the root layout's). */
export function useRouteTitle(title: string) {
  useEffect(() => {
    routeTitle = title
    showTitle()
  }, [title])
}

/** A screen's own title while it shows, in place of its route's; null leaves the route's. */
export function useScreenTitle(title: string | null) {
  useEffect(() => {
    screenTitle = title
    showTitle()
    return () => {
      screenTitle = null
      showTitle()
    }
  }, [title])
}
