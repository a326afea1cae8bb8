import type { Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import {
  dealt,
  expect,
  messageText,
  moneyIn,
  openMemberPage,
  refusalText,
  test,
  typedIn,
} from '../fixtures'
import { apiCall, createAgent, depositAndPay, signInPage } from '../platform-control'

// Money an agent sends down its team, as both players see it: the agent, signed in on the portal
// like any member, pays a downline from the team page it reaches from the header's account menu;
// the downline finds the money in its balance and account record. The platform's wallets and
// ledger must agree with both pages.

const say = (brand: Brand, id: string, values?: Record<string, string | number>) =>
  messageText(brand.languages.default, id, values)
/** A movement as the account record shows it: "+" before money in, "-" before money out. */
const signed = (brand: Brand, minor: number) => `${minor > 0 ? '+' : ''}${moneyIn(brand, minor)}`
const balanceOf = async (merchant: string, token: string) =>
  (await apiCall<{ sumBalance: number }>(merchant, 'GET', '/wps/v2/wallets/balance', { token }))
    .sumBalance

/** The newest row of the account record, once it shows `kind`. */
async function newestMovement(page: Page, brand: Brand, kind: string) {
  const row = page.getByTestId('account-record').getByTestId('ledger-table-row').first()
  await expect(row.locator('[data-column="kind"]')).toHaveText(say(brand, kind))
  return row
}

test.describe('transfers down the team', { tag: dealt('agentCentre') }, () => {
  test('an agent pays a downline from the team page with its payment password; both records and wallets agree', async ({
    page,
    brand,
  }) => {
    test.skip(
      brand.areas.agentCentre === false,
      'the brand has no agent centre (areas.agentCentre)',
    )
    const merchant = brand.merchantCode
    const agent = await createAgent(merchant, 2)
    const downline = agent.downlines[0]!
    const token = await signInPage(page, merchant, agent)
    const funds = await depositAndPay(merchant, token)
    const paymentPassword = '135790'
    await apiCall(merchant, 'POST', '/finance/payment-password', {
      token,
      body: { loginPassword: agent.password, paymentPassword },
    })

    await page.goto('/')
    await page.getByTestId('header-user-menu').click()
    await page.getByTestId('header-agentCentre').click()
    await page
      .getByTestId('centre-panel')
      .getByRole('button', { name: say(brand, 'agent.teamManagement'), exact: true })
      .click()
    const row = page.getByTestId('team-table-row').filter({ hasText: downline })
    await expect(row.getByTestId('member-balance')).toHaveText(moneyIn(brand, 0))

    const sent = Math.floor(funds / 4)
    await row.getByTestId('member-transfer').click()
    const dialog = page.getByTestId('transfer-dialog')
    await expect(dialog).toContainText(
      say(brand, 'agent.transfer.balance', { wallet: moneyIn(brand, funds) }),
    )
    await dialog.getByTestId('transfer-amount').fill(typedIn(brand, funds + 1))
    await dialog.getByTestId('transfer-submit').click()
    await expect(dialog.getByTestId('transfer-amount-error')).toHaveText(
      say(brand, 'agent.transfer.tooMuch'),
    )
    await dialog.getByTestId('transfer-amount').fill(typedIn(brand, sent))
    await dialog.getByTestId('transfer-submit').click()
    await expect(dialog.getByTestId('transfer-password-error')).toHaveText(
      say(brand, 'agent.refusal.passwordMissing'),
    )
    await dialog.getByTestId('transfer-password').fill('000000')
    await dialog.getByTestId('transfer-submit').click()
    // The team page names the platform's English refusals in the reader's language; a platform
    // answering in another language already words it so.
    await expect(dialog.getByTestId('transfer-error')).toHaveText(
      brand.languages.default === 'EN'
        ? say(brand, 'agent.refusal.passwordWrong')
        : refusalText(brand.languages.default, 'The payment password is wrong'),
    )
    expect(await balanceOf(merchant, token)).toBe(funds)
    await dialog.getByTestId('transfer-password').fill(paymentPassword)
    await dialog.getByTestId('transfer-submit').click()
    await expect(page.getByTestId('transfer-done')).toHaveText(
      say(brand, 'agent.transfer.done', { sent: moneyIn(brand, sent), username: downline }),
    )
    await expect(dialog).toHaveCount(0)
    await expect(row.getByTestId('member-balance')).toHaveText(moneyIn(brand, sent))
    await expect(page.getByTestId('balance-amount')).toHaveText(moneyIn(brand, funds - sent))
    // The other downline got nothing.
    const other = page.getByTestId('team-table-row').filter({ hasText: agent.downlines[1]! })
    await expect(other.getByTestId('member-balance')).toHaveText(moneyIn(brand, 0))

    // The agent's own account record: the money sent, and what was left.
    await openMemberPage(page, 'transactionHistory', 'account-record')
    const out = await newestMovement(page, brand, 'member.records.kind.transferOut')
    await expect(out.locator('[data-column="amount"]')).toHaveText(signed(brand, -sent))
    await expect(out.locator('[data-column="balance"]')).toHaveText(moneyIn(brand, funds - sent))

    // The downline, signed in on a tab of its own, finds the money in its balance and its record.
    const tab = await page.context().newPage()
    const downlineToken = await signInPage(tab, merchant, {
      username: downline,
      password: agent.password,
    })
    await tab.goto('/?member=transactionHistory')
    await expect(tab.getByTestId('balance-amount')).toHaveText(moneyIn(brand, sent))
    const arrived = await newestMovement(tab, brand, 'member.records.kind.transferIn')
    await expect(arrived.locator('[data-column="amount"]')).toHaveText(signed(brand, sent))
    await expect(arrived.locator('[data-column="balance"]')).toHaveText(moneyIn(brand, sent))
    await expect(tab.getByTestId('ledger-table-row')).toHaveCount(1)

    expect(await balanceOf(merchant, token)).toBe(funds - sent)
    expect(await balanceOf(merchant, downlineToken)).toBe(sent)
  })
})
