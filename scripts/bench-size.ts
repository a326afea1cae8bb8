/**
 * npm run bench:size: the gzip JavaScript a first visit to Home loads, per brand, measured in
 * Chromium from the network log, with the reference platform answering. Writes
 * bench/results/size.json. Needs a build (npm run build).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { chromium } from '@playwright/test'
import { createApp } from '../server/app.ts'
import { openDb } from '../server/platform/db.ts'
import { createPlatform } from '../server/platform/index.ts'
import { seedBrands } from '../server/platform/seed.ts'
import { distDir, listBrandIds, loadBrands } from './lib/brands.ts'
import { chromiumArgs, chromiumPath } from './lib/chromium.ts'
import { measureFirstVisitJs } from './lib/first-visit.ts'

const budgetKB = 140
// The platform answers too, so the visit loads what Home loads with data (banners, notices...).
const db = await openDb({})
await seedBrands(db, loadBrands().brands)
const platform = await createPlatform(db, { quiet: true })
const server = serve({ fetch: createApp({ dist: distDir(), platform }).fetch, port: 0 })
await new Promise((resolve) => server.once('listening', resolve))
const address = server.address()
const port = typeof address === 'object' && address ? address.port : 0

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
const results: Record<string, { firstVisitJsGzipKB: number }> = {}
let over = false
for (const id of listBrandIds()) {
  const page = await browser.newPage()
  const { firstVisitJsGzipKB, files } = await measureFirstVisitJs(
    page,
    `http://${id}.localhost:${port}/`,
  )
  await page.close()
  results[id] = { firstVisitJsGzipKB }
  const verdict = firstVisitJsGzipKB <= budgetKB ? 'ok' : 'OVER BUDGET'
  if (firstVisitJsGzipKB > budgetKB) over = true
  console.log(
    `${id}: ${firstVisitJsGzipKB} KB gzip JavaScript in ${files} files (budget ${budgetKB} KB) ${verdict}`,
  )
}
await browser.close()
server.close()
const out = join(process.cwd(), 'bench', 'results')
mkdirSync(out, { recursive: true })
writeFileSync(join(out, 'size.json'), `${JSON.stringify(results, null, 2)}\n`)
console.log('bench:size: wrote bench/results/size.json')
process.exit(over ? 1 : 0)
