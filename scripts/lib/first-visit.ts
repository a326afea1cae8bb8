import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { settledAttribute } from '../../src/lib/motion.ts'

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

/**
 * The JavaScript and CSS a first visit loads, measured from the network log, in gzip KB (level 9,
 * whatever the server sent), and its fonts in KB as sent (woff2 is compressed already). Files are
 * counted once each. `firstScreenJsGzipKB` is the part of the JavaScript asked for before the page
 * settled (docs/performance.md): the first screen's, without what loads once the page has settled
 * (the footer coming near).
 */
export async function measureFirstVisit(page: Page, url: string) {
  // When the root took the settled attribute, on the page's clock.
  await page.addInitScript((attribute) => {
    const look = setInterval(() => {
      if (!document.documentElement?.hasAttribute(attribute)) return
      ;(window as { settledAt?: number }).settledAt = performance.now()
      clearInterval(look)
    }, 5)
  }, settledAttribute)
  const scripts = new Map<string, number>()
  const styles = new Map<string, number>()
  const fonts = new Map<string, number>()
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type === 'font') {
      pending.push(
        response.body().then(
          (body) => void fonts.set(response.url(), body.length),
          () => undefined,
        ),
      )
      return
    }
    const files = type === 'script' ? scripts : type === 'stylesheet' ? styles : undefined
    if (!files) return
    pending.push(
      response.body().then(
        (body) => void files.set(response.url(), gzipSync(body, { level: 9 }).length),
        () => undefined,
      ),
    )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  // Faces load as text is laid out in them: wait for those the first screen asked for.
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await Promise.all(pending)
  const sum = (files: Map<string, number>) => [...files.values()].reduce((a, b) => a + b, 0)
  const askedBeforeSettling = await page.evaluate(() => {
    const settledAt = (window as { settledAt?: number }).settledAt ?? Infinity
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < settledAt)
      .map((entry) => entry.name)
  })
  const firstScreen = new Map(
    askedBeforeSettling.flatMap((name) => (scripts.has(name) ? [[name, scripts.get(name)!]] : [])),
  )
  return {
    firstVisitJsGzipKB: kb(sum(scripts)),
    firstScreenJsGzipKB: kb(sum(firstScreen)),
    firstVisitCssGzipKB: kb(sum(styles)),
    firstVisitFontKB: kb(sum(fonts)),
    jsFiles: scripts.size,
    cssFiles: styles.size,
    fontFiles: fonts.size,
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
  return page.evaluate(() => {
    const sizes = new Map<string, number>()
    for (const image of document.images) {
      const box = image.getBoundingClientRect()
      const shows =
        box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth
      if (!shows || !image.complete || !image.currentSrc) continue
      const timing = performance.getEntriesByName(image.currentSrc)[0] as
        PerformanceResourceTiming | undefined
      sizes.set(image.currentSrc, timing?.encodedBodySize ?? 0)
    }
    const bytes = [...sizes.values()].reduce((a, b) => a + b, 0)
    return { firstScreenImageKB: Math.round((bytes / 1024) * 10) / 10, images: sizes.size }
  })
}
