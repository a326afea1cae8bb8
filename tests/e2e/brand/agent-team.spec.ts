import type { Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import { languageTable } from '../../../src/i18n/languages'
import { formatMoney } from '../../../src/lib/money'
import { dealt, expect, messageText, test } from '../fixtures'
import {
  apiCall,
  apiLogin,
  createAgent,
  depositAndPay,
  playSlot,
  registerAccount,
  signInPage,
} from '../platform-control'

const say = (brand: Brand, id: string, values?: Record<string, string | number>) =>
  messageText(brand.languages.default, id, values)
const money = (brand: Brand, minor: number) =>
  formatMoney(minor, brand.currency, languageTable[brand.languages.default].bcp47)
const count = (brand: Brand, value: number) =>
  new Intl.NumberFormat(`${languageTable[brand.languages.default].bcp47}-u-nu-latn`).format(value)
/** yyyy-MM-dd of today on this machine, as the date-range bar computes it. */
const today = () => new Date().toLocaleDateString('en-CA')

/** A team member's row of the team table. */
const memberRow = (page: Page, username: string) =>
  page.getByTestId('team-table-row').filter({ hasText: username })

test.describe('agent centre: team', { tag: dealt('agentCentre') }, () => {
  test('the demo agent opens the centre from the header drop-down and reads the team overview', async ({
    page,
    brand,
  }) => {
    const token = await signInPage(page, brand.merchantCode, {
      username: 'demo_agent',
      password: 'Demo1234',
    })
    const { teamSize } = await apiCall<{ teamSize: number }>(
      brand.merchantCode,
      'GET',
      `/agent/overview?startDate=${today()}&endDate=${today()}`,
      { token },
    )
    await page.goto('/')
    await page.getByTestId('header-user-menu').click()
    await page.getByTestId('header-agentCentre').click()
    await expect(page).toHaveURL(/agent=agentTeamOverview/)
    const panel = page.getByTestId('centre-panel')
    await expect(panel.getByRole('button', { name: say(brand, 'agent.overview') })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByTestId('overview-team-size')).toContainText(count(brand, teamSize))
    await expect(page.getByTestId('overview-stake')).toContainText(brand.currency.symbol)
    const chart = page.getByTestId('overview-chart').getByRole('img')
    await expect(chart).toHaveAttribute(
      'aria-label',
      new RegExp(say(brand, 'agent.overview.stake')),
    )
    await page.getByTestId('overview-metric-profit').click()
    await expect(chart).toHaveAttribute(
      'aria-label',
      new RegExp(say(brand, 'agent.overview.profit')),
    )
    await page.getByTestId('overview-table-toggle').click()
    await expect(page.getByTestId('overview-table-row')).toHaveCount(7)
  })

  test('a new agent registers a downline, finds it in the team and transfers to it', async ({
    page,
    brand,
  }) => {
    const agent = await createAgent(brand.merchantCode)
    const token = await signInPage(page, brand.merchantCode, agent)
    const funds = await depositAndPay(brand.merchantCode, token)
    await page.goto('/?agent=registerCenter')

    const username = `dl${Date.now().toString(36).slice(-6)}`
    await page.getByTestId('downline-username').fill('1abc')
    await page.getByTestId('downline-password').fill('Secret123')
    await page.getByTestId('downline-confirm').fill('Secret999')
    await page.getByTestId('downline-submit').click()
    await expect(page.getByTestId('downline-username-error')).toBeVisible()
    await expect(page.getByTestId('downline-confirm-error')).toHaveText(
      say(brand, 'register.error.inconsistent'),
    )
    await page.getByTestId('downline-username').fill(username)
    await page.getByTestId('downline-confirm').fill('Secret123')
    await page.getByTestId('downline-birthday').fill('1990-05-01')
    await page.getByTestId('downline-submit').click()
    await expect(page.getByTestId('downline-done')).toContainText(
      say(brand, 'agent.register.done', { username }),
    )

    await page.getByTestId('downline-done').getByRole('button').click()
    await expect(page).toHaveURL(/agent=downlineManagmentView/)
    const row = memberRow(page, username)
    await expect(row.getByTestId('member-balance')).toHaveText(money(brand, 0))
    // The row's actions stay in view at the table's end while its other columns scroll: the box
    // narrowed as a longer language makes the table outgrow it (kept wider than the cards' 30rem).
    const wrap = page.getByTestId('team-table').locator('xpath=..')
    await wrap.evaluate((box) => (box.style.inlineSize = '32rem'))
    expect(await wrap.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true)
    const view = (await wrap.boundingBox())!
    const transfer = (await row.getByTestId('member-transfer').boundingBox())!
    expect(transfer.x + transfer.width).toBeLessThanOrEqual(view.x + view.width + 1)
    await wrap.evaluate((box) => (box.style.inlineSize = ''))

    const amount = 50 * 10 ** brand.currency.minorUnits
    await row.getByTestId('member-transfer').click()
    const dialog = page.getByTestId('transfer-dialog')
    await dialog.getByTestId('transfer-amount').fill('0')
    await dialog.getByTestId('transfer-submit').click()
    await expect(dialog.getByTestId('transfer-amount-error')).toHaveText(
      say(brand, 'agent.transfer.invalid'),
    )
    await dialog.getByTestId('transfer-amount').fill('50')
    await dialog.getByTestId('transfer-submit').click()
    await expect(page.getByTestId('transfer-done')).toHaveText(
      say(brand, 'agent.transfer.done', { sent: money(brand, amount), username }),
    )
    await expect(row.getByTestId('member-balance')).toHaveText(money(brand, amount))
    await expect(page.getByTestId('balance-amount')).toHaveText(money(brand, funds - amount))

    // The credit report counts the transfer against the new member, and what it sends back.
    const downlineToken = await apiLogin(brand.merchantCode, username, 'Secret123')
    const back = 20 * 10 ** brand.currency.minorUnits
    await apiCall(brand.merchantCode, 'POST', '/wps/v2/wallets/transfer', {
      token: downlineToken,
      body: { to: agent.username, amount: back },
    })
    await page.getByRole('button', { name: say(brand, 'agent.creditReport') }).click()
    await expect(page).toHaveURL(/agent=agentCreditReport/)
    const credit = page.getByTestId('credit-table-row').filter({ hasText: username })
    await expect(credit.locator('[data-column="credited"]')).toHaveText(money(brand, amount))
    await expect(credit.locator('[data-column="returned"]')).toHaveText(money(brand, back))
    await expect(credit.locator('[data-column="net"]')).toContainText(money(brand, amount - back))
    await expect(credit.locator('[data-column="balance"]')).toHaveText(money(brand, amount - back))
    await expect(credit.locator('[data-column="transfers"]')).toHaveText(count(brand, 2))
  })

  test("the team reports show a downline's bets once it has played", async ({ page, brand }) => {
    const agent = await createAgent(brand.merchantCode, 1)
    const player = agent.downlines[0]!
    await signInPage(page, brand.merchantCode, agent)
    await page.goto('/?agent=personalHistoryCopy')
    await expect(page.getByTestId('team-bets-empty')).toHaveText(say(brand, 'agent.teamBets.empty'))

    const playerToken = await apiLogin(brand.merchantCode, player, agent.password)
    await depositAndPay(brand.merchantCode, playerToken)
    await playSlot(brand.merchantCode, playerToken, 3, 500)

    // Another page and back: the report is fetched again.
    await page.getByRole('button', { name: say(brand, 'agent.userProfitAndLoss') }).click()
    const plRow = page.getByTestId('profit-loss-table-row').filter({ hasText: player })
    await expect(plRow.locator('[data-column="stake"]')).toHaveText(money(brand, 1_500))
    await page.getByRole('button', { name: say(brand, 'agent.teamBetting') }).click()
    await expect(page.getByTestId('team-bets-count')).toHaveText(
      say(brand, 'agent.teamBets.count', { bets: 3, count: count(brand, 3) }),
    )
    await expect(page.getByTestId('team-bets-table-row')).toHaveCount(3)
    await expect(
      page.getByTestId('team-bets-table-totals').locator('[data-column="stake"]'),
    ).toHaveText(money(brand, 1_500))

    await page.getByRole('button', { name: say(brand, 'agent.overview') }).click()
    await expect(page.getByTestId('overview-active')).toContainText(count(brand, 1))
    await expect(page.getByTestId('overview-stake')).toContainText(money(brand, 1_500))
  })

  test('a member who is not an agent is refused the agent centre', async ({ page, brand }) => {
    const member = await registerAccount(brand.merchantCode)
    await signInPage(page, brand.merchantCode, member)
    await page.goto('/?agent=agentTeamOverview')
    const panel = page.getByTestId('centre-panel')
    await expect(panel.getByRole('alert')).toHaveText(say(brand, 'centre.agent.denied'))
    await expect(panel.getByRole('navigation')).toHaveCount(0)
    await expect(page.getByTestId('agent-overview')).toHaveCount(0)
  })
})
