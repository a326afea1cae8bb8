import type { BrowserContext, Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import { languageTable } from '../../../src/i18n/languages'
import { formatMoney } from '../../../src/lib/money'
import { chooseSignOut, dealt, expect, messageText, openInApp, test } from '../fixtures'
import {
  apiCall,
  depositAndPay,
  firstSlot,
  gamePath,
  registerAccount,
  signInPage,
} from '../platform-control'

const say = (brand: Brand, id: string, values?: Record<string, string | number>) =>
  messageText(brand.languages.default, id, values)
const money = (brand: Brand, minor: number) =>
  formatMoney(minor, brand.currency, languageTable[brand.languages.default].bcp47)

/** Waits until the tab holds the live stream, or follows the tab that does. */
const isListening = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-live-state', /^(live|follower)$/, {
    timeout: 15_000,
  })

/** Opens another tab of the same session, as a link opened from the page does (its session keys copied). */
async function anotherTab(page: Page, path = '/'): Promise<Page> {
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.evaluate((url) => void window.open(url, '_blank'), path),
  ])
  await tab.waitForLoadState()
  return tab
}

/** Counts the live streams the context's tabs open from now on. */
function countStreams(context: BrowserContext) {
  const opened: string[] = []
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/live/stream') opened.push(request.url())
  })
  return opened
}

