import { lazy, Suspense } from 'react'
import { Loading } from '../../ui/status'

// React's own lazy, not the router's lazyRouteComponent: the router's helper would join the chunk
// the portal shares with the console (the `data` chunk of vite.config.ts) and grow the portal's
// first visit; React.lazy is in React's chunk already.
const DashboardScreen = lazy(() =>
  import('../dashboard.screen').then((module) => ({ default: module.DashboardScreen })),
)

/** The dashboard route's screen, loaded (with uPlot and its CSS) on its first visit. */
export function LazyDashboard() {
  return (
    <Suspense fallback={<Loading />}>
      <DashboardScreen />
    </Suspense>
  )
}
