import type { Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import {
  expect,
  landingPath,
  moneyIn,
  openMemberPage,
  platformOrigin,
  controlSecret,
  test,
  typedIn,
} from '../fixtures'
import { apiCall, patchSettings, registerAccount, signInPage } from '../platform-control'

/**
 * The end of a deposit limit's cooling-off (issue 46): the raise is pending, then applies by itself
 * once the platform's clock has passed it. The clock is the whole platform's, so this runs after
 * every other journey, one brand after the other with nothing beside it (the `<brand>:clock`
 * projects, playwright.config.ts), and only moves it forward: by an hour and a minute, the
 * merchant's cooling-off set to an hour for the journey.
 */

const coolingOffHours = 1

/** Moves the platform's clock forward (the control API; it never goes back while journeys run). */
async function advancePlatformClock(ms: number) {
  const response = await fetch(`${platformOrigin()}/__control/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-control-secret': controlSecret },
    body: JSON.stringify({ advanceMs: ms }),
  })
  if (!response.ok) throw new Error(`control clock: HTTP ${response.status}`)
}

async function setDailyDepositLimit(page: Page, brand: Brand, minor: number) {
  await page.getByTestId('limit-slot').selectOption('deposit-day')
  await page.getByTestId('limit-amount').fill(typedIn(brand, minor))
  await page.getByTestId('limit-save').click()
}

test.describe('responsible gaming: the cooling-off', () => {
  test.beforeEach(async ({ brand }) => {
    await patchSettings(brand.merchantCode, { responsible: { coolingOffHours } })
  })
  test.afterEach(async ({ brand }) => {
    await patchSettings(brand.merchantCode, { responsible: { coolingOffHours: 24 } })
  })

  test('a raised deposit limit is pending, then applies by itself once the cooling-off has passed', async ({
    page,
    brand,
  }) => {
    const merchant = brand.merchantCode
    const account = await registerAccount(merchant)
    const token = await signInPage(page, merchant, account)
    const { list } = await apiCall<{ list: { minAmount: number }[] }>(
      merchant,
      'GET',
      '/finance/channels',
      { token },
    )
    const min = list[0]!.minAmount
    await page.goto(landingPath(brand) === '/login' ? '/noticePage' : '/')
    await openMemberPage(page, 'responsibleGaming', 'responsible-page')
    await setDailyDepositLimit(page, brand, min * 2)
    const limit = page.getByTestId('limit-deposit-day')
    await expect(limit.getByTestId('limit-amount-value')).toHaveText(moneyIn(brand, min * 2))
    await setDailyDepositLimit(page, brand, min * 10)
    await expect(limit.getByTestId('limit-pending')).toContainText(moneyIn(brand, min * 10))
    await expect(limit.getByTestId('limit-amount-value')).toHaveText(moneyIn(brand, min * 2))

    await advancePlatformClock((coolingOffHours * 60 + 1) * 60_000)
    await page.reload()
    await expect(page.getByTestId('responsible-page')).toBeVisible()
    await expect(limit.getByTestId('limit-amount-value')).toHaveText(moneyIn(brand, min * 10))
    await expect(limit.getByTestId('limit-pending')).toHaveCount(0)

    // The raised limit is the one enforced: three times the smallest deposit goes through.
    await openMemberPage(page, 'depositv2', 'deposit-page')
    await page.getByTestId('deposit-amount').fill(typedIn(brand, min * 3))
    await page.getByTestId('deposit-submit').click()
    await expect(page.getByTestId('deposit-created')).toBeVisible()
    await expect(page.getByTestId('deposit-refused')).toHaveCount(0)
  })
})
