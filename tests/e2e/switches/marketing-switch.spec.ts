import type { Brand } from '../../../src/config/brand.types'
import { dealt, expect, messageText, test } from '../fixtures'
import { patchSettings, registerAccount, signInPage } from '../platform-control'

const say = (brand: Brand, id: string) => messageText(brand.languages.default, id)

test(
  'the marketing centre warns while the merchant switches it off, as the mission page does',
  { tag: dealt() },
  async ({ page, brand }) => {
    const account = await registerAccount(brand.merchantCode)
    await signInPage(page, brand.merchantCode, account)
    await patchSettings(brand.merchantCode, { whitelabel: { MARKETING: false } })
    try {
      await page.goto('/?member=marketingCenter')
      const warning = page.getByTestId('marketing-unavailable')
      await expect(warning).toContainText(say(brand, 'marketing.unavailable'))
      await expect(page.getByTestId('marketing-link')).toHaveCount(0)
      // The entry stays in the menu: the page says why it is empty.
      await expect(page.getByTestId('centre-item-marketingCenter')).toHaveAttribute(
        'aria-current',
        'page',
      )
      await patchSettings(brand.merchantCode, { whitelabel: { MARKETING: true } })
      await warning.getByRole('button').click()
      await expect(page.getByTestId('marketing-link')).toBeVisible()
    } finally {
      await patchSettings(brand.merchantCode, { whitelabel: { MARKETING: true } })
    }
  },
)
