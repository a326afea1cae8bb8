import { expect, test, type Browser, type Page } from '@playwright/test'
import { consoleUrl, signInConsole } from './console-sign-in'
import { brandOrigin, readAllBrands } from './fixtures'
import {
  apiCall,
  apiLogin,
  depositAndPay,
  patchSettings,
  registerAccount,
  signInPage,
} from './platform-control'

// The console's finance, players and dashboard screens, each journey seen from the portal too.
// Each test signs a different seeded operator in (a code works once, and the tests run at once;
// tests/e2e/console.spec.ts signs in others), and works on a fresh player. The journeys a brand can
// change (its merchant's settings, currency, zone and live stream) walk every brand in one test:
// each brand's own operator, and a player of that brand in a tab of its own.
const merchant = 'LUCKY01'
const brands = readAllBrands().map((brand) => ({ id: brand.id, merchant: brand.merchantCode }))

/** A tab of its own for a player: each brand's session keys live in its own context. */
const playerPage = async (browser: Browser) => (await browser.newContext()).newPage()

/** A page of its own (no player's session keys) with the operator signed in by password and code. */
async function operatorPage(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await signInConsole(page, username)
  return page
}

/** The player's withdrawal page on the brand's host, its one order's status read again. */
async function withdrawalStatus(page: Page, merchant: string) {
  await page.goto(`${brandOrigin(merchant)}/?member=withdraw`)
  return page.getByTestId('withdraw-status')
}

/**
 * A fresh member of a merchant with money, a payment password and a bank account (through the
 * portal's API), signed in on `page`, with a withdrawal of the minimum held for review. The
 * setting is the merchant's: the tests that hold withdrawals run one after another (see below).
 */
async function memberWithHeldWithdrawal(page: Page, merchant: string) {
  const account = await registerAccount(merchant)
  const token = await signInPage(page, merchant, account)
  await depositAndPay(merchant, token)
  const paymentPassword = '246810'
  await apiCall(merchant, 'POST', '/finance/payment-password', {
    token,
    body: { loginPassword: account.password, paymentPassword },
  })
  const { list } = await apiCall<{ list: { id: string }[] }>(merchant, 'POST', '/finance/banks', {
    token,
    body: { bankName: 'Demo Bank', accountNo: '0011223344', holderName: 'Demo', paymentPassword },
  })
  const { limits } = await apiCall<{ limits: { min: number } }>(
    merchant,
    'GET',
    '/finance/withdrawals',
    { token },
  )
  // Held for review only while this order is placed: other journeys expect their withdrawals
  // paid out as placed (finance.withdrawalReview is off by default and in the seed).
  await patchSettings(merchant, { finance: { withdrawalReview: true } })
  let orderId: string
  try {
    ;({ orderId } = await apiCall<{ orderId: string }>(merchant, 'POST', '/finance/withdraw', {
      token,
      body: { bankId: list[0]!.id, amount: limits.min, paymentPassword },
    }))
  } finally {
    await patchSettings(merchant, { finance: { withdrawalReview: false } })
  }
  return { account, orderId: orderId! }
}

/**
 * Opens the finance desk on `desk` and searches the withdrawal queue for a player: answers the
 * order's row, once it shows.
 */
async function queueRowOf(desk: Page, username: string, orderId: string) {
  await desk.getByRole('link', { name: 'Finance', exact: true }).click()
  await desk.getByLabel('Username').fill(username)
  await desk.getByRole('button', { name: 'Search' }).click()
  const row = desk.locator(`tr[data-order="${orderId}"]`)
  await expect(row).toContainText(username)
  return row
}

