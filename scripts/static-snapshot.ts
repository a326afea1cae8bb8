/**
 * npm run snapshot:static -- <build> <out> [brand] [path]: a copy of a build in which the brand's
 * shell is one page as the portal drew it, with every script taken out. Lighthouse on that copy
 * (`npm run lighthouse:ab -- <build> <out> <path> 6 <brand>`) measures what the page's HTML, CSS,
 * fonts and pictures cost without the JavaScript that drew them: how much of a TBT or an LCP is
 * the script's, and how much the content's or the machine's (docs/performance.md, "The machine's
 * floor").
 *
 * The page is drawn at Lighthouse's phone size (412×823 at 1.75×) once it has settled, signed in
 * where the brand shows its pages to members only. The copy serves that one page at every path of
 * the brand; its CSP lets the style attributes the portal set from its scripts stand in the markup.
 */
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { brandOrExit, startBenchServer } from './lib/bench-server.ts'
import { chromiumArgs, chromiumPath } from './lib/chromium.ts'

const [build, out, brandId = 'default', path = '/'] = process.argv.slice(2)
if (!build || !out || existsSync(out)) {
  console.error('snapshot:static: name a build and a new folder, e.g. -- dist /tmp/static-home')
  process.exit(1)
}
const brand = brandOrExit('snapshot:static', brandId)

/** What the copy's CSPs say instead, so that the style attributes the scripts set still apply. */
const allowStyleAttributes = ["style-src 'self'", "style-src 'self' 'unsafe-inline'"] as const

const server = await startBenchServer('snapshot:static', { dist: build })
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
let html: string
try {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  })
  const page = await context.newPage()
  const origin = server.origin(brandId)
  if (brand.loginedToHomePage) {
    const keys = await server.sessionKeys(brandId, 'demo_member')
    await page.goto(`${origin}/login`)
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value)
    }, keys)
  }
  await page.goto(origin + path)
  await page.waitForSelector('html[data-settled]', { timeout: 30_000 })
  html = await page.evaluate(() => `<!doctype html>\n${document.documentElement.outerHTML}`)
  html = html
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<link[^>]*rel="modulepreload"[^>]*>/g, '')
    // The stylesheets Vite added while the page loaded name the origin; the copy is served on another.
    .replaceAll(origin, '')
    // Motion starts once the page settles; a loaded copy starts where a first visit does.
    .replace(' data-settled=""', '')
    // The shell's own CSP (a meta tag, beside the header's) lets the style attributes stand too.
    .replaceAll(allowStyleAttributes[0], allowStyleAttributes[1])
} finally {
  await browser.close()
  await server.close()
}

cpSync(build, out, { recursive: true })
writeFileSync(join(out, 'brands', brandId, 'index.html'), html)
const manifestPath = join(out, 'brands', 'manifest.json')
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
  brands: Record<string, { csp: string }>
}
const entry = manifest.brands[brandId]!
entry.csp = entry.csp.replace(...allowStyleAttributes)
writeFileSync(manifestPath, JSON.stringify(manifest))
console.log(`snapshot:static: ${brandId} ${path} as drawn, ${html.length} characters, in ${out}`)
