import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { settledAttribute } from '../../src/lib/motion.ts'

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

/**
 * The JavaScript and CSS a first visit loads, measured from the network log, in gzip KB (level 9,
 * whatever the server sent), and its fonts in KB as sent (woff2 is compressed already). Files are
 * counted once each. A first visit is what the page asks for before it has settled
 * (docs/performance.md): what waits for the settled page (the footer, the winners, the banners'
 * slider) loads after it, and is counted apart as `settledJsGzipKB`, the JavaScript asked for
 * from then until the network rested. Read at fixed points, not at the first rest of the network,
 * which on a busy machine can come before the screen has asked for its code, or after the settled
 * page's parts have loaded. `settles: false` for a page without the portal's settling (the
 * console): everything until the network rests.
 */
export async function measureFirstVisit(page: Page, url: string, { settles = true } = {}) {
  // When the root took the settled attribute, on the page's clock.
  await page.addInitScript((attribute) => {
    // Every request kept in the page's resource timing, not the first 250 (Home's pictures).
    performance.setResourceTimingBufferSize(10_000)
    const look = setInterval(() => {
      if (!document.documentElement?.hasAttribute(attribute)) return
      ;(window as { settledAt?: number }).settledAt = performance.now()
      clearInterval(look)
    }, 5)
  }, settledAttribute)
  const sizes = { script: new Map<string, number>(), stylesheet: new Map<string, number>() }
  const fonts = new Map<string, number>()
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    const files = type === 'font' ? fonts : sizes[type as keyof typeof sizes]
    if (!files) return
    pending.push(
      response.body().then(
        // woff2 is compressed already: a font counts as sent.
        (body) =>
          void files.set(
            response.url(),
            type === 'font' ? body.length : gzipSync(body, { level: 9 }).length,
          ),
        () => undefined,
      ),
    )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  if (settles) {
    await page.waitForSelector(`html[${settledAttribute}]`, { state: 'attached' })
    await page.waitForLoadState('networkidle')
  }
  // Faces load as text is laid out in them: wait for those the first screen asked for.
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await Promise.all(pending)
  const askedBeforeSettling = new Set(
    await page.evaluate(() => {
      const settledAt = (window as { settledAt?: number }).settledAt ?? Infinity
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < settledAt)
        .map((entry) => entry.name)
    }),
  )
  const kbOf = (files: Map<string, number>, firstVisit: boolean) =>
    kb(
      [...files]
        .filter(([name]) => askedBeforeSettling.has(name) === firstVisit)
        .reduce((sum, [, bytes]) => sum + bytes, 0),
    )
  const count = (files: Map<string, number>) =>
    [...files.keys()].filter((name) => askedBeforeSettling.has(name)).length
  return {
    firstVisitJsGzipKB: kbOf(sizes.script, true),
    settledJsGzipKB: kbOf(sizes.script, false),
    firstVisitCssGzipKB: kbOf(sizes.stylesheet, true),
    firstVisitFontKB: kbOf(fonts, true),
    jsFiles: count(sizes.script),
    cssFiles: count(sizes.stylesheet),
    fontFiles: count(fonts),
  }
}

/** The JavaScript a first visit loads, measured from the network log, in gzip KB. */
export async function measureFirstVisitJs(page: Page, url: string) {
  const { firstVisitJsGzipKB, jsFiles } = await measureFirstVisit(page, url)
  return { firstVisitJsGzipKB, files: jsFiles }
}

/** The viewports the first screen is judged on (issue 41): a phone and a laptop. */
export const firstScreenViewports = {
  // A phone's screen has two or three device pixels per CSS pixel: its pictures come at 2x.
  phone: { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2 },
  laptop: { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 },
} as const

/**
 * The pictures of a first visit's first screen, in KB as sent: every image the page loaded whose
 * element shows (in part) inside the viewport, counted once per URL. Read from the page's own
 * resource timing (the pictures come from the page's origin).
 */
export async function measureFirstScreenImages(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'networkidle' })
  // The screen renders in a pass after the first frame has painted (src/app/use-framed.ts) and
  // asks for its pictures then: on a busy machine the network can rest for the half second that
  // `networkidle` waits before that pass has run, and the count would miss the screen's pictures.
  // The root takes the settled attribute after that pass; by then every picture the first screen
  // shows has been asked for, and the count waits for each to end (loaded or failed).
  await page.waitForSelector(`html[${settledAttribute}]`, { state: 'attached' })
  await page.waitForLoadState('networkidle')
  // No named function inside: tsx would wrap it in a helper the page does not have.
  return page.evaluate(async () => {
    for (;;) {
      const shown = [...document.images].filter((image) => {
        const box = image.getBoundingClientRect()
        return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth
      })
      if (shown.every((image) => image.complete)) {
        const sizes = new Map<string, number>()
        for (const image of shown) {
          if (!image.currentSrc) continue
          const timing = performance.getEntriesByName(image.currentSrc)[0] as
            PerformanceResourceTiming | undefined
          sizes.set(image.currentSrc, timing?.encodedBodySize ?? 0)
        }
        const bytes = [...sizes.values()].reduce((a, b) => a + b, 0)
        return { firstScreenImageKB: Math.round((bytes / 1024) * 10) / 10, images: sizes.size }
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })
}
