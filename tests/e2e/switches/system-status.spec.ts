import { dealt, expect, landingPath, messageText, test } from '../fixtures'
import { setSystemStatus } from '../platform-control'

/**
 * While the site is closed the platform refuses every call but the system ones with 503
 * (server/platform/system-status.ts): those the page started before it knew the status (the first
 * screen's banners) are logged by the browser. Nothing else may be.
 */
function forgiveClosedRefusals(consoleErrors: string[]) {
  const others = consoleErrors.filter((text) => !/status of 503 \(Service Unavailable\)/.test(text))
  consoleErrors.splice(0, consoleErrors.length, ...others)
}

test.describe('system status and failed chunks', { tag: dealt() }, () => {
  test.afterEach(async ({ brand }) => {
    await setSystemStatus(brand.merchantCode, 0)
  })

  test('status 1 replaces the site with the maintenance page until a retry finds it back', async ({
    page,
    brand,
    consoleErrors,
  }) => {
    await setSystemStatus(brand.merchantCode, 1)
    await page.goto(landingPath(brand))
    const maintenance = page.getByTestId('maintenance-page')
    await expect(maintenance).toBeVisible()
    await expect(maintenance.locator('h1')).toHaveText(
      messageText(brand.languages.default, 'system.maintenance.title'),
    )
    await expect(maintenance.locator('img')).toHaveAttribute('alt', brand.displayName)
    await expect(page.locator('header')).toHaveCount(0)
    await expect(page.locator('footer')).toHaveCount(0)

    // Still in maintenance: a retry keeps the page. Its check is answered before the status moves.
    const checked = page.waitForResponse((r) => r.url().includes('/api/system/status'))
    await page.getByTestId('system-retry').click()
    expect((await checked).ok()).toBe(true)
    await expect(page.getByTestId('system-retry')).toBeEnabled()
    await expect(maintenance).toBeVisible()

    await setSystemStatus(brand.merchantCode, 0)
    await page.getByTestId('system-retry').click()
    await expect(maintenance).toHaveCount(0)
    await expect(page.getByTestId('brand-logo')).toBeVisible()
    forgiveClosedRefusals(consoleErrors)
  })

  test('status 2 shows the region-blocked page with the IP', async ({ page, brand }) => {
    await setSystemStatus(brand.merchantCode, 2)
    // The IP the platform saw for this page's own permission call.
    const permission = page.waitForResponse((r) => r.url().includes('/api/system/permission'))
    await page.goto(landingPath(brand))
    const { value } = (await (await permission).json()) as { value: { location: { ip: string } } }
    const ip = value.location.ip
    expect(ip).toBeTruthy()
    const region = page.getByTestId('region-page')
    await expect(region).toBeVisible()
    await expect(region.locator('h1')).toHaveText(
      messageText(brand.languages.default, 'system.region.title'),
    )
    await expect(page.getByTestId('region-ip')).toHaveText(
      messageText(brand.languages.default, 'system.region.ip', { ip }),
    )
    await expect(page.locator('header')).toHaveCount(0)

    await setSystemStatus(brand.merchantCode, 0)
    await page.getByTestId('system-retry').click()
    await expect(region).toHaveCount(0)
    await expect(page.getByTestId('brand-logo')).toBeVisible()
  })

  test('the site goes back to normal by itself on the next check', async ({
    page,
    brand,
    consoleErrors,
  }) => {
    await page.clock.install()
    await setSystemStatus(brand.merchantCode, 1)
    await page.goto(landingPath(brand))
    await expect(page.getByTestId('maintenance-page')).toBeVisible()
    await setSystemStatus(brand.merchantCode, 0)
    await page.clock.runFor(61_000)
    await expect(page.getByTestId('maintenance-page')).toHaveCount(0)
    await expect(page.getByTestId('brand-logo')).toBeVisible()
    forgiveClosedRefusals(consoleErrors)
  })

  test('a screen whose chunk fails to load shows a retry page, and the retry loads it', async ({
    page,
    brand,
    consoleErrors,
  }) => {
    // The landing screen: Home, or the login screen for a brand that requires a session.
    const chunk = brand.loginedToHomePage
      ? '**/assets/login.screen-*.js'
      : '**/assets/home-page-*.js'
    await page.route(chunk, (route) => route.abort('failed'))
    await page.goto(landingPath(brand))
    const error = page.getByTestId('chunk-error')
    await expect(error).toBeVisible()
    await expect(error).toContainText(messageText(brand.languages.default, 'system.chunk.title'))
    // The shell stays: header and footer are there around the error.
    await expect(page.getByTestId('brand-logo')).toBeVisible()

    await page.unroute(chunk)
    await page.getByTestId('route-retry').click()
    await expect(error).toHaveCount(0)
    await expect(page.getByTestId('route-error')).toHaveCount(0)
    await expect(page.locator('main h1, main [data-testid]').first()).toBeVisible()
    // The blocked request itself is logged by the browser; nothing else may be.
    const others = consoleErrors.filter(
      (text) => !/Failed to (load resource|fetch dynamically)/.test(text),
    )
    consoleErrors.splice(0, consoleErrors.length, ...others)
  })
})
