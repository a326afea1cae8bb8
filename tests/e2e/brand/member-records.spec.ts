import type { Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import { languageTable } from '../../../src/i18n/languages'
import { formatMoney } from '../../../src/lib/money'
import { dealt, expect, messageText, test } from '../fixtures'
import { apiCall, depositAndPay, registerAccount, signInPage } from '../platform-control'

const say = (brand: Brand, id: string) => messageText(brand.languages.default, id)
const money = (brand: Brand, minor: number) =>
  formatMoney(minor, brand.currency, languageTable[brand.languages.default].bcp47)
/** A win or loss as the records show it: "+" before a gain, "-" before a loss. */
const signed = (brand: Brand, minor: number) => `${minor > 0 ? '+' : ''}${money(brand, minor)}`

interface Placed {
  stake: number
  payout: number
}

/**
 * Plays spins of the first slot out of maintenance at the demo provider (an outside service), through its
 * HTTP API as the game page would; answers each bet as the provider settled it.
 */
async function playSpins(merchant: string, token: string, stakes: number[]): Promise<Placed[]> {
  const { games } = await apiCall<{
    games: { vendor: string; gameCode: string; gameType: string; maintenance: boolean }[]
  }>(merchant, 'GET', '/game/list?gameType=RNG&pageSize=20')
  const game = games.find((g) => !g.maintenance)!
  const launch = await apiCall<{ url: string }>(merchant, 'POST', '/play/launch', {
    token,
    body: { vendor: game.vendor, gameCode: game.gameCode, gameType: game.gameType },
  })
  const session = new URL(launch.url).searchParams.get('session')
  const placed: Placed[] = []
  for (const stake of stakes) {
    // The provider is an outside service on its own origin, as the launch answered it.
    const response = await fetch(new URL('/api/spin', launch.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session, stake }),
    })
    const spin = (await response.json()) as { ok: boolean; payout: number }
    expect(spin.ok).toBe(true)
    placed.push({ stake, payout: spin.payout })
  }
  return placed
}

/** Opens a page of the member centre from its left menu. */
async function openFromMenu(page: Page, brand: Brand, labelId: string) {
  await page
    .getByTestId('centre-panel')
    .getByRole('navigation')
    .getByRole('button', { name: say(brand, labelId), exact: true })
    .click()
}

