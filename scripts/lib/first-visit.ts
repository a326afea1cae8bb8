import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

/**
 * The JavaScript and CSS a first visit loads, measured from the network log, in gzip KB (level 9,
 * whatever the server sent), and its fonts in KB as sent (woff2 is compressed already). Files are
 * counted once each.
 */
export async function measureFirstVisit(page: Page, url: string) {
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
  return {
    firstVisitJsGzipKB: kb(sum(scripts)),
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
