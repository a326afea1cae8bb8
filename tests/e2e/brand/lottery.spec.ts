import type { Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
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

async function signInFresh(page: Page, brand: Brand) {
  const account = await registerAccount(brand.merchantCode)
  await page.goto(landingPath(brand))
  await signInThroughModal(page, account.username, account.password)
  return account
}

const card = (page: Page, gameCode: string) =>
  page.locator(`[data-testid="lottery-card"][data-game-code="${gameCode}"]`)

test.describe('lottery', { tag: dealt('lottery', 'vnLottery') }, () => {
  test(
    'a visitor sees the lottery lobby, the Vietnamese results and numbers, seamless games, FB sports and PVP rooms, and is asked to sign in to play',
    { tag: everyBrand },
    async ({ page, brand }) => {
      if (brand.loginedToHomePage) {
        // Visitors of this brand only see the sign-in page.
        await page.goto('/lottery')
        await expect(page).toHaveURL(/\/login\?redirect=%2Flottery/)
        return
      }
      const text = (id: string) => messageText(brand.languages.default, id)
      await page.goto('/lottery')
      await expect(page.locator('h1')).toHaveText(text('lottery.title'))
      await expect(card(page, 'TCG-SEA-5D')).toBeVisible()
      expect(await page.getByTestId('lottery-card').count()).toBeGreaterThan(10)
      // Recent and favourites are a member's lists.
      await expect(page.getByTestId('lottery-type-recent')).toHaveCount(0)
      await page.getByTestId('lottery-type-popular').click()
      await page.getByTestId('lottery-mode-Elott').click()
      await expect(page.getByTestId('lottery-popular').getByTestId('lottery-card')).toHaveCount(3)
      await page.getByTestId('lottery-popular').getByTestId('lottery-card').first().click()
      await expect(page.getByTestId('modal-login')).toBeVisible()
      await page.keyboard.press('Escape')

      await page.getByTestId('lottery-vn-link').click()
      await expect(page).toHaveURL(/\/vnlottery$/)
      await expect(page.locator('h1')).toHaveText(text('lottery.vn.title'))
      await expect(page.getByTestId('vn-results-table').locator('tr')).toHaveCount(8)
      await expect(page.getByTestId('vn-numbers').locator('li')).toHaveCount(100)
      await page.getByTestId('vn-region-south').click()
      await expect(page.getByTestId('vn-province')).toHaveCount(3)
      await expect(page.getByTestId('vn-results-table').locator('tr')).toHaveCount(9)
      await page.getByTestId('vn-play-region').click()
      await expect(page.getByTestId('modal-login')).toBeVisible()
      await page.keyboard.press('Escape')

      await page.goto('/seamless')
      await expect(page.getByTestId('vendor-card-DS88')).toBeVisible()
      await expect(page.getByTestId('vendor-card-PG')).toHaveCount(0)
      await page.goto('/fbsports')
      await page.getByTestId('fb-sports-start').click()
      await expect(page.getByTestId('modal-login')).toBeVisible()
      await page.keyboard.press('Escape')
      await page.goto('/pvp')
      await page.getByTestId('pvp-rooms').locator('summary').click()
      await expect(page.getByTestId('pvp-room-join').first()).toBeVisible()
      await page.getByTestId('pvp-room-join').first().click()
      await expect(page.getByTestId('modal-login')).toBeVisible()
    },
  )

  test('a member starts lottery games in the frame, from the header and the lobby, and keeps recent games and favourites', async ({
    page,
    brand,
  }) => {
    await signInFresh(page, brand)
    // The header's lottery entry starts the first vendor's game, the Vietnamese lottery, on
    // /lottery like every in-house vendor's (spec §2.6).
    await page.getByTestId('nav-lottery').click()
    await expect(page).toHaveURL(/\/lottery\?.*vendor=TCG_LOTTO_VN/)
    await expect(page.getByTestId('game-frame')).toBeVisible()

    await page.goto('/lottery')
    await card(page, 'TCG-SEA-4D').getByRole('button').first().click()
    await expect(page).toHaveURL(/\/lottery\?.*gameCode=TCG-SEA-4D/)
    await expect(page.getByTestId('game-frame')).toBeVisible()
    await expect(card(page, 'TCG-SEA-4D')).toHaveAttribute('data-selected', 'true')
    await card(page, 'ELOTT-KENO').getByTestId('lottery-fav').click()
    await expect(card(page, 'ELOTT-KENO').getByTestId('lottery-fav')).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await page.getByTestId('lottery-close').click()
    await expect(page.getByTestId('game-frame')).toHaveCount(0)

    await page.getByTestId('lottery-type-recent').click()
    await expect(page.getByTestId('lottery-recent').getByTestId('lottery-name')).toHaveText([
      'SEA 4D',
      'Mien Bac',
    ])
    await page.getByTestId('lottery-type-fav').click()
    await expect(page.getByTestId('lottery-favourites').getByTestId('lottery-name')).toHaveText([
      'Keno',
    ])

    if (brand.areas.cockfight !== false) {
      await page.getByTestId('nav-cockfight').click()
      await expect(page).toHaveURL(/\/game\?vendor=DS88/)
      await expect(page.getByTestId('game-frame')).toBeVisible()
    }
  })

  test('the Vietnamese lottery’s games start on /lottery with the query, from its results screen too', async ({
    page,
    brand,
  }) => {
    await signInFresh(page, brand)
    await page.goto('/vnlottery')
    await expect(page.locator('h1')).toHaveText(
      messageText(brand.languages.default, 'lottery.vn.title'),
    )
    await page.getByTestId('vn-play-region').click()
    await expect(page).toHaveURL(/\/lottery\?/)
    const query = new URL(page.url()).searchParams
    expect(query.get('vendor')).toBe('TCG_LOTTO_VN')
    expect(query.get('gameCode')).toBeTruthy()
    await expect(page.getByTestId('game-frame')).toBeVisible()
    await expect(card(page, query.get('gameCode')!).first()).toHaveAttribute(
      'data-selected',
      'true',
    )
    // The lottery screen stays: the game is not sent on to /vnlottery.
    await expect(page).toHaveURL(/\/lottery\?/)

    // /vnlottery stays as an alias that starts the game it names.
    await page.goto(`/vnlottery?vendor=TCG_LOTTO_VN&gameCode=${query.get('gameCode')}`)
    await expect(page.getByTestId('game-frame')).toBeVisible()
  })

  test('/elott is the e-lottery’s page, with its banners, reached from the lottery page', async ({
    page,
    brand,
  }) => {
    const text = (id: string) => messageText(brand.languages.default, id)
    if (brand.loginedToHomePage) await signInFresh(page, brand)
    await page.goto('/lottery')
    await expect(page.locator('h1')).toHaveText(text('lottery.title'))
    await expect(page.getByTestId('lottery-scope-all')).toHaveAttribute('aria-current', 'page')
    await page.getByTestId('lottery-scope-elott').click()
    await expect(page).toHaveURL(/\/elott$/)
    await expect(page.locator('h1')).toHaveText(text('lottery.elott.title'))
    await expect(page.getByTestId('lottery-scope-elott')).toHaveAttribute('aria-current', 'page')
    // Spec §2.2: /elott shows the w_lott banners.
    await expect(page.getByTestId('banners')).toHaveAttribute('data-group', 'w_lott')
    // The e-lottery's games alone.
    await expect(card(page, 'ELOTT-KENO')).toBeVisible()
    await expect(page.getByTestId('lottery-card')).toHaveCount(3)
    await expect(card(page, 'TCG-SEA-5D')).toHaveCount(0)
    await page.getByTestId('lottery-type-popular').click()
    await expect(page.getByTestId('lottery-mode-Elott')).toHaveCount(0)
    await expect(page.getByTestId('lottery-popular').getByTestId('lottery-card')).toHaveCount(3)
    await page.getByTestId('lottery-type-all').click()

    // Its games start as every lottery game does: on /lottery with the query (spec §2.6).
    await card(page, 'ELOTT-KENO').getByRole('button').first().click()
    if (brand.loginedToHomePage) {
      await expect(page).toHaveURL(/\/lottery\?.*vendor=ELOTT.*gameCode=ELOTT-KENO/)
      await expect(page.getByTestId('game-frame')).toBeVisible()
    } else {
      await expect(page.getByTestId('modal-login')).toBeVisible()
    }
  })

  test('a trial account is told a real account is needed', async ({ page, brand }) => {
    await page.goto(landingPath(brand))
    await signInThroughModal(page, 'demo_trial', 'Demo1234')
    await page.goto('/lottery')
    await card(page, 'TCG-SEA-5D').getByRole('button').first().click()
    await expect(page.getByTestId('confirm-dialog')).toContainText(
      messageText(brand.languages.default, 'in_need_true_account'),
    )
    await expect(page.getByTestId('game-frame')).toHaveCount(0)
  })

  test('a failed lobby shows its error with a retry that loads it', async ({
    page,
    brand,
    consoleErrors,
  }) => {
    let broken = true
    await page.route('**/api/lottery/lobby?**', (route) =>
      broken
        ? route.fulfill({ status: 500, json: { success: false, message: 'down' } })
        : route.continue(),
    )
    if (brand.loginedToHomePage) await signInFresh(page, brand)
    await page.goto('/lottery')
    await expect(page.getByTestId('lottery-lobby-error')).toBeVisible({ timeout: 15_000 })
    broken = false
    await page.getByTestId('lottery-lobby-error').getByRole('button').click()
    await expect(card(page, 'TCG-SEA-5D')).toBeVisible()
    // The browser logs the 500s this test asked for; nothing else may be logged.
    const expected = consoleErrors.filter((line) => /status of 500/.test(line))
    expect(expected.length).toBeGreaterThan(0)
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((l) => !expected.includes(l)),
    )
  })
})
