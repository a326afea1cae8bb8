import type { Browser, Page } from '@playwright/test'
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
  rewindAgent,
  signInPage,
} from '../platform-control'

const say = (brand: Brand, id: string, values?: Record<string, string | number>) =>
  messageText(brand.languages.default, id, values)
/** A rate as the pages format it (percent in the brand's language). */
const percent = (brand: Brand, rate: number) =>
  new Intl.NumberFormat(`${languageTable[brand.languages.default].bcp47}-u-nu-latn-ca-gregory`, {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(rate / 100)

/** Minor units as the pages format money in the brand's currency and language. */
const money = (brand: Brand, minor: number) =>
  formatMoney(minor, brand.currency, languageTable[brand.languages.default].bcp47)

/** An agent of the test's own with a sub-agent under it, so no shared team changes. */
async function agentWithSubAgent(brand: Brand) {
  const upline = await createAgent(brand.merchantCode)
  const token = await apiLogin(brand.merchantCode, upline.username, upline.password)
  const downline = { username: `${upline.username.slice(0, 10)}sub`, password: 'Start123' }
  await apiCall(brand.merchantCode, 'POST', '/agent/downline/register', {
    token,
    body: { ...downline, type: 2, birthday: '1990-05-01' },
  })
  return { upline, downline, token }
}

/** A second signed-in page in a context of its own (the other party of the contract). */
async function otherParty(
  browser: Browser,
  baseURL: string | undefined,
  brand: Brand,
  account: { username: string; password: string },
) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await signInPage(page, brand.merchantCode, account)
  return page
}

const openEntry = async (page: Page, key: string) => {
  await page.goto(`/?agent=${key}`)
  await expect(page.getByTestId('centre-panel')).toBeVisible()
}

test.describe('agent contracts (spec §2.9, §4)', { tag: dealt('agentCentre') }, () => {
  test('an agent offers a contract through the form and the downline accepts it', async ({
    page,
    brand,
    browser,
    baseURL,
  }) => {
    test.skip(!brand.areas.agentCentre, 'the brand has no agent centre')
    // Two parties mean two signed-in browser contexts, each loading the app.
    test.slow()
    const { upline, downline } = await agentWithSubAgent(brand)
    await signInPage(page, brand.merchantCode, upline)
    await openEntry(page, 'agentDailyWages2')
    await expect(
      page.getByRole('heading', { name: say(brand, 'agent.contracts.kind.dailySalary') }),
    ).toBeVisible()
    await expect(page.getByTestId('my-contract-empty')).toBeVisible()

    await page.getByTestId('contracts-tab-downlines').click()
    await expect(page.getByTestId('downline-contracts-empty')).toBeVisible()
    const form = page.getByTestId('offer-form')
    await form.getByTestId('offer-submit').click()
    await expect(form.getByTestId('offer-downline-error')).toHaveText(
      say(brand, 'agent.contracts.problem.required'),
    )
    await form.getByTestId('offer-downline').fill(downline.username)
    await form.getByTestId('offer-rate').fill('1.5')
    await form.getByTestId('offer-activeMembers').fill('1')
    await form.getByTestId('offer-validBet').fill('100')
    await form.getByTestId('offer-submit').click()
    await expect(form.getByTestId('offer-sent')).toHaveText(
      say(brand, 'agent.contracts.offer.sent', { name: downline.username }),
    )
    await expect(page.getByTestId('downline-contracts-row')).toContainText(
      say(brand, 'agent.contracts.state.offered'),
    )

    const other = await otherParty(browser, baseURL, brand, downline)
    await openEntry(other, 'agentDailyWages2')
    const offer = other.getByTestId('offer-to-me')
    await expect(offer).toContainText(
      say(brand, 'agent.contracts.mine.offer', { name: upline.username }),
    )
    await expect(offer).toContainText(percent(brand, 1.5))
    await offer.getByTestId('contract-accept').click()
    await expect(other.getByTestId('my-contract')).toContainText(
      say(brand, 'agent.contracts.state.active'),
    )
    await other.context().close()
  })

  test('the upline asks to terminate, the downline accepts, and the request shows its states', async ({
    page,
    brand,
  }) => {
    test.skip(!brand.areas.agentCentre, 'the brand has no agent centre')
    const { upline, downline, token } = await agentWithSubAgent(brand)
    const offer = await apiCall<{ id: string }>(
      brand.merchantCode,
      'POST',
      '/agent/contracts/offer',
      {
        token,
        body: { downline: downline.username, kind: 'hourlySalary', rate: 0.8 },
      },
    )
    const downToken = await apiLogin(brand.merchantCode, downline.username, downline.password)
    const respond = (body: Record<string, unknown>) =>
      apiCall(brand.merchantCode, 'POST', '/agent/contracts/respond', { token: downToken, body })
    await respond({ id: offer.id, accept: true })

    await signInPage(page, brand.merchantCode, upline)
    await openEntry(page, 'agentHourSalary')
    await page.getByTestId('contracts-tab-downlines').click()
    const row = page.getByTestId('downline-contracts-row')
    await expect(row).toContainText(say(brand, 'agent.contracts.state.active'))
    await row.getByTestId('contract-terminate').click()
    await page
      .getByTestId('confirm-dialog')
      .getByRole('button', { name: say(brand, 'agent.contracts.terminate') })
      .click()
    await expect(row).toContainText(say(brand, 'agent.contracts.state.terminationRequested'))

    await respond({ id: offer.id, accept: true })
    await page.reload()
    await page.getByTestId('contracts-tab-requests').click()
    const request = page.getByTestId('contract-requests-row')
    await expect(request).toContainText(say(brand, 'agent.contracts.request.termination'))
    await expect(request).toContainText(say(brand, 'agent.contracts.state.terminated'))
    await page.getByTestId('contracts-tab-payouts').click()
    await expect(page.getByTestId('payouts-range')).toBeVisible()
    await expect(page.getByTestId('payouts-empty')).toHaveText(
      say(brand, 'agent.contracts.payouts.empty'),
    )
  })

  test("an hourly salary is settled from the downline team's bets and shows in both parties' payout records", async ({
    page,
    browser,
    baseURL,
    brand,
  }) => {
    test.skip(!brand.areas.agentCentre, 'the brand has no agent centre')
    const { upline, downline, token } = await agentWithSubAgent(brand)
    const downToken = await apiLogin(brand.merchantCode, downline.username, downline.password)
    const player = { username: `${downline.username.slice(0, 9)}pl`, password: 'Start123' }
    await apiCall(brand.merchantCode, 'POST', '/agent/downline/register', {
      token: downToken,
      body: { ...player, type: 3, birthday: '1990-05-01' },
    })
    const offer = await apiCall<{ id: string }>(
      brand.merchantCode,
      'POST',
      '/agent/contracts/offer',
      { token, body: { downline: downline.username, kind: 'hourlySalary', rate: 2 } },
    )
    await apiCall(brand.merchantCode, 'POST', '/agent/contracts/respond', {
      token: downToken,
      body: { id: offer.id, accept: true },
    })
    // The hour the contract starts in is not paid. After the bets, one move puts the contract two
    // hours back and the bets one, so that they fall in a closed hour after the contract's first,
    // whatever the real hour: before it no hour of the contract had closed, so none was settled
    // empty. An hour turning during the test adds an empty period, which pays nothing, so the
    // records are read by the bets' row and the totals. (The journeys share one platform: moving
    // its clock would move it under every other journey.)
    const playerToken = await apiLogin(brand.merchantCode, player.username, player.password)
    await depositAndPay(brand.merchantCode, playerToken)
    await playSlot(brand.merchantCode, playerToken, 4, 500)
    await rewindAgent(brand.merchantCode, downline.username, 120, 60)

    // 2% of the 2,000 valid bet: 40 minor units, paid to the downline agent.
    const downPage = await otherParty(browser, baseURL, brand, downline)
    await openEntry(downPage, 'agentHourSalary')
    await downPage.getByTestId('contracts-tab-payouts').click()
    const received = downPage.getByTestId('payouts-table-row').filter({
      has: downPage.locator('[data-column="validBet"]', { hasText: money(brand, 2_000) }),
    })
    await expect(received).toHaveCount(1)
    await expect(received.locator('[data-column="party"]')).toHaveText(upline.username)
    await expect(received.locator('[data-column="validBet"]')).toHaveText(money(brand, 2_000))
    await expect(received.locator('[data-column="amount"]')).toHaveText(money(brand, 40))
    await downPage.context().close()

    await signInPage(page, brand.merchantCode, upline)
    await openEntry(page, 'agentHourSalary')
    await page.getByTestId('contracts-tab-payouts').click()
    await page.getByTestId('payouts-paid').click()
    const paid = page
      .getByTestId('payouts-table-row')
      .filter({ has: page.locator('[data-column="validBet"]', { hasText: money(brand, 2_000) }) })
    await expect(paid).toHaveCount(1)
    await expect(paid.locator('[data-column="party"]')).toHaveText(downline.username)
    await expect(paid.locator('[data-column="amount"]')).toHaveText(money(brand, 40))
    await expect(
      page.getByTestId('payouts-table-totals').locator('[data-column="amount"]'),
    ).toHaveText(money(brand, 40))
  })

  test('accepting a lower real-time salary ends the higher one after the agreement and a confirmation', async ({
    page,
    brand,
  }) => {
    test.skip(!brand.areas.agentCentre, 'the brand has no agent centre')
    const { downline, token } = await agentWithSubAgent(brand)
    const terms = { kind: 'realtimeSalary', profitRate: 1, lossRate: 3, singleBet: 100 }
    const first = await apiCall<{ id: string }>(
      brand.merchantCode,
      'POST',
      '/agent/contracts/offer',
      {
        token,
        body: { downline: downline.username, rate: 2, ...terms },
      },
    )
    const downToken = await apiLogin(brand.merchantCode, downline.username, downline.password)
    await apiCall(brand.merchantCode, 'POST', '/agent/contracts/respond', {
      token: downToken,
      body: { id: first.id, accept: true },
    })
    await apiCall(brand.merchantCode, 'POST', '/agent/contracts/offer', {
      token,
      body: { downline: downline.username, rate: 1, ...terms },
    })

    await signInPage(page, brand.merchantCode, downline)
    await openEntry(page, 'agentRealtimeSalary')
    await expect(page.getByTestId('my-contract')).toContainText(percent(brand, 2))
    await page.getByTestId('offer-to-me').getByTestId('contract-accept').click()
    const agreement = page.getByTestId('agreement-dialog')
    await agreement.getByTestId('agreement-accept').click()
    await expect(agreement.getByTestId('agreement-error')).toHaveText(
      say(brand, 'agent.contracts.agreement.required'),
    )
    await agreement.getByTestId('realtime-agreement-accept').check()
    await agreement.getByTestId('agreement-accept').click()
    const confirm = page.getByTestId('confirm-dialog')
    await expect(confirm).toContainText(
      say(brand, 'agent.contracts.confirmHigher', {
        existing: percent(brand, 2),
        offered: percent(brand, 1),
      }),
    )
    await confirm.getByRole('button', { name: say(brand, 'agent.contracts.acceptAnyway') }).click()
    await expect(page.getByTestId('message-dialog')).toContainText(
      say(brand, 'agent.contracts.replaced', { rate: percent(brand, 2) }),
    )
    await page.getByTestId('message-dialog').getByRole('button').click()
    await expect(page.getByTestId('offer-to-me')).toHaveCount(0)
    await expect(page.getByTestId('my-contract')).toContainText(percent(brand, 1))

    await page.getByTestId('contracts-tab-requests').click()
    const rows = page.getByTestId('contract-requests-row')
    await expect(rows).toHaveCount(2)
    await expect(rows.nth(1)).toContainText(say(brand, 'agent.contracts.state.terminated'))
  })
})
