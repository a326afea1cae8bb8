import { listBrandIds, loadBrands } from '../../../shared/brands'
import { sizeBudgets } from '../../../scripts/lib/budgets'
import {
  firstScreenViewports,
  measureFirstScreenImages,
  measureFirstVisit,
} from '../../../scripts/lib/first-visit'
import { expect, test } from '../fixtures'
import { signInPage } from '../platform-control'
import { e2ePort as port } from '../suite-settings'

const {
  firstVisitJsGzipKB: jsBudget,
  firstVisitCssGzipKB: cssBudget,
  firstVisitFontKB: fontBudget,
} = sizeBudgets

for (const id of listBrandIds()) {
  test(`${id}: a first visit to Home loads at most ${jsBudget} KB of gzip JavaScript, ${cssBudget} KB of gzip CSS and ${fontBudget} KB of fonts`, async ({
    page,
  }) => {
    const figures = await measureFirstVisit(page, `http://${id}.localhost:${port}/`)
    expect(figures.firstVisitJsGzipKB).toBeGreaterThan(20)
    expect(figures.firstVisitJsGzipKB).toBeLessThanOrEqual(jsBudget)
    expect(figures.firstVisitCssGzipKB).toBeGreaterThan(0.5)
    expect(figures.firstVisitCssGzipKB).toBeLessThanOrEqual(cssBudget)
    // A brand with its own typeface loads some of it (the measure counts fonts at all).
    if (loadBrands().brands.find((brand) => brand.id === id)?.typeface)
      expect(figures.firstVisitFontKB).toBeGreaterThan(5)
    expect(figures.firstVisitFontKB).toBeLessThanOrEqual(fontBudget)
  })
}

// On a phone, more of Home is in the first screen (default's jackpot, whose chunks load as its top
// edge shows): the JavaScript asked for before the page settled is held to the same budget.
for (const id of listBrandIds())
  test(`${id}: on a phone, Home's first screen loads at most ${jsBudget} KB of gzip JavaScript`, async ({
    browser,
  }) => {
    const page = await browser.newPage(firstScreenViewports.phone)
    const figures = await measureFirstVisit(page, `http://${id}.localhost:${port}/`)
    await page.close()
    expect(figures.firstVisitJsGzipKB).toBeGreaterThan(20)
    expect(figures.firstVisitJsGzipKB).toBeLessThanOrEqual(jsBudget)
  })

for (const id of listBrandIds())
  for (const [name, screen] of Object.entries(firstScreenViewports))
    test(`${id}: the pictures of Home's first screen on a ${name} weigh at most ${sizeBudgets.firstScreenImageKB} KB`, async ({
      browser,
    }) => {
      const page = await browser.newPage(screen)
      const shown = await measureFirstScreenImages(page, `http://${id}.localhost:${port}/`)
      await page.close()
      expect(shown.images).toBeGreaterThan(0)
      expect(shown.firstScreenImageKB).toBeLessThanOrEqual(sizeBudgets.firstScreenImageKB)
    })

for (const brand of loadBrands().brands) {
  test(`${brand.id}: a signed-in visit to Home validates the account bar's answers with their own chunk, not their domains' modules`, async ({
    page,
  }) => {
    await signInPage(page, brand.merchantCode, { username: 'demo_member', password: 'Demo1234' })
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(`http://${brand.id}.localhost:${port}/`, { waitUntil: 'networkidle' })
    await expect(page.getByTestId('balance-amount')).toBeVisible()
    await expect(page.getByTestId('header-user-menu')).toBeVisible()
    // Balance, member, the badge's promotions and messages: 3 KB gzip; their domains' modules
    // (wallet, member, inbox, content) were 145 KB of JavaScript on every signed-in page.
    expect(scripts.filter((path) => /\/account-validators-[\w-]+\.js$/.test(path))).toHaveLength(1)
    expect(scripts.filter((path) => /\/\w+\.gen-[\w-]+\.js$/.test(path))).toEqual([])
  })
}

for (const brand of loadBrands().brands) {
  test(`${brand.id}: signed in, the account bar's code is asked for once the first banner has painted, not beside its image`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    await signInPage(page, brand.merchantCode, { username: 'demo_member', password: 'Demo1234' })
    // A slow image, as on a phone's network: the account bar's chunks would share its bandwidth.
    await page.route('**/media/banners/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700))
      await route.continue()
    })
    await page.goto(`http://${brand.id}.localhost:${port}/`)
    await expect(page.getByTestId('balance-amount')).toBeVisible()
    await expect(page.locator('img[src*="/media/banners/"]').first()).toHaveJSProperty(
      'complete',
      true,
    )
    const timing = await page.evaluate(async () => {
      const largest = await new Promise<PerformanceEntry & { url?: string }>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      )
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      const banner = resources.find((entry) => entry.name.includes('/media/banners/'))
      const account = resources.find((entry) => /\/header-account-[\w-]+\.js$/.test(entry.name))
      return {
        largestUrl: largest.url ?? '',
        largestAt: largest.startTime,
        bannerEnd: banner?.responseEnd ?? Number.NaN,
        accountStart: account?.startTime ?? Number.NaN,
      }
    })
    expect(timing.accountStart).toBeGreaterThan(timing.bannerEnd)
    expect(timing.largestUrl).toContain('/media/banners/')
    expect(timing.accountStart).toBeGreaterThanOrEqual(timing.largestAt)
  })
}
