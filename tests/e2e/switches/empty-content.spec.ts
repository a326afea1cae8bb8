import type { Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import { dealt, expect, signInThroughModal, test } from '../fixtures'
import { resetContent, setContent } from '../platform-control'

async function open(page: Page, brand: Brand, path: string) {
  if (brand.loginedToHomePage) {
    await page.goto('/login')
    await signInThroughModal(page, 'demo_member', 'Demo1234')
  }
  await page.goto(path)
}

// The hostile-content checks live in the security suite (tests/e2e/quality/security.serial.spec.ts).
test.describe('no content from the platform', { tag: dealt() }, () => {
  test.afterEach(async ({ brand }) => {
    await resetContent(brand.merchantCode)
  })

  test('empty content: no banner box, no notices, no winners', async ({ page, brand }) => {
    await setContent(brand.merchantCode, {
      banners: [{ group: 'w_live', title: 'Live only' }],
      notices: [],
      winners: [],
    })
    await open(page, brand, '/')
    await expect(page.getByTestId('notice-ticker-empty')).toBeVisible()
    await expect(page.getByTestId('banners')).toHaveCount(0)
    await expect(page.getByTestId('banners-loading')).toHaveCount(0)
    await page.getByTestId('winner-slot').scrollIntoViewIfNeeded()
    await expect(page.getByTestId('winners-empty')).toBeVisible()
    await page.goto('/noticePage')
    await expect(page.getByTestId('notices-empty')).toBeVisible()
    // One banner: a still image with no dots.
    await page.goto('/live')
    await expect(page.getByTestId('banners')).toHaveAttribute('data-group', 'w_live')
    await expect(page.getByTestId('banner-dot')).toHaveCount(0)
  })
})
