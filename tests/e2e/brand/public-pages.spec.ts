import { expect, landingPath, messageText, scrollToFooter, test } from '../fixtures'
import { registerAccount, signInPage } from '../platform-control'

// Spec §2.1: a brand that requires sign-in (loginedToHomePage) still opens /download and /helpmc to
// a visitor. The site's own links to the app download and the help lead there, not to the sign-in.

test.describe('the public pages are reached by the links that lead to them (spec §2.1)', () => {
  test('the header’s App download link opens the app download page to a visitor', async ({
    page,
    brand,
  }) => {
    test.skip(brand.areas.appDownload === false, 'the brand offers no app download')
    await page.goto(landingPath(brand))
    await page.getByTestId('nav-appDownload').click()
    await expect(page.getByTestId('download-ios')).toBeVisible()
    await expect(page).toHaveURL(brand.loginedToHomePage ? /\/download$/ : /\/down$/)
    // The site's header stays, to sign in or go on from.
    await expect(page.getByTestId('header-sign-in')).toBeVisible()
    await expect(page.getByTestId('nav-appDownload')).toBeVisible()
  })

  test('the footer’s Help link opens the help to a visitor, the article asked for kept', async ({
    page,
    brand,
  }) => {
    test.skip(brand.areas.help === false, 'the brand offers no help')
    const language = brand.languages.default
    await page.goto(landingPath(brand))
    // The footer loads as it nears the viewport: scrolled to, as a reader does.
    await scrollToFooter(page)
    await page
      .getByRole('navigation', { name: messageText(language, 'footer.links') })
      .getByRole('link', { name: messageText(language, 'nav.help'), exact: true })
      .click()
    await expect(page.getByTestId('help-search')).toBeVisible()
    await expect(page).toHaveURL(brand.loginedToHomePage ? /\/helpmc$/ : /\/help$/)
    // The terms the registration form links to open as an article.
    await page.goto('/help?topic=terms')
    await expect(page.getByRole('article')).toBeVisible()
    await expect(page).toHaveURL(
      brand.loginedToHomePage ? /\/helpmc\?topic=terms$/ : /\/help\?topic=terms$/,
    )
  })

  test('a member stays on /down, the app download page of the site', async ({ page, brand }) => {
    test.skip(brand.areas.appDownload === false, 'the brand offers no app download')
    await signInPage(page, brand.merchantCode, await registerAccount(brand.merchantCode))
    await page.goto('/')
    await page.getByTestId('nav-appDownload').click()
    await expect(page.getByTestId('download-ios')).toBeVisible()
    await expect(page).toHaveURL(/\/down$/)
  })

  test('the public /download shows the app download banners (w_down), as /down does (spec §2.2)', async ({
    page,
    brand,
  }) => {
    test.skip(brand.areas.appDownload === false, 'the brand offers no app download')
    await page.goto('/download')
    await expect(page.getByTestId('download-ios')).toBeVisible()
    await expect(page.getByTestId('banners')).toHaveAttribute('data-group', 'w_down')
    await expect(page.getByTestId('banner-slide').first()).toBeVisible()
  })
})
