/**
 * npm run screenshots: Home (or the paths given) of every brand in light and dark at 360 and 1280
 * px wide, full page, against the reference platform on an in-memory database. Needs a build.
 * Writes .tmp/screenshots/<brand>-<theme>-<width><path>.png; SCREENSHOT_LANG=TH picks the interface language.
 *   npm run screenshots -- /promotions /vip
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { chromium } from '@playwright/test'
import { createApp } from '../server/app.ts'
import { openDb } from '../server/platform/db.ts'
import { createPlatform } from '../server/platform/index.ts'
import { seedBrands } from '../server/platform/seed.ts'
import { distDir, loadBrands } from '../shared/brands.ts'
import { chromiumArgs, chromiumPath } from './lib/chromium.ts'

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/']
const language = process.env.SCREENSHOT_LANG
const { brands } = loadBrands()
const db = await openDb({})
await seedBrands(db, brands)
const platform = await createPlatform(db, { quiet: true })
const server = serve({ fetch: createApp({ dist: distDir(), platform }).fetch, port: 0 })
await new Promise((resolve) => server.once('listening', resolve))
const address = server.address()
const port = typeof address === 'object' && address ? address.port : 0

const out = join(process.cwd(), '.tmp', 'screenshots')
mkdirSync(out, { recursive: true })
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
for (const brand of brands)
  for (const theme of ['light', 'dark'])
    for (const width of [360, 1280])
      for (const path of paths) {
        const page = await browser.newPage({ viewport: { width, height: 800 } })
        await page.addInitScript(
          ([t, lang]) => {
            localStorage.setItem('theme', t!)
            if (lang) localStorage.setItem('historyLanguage', lang)
          },
          [theme, language ?? ''],
        )
        await page.goto(`http://${brand.id}.localhost:${port}${path}`, { waitUntil: 'networkidle' })
        await page.waitForTimeout(500)
        const name = `${brand.id}-${theme}-${width}${path.replace(/[^\w]+/g, '_')}.png`
        await page.screenshot({ path: join(out, name), fullPage: true })
        await page.close()
        console.log(`screenshots: ${name}`)
      }
await browser.close()
server.close()
await db.close()
process.exit(0)