// Both hold withdrawals by turning the merchant's review on for a moment: one at a time.
test.describe(() => {
  test.describe.configure({ mode: 'default' })

  test('finance of each brand approves a held withdrawal, and its player sees it paid out', async ({
    browser,
  }) => {
    // The PSP's 30 s before it pays, once for every brand, on top of the journeys.
    test.setTimeout(150_000)
    // Each brand in turn: its member's withdrawal held, and its own operator approving it; the
    // PSP's wait is spent once for all of them, at the end.
    const held: Page[] = []
    for (const { id, merchant } of brands) {
      const page = await playerPage(browser)
      const { account, orderId } = await memberWithHeldWithdrawal(page, merchant)
      held.push(page)
      await expect(await withdrawalStatus(page, merchant)).toHaveAttribute(
        'data-status',
        'processing',
      )
      const operator = `${id}.finance`
      const desk = await operatorPage(browser, operator)
      const row = await queueRowOf(desk, account.username, orderId)
      await row.getByRole('button', { name: 'Approve' }).click()
      await expect(desk.getByRole('status')).toContainText('Approved')
      await expect(row).toContainText(`Approved by ${operator}`)
      await expect(row.getByRole('button', { name: 'Approve' })).toHaveCount(0)
      await desk.context().close()
    }

    // The demo PSP's bank pays a payout 30 s after it was requested (server/psp/app.ts), and its
    // webhook disburses the order. Each member's page stayed on the withdrawal page: the live
    // stream marks its orders stale, and the page's Refresh reads them too. The page is not
    // loaded again on every look: on a loaded machine a reload and the member centre's chunks
    // take longer than a look's wait (CI failed so when each look reloaded within 1 s).
    for (const page of held) {
      const status = page.getByTestId('withdraw-status')
      await expect(async () => {
        await page.getByTestId('withdraw-refresh').click()
        await expect(status).toHaveAttribute('data-status', 'disbursed', { timeout: 5_000 })
      }).toPass({ timeout: 60_000, intervals: [1_000] })
      await page.context().close()
    }
  })

  test('a withdrawal decided meanwhile in another tab is refused with its reason', async ({
    page,
    browser,
  }) => {
    const { account, orderId } = await memberWithHeldWithdrawal(page, 'JADE_PH')
    const first = await operatorPage(browser, 'jade.finance')
    // A second tab of the same session, as an operator opens the queue twice.
    const second = await first.context().newPage()
    for (const tab of [first, second]) {
      await tab.goto(`${consoleUrl}/`)
      await queueRowOf(tab, account.username, orderId)
    }
    await second
      .locator(`tr[data-order="${orderId}"]`)
      .getByRole('button', { name: 'Approve' })
      .click()
    await expect(second.getByRole('status')).toContainText('Approved')

    // The first tab still shows it awaiting review: its refusal comes back as a conflict.
    await first
      .locator(`tr[data-order="${orderId}"]`)
      .getByRole('button', { name: 'Refuse' })
      .click()
    const dialog = first.getByRole('dialog', { name: 'Refuse this withdrawal' })
    await dialog.getByRole('button', { name: 'Refuse' }).click()
    // The reason is required: the browser keeps the dialog open without one.
    await expect(dialog).toBeVisible()
    await dialog.getByLabel('Reason (the player reads it)').fill('Name does not match')
    await dialog.getByRole('button', { name: 'Refuse' }).click()
    await expect(first.getByRole('alert')).toHaveText(
      'Someone changed this meanwhile. Reload and try again.',
    )
    // The queue is read again: the approval shows, and no decision is offered any more.
    const row = first.locator(`tr[data-order="${orderId}"]`)
    await expect(row).toContainText('Approved by jade.finance')
    await expect(row.getByRole('button')).toHaveCount(0)
  })

  test('a row approved while the next search loads leaves that search once it lands', async ({
    page,
    browser,
  }) => {
    const { account, orderId } = await memberWithHeldWithdrawal(page, 'NOVA88')
    const desk = await operatorPage(browser, 'nova.finance')
    const row = await queueRowOf(desk, account.username, orderId)

    // The next search (awaiting review only) is read by the server at once and answered only
    // after the approval: the answer it carries predates it. Meanwhile the table keeps the
    // previous search's rows, and the operator approves from them.
    const approved = desk.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        /\/approve$/.test(new URL(response.url()).pathname),
    )
    await desk.route(/\/console-api\/finance\/withdrawals\?.*awaitingOnly=true/, async (route) => {
      // Asked from here rather than by route.fetch(), whose resolver knows no *.localhost host.
      const headers = await route.request().allHeaders()
      const read = await fetch(route.request().url(), {
        headers: {
          cookie: headers.cookie!,
          'x-console': '1',
          'console-merchant': headers['console-merchant']!,
        },
      })
      const body = await read.text()
      await approved
      await route.fulfill({ status: read.status, contentType: 'application/json', body })
    })
    await desk.getByLabel('Awaiting review only').check()
    await desk.getByRole('button', { name: 'Search' }).click()
    await row.getByRole('button', { name: 'Approve' }).click()
    await expect(desk.getByRole('status')).toContainText('Approved')
    // The search is asked again once its first answer lands: the approved row is no longer
    // awaiting review, and the search finds none.
    await expect(row).toHaveCount(0)
    await expect(desk.getByText('No withdrawal matches this search.')).toBeVisible()
  })
})

