import type { Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import { formatMoney } from '../../../src/lib/money'
import { languageTable } from '../../../src/i18n/languages'
import {
  dealt,
  expect,
  landingPath,
  messageText,
  refusalText,
  signInThroughModal,
  test,
} from '../fixtures'
import { apiCall, depositAndPay, registerAccount } from '../platform-control'

const shots = '/work/shots/promos'
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const say = (brand: Brand, id: string, values?: Record<string, string | number>) =>
  messageText(brand.languages.default, id, values)
const money = (brand: Brand, minor: number) =>
  formatMoney(minor, brand.currency, languageTable[brand.languages.default].bcp47)
const count = (brand: Brand, value: number) =>
  new Intl.NumberFormat(`${languageTable[brand.languages.default].bcp47}-u-nu-latn`).format(value)

interface Vip {
  levels: { level: number; name: string; betRequired: number }[]
  current: { level: number; name: string; totalBet: number; nextLevel: number | null } | null
}

/** Signs in through the login modal; answers the session's token for the platform calls of the setup. */
async function signIn(page: Page, brand: Brand, username: string, password: string) {
  await page.goto(landingPath(brand))
  await signInThroughModal(page, username, password)
  return (await page.evaluate(() => sessionStorage.getItem('token')))!
}

test.describe('VIP', () => {
  test('shows the levels to everyone and the member level after sign-in', async ({
    page,
    brand,
  }) => {
    if (!brand.areas.vip) {
      // The brand does not offer VIP: the route is not offered, signed in or not.
      await signIn(page, brand, 'demo_member', 'Demo1234')
      await page.goto('/vip')
      await expect(page.getByTestId('not-found')).toBeVisible()
      return
    }
    // The platform names the levels in the page's language.
    const language = brand.languages.default
    const publicVip = await apiCall<Vip>(brand.merchantCode, 'GET', '/content/vip', { language })
    if (!brand.loginedToHomePage) {
      await page.goto('/vip')
      await expect(page.getByTestId('vip-level-row')).toHaveCount(publicVip.levels.length)
      await expect(page.getByTestId('vip-sign-in')).toBeVisible()
      await expect(page.getByTestId('vip-current')).toHaveCount(0)
    }
    const token = await signIn(page, brand, 'demo_member', 'Demo1234')
    const { current, levels } = await apiCall<Vip>(brand.merchantCode, 'GET', '/content/vip', {
      token,
      language,
    })
    await page.goto('/vip')
    await expect(page.getByTestId('vip-current-level')).toHaveText(current!.name)
    await expect(page.getByTestId('vip-total-bet')).toHaveText(
      say(brand, 'vip.totalBet', { totalBet: money(brand, current!.totalBet) }),
    )
    await expect(page.getByTestId('vip-level-row')).toHaveCount(levels.length)
    await expect(page.locator('[data-testid="vip-level-row"][aria-current="true"]')).toContainText(
      current!.name,
    )
    if (current!.nextLevel !== null) await expect(page.getByTestId('vip-progress')).toBeVisible()
    await expect(page.getByTestId('vip-level-row')).toHaveText(
      levels.map((l) => new RegExp(escapeRegExp(l.name))),
    )
    await page.screenshot({ path: `${shots}/${brand.id}-vip.png`, fullPage: true })

    // In another language the levels read in that language, without a reload.
    const other = brand.languages.supported.find((code) => code !== language && code !== 'TY')!
    const renamed = await apiCall<Vip>(brand.merchantCode, 'GET', '/content/vip', {
      token,
      language: other,
    })
    expect(renamed.levels.map((l) => l.name)).not.toEqual(levels.map((l) => l.name))
    await expect(async () => {
      if (!(await page.getByTestId('language-list').isVisible()))
        await page.getByTestId('language-switch').click()
      await page.getByTestId(`language-${other}`).click({ timeout: 2_000 })
    }).toPass({ timeout: 15_000 })
    await expect(page.getByTestId('vip-current-level')).toHaveText(renamed.current!.name)
    await expect(page.getByTestId('vip-level-row')).toHaveText(
      renamed.levels.map((l) => new RegExp(escapeRegExp(l.name))),
    )
  })
})

test.describe('point mall', { tag: dealt('pointMall', 'visitors') }, () => {
  test('a visitor sees the items and is asked to sign in to redeem', async ({ page, brand }) => {
    test.skip(!brand.areas.pointMall, 'the brand offers no point mall')
    await page.goto('/pointMall')
    if (brand.loginedToHomePage) {
      await expect(page).toHaveURL(/\/login/)
      return
    }
    const { list } = await apiCall<{ list: unknown[] }>(brand.merchantCode, 'GET', '/points/items')
    await expect(page.getByTestId('mall-item')).toHaveCount(list.length)
    await expect(page.getByTestId('points-sign-in')).toBeVisible()
    await page.getByTestId('item-redeem').first().click()
    await expect(page.getByTestId('modal-login')).toBeVisible()
  })

  test('shows computed points, refuses a wrong payment password, redeems with the right one', async ({
    page,
    brand,
  }) => {
    test.skip(!brand.areas.pointMall, 'the brand offers no point mall')
    // A fresh member earns points by a real deposit paid at the demo cashier, and sets a payment
    // password through the platform's own calls.
    const account = await registerAccount(brand.merchantCode)
    const token = await signIn(page, brand, account.username, account.password)
    await apiCall(brand.merchantCode, 'POST', '/finance/payment-password', {
      token,
      body: { loginPassword: account.password, paymentPassword: '258025' },
    })
    await depositAndPay(brand.merchantCode, token)
    const summary = await apiCall<{ points: number; rates: { source: string }[] }>(
      brand.merchantCode,
      'GET',
      '/points/summary',
      { token },
    )
    expect(summary.points).toBeGreaterThan(0)

    await page.goto('/pointMall')
    await expect(page.getByTestId('points-balance')).toHaveText(count(brand, summary.points))
    await expect(page.getByTestId('points-never-expire')).toHaveText(
      say(brand, 'pointMall.neverExpire'),
    )
    await expect(page.getByTestId('points-rates').locator('li')).toHaveCount(summary.rates.length)

    const items = await apiCall<{
      list: { id: string; name: string; pointsRequired: number; status: string }[]
    }>(brand.merchantCode, 'GET', '/points/items')
    const affordable = items.list
      .filter((i) => i.status === 'available' && i.pointsRequired <= summary.points)
      .sort((a, b) => a.pointsRequired - b.pointsRequired)[0]!
    const tooDear = items.list.find(
      (i) => i.status === 'available' && i.pointsRequired > summary.points,
    )!
    const itemCard = (id: string) => page.locator(`[data-testid="mall-item"][data-id="${id}"]`)

    // Not enough points: refused on the spot with what is missing.
    await itemCard(tooDear.id).getByTestId('item-redeem').click()
    await expect(itemCard(tooDear.id).getByTestId('item-short')).toHaveText(
      say(brand, 'pointMall.notEnough', {
        missing: count(brand, tooDear.pointsRequired - summary.points),
      }),
    )

    // A wrong payment password is refused by the platform.
    await itemCard(affordable.id).getByTestId('item-redeem').click()
    const dialog = page.getByTestId('redeem-dialog')
    await dialog.getByTestId('redeem-password').fill('111111')
    await dialog.getByTestId('redeem-submit').click()
    await expect(page.getByTestId('confirm-dialog')).toBeVisible()
    await page.screenshot({ path: `${shots}/${brand.id}-redeem-confirm.png` })
    await page.getByTestId('confirm-dialog').locator('button[type="submit"]').click()
    await expect(dialog.getByTestId('redeem-error')).toHaveText(
      refusalText(brand.languages.default, 'The payment password is wrong'),
    )
    await expect(page.getByTestId('points-balance')).toHaveText(count(brand, summary.points))

    // The right one redeems: the balance drops and the order is processing.
    await dialog.getByTestId('redeem-password').fill('258025')
    await dialog.getByTestId('redeem-submit').click()
    await page.getByTestId('confirm-dialog').locator('button[type="submit"]').click()
    await expect(page.getByTestId('redeem-done')).toBeVisible()
    await expect(page.getByTestId('points-balance')).toHaveText(
      count(brand, summary.points - affordable.pointsRequired),
    )
    await page.screenshot({ path: `${shots}/${brand.id}-point-mall.png`, fullPage: true })

    await page.getByTestId('points-tab-history').click()
    const row = page.getByTestId('redeem-history-row').first()
    await expect(row).toContainText(affordable.name)
    await expect(row).toContainText(say(brand, 'pointMall.status.processing'))

    await page.getByTestId('points-tab-details').click()
    const details = page.getByTestId('points-details-row')
    await expect(details).toHaveCount(2)
    await expect(details.first().locator('[data-type]')).toHaveAttribute('data-type', 'redeem')
    await expect(details.first()).toContainText(say(brand, 'pointMall.status.processing'))
    await expect(details.nth(1).locator('[data-type]')).toHaveAttribute('data-type', 'earn')
    await expect(details.nth(1)).toContainText(`+${count(brand, summary.points)}`)
    await page.screenshot({ path: `${shots}/${brand.id}-points-details.png`, fullPage: true })
  })
})
