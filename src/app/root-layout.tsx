import { lazy, Suspense } from 'react'
import { Outlet, useRouterState, useSearch } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useRouteEntry } from '@/config/use-route-entry'
import { BannerSlot } from '@/features/home/banners/banner-slot'
import { Header } from '@/features/layout/header'
import * as styles from '@/features/layout/layout.css'
import { LazyFooter } from '@/features/layout/lazy-footer'
import { RightBar } from '@/features/layout/right-bar'
import { withScreenMessages } from '@/i18n/i18n'
import { tableLabel } from '@/i18n/table-label'
import { useRouteTitle } from '@/state/page-title'
import { useServiceNotice } from '@/state/customer-service'
import { useFirstLogin } from '@/state/first-login.store'
import { useSession } from '@/state/session.store'
import { CentreSlot } from './centre-slot'
import { ModalHost } from './modal-host'
import { useFramed } from './use-framed'

const FirstLoginNotice = lazy(
  withScreenMessages(() =>
    import('@/features/auth/first-login-notice').then((m) => ({ default: m.FirstLoginNotice })),
  ),
)

// Only the game screen needs it, and only signed in: its chunk stays out of every other page's.
const RealityCheck = lazy(
  withScreenMessages(() =>
    import('@/features/responsible/reality-check').then((m) => ({ default: m.RealityCheck })),
  ),
)

// Shown when a customer-service window could not open: its code comes only then.
const ServiceNotice = lazy(() =>
  import('./service-notice').then((m) => ({ default: m.ServiceNotice })),
)

const fallbackRegions = ['header', 'main', 'footer'] as const

/** The root layout: the regions the route asks for, the centre panels and the modal host. */
export function RootLayout() {
  const { t, i18n } = useLingui()
  const entry = useRouteEntry()
  const search = useSearch({ strict: false }) as { member?: string; agent?: string }
  // The path whose screen the main region shows, once its load has finished (QA waits on it).
  const shownPath = useRouterState({ select: (state) => state.resolvedLocation?.pathname })
  const welcome = useFirstLogin()
  const { token } = useSession()
  const serviceNotice = useServiceNotice()
  const regions = new Set<string>(entry?.regions ?? fallbackRegions)
  // The first render commits what is above the screen (header, banner); the screen and the
  // footer's slot follow once it has painted. The footer loads as it nears the viewport.
  const isFramed = useFramed()
  useRouteTitle(entry ? tableLabel(i18n, entry.title) : '')
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        {t({ id: 'layout.skip', message: 'Skip to content' })}
      </a>
      {regions.has('header') ? <Header /> : null}
      {regions.has('banner') ? <BannerSlot /> : null}
      <div className={styles.body}>
        <main
          id="main"
          className={styles.main}
          data-region="main"
          data-path={shownPath}
          tabIndex={-1}
        >
          {isFramed ? <Outlet /> : null}
        </main>
        {regions.has('sideMenu') ? <RightBar /> : null}
      </div>
      {isFramed && regions.has('footer') ? <LazyFooter /> : null}
      <CentreSlot member={search.member} agent={search.agent} />
      <ModalHost />
      {welcome.isPending && token ? (
        <Suspense fallback={null}>
          <FirstLoginNotice />
        </Suspense>
      ) : null}
      {token && entry?.screen === 'games.frame' ? (
        <Suspense fallback={null}>
          <RealityCheck />
        </Suspense>
      ) : null}
      {serviceNotice.reason ? (
        <Suspense fallback={null}>
          <ServiceNotice />
        </Suspense>
      ) : null}
    </>
  )
}
