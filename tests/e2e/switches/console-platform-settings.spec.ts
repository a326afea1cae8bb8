import type { Browser, Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import { defaultSettings } from '../../../server/platform/settings'
import { toZoneInput } from '../../../src/console/ui/zoned-time'
import { consoleUrl, signInConsole } from '../console-sign-in'
import {
  brandOrigin,
  controlSecret,
  dealt,
  expect,
  landingPath,
  messageText,
  platformOrigin,
  test,
} from '../fixtures'
import { patchSettings, registerAccount, signInPage } from '../platform-control'

// The console's platform settings seen from the portal: a maintenance window an owner plans closes
// an open portal at its start and opens it at its end without a reload; a country the owner blocks
// sees the region page; the finance switches are kept as typed, in the brand's currency.

/** The platform's now (a journey may have moved its clock forward). */
async function platformNow(): Promise<number> {
  const response = await fetch(`${platformOrigin()}/__control/clock`, {
    headers: { 'x-control-secret': controlSecret },
  })
  return Date.parse(((await response.json()) as { value: { now: string } }).value.now)
}

/** The brand's owner at the console's Settings page, and the merchant's zone as auth.me names it. */
async function ownerAtSettings(browser: Browser, brandId: string) {
  const operator = await browser.newPage({ baseURL: consoleUrl })
  await signInConsole(operator, `${brandId}.owner`)
  const zone = await operator.evaluate(async () => {
    const me = await fetch('/console-api/auth/me', { headers: { 'x-console': '1' } })
    return ((await me.json()) as { value: { merchants: { timeZone: string }[] } }).value
      .merchants[0]!.timeZone
  })
  return { operator, zone }
}

/** Opens the Settings page again (the owner stays signed in: a code works once a step). */
async function openSettings(operator: Page) {
  await operator.goto(`${consoleUrl}/`)
  await operator.getByRole('link', { name: 'Settings' }).click()
  await expect(operator.getByRole('heading', { name: 'Maintenance' })).toBeVisible()
}

// One owner's session for the file: a code signs in once per 30-second step.
test.describe.configure({ mode: 'serial' })
let owner: { operator: Page; zone: string }
test.beforeAll(async ({ browser }, testInfo) => {
  const { brand } = testInfo.project.use as { brand: Brand }
  owner = await ownerAtSettings(browser, brand.id)
})
test.afterAll(async () => {
  await owner.operator.close()
})

const save = async (operator: Page) => {
  await operator.getByRole('button', { name: 'Save' }).click()
  await expect(operator.getByText('Saved. The portal shows the change now.')).toBeVisible()
}

test(
  'a window the owner plans closes an open portal at its start and opens it at its end, without a reload',
  { tag: dealt() },
  async ({ page, brand }) => {
    test.setTimeout(90_000)
    const account = await registerAccount(brand.merchantCode)
    await signInPage(page, brand.merchantCode, account)
    await page.goto('/')
    await expect(page.getByTestId('brand-logo')).toBeVisible()
    // The member's live stream is open: the save's config event reaches this page.
    await expect(page.locator('html')).toHaveAttribute('data-live-state', /^(live|follower)$/, {
      timeout: 15_000,
    })
    // Gone if the page loaded again.
    await page.evaluate(() => Object.assign(window, { stayedOpen: true }))

    const { operator, zone } = owner
    await openSettings(operator)
    try {
      // An end that is not after the start is refused before anything is sent.
      const windowStart = operator.locator('input[name="windowStart"]')
      const windowEnd = operator.locator('input[name="windowEnd"]')
      const later = new Date((await platformNow()) + 3_600_000).toISOString()
      await windowStart.fill(toZoneInput(later, zone))
      await windowEnd.fill(toZoneInput(later, zone))
      await expect(operator.getByTestId('window-backwards')).toBeVisible()
      await expect(operator.getByRole('button', { name: 'Save' })).toBeDisabled()
      // A window that opens a little after the save lands, and lasts a few seconds: its times are
      // read from the platform's clock just before they are typed and saved.
      const now = await platformNow()
      const start = new Date(now + 7_000).toISOString()
      const end = new Date(now + 12_000).toISOString()
      await windowStart.fill(toZoneInput(start, zone))
      await windowEnd.fill(toZoneInput(end, zone))
      await expect(operator.getByTestId('window-backwards')).toHaveCount(0)
      await save(operator)

      // Open until the start, closed until the end, open again: the page asks at each end itself.
      await expect(page.getByTestId('maintenance-page')).toHaveCount(0)
      const maintenance = page.getByTestId('maintenance-page')
      await expect(maintenance).toBeVisible({ timeout: 20_000 })
      await expect(maintenance.locator('h1')).toHaveText(
        messageText(brand.languages.default, 'system.maintenance.title'),
      )
      await expect(maintenance).toHaveCount(0, { timeout: 20_000 })
      await expect(page.getByTestId('brand-logo')).toBeVisible()
      expect(await page.evaluate(() => 'stayedOpen' in window)).toBe(true)

      // The console shows the window as saved, in the merchant's time.
      await operator.reload()
      await expect(windowStart).toHaveValue(toZoneInput(start, zone))
    } finally {
      await patchSettings(brand.merchantCode, { maintenanceWindow: null })
    }
  },
)

test(
  'a country the owner blocks sees the region page, and another country the portal',
  { tag: dealt() },
  async ({ browser, brand }) => {
    test.setTimeout(60_000)
    const { operator } = owner
    await openSettings(operator)
    const visitor = await browser.newContext({ extraHTTPHeaders: { 'X-Client-Country': 'KP' } })
    const neighbour = await browser.newContext({ extraHTTPHeaders: { 'X-Client-Country': 'KR' } })
    try {
      await expect(operator.getByTestId('region-none')).toBeVisible()
      const code = operator.locator('input[name="country"]')
      await code.fill('QQ')
      await operator.getByRole('button', { name: 'Block', exact: true }).click()
      await expect(operator.getByRole('alert')).toBeVisible()
      await code.fill('kp')
      await code.press('Enter')
      await expect(operator.getByTestId('blocked-country')).toHaveText(/KP/)
      await save(operator)

      // The balancer names the visitor's country (the suite's address is a trusted proxy).
      const blocked = await visitor.newPage()
      await blocked.goto(`${brandOrigin(brand.merchantCode)}${landingPath(brand)}`)
      const region = blocked.getByTestId('region-page')
      await expect(region).toBeVisible()
      await expect(region.locator('h1')).toHaveText(
        messageText(brand.languages.default, 'system.region.title'),
      )
      await expect(blocked.locator('header')).toHaveCount(0)

      const open = await neighbour.newPage()
      await open.goto(`${brandOrigin(brand.merchantCode)}${landingPath(brand)}`)
      await expect(open.getByTestId('brand-logo')).toBeVisible()
      await expect(open.getByTestId('region-page')).toHaveCount(0)
    } finally {
      await patchSettings(brand.merchantCode, { blockedCountries: [] })
      await visitor.close()
      await neighbour.close()
    }
  },
)

test('the finance switches are saved as typed, in the brand’s currency', async ({ brand }) => {
  const { operator } = owner
  await openSettings(operator)
  try {
    const review = operator.locator('input[name="withdrawalReview"]')
    const above = operator.locator('input[name="adjustmentApprovalAbove"]')
    const wasReviewed = await review.isChecked()
    await review.click()
    await above.fill('12.345.678,9')
    await expect(above).toHaveAttribute('aria-invalid', 'true')
    await expect(operator.getByRole('button', { name: 'Save' })).toBeDisabled()
    await above.fill(brand.currency.minorUnits ? '2,500.50' : '2,500')
    await expect(above).toHaveAttribute('aria-invalid', 'false')
    await save(operator)
    await operator.reload()
    await expect(review).toBeChecked({ checked: !wasReviewed })
    await expect(above).toHaveValue(brand.currency.minorUnits ? '2,500.50' : '2,500')
  } finally {
    await patchSettings(brand.merchantCode, { finance: defaultSettings().finance })
  }
})
