import type { Locator } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import { expect, landingPath, test } from '../fixtures'
import { apiCall } from '../platform-control'

/** The title of a group's first banner in the brand's language, as the platform answers it. */
async function firstBannerTitle(brand: Brand, group: 'w_login' | 'w_reg') {
  const { list } = await apiCall<{ list: { title: string }[] }>(
    brand.merchantCode,
    'GET',
    `/content/banners?group=${group}`,
    { language: brand.languages.default },
  )
  expect(list.length, `the platform seeds ${group}`).toBeGreaterThan(0)
  return list[0]!.title
}

/** The banner's box, the picture the browser chose for it, and its dialog's width. */
const layoutOf = (banner: Locator) =>
  banner.evaluate((image: HTMLImageElement) => {
    const box = image.getBoundingClientRect()
    return {
      width: box.width,
      height: box.height,
      picture: image.currentSrc,
      isLoaded: image.complete && image.naturalWidth > 0,
      dialogWidth: image.closest('dialog')!.getBoundingClientRect().width,
    }
  })

/** The banner has loaded its picture, which fills the dialog's width at the artwork's 4:1. */
async function expectFitted(banner: Locator) {
  await expect.poll(async () => (await layoutOf(banner)).isLoaded).toBe(true)
  const layout = await layoutOf(banner)
  expect(layout.width).toBeLessThan(layout.dialogWidth)
  expect(layout.width).toBeGreaterThan(layout.dialogWidth - 64)
  expect(Math.abs(layout.height - layout.width / 4)).toBeLessThan(2)
  return layout
}

test.describe('the sign-in and sign-up modals show their banners (spec §2.2, §2.5)', () => {
  test('the login modal shows its w_login banner above the form, sized for a laptop and a phone', async ({
    page,
    brand,
  }) => {
    const title = await firstBannerTitle(brand, 'w_login')
    await page.goto(landingPath(brand))
    await page.getByTestId('header-sign-in').click()
    const modal = page.getByTestId('modal-login')
    const banner = modal.getByTestId('banner-w_login')
    await expect(banner).toHaveAttribute('alt', title)
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport)
      const layout = await expectFitted(banner)
      // At one device pixel per CSS pixel the 1x artwork is enough: the 2x stays unloaded.
      expect(layout.picture, `${viewport.width} px`).not.toContain('@2x')
      await expect(modal.locator('input[name="username"]')).toBeInViewport()
    }
    // The form comes after the banner.
    const bannerBottom = (await banner.boundingBox())!.y + (await banner.boundingBox())!.height
    expect((await modal.locator('input[name="username"]').boundingBox())!.y).toBeGreaterThan(
      bannerBottom,
    )
  })

  test('the register modal shows its w_reg banner', async ({ page, brand }) => {
    const title = await firstBannerTitle(brand, 'w_reg')
    await page.goto('/register')
    const banner = page.getByTestId('modal-register').getByTestId('banner-w_reg')
    await expect(banner).toHaveAttribute('alt', title)
    await expectFitted(banner)
  })
})
