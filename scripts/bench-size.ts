/**
 * npm run bench:size: the gzip JavaScript and CSS and the fonts a first visit to Home loads, per brand, measured
 * in Chromium from the network log, with the reference platform answering. Writes
 * bench/results/size.json. Needs a build (npm run build).
 */
import { chromium } from '@playwright/test'
import { listBrandIds } from '../shared/brands.ts'
import { writeResults } from './lib/bench-results.ts'
import { startBenchServer } from './lib/bench-server.ts'
import { sizeBudgets } from './lib/budgets.ts'
import { chromiumArgs, chromiumPath } from './lib/chromium.ts'
import {
  firstScreenViewports,
  measureFirstScreenImages,
  measureFirstVisit,
} from './lib/first-visit.ts'

// The platform answers too, so the visit loads what Home loads with data (banners, notices...).
const server = await startBenchServer('bench:size')
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
const results: Record<
  string,
  {
    firstVisitJsGzipKB: number
    firstVisitCssGzipKB: number
    firstVisitFontKB: number
    firstScreenImageKB?: Record<string, number>
    /** On a phone: the JavaScript of the first screen, and of the visit until the network is idle. */
    phone?: { firstScreenJsGzipKB: number; firstVisitJsGzipKB: number }
  }
> = {}
let over = false
try {
  for (const id of listBrandIds()) {
    const page = await browser.newPage()
    const figures = await measureFirstVisit(page, `${server.origin(id)}/`)
    await page.close()
    const { firstVisitJsGzipKB: js, firstVisitCssGzipKB: css, firstVisitFontKB: font } = figures
    results[id] = { firstVisitJsGzipKB: js, firstVisitCssGzipKB: css, firstVisitFontKB: font }
    const jsOk = js <= sizeBudgets.firstVisitJsGzipKB
    const cssOk = css <= sizeBudgets.firstVisitCssGzipKB
    const fontOk = font <= sizeBudgets.firstVisitFontKB
    if (!jsOk || !cssOk || !fontOk) over = true
    console.log(
      `${id}: ${js} KB gzip JavaScript in ${figures.jsFiles} files (budget ${sizeBudgets.firstVisitJsGzipKB} KB) ${jsOk ? 'ok' : 'OVER BUDGET'}; ` +
        `${css} KB gzip CSS in ${figures.cssFiles} files (budget ${sizeBudgets.firstVisitCssGzipKB} KB) ${cssOk ? 'ok' : 'OVER BUDGET'}; ` +
        `${font} KB of fonts in ${figures.fontFiles} files (budget ${sizeBudgets.firstVisitFontKB} KB) ${fontOk ? 'ok' : 'OVER BUDGET'}`,
    )
    // On a phone, more of Home is near the first screen; what a section below the fold loads once
    // the page has settled is told apart: the first screen's part is held to the same budget.
    const phonePage = await browser.newPage(firstScreenViewports.phone)
    const phone = await measureFirstVisit(phonePage, `${server.origin(id)}/`)
    await phonePage.close()
    results[id].phone = {
      firstScreenJsGzipKB: phone.firstScreenJsGzipKB,
      firstVisitJsGzipKB: phone.firstVisitJsGzipKB,
    }
    const phoneOk = phone.firstScreenJsGzipKB <= sizeBudgets.firstVisitJsGzipKB
    if (!phoneOk) over = true
    console.log(
      `${id} (phone): ${phone.firstScreenJsGzipKB} KB gzip JavaScript for the first screen ` +
        `(budget ${sizeBudgets.firstVisitJsGzipKB} KB) ${phoneOk ? 'ok' : 'OVER BUDGET'}, ` +
        `${phone.firstVisitJsGzipKB} KB until the network is idle`,
    )
    // The pictures of the first screen, on a phone and a laptop.
    const images: Record<string, number> = {}
    for (const [name, screenSize] of Object.entries(firstScreenViewports)) {
      const screen = await browser.newPage(screenSize)
      const shown = await measureFirstScreenImages(screen, `${server.origin(id)}/`)
      await screen.close()
      images[name] = shown.firstScreenImageKB
      const ok = shown.firstScreenImageKB <= sizeBudgets.firstScreenImageKB
      if (!ok) over = true
      console.log(
        `${id} (${name}): ${shown.firstScreenImageKB} KB of pictures in the first screen, ${shown.images} images (budget ${sizeBudgets.firstScreenImageKB} KB) ${ok ? 'ok' : 'OVER BUDGET'}`,
      )
    }
    results[id]!.firstScreenImageKB = images
  }
} finally {
  await browser.close()
  await server.close()
}
writeResults('size', results)
process.exit(over ? 1 : 0)