test.describe('live state', { tag: dealt() }, () => {
  test('a deposit paid at the cashier in another tab shows as paid, with the balance, without a click', async ({
    page,
    brand,
  }) => {
    const account = await registerAccount(brand.merchantCode)
    const token = await signInPage(page, brand.merchantCode, account)
    const { list } = await apiCall<{ list: { presetAmounts: number[] }[] }>(
      brand.merchantCode,
      'GET',
      '/finance/channels',
      { token },
    )
    const amount = list[0]!.presetAmounts[1]!
    await page.goto('/?member=depositv2')
    await expect(page.getByTestId('deposit-page')).toBeVisible()
    await expect(page.getByTestId('balance-amount')).toHaveText(money(brand, 0))
    await isListening(page)
    await page.getByTestId('deposit-preset').nth(1).click()
    await page.getByTestId('deposit-submit').click()
    const row = page.getByTestId('deposit-order-row').first()
    await expect(row).toContainText(say(brand, 'member.deposit.status.pending'))

    const [cashier] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByTestId('deposit-pay').click(),
    ])
    // The payment page is the PSP's, on an origin of its own.
    await cashier.waitForURL(/\/pay\/psp_[0-9a-f]+$/)
    expect(new URL(cashier.url()).origin).not.toBe(new URL(page.url()).origin)
    await cashier.locator('button.pay').click()
    await cashier.waitForLoadState()

    // No refresh, no click in the portal: the events move the order, the balance and a toast.
    await expect(row).toContainText(say(brand, 'member.deposit.status.paid'), { timeout: 5_000 })
    await expect(page.getByTestId('balance-amount')).toHaveText(money(brand, amount), {
      timeout: 5_000,
    })
    await expect(page.getByTestId('live-toast').first()).toContainText(money(brand, amount))
    // The notice of the order just made follows it: paid, and no way left to pay it again.
    const created = page.getByTestId('deposit-created')
    await expect(created).toHaveAttribute('data-status', 'paid')
    await expect(created).toHaveText(
      say(brand, 'member.deposit.outcome.paid', { amount: money(brand, amount) }),
    )
    await expect(page.getByTestId('deposit-pay')).toHaveCount(0)
    await cashier.close()
  })

  test('a signed-in page asks for its balance once: money that arrives before it listens comes with its stream', async ({
    page,
    brand,
  }) => {
    const account = await registerAccount(brand.merchantCode)
    const token = await signInPage(page, brand.merchantCode, account)
    // A first page writes the cookie that tells the server a tab of this browser is signed in.
    await page.goto('/')
    await isListening(page)
    // The next page's stream waits for its ticket until money has arrived: after the page's
    // answers were read, before it listens.
    let release = () => undefined as void
    const held = new Promise<void>((resolve) => (release = resolve))
    const isTicket = (url: string | URL) =>
      new URL(url).pathname === '/api/community/chat/stream-ticket'
    await page.route(isTicket, async (route) => {
      await held
      await route.continue()
    })
    const balanceAsks: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/wps/v2/wallets/balance')
        balanceAsks.push(request.url())
    })
    const ticketAsked = page.waitForRequest((request) => isTicket(request.url()))
    await page.reload()
    await expect(page.getByTestId('balance-amount')).toHaveText(money(brand, 0))
    await ticketAsked
    const amount = await depositAndPay(brand.merchantCode, token)
    release()
    await expect(page.getByTestId('balance-amount')).toHaveText(money(brand, amount), {
      timeout: 10_000,
    })
    // The stream started where the page was served and brought the deposit: the balance the page
    // loaded was not asked for again.
    expect(balanceAsks).toHaveLength(1)
  })

  test('where streams are blocked, the portal polls and the balance still moves by itself', async ({
    page,
    brand,
  }) => {
    // A proxy that refuses event streams: every stream fails to open.
    await page.route('**/api/live/stream?**', (route) =>
      route.fulfill({ status: 403, contentType: 'text/html', body: '<p>Forbidden</p>' }),
    )
    const account = await registerAccount(brand.merchantCode)
    const token = await signInPage(page, brand.merchantCode, account)
    await page.goto('/')
    await expect(page.getByTestId('balance-amount')).toHaveText(money(brand, 0))
    await expect(page.locator('html')).toHaveAttribute('data-live-state', 'polling', {
      timeout: 30_000,
    })
    const amount = await depositAndPay(brand.merchantCode, token)
    await expect(page.getByTestId('balance-amount')).toHaveText(money(brand, amount), {
      timeout: 15_000,
    })
  })

  test('a round played in the game is in the betting record when it is opened again', async ({
    page,
    brand,
  }) => {
    const game = await firstSlot(brand.merchantCode)
    const account = await registerAccount(brand.merchantCode)
    const token = await signInPage(page, brand.merchantCode, account)
    await depositAndPay(brand.merchantCode, token)

    // The record is read once, empty: a new member has no bets.
    await page.goto('/?member=personalHistoryCopy')
    const bets = page.getByTestId('betting-record')
    await expect(bets.getByTestId('bets-empty')).toBeVisible()
    await isListening(page)

    // A round in the game, in the same visit.
    await openInApp(page, gamePath(game))
    const game$ = page.frameLocator('[data-testid="game-frame"]')
    await expect(game$.locator('#spin')).toBeEnabled()
    const before = await page.getByTestId('balance-amount').textContent()
    await game$.locator('#spin').click()
    await expect(page.getByTestId('balance-amount')).not.toHaveText(before ?? '')

    // Reopened in the same visit, the record lists the round.
    await page.getByTestId('header-user-menu').click()
    await page.getByTestId('header-bettingRecord').click()
    await expect(bets.getByTestId('bets-table-row')).toHaveCount(1)
  })

  test('signing out in a second tab closes the game in the first, says why, and the provider refuses the next bet', async ({
    page,
    brand,
  }) => {
    const game = await firstSlot(brand.merchantCode)
    const account = await registerAccount(brand.merchantCode)
    const token = await signInPage(page, brand.merchantCode, account)
    await depositAndPay(brand.merchantCode, token)
    await page.goto(gamePath(game))
    const frame = page.getByTestId('game-frame')
    await expect(frame).toBeVisible()
    const src = (await frame.getAttribute('src'))!
    const game$ = page.frameLocator('[data-testid="game-frame"]')
    await expect(game$.locator('#spin')).toBeEnabled()
    await isListening(page)

    const second = await anotherTab(page)
    await isListening(second)
    await chooseSignOut(second)
    await second.keyboard.press('Enter')
    await expect(second.getByTestId('header-sign-in')).toBeVisible()

    await expect(frame).toHaveCount(0, { timeout: 5_000 })
    await expect(page.getByTestId('session-ended')).toBeVisible()
    await expect(page.getByTestId('session-ended')).toHaveAttribute('data-reason', 'signedOut')

    const spin = await page.request.post(new URL('/api/spin', src).toString(), {
      data: { session: new URL(src).searchParams.get('session'), stake: 100 },
    })
    expect(spin.status()).toBe(401)
  })

  test('three tabs of one session hold one stream, and another takes it over when its tab closes', async ({
    page,
    brand,
  }) => {
    const account = await registerAccount(brand.merchantCode)
    const token = await signInPage(page, brand.merchantCode, account)
    const opened = countStreams(page.context())
    await page.goto('/')
    await isListening(page)
    const tabs = [page, await anotherTab(page), await anotherTab(page)]
    for (const tab of tabs) await isListening(tab)
    const states = await Promise.all(
      tabs.map((tab) => tab.locator('html').getAttribute('data-live-state')),
    )
    expect(states.filter((state) => state === 'live')).toHaveLength(1)
    expect(states.filter((state) => state === 'follower')).toHaveLength(2)
    expect(opened).toHaveLength(1)

    // Every tab hears what the one stream brings.
    const amount = await depositAndPay(brand.merchantCode, token)
    for (const tab of tabs)
      await expect(tab.getByTestId('balance-amount')).toHaveText(money(brand, amount), {
        timeout: 5_000,
      })

    // The leader's tab closes: one of the others opens the stream, once.
    const leader = tabs[states.indexOf('live')]!
    const rest = tabs.filter((tab) => tab !== leader)
    await leader.close()
    await expect
      .poll(
        async () =>
          (
            await Promise.all(
              rest.map((tab) => tab.locator('html').getAttribute('data-live-state')),
            )
          ).filter((state) => state === 'live').length,
        { timeout: 15_000 },
      )
      .toBe(1)
    expect(opened).toHaveLength(2)
  })
})
