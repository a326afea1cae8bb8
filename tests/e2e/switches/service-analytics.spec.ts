import type { Brand } from '../../../src/config/brand.types'
import { dealt, expect, messageText, test } from '../fixtures'
import { patchSettings } from '../platform-control'

/** Runs with some of the brand's settings changed, and puts back what the seed had. */
async function withSettings(brand: Brand, set: Record<string, unknown>, run: () => Promise<void>) {
  const seeded = {
    customerServicePath: '/service/chat',
    vipCustomerServicePath: '/service/chat?vip=1',
    gtagId: '',
  }
  await patchSettings(brand.merchantCode, set)
  try {
    await run()
  } finally {
    await patchSettings(brand.merchantCode, seeded)
  }
}

test(
  'without a customer-service entry the window closes and a message shows',
  { tag: dealt() },
  async ({ page, brand, context }) => {
    await withSettings(brand, { customerServicePath: '', vipCustomerServicePath: '' }, async () => {
      await page.goto('/helpmc')
      const popup = context.waitForEvent('page')
      await page.getByTestId('help-customer-service').click()
      const window = await popup
      await expect.poll(() => window.isClosed()).toBe(true)
      await expect(page.getByTestId('service-notice-message')).toHaveText(
        messageText(brand.languages.default, 'service.unavailable'),
      )
      await page.getByTestId('service-notice').getByRole('button').last().click()
      await expect(page.getByTestId('service-notice')).toHaveCount(0)
    })
  },
)

test('an analytics id loads Google’s tag only where the brand allows it', async ({
  page,
  brand,
  context,
}) => {
  const gtagId = 'G-E2ETEST123'
  const google: string[] = []
  await context.route('https://www.googletagmanager.com/**', (route) => {
    google.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: '/* gtag stand-in */' })
  })
  await withSettings(brand, { gtagId }, async () => {
    await page.goto('/helpmc')
    await expect(page.getByTestId('help-article-link').first()).toBeVisible()
    if (!brand.analytics?.googleTag) {
      await page.waitForTimeout(1000)
      expect(google).toEqual([])
      expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false)
      return
    }
    await expect
      .poll(() => google)
      .toEqual([`https://www.googletagmanager.com/gtag/js?id=${gtagId}`])
    const pageViews = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
          .map((entry) => [...entry] as unknown[])
          .filter((entry) => entry[0] === 'event' && entry[1] === 'page_view')
          .map((entry) => (entry[2] as { page_path: string }).page_path),
      )
    await expect.poll(pageViews).toEqual(['/helpmc'])
    // A route change inside the app reports one more page view.
    await page.getByTestId('help-article-link').first().click()
    await expect(page).toHaveURL(/article=/)
    await expect
      .poll(pageViews)
      .toEqual(['/helpmc', expect.stringMatching(/^\/helpmc\?article=\d+$/)])
  })
})
