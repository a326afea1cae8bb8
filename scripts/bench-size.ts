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
    /** The JavaScript asked for once the page had settled, until the network rested. */
    settledJsGzipKB: number
    /** On a phone: the first visit's JavaScript, and what the settled page asked for after it. */
    phone?: { firstVisitJsGzipKB: number; settledJsGzipKB: number }
  }
> = {}
let over = false
try {
  for (const id of listBrandIds()) {
    const page = await browser.newPage()
    const figures = await measureFirstVisit(page, `${server.origin(id)}/`)
    await page.close()
    const { firstVisitJsGzipKB: js, firstVisitCssGzipKB: css, firstVisitFontKB: font } = figures
    const settled = figures.settledJsGzipKB
    results[id] = {
      firstVisitJsGzipKB: js,
      settledJsGzipKB: settled,
      firstVisitCssGzipKB: css,
      firstVisitFontKB: font,
    }
    const jsOk = js <= sizeBudgets.firstVisitJsGzipKB
    const cssOk = css <= sizeBudgets.firstVisitCssGzipKB
    const fontOk = font <= sizeBudgets.firstVisitFontKB
    if (!jsOk || !cssOk || !fontOk) over = true
    console.log(
      `${id}: ${js} KB gzip JavaScript in ${figures.jsFiles} files (budget ${sizeBudgets.firstVisitJsGzipKB} KB) ${jsOk ? 'ok' : 'OVER BUDGET'}, ${settled} KB more once the page settled; ` +
        `${css} KB gzip CSS in ${figures.cssFiles} files (budget ${sizeBudgets.firstVisitCssGzipKB} KB) ${cssOk ? 'ok' : 'OVER BUDGET'}; ` +
        `${font} KB of fonts in ${figures.fontFiles} files (budget ${sizeBudgets.firstVisitFontKB} KB) ${fontOk ? 'ok' : 'OVER BUDGET'}`,
    )
    // On a phone, more of Home is in the first screen (default's jackpot): held to the same budget.
    const phonePage = await browser.newPage(firstScreenViewports.phone)
    const phone = await measureFirstVisit(phonePage, `${server.origin(id)}/`)
    await phonePage.close()
    results[id].phone = {
      firstVisitJsGzipKB: phone.firstVisitJsGzipKB,
      settledJsGzipKB: phone.settledJsGzipKB,
    }
    const phoneOk = phone.firstVisitJsGzipKB <= sizeBudgets.firstVisitJsGzipKB
    if (!phoneOk) over = true
    console.log(
      `${id} (phone): ${phone.firstVisitJsGzipKB} KB gzip JavaScript ` +
        `(budget ${sizeBudgets.firstVisitJsGzipKB} KB) ${phoneOk ? 'ok' : 'OVER BUDGET'}, ` +
        `${phone.settledJsGzipKB} KB more once the page settled`,
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
