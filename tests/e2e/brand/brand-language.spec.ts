import { homeCountry } from '../../../src/lib/countries'
import { expect, landingPath, messageText, test } from '../fixtures'
import { apiCall } from '../platform-control'

interface Help {
  categories: { id: string; articles: { id: string; title: string }[] }[]
}

test.describe('what a brand preselects and names follows its country and language', () => {
  test('the phone inputs preselect the brand’s own country code (VN +84 for a ₫ brand)', async ({
    page,
    brand,
  }) => {
    const home = homeCountry(brand.currency.code).countryDialingCode
    await page.goto('/register')
    const form = page.getByTestId('modal-register')
    const dialing = form.locator('select[name="countryDialingCode"]').first()
    await expect(dialing).toHaveValue(home)
    await expect(dialing.locator('option').first()).toHaveAttribute('value', home)

    await page.goto(landingPath(brand))
    await page.getByTestId('header-sign-in').click()
    const modal = page.getByTestId('modal-login')
    await modal.getByTestId('tab-mobile').click()
    await expect(modal.locator('select[name="countryDialingCode"]')).toHaveValue(home)
  })

  test('the Telegram shortcuts are named in the page’s language', async ({ page, brand }) => {
    const language = brand.languages.default
    await page.goto(landingPath(brand))
    await expect(page.getByTestId('right-bar-telegramPrimary')).toHaveAttribute(
      'aria-label',
      messageText(language, 'rightBar.telegramSupport'),
    )
    await expect(page.getByTestId('right-bar-telegramSecondary')).toHaveAttribute(
      'aria-label',
      messageText(language, 'rightBar.telegramChannel'),
    )
  })

  test('the registration’s terms box links the terms, which open in a tab of their own', async ({
    page,
    brand,
  }) => {
    test.skip(brand.areas.help === false, 'the brand has no help centre')
    const language = brand.languages.default
    const help = await apiCall<Help>(brand.merchantCode, 'GET', '/content/help', { language })
    const terms = help.categories.find((c) => c.id === 'terms')!.articles[0]!
    await page.goto('/register')
    const link = page.getByTestId('modal-register').getByTestId('register-terms-link').first()
    await expect(link).toHaveText(messageText(language, 'register.termsLink'))
    const popup = page.waitForEvent('popup')
    await link.click()
    const tab = await popup
    await expect(tab.getByTestId('help-article').locator('h2')).toHaveText(terms.title)
    await expect(tab.getByTestId('help-article-body')).not.toBeEmpty()
    // The form stays where it was, with what was typed.
    await expect(page.getByTestId('modal-register')).toBeVisible()
    await tab.close()
  })
})
