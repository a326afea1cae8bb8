/**
 * One Lighthouse run (mobile preset, performance only) in a fresh Debian Chromium, with the main
 * thread's CPU time after first paint beside Lighthouse's figures: used by npm run lighthouse and
 * npm run lighthouse:ab.
 */
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { chromiumPath } from './chromium.ts'
import { mainThreadWork, type MainThreadWork, type TraceEvent } from './main-thread.ts'

export interface LighthouseFigures {
  score: number
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
  /** The element Lighthouse names as the largest contentful paint, for whoever tunes it. */
  lcpElement?: string
  /** Lighthouse's measure of the machine's CPU at the run (higher is faster). */
  benchmarkIndex: number
  /**
   * The main thread's tasks after first paint, from the run's trace (ms, rounded). Lighthouse
   * multiplies each task's wall time by 4; on a machine short of cores part of that wall time is
   * the thread waiting for one, so the CPU time beside it tells the page's work from the wait.
   */
  mainThread?: Omit<MainThreadWork, 'tasks'>
}

/**
 * One Lighthouse run in a fresh Chromium; a run that fails to trace (it happens under load) is
 * retried. With `session`, the tab holds those session-storage keys first (set on the brand's
 * /login, which every brand shows), as a signed-in visitor's tab does.
 */
export async function measure(
  url: string,
  session?: Record<string, string>,
  { http1 = false } = {},
  attempt = 1,
): Promise<LighthouseFigures> {
  // chrome-launcher needs a browser on disk (it cannot use Playwright's own), and without one it
  // fails with an unhandled "spawn ENOENT" that names no package.
  const chromePath = chromiumPath()
  if (!chromePath)
    throw new Error(
      `Lighthouse needs Chromium at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}: ` +
        "install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH",
    )
  const chrome = await launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      // The test certificate is self-signed.
      ...(http1 ? [] : ['--ignore-certificate-errors']),
    ],
  })
  let result: Awaited<ReturnType<typeof lighthouse>>
  try {
    const page = session ? await signedInTab(chrome.port, url, session) : undefined
    result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      undefined,
      page,
    )
  } finally {
    chrome.kill()
  }
  if (!result) throw new Error(`lighthouse: no result for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) {
    if (attempt < 3) return measure(url, session, { http1 }, attempt + 1)
    throw new Error(`lighthouse: ${url}: ${lhr.runtimeError.message}`)
  }
  // A page the visitor may not see sends them to sign in: the figures would be the sign-in's.
  const shown = new URL(lhr.finalDisplayedUrl)
  if (shown.pathname !== new URL(url).pathname) {
    throw new Error(`lighthouse: ${url} showed ${shown.pathname}${shown.search}, not the page`)
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const lcpItems = (
    lhr.audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined
  )?.items?.[0]?.items
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpElement: lcpItems?.[0]?.node?.selector,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    mainThread: roundWork(
      mainThreadWork(result.artifacts.Trace.traceEvents as unknown as TraceEvent[]),
    ),
  }
}

/**
 * A tab of the Chromium on `port` that holds a session on the origin of `url`, as a member's tab
 * after signing in does: the keys, and the `signed_in` cookie the portal writes beside them (it is
 * booted once with the keys to write it; Lighthouse's reset clears the cache, not cookies).
 */
async function signedInTab(port: number, url: string, session: Record<string, string>) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` })
  const page = await browser.newPage()
  await page.goto(new URL('/login', url).href)
  await page.evaluate((keys) => {
    for (const [key, value] of Object.entries(keys)) sessionStorage.setItem(key, value)
  }, session)
  await page.reload()
  // A build from before the cookie writes none (`npm run lighthouse:ab` against an older dist/):
  // its tab goes on without, as that build's members' tabs did.
  await page
    .waitForFunction(() => document.cookie.includes('signed_in=1'), { timeout: 10_000 })
    .catch(() => undefined)
  return page
}

/** The main thread's figures in whole ms (the task count is left out of the results). */
function roundWork(work: MainThreadWork | undefined) {
  if (!work) return undefined
  const { wallMs, cpuMs, cpuBlockingMs } = work
  return {
    wallMs: Math.round(wallMs),
    cpuMs: Math.round(cpuMs),
    cpuBlockingMs: Math.round(cpuBlockingMs),
  }
}
