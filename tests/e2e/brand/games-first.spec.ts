import type { Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import { expect, picturesInFirstScreen, test } from '../fixtures'
import { registerAccount, signInPage } from '../platform-control'

const viewports = [
  { name: 'phone', width: 412, height: 915 },
  { name: 'laptop', width: 1366, height: 768 },
] as const

/** A brand that requires a session (nova) signs a fresh member in; the others stay visitors. */
async function enter(page: Page, brand: Brand) {
  if (!brand.loginedToHomePage) return
  await signInPage(page, brand.merchantCode, await registerAccount(brand.merchantCode))
}

for (const viewport of viewports)
  test.describe(`games first on a ${viewport.name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('/rng shows at least four game pictures in the first screen, its filters behind a toggle', async ({
      page,
      brand,
    }) => {
      await enter(page, brand)
      await page.goto('/rng')
      await expect(page.getByTestId('game-card').first()).toBeVisible()
      await expect(page.getByTestId('jackpot')).toBeVisible()
      await expect
        .poll(() => picturesInFirstScreen(page, '[data-testid="game-card"] img'))
        .toBeGreaterThanOrEqual(4)
      // The filters open from the bar and narrow the list; the bar stays on top while scrolling.
      await expect(page.getByTestId('game-search')).toBeHidden()
      await page.getByTestId('filters-toggle').click()
      await expect(page.getByTestId('game-search')).toBeVisible()
      await page.getByTestId('filters-toggle').click()
      await page.evaluate(() => window.scrollTo(0, 2000))
      const bar = await page.getByTestId('list-controls').boundingBox()
      expect(bar?.y).toBeLessThanOrEqual(1)
      // One paging model: the list scrolls on, with no pager over it.
      await expect(page.getByTestId('pager')).toHaveCount(0)
    })

    test('the lobbies show at least four pictures in the first screen: vendors of live, sports and e-sports; games of fishing and PVP', async ({
      page,
      brand,
    }) => {
      await enter(page, brand)
      for (const path of ['/live', '/sports', '/esports']) {
        await page.goto(path)
        await expect(page.getByTestId('lobby-cards'), path).toBeVisible()
        await expect
          .poll(() => picturesInFirstScreen(page, '[data-testid="lobby-cards"] img'), {
            message: path,
          })
          .toBeGreaterThanOrEqual(4)
      }
      for (const path of ['/fish', '/pvp']) {
        await page.goto(path)
        await expect(page.getByTestId('game-card').first(), path).toBeVisible()
        await expect
          .poll(() => picturesInFirstScreen(page, '[data-testid="game-card"] img'), {
            message: path,
          })
          .toBeGreaterThanOrEqual(4)
      }
    })
  })