test('support of each brand locks a player, and the player’s open portal session ends', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  // Each brand's fresh player with the portal open, then each brand's support in turn.
  const players = await Promise.all(
    brands.map(async (brand) => {
      const page = await playerPage(browser)
      const account = await registerAccount(brand.merchant)
      await signInPage(page, brand.merchant, account)
      await page.goto(`${brandOrigin(brand.merchant)}/`)
      // The portal listens to its live stream (or polls) before the operator acts.
      await expect(page.locator('html')).toHaveAttribute('data-live-state', /^(live|follower)$/, {
        timeout: 15_000,
      })
      return { ...brand, page, account }
    }),
  )
  for (const [index, { id, page, account }] of players.entries()) {
    const support = await operatorPage(browser, `${id}.support`)
    await support.getByRole('link', { name: 'Players', exact: true }).click()
    await support.getByLabel('Starts with').fill(account.username)
    await support.getByRole('button', { name: 'Search' }).click()
    await support.getByRole('link', { name: account.username, exact: true }).click()
    await expect(support.getByTestId('player-state')).toHaveText('Active')
    await support.getByRole('button', { name: 'Lock', exact: true }).click()
    const dialog = support.getByRole('dialog', { name: 'Lock' })
    await expect(dialog).toContainText(`Lock ${account.username}?`)
    await dialog.getByRole('button', { name: 'Lock', exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(support.getByTestId('player-state')).toHaveText('Locked')
    await expect(support.getByRole('button', { name: 'Unlock', exact: true })).toBeVisible()

    await expect(page.getByTestId('session-ended')).toBeVisible({ timeout: 15_000 })
    await expect(page.getByTestId('header-sign-in')).toBeVisible()
    // Another merchant's player, still open, is not signed out by this merchant's lock.
    for (const other of players.slice(index + 1))
      await expect(other.page.getByTestId('session-ended')).toHaveCount(0)
    await support.context().close()
    await page.context().close()
  }
})

test('support reads the limits a player set, the raise waiting out its cooling-off, and their history', async ({
  browser,
}) => {
  const account = await registerAccount(merchant)
  const token = await apiLogin(merchant, account.username, account.password)
  const setLimit = (amount: number) =>
    apiCall(merchant, 'POST', '/responsible/limit', {
      token,
      body: { kind: 'deposit', period: 'day', amount },
    })
  await setLimit(100_000)
  await setLimit(300_000)

  const support = await operatorPage(browser, 'default.support')
  await support.getByRole('link', { name: 'Players', exact: true }).click()
  await support.getByLabel('Starts with').fill(account.username)
  await support.getByRole('button', { name: 'Search' }).click()
  await support.getByRole('link', { name: account.username, exact: true }).click()
  await support.getByRole('tab', { name: 'Responsible gaming' }).click()
  const limits = support.getByTestId('player-limits')
  await expect(limits).toContainText('Daily deposit')
  await expect(limits).toContainText('1,000.00')
  await expect(limits).toContainText('3,000.00 from')
  await expect(support.getByTestId('player-exclusion')).toHaveText(
    'No time-out or self-exclusion running.',
  )
  const history = support.getByTestId('player-rg-history')
  await expect(history.getByRole('row')).toHaveCount(3)
  await expect(history).toContainText('Daily deposit limit set to')
  await expect(history).toContainText('Daily deposit limit to')
})

test('a read-only operator sees finance, players and the dashboard, and cannot act', async ({
  browser,
}) => {
  const page = await operatorPage(browser, 'default.readonly')
  // What the console's CSP refuses (an inline style of uPlot's, say) the browser reports here.
  const refusedByCsp: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusedByCsp.push(message.text())
  })
  await page.getByRole('link', { name: 'Finance', exact: true }).click()
  await expect(page.getByTestId('finance-read-only')).toBeVisible()
  await expect(
    page.getByTestId('withdrawals-table').or(page.getByText('No withdrawal')),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0)
  await page.getByRole('tab', { name: 'Adjustments' }).click()
  await expect(page.getByRole('heading', { name: 'Adjust a balance' })).toHaveCount(0)

  await page.getByRole('link', { name: 'Players', exact: true }).click()
  await page.getByLabel('Starts with').fill('demo_member')
  await page.getByRole('button', { name: 'Search' }).click()
  await page.getByRole('link', { name: 'demo_member', exact: true }).click()
  await expect(page.getByTestId('player-balance')).toContainText('P')
  await expect(page.getByTestId('player-read-only')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Lock', exact: true })).toHaveCount(0)

  // The dashboard: two uPlot charts (drawn on canvas), and the same numbers as a table.
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click()
  await expect(page.getByTestId('dashboard-chart')).toHaveCount(2)
  await expect(page.getByTestId('dashboard-chart').first().locator('canvas')).toBeVisible()
  await page.getByRole('button', { name: 'Table' }).click()
  const table = page.getByTestId('dashboard-table')
  await expect(table.locator('tbody tr')).toHaveCount(14)
  await expect(table.locator('tfoot')).toContainText('Total')
  await expect(page.getByTestId('dashboard-chart')).toHaveCount(0)
  expect(refusedByCsp).toEqual([])
})
