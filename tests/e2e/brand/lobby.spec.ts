import {
  dealt,
  everyBrand,
  expect,
  landingPath,
  messageText,
  signInThroughModal,
  test,
} from '../fixtures'
import { registerAccount } from '../platform-control'

const lobbies = [
  { nav: 'nav-live', path: '/live', card: 'EVO' },
  { nav: 'nav-sports', path: '/sports', card: 'SABA' },
  { nav: 'nav-esports', path: '/esports', card: 'AV' },
] as const

test.describe('game lobbies', { tag: dealt() }, () => {
  test(
    'each lobby opens from the header with its vendor cards, the hot marker, and asks a visitor to sign in',
    { tag: everyBrand },
    async ({ page, brand }) => {
      test.skip(brand.loginedToHomePage, 'visitors of this brand only see the sign-in page')
      await page.goto(landingPath(brand))
      for (const lobby of lobbies) {
        await page.getByTestId(lobby.nav).click()
        await expect(page).toHaveURL(new RegExp(`${lobby.path}$`))
        const cards = page.getByTestId('lobby-cards').getByRole('button')
        await expect(cards.first()).toBeVisible()
        expect(await cards.count()).toBeGreaterThan(1)
        // The seed marks these vendors hot.
        await expect(page.getByTestId(`vendor-card-${lobby.card}`)).toContainText(
          messageText(brand.languages.default, 'header.vendors.hot'),
        )
      }
      await page.getByTestId('vendor-card-AV').click()
      await expect(page.getByTestId('modal-login')).toBeVisible()
    },
  )

  test('a signed-in member starts a vendor’s lobby game in the frame, and a listing vendor opens its game popup', async ({
    page,
    brand,
  }) => {
    const account = await registerAccount(brand.merchantCode)
    await page.goto(landingPath(brand))
    await signInThroughModal(page, account.username, account.password)
    await page.getByTestId('nav-live').click()
    await page.getByTestId('vendor-card-EVO').click()
    await expect(page).toHaveURL(/\/game\?.*vendor=EVO/)
    await expect(page.getByTestId('game-frame')).toBeVisible()

    await page.goBack()
    await page.getByTestId('vendor-card-VIA').click()
    const popup = page.getByTestId('game-popup')
    await expect(popup).toBeVisible()
    const games = page.getByTestId('game-popup-list').getByRole('button')
    await expect(games.first()).toBeVisible()
    await games.first().click()
    await expect(page).toHaveURL(/\/game\?.*vendor=VIA/)
    await expect(page.getByTestId('game-frame')).toBeVisible()
  })

  test('a trial account is told a real account is needed', async ({ page, brand }) => {
    await page.goto(landingPath(brand))
    await signInThroughModal(page, 'demo_trial', 'Demo1234')
    await page.goto('/live')
    await page.getByTestId('vendor-card-EVO').click()
    await expect(page.getByTestId('confirm-dialog')).toContainText(
      messageText(brand.languages.default, 'in_need_true_account'),
    )
    await expect(page.getByTestId('game-frame')).toHaveCount(0)
  })
})
