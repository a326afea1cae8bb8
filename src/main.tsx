import { startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { LocaleProvider } from '@/i18n/locale-provider'
import { statusQueryOptions } from './api/system/get-status'
import { startAnalytics } from './app/analytics'
import { startLiveState } from './app/live-state'
import { App, queryClient } from './app/app'
import { prefetchFirstScreen, resolveFirstRoute } from './app/boot-prefetch'
import { buildAppRouteTree, createAppRouter } from './app/router'
import { showStartFailure } from './app/start-failure'
import { connectPlatform } from './app/transport'
import { readBrand } from './config/brand'
import { chooseLanguage } from './i18n/choose-language'
import { activateLanguage, i18n } from './i18n/i18n'
import { setBrand } from './state/brand.store'
import { preferences } from './state/preferences.store'
import { startInstallableApp } from './state/install-prompt'
import { setMerchant } from './state/session.store'
import { nextTask } from './lib/next-task'
import { pageSettled, startMotionWhenSettled } from './lib/settled'
import { applyTheme, chooseTheme } from './theme/apply-theme'
import './theme/global.css'

// Boot: brand -> validate -> theme -> language and system status -> router. Each step ends its
// task (nextTask): in one task, everything up to the first render would hold a phone's main thread
// for over 200 ms; the code's evaluation alone is a quarter of that.
async function boot() {
  const rootElement = document.getElementById('root') as HTMLElement
  const root = createRoot(rootElement)
  await nextTask()
  const result = await readBrand()
  if (!result.ok) {
    // Their own chunk: a first visit of a configured brand (every visit but the operator's) has no
    // use for the page that lists the configuration's errors.
    const [{ ConfigError }] = await Promise.all([
      import('./features/system/config-error'),
      activateLanguage('EN', { remember: false }),
    ])
    root.render(
      <LocaleProvider i18n={i18n}>
        <ConfigError problems={result.problems} />
      </LocaleProvider>,
    )
    return
  }
  const { brand } = result
  setBrand(brand)
  setMerchant(brand.merchantCode)
  connectPlatform(brand)
  applyTheme(chooseTheme(brand), { remember: false })
  // The first calls already carry the language the page will show; its messages load beside them.
  const language = chooseLanguage(brand)
  preferences.language = language
  const messages = activateLanguage(language, { remember: false })
  // Waited for with the rest below: not reported as unhandled if it fails before then.
  messages.catch(() => undefined)
  // The status decides whether the site mounts (spec §4); a slow answer does not hold the page
  // back for long. What the first screen needs loads meanwhile.
  const status = queryClient.prefetchQuery(statusQueryOptions())
  // The messages' and the status's requests leave first: the first render needs both.
  await nextTask()
  // Each load begins as soon as what it needs is known: on a phone's network every task between
  // two requests delays the later one by its length. The first screen's banners are known from
  // the route table, before the route tree is built (325 ms sooner on a phone's slower CPU).
  const bannerRegion = prefetchFirstScreen(queryClient, language)
  // Starting a load costs the main thread too (a fetch, a module preload link apiece): the banner
  // region's loads and the route's are tasks of their own, not one long one.
  await nextTask()
  const routeTree = buildAppRouteTree(brand)
  await nextTask()
  const router = createAppRouter(routeTree)
  await nextTask()
  const firstRoute = resolveFirstRoute(router)
  const briefly = new Promise((resolve) => setTimeout(resolve, 3000))
  // The banner is most pages' largest paint: it comes in the first render unless it is slow.
  const shortly = new Promise((resolve) => setTimeout(resolve, 800))
  try {
    await Promise.all([
      messages,
      Promise.race([status, briefly]),
      firstRoute,
      Promise.race([bannerRegion, shortly]),
    ])
  } catch {
    // Only the messages can fail here, and no screen shows without them: the brand's offline page
    // says so in the visitor's language, with a way to try again.
    showStartFailure(brand, language, rootElement)
    return
  }
  // A transition: the first render yields to the browser between components, not one long task.
  startTransition(() => root.render(<App router={router} />))
  // A page's first Intl formatter costs 25–40 ms of main thread on a laptop (the engine loads its
  // locale data; some 100 ms on a phone), later ones under 3 ms: made when the page settles idle
  // (or quiet, in a browser without idle callbacks), not in the render that first shows a date and
  // time (the records). A page that settles at the cap, still busy, leaves it to that render: here
  // it would be one more long task.
  // (Dates alone need none: src/i18n/format.ts writes them.)
  void pageSettled().then((how) => {
    if (how !== 'cap') new Intl.DateTimeFormat(document.documentElement.lang)
  })
  void startAnalytics(router, brand)
  startLiveState(queryClient)
}

startInstallableApp()
startMotionWhenSettled()

void boot()
