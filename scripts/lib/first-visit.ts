import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'

/** The JavaScript a first visit loads, measured from the network log, in gzip KB. */
export async function measureFirstVisitJs(page: Page, url: string) {
  const files = new Map<string, number>()
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    pending.push(
      response.body().then(
        (body) => void files.set(response.url(), gzipSync(body, { level: 9 }).length),
        () => undefined,
      ),
    )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await Promise.all(pending)
  const bytes = [...files.values()].reduce((sum, size) => sum + size, 0)
  return { firstVisitJsGzipKB: Math.round((bytes / 1024) * 10) / 10, files: files.size }
}