test.describe('member centre records', { tag: dealt() }, () => {
  test('a new member deposits and plays, then sees the bets, the ledger and the win or loss', async ({
    page,
    brand,
  }) => {
    test.slow()
    const account = await registerAccount(brand.merchantCode)
    const token = await signInPage(page, brand.merchantCode, account)
    const deposit = await depositAndPay(brand.merchantCode, token)
    const placed = await playSpins(brand.merchantCode, token, [100, 500, 1000])
    const stake = placed.reduce((sum, bet) => sum + bet.stake, 0)
    const payout = placed.reduce((sum, bet) => sum + bet.payout, 0)
    const wins = placed.filter((bet) => bet.payout > 0).length

    // The header's drop-down opens the betting record.
    await page.goto('/')
    await page.getByTestId('header-user-menu').click()
    await page.getByTestId('header-bettingRecord').click()
    await expect(page).toHaveURL(/member=personalHistoryCopy/)
    const bets = page.getByTestId('betting-record')
    await expect(bets.getByTestId('bets-table-row')).toHaveCount(3)
    await expect(bets.getByTestId('bets-totals-count')).toContainText('3')
    await expect(bets.getByTestId('bets-totals-stake')).toContainText(money(brand, stake))
    await expect(bets.getByTestId('bets-totals-payout')).toContainText(money(brand, payout))
    await expect(bets.getByTestId('bets-totals-profit')).toContainText(
      signed(brand, payout - stake),
    )
    // The newest bet comes first, with its stake and its signed win or loss.
    const newest = bets.getByTestId('bets-table-row').first()
    const last = placed.at(-1)!
    await expect(newest.locator('[data-column="stake"]')).toHaveText(money(brand, last.stake))
    await expect(newest.locator('[data-column="profit"]')).toHaveText(
      signed(brand, last.payout - last.stake),
    )
    await expect(newest.locator('[data-column="status"]')).toHaveText(
      say(brand, 'member.records.status.settled'),
    )

    // A category without bets, then the previous 7 days (before the account existed), are empty.
    await bets.getByTestId('bets-game-type').selectOption('LIVE')
    await expect(bets.getByTestId('bets-empty')).toHaveText(say(brand, 'member.records.bets.empty'))
    await bets.getByTestId('bets-game-type').selectOption('')
    await expect(bets.getByTestId('bets-table-row')).toHaveCount(3)
    await bets.getByTestId('date-range-previous').click()
    await expect(bets.getByTestId('bets-empty')).toBeVisible()
    await bets.getByTestId('date-range-last7').click()
    await expect(bets.getByTestId('bets-table-row')).toHaveCount(3)

    // The account record: the deposit, each bet and each win, with the balance after.
    await openFromMenu(page, brand, 'member.accountRecord')
    await expect(page).toHaveURL(/member=transactionHistory/)
    const ledger = page.getByTestId('account-record')
    const rows = ledger.getByTestId('ledger-table-row')
    await expect(rows).toHaveCount(1 + placed.length + wins)
    const balance = deposit - stake + payout
    await expect(rows.first().locator('[data-column="balance"]')).toHaveText(money(brand, balance))
    const depositRow = rows.filter({ hasText: say(brand, 'member.records.kind.deposit') })
    await expect(depositRow.locator('[data-column="amount"]')).toHaveText(signed(brand, deposit))
    await ledger.getByTestId('ledger-kind').selectOption('bet')
    await expect(rows).toHaveCount(3)
    await expect(rows.locator('[data-column="kind"]')).toHaveText(
      Array(3).fill(say(brand, 'member.records.kind.bet')),
    )

    // Profit and loss: the same win or loss, the deposit, and a bar per day of the last 7.
    await openFromMenu(page, brand, 'member.profitAndLoss')
    const profit = page.getByTestId('profit-loss')
    await expect(profit.getByTestId('profit-totals-profit')).toContainText(
      signed(brand, payout - stake),
    )
    await expect(profit.getByTestId('profit-totals-deposits')).toContainText(money(brand, deposit))
    await expect(profit.getByTestId('profit-bar')).toHaveCount(7)
    await expect(profit.getByTestId('profit-bar').last()).toHaveAttribute(
      'data-value',
      String(payout - stake),
    )
    await profit.getByTestId('profit-view-table').click()
    await expect(
      profit.getByTestId('profit-periods-row').last().locator('[data-column="profit"]'),
    ).toHaveText(signed(brand, payout - stake))
    await profit.getByTestId('date-range-previous').click()
    await expect(profit.getByTestId('profit-empty')).toBeVisible()

    // No bonus yet for a new member.
    await openFromMenu(page, brand, 'member.bonusDetails')
    await expect(page.getByTestId('bonus-empty')).toHaveText(
      say(brand, 'member.records.bonus.empty'),
    )
  })

  test('a failed betting record shows the error, and Try again loads it', async ({
    page,
    brand,
    consoleErrors,
  }) => {
    const account = await registerAccount(brand.merchantCode)
    await signInPage(page, brand.merchantCode, account)
    const failing = (url: URL) => url.pathname.endsWith('/api/play/bets')
    await page.route(failing, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Internal error', value: null }),
      }),
    )
    await page.goto('/?member=personalHistoryCopy')
    await expect(page.getByTestId('bets-error')).toContainText(say(brand, 'system.loadError'))
    await page.unroute(failing)
    await page.getByTestId('bets-retry').click()
    await expect(page.getByTestId('bets-empty')).toBeVisible()
    // The browser logs the 500s this test asked for; any other console error still fails it.
    const isAskedFor = (error: string) => /status of 500/.test(error)
    expect(consoleErrors.some(isAskedFor)).toBe(true)
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !isAskedFor(e)))
  })
})
