import { expect, test, type Locator, type Page } from '@playwright/test'
import { signInConsole } from './console-sign-in'
import {
  apiCall,
  apiLogin,
  bankForWithdrawals,
  depositAndPay,
  registerAccount,
} from './platform-control'
import { newTally, reportTally, scanPage } from './quality/axe'

// The console's tables on a phone and on a laptop (docs/console.md, "Tables"): on a phone each
// row is a card of label and value lines that fits the screen, figures whole; on a laptop every
// column stays, in a real table. Each brand's owner walks the withdrawal queue, a fresh player's
// ledger and the audit log at both widths, in the merchant's currency and zone.
const brands = [
  { id: 'default', merchant: 'LUCKY01' },
  { id: 'jade', merchant: 'JADE_PH' },
  { id: 'nova', merchant: 'NOVA88' },
] as const
const phone = { width: 412, height: 915 }
const laptop = { width: 1366, height: 900 }

const headers = {
  'withdrawals-table': [
    'Order number',
    'Username',
    'Amount',
    'Bank account',
    'Status',
    /^Created \(/,
    'Review',
  ],
  'ledger-table': [/^When \(/, 'Kind', 'Amount', 'Balance after', 'Reference'],
  'audit-table': ['When', 'Operator', 'Action', 'Target', 'Changes'],
} as const
type TableId = keyof typeof headers

/**
 * What is wrong with a table shown as cards: a row wider than the screen or than its box, a cell
 * without its column's label before its value, a figure (digits and their separators) broken over
 * two lines, a row's action smaller than 24 × 24 px. Empty when all is well.
 */
function cardProblems(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const table = element as HTMLTableElement
    const problems: string[] = []
    const screenWidth = document.documentElement.clientWidth
    const box = table.parentElement!
    if (box.scrollWidth > box.clientWidth + 1)
      problems.push(`the box scrolls sideways: ${box.scrollWidth} > ${box.clientWidth}`)
    const names = Array.from(table.tHead!.rows[0]!.cells).map((th) => th.textContent!.trim())
    const figure = /\d[\d.,:/-]*\d/g
    for (const row of Array.from(table.tBodies[0]!.rows)) {
      const rect = row.getBoundingClientRect()
      if (getComputedStyle(row).display !== 'block') problems.push('a row is not a card')
      if (rect.left < 0 || rect.right > screenWidth)
        problems.push(`a row spans ${rect.left}–${rect.right} of ${screenWidth} px`)
      Array.from(row.cells).forEach((cell, index) => {
        const name = names[index]!
        const label = getComputedStyle(cell, '::before').content
        if (cell.dataset.label !== name || label !== JSON.stringify(name))
          problems.push(`cell ${index} shows ${label} for "${name}"`)
        const texts = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
        for (let node = texts.nextNode(); node; node = texts.nextNode()) {
          // Text folded away (a closed <details>) is not on the card.
          if (!node.parentElement!.checkVisibility()) continue
          for (const match of node.textContent!.matchAll(figure)) {
            const range = document.createRange()
            range.setStart(node, match.index)
            range.setEnd(node, match.index + match[0].length)
            const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)))
            if (lines.size > 1) problems.push(`"${match[0]}" of "${name}" breaks over lines`)
          }
        }
        for (const target of Array.from(cell.querySelectorAll('a, button, summary, input'))) {
          const size = target.getBoundingClientRect()
          if (size.width < 24 || size.height < 24)
            problems.push(`"${target.textContent}" in "${name}" is ${size.width}×${size.height}`)
        }
      })
    }
    return problems
  })
}

/** The table at the page's width: cards on a phone, every column of a real table on a laptop. */
async function expectTableLayout(page: Page, testId: TableId) {
  const table = page.getByTestId(testId)
  await expect(table.locator('tbody tr').first()).toBeVisible()
  const columns = table.locator('thead th')
  await expect(columns).toHaveText([...headers[testId]])
  if (page.viewportSize()!.width <= phone.width) {
    expect(await cardProblems(table)).toEqual([])
    return
  }
  for (const column of await columns.all()) {
    await expect(column).toBeVisible()
    expect((await column.boundingBox())!.width).toBeGreaterThan(30)
  }
  await expect(table).toHaveCSS('display', 'table')
  await expect(table.locator('tbody tr').first()).toHaveCSS('display', 'table-row')
  await expect(table.locator('tbody tr td').first()).toHaveCSS('position', 'sticky')
}

for (const { id, merchant } of brands)
  test(`${merchant}: the withdrawal queue, a player’s ledger and the audit log are cards on a phone and whole tables on a laptop`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    // A fresh player with a deposit and a withdrawal, then a bonus from the console: rows in the
    // queue and the ledger, and a row in the audit log.
    const account = await registerAccount(merchant)
    const token = await apiLogin(merchant, account.username, account.password)
    await depositAndPay(merchant, token)
    const bank = await bankForWithdrawals(merchant, token, account.password)
    const { limits } = await apiCall<{ limits: { min: number } }>(
      merchant,
      'GET',
      '/finance/withdrawals',
      { token },
    )
    await apiCall(merchant, 'POST', '/finance/withdraw', {
      token,
      body: { ...bank, amount: limits.min },
    })
    await page.setViewportSize(phone)
    await signInConsole(page, `${id}.owner`)

    await page.getByRole('link', { name: 'Players', exact: true }).click()
    await page.getByLabel('Starts with').fill(account.username)
    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByRole('link', { name: account.username, exact: true }).click()
    await expect(page.getByTestId('ledger-table').locator('tbody tr').first()).toBeVisible()
    const playerUrl = page.url()
    const accountId = playerUrl.split('/').pop()!

    await page.getByRole('link', { name: 'Finance', exact: true }).click()
    const financeUrl = page.url()
    await page.getByRole('tab', { name: 'Adjustments' }).click()
    await page.getByLabel('Account number').fill(accountId)
    await page.getByLabel('Amount (added)').fill('20')
    await page.getByLabel('Reason').fill('Welcome back')
    await page.getByRole('button', { name: 'Adjust', exact: true }).click()
    await expect(page.getByTestId('adjustments-table')).toContainText(account.username)

    for (const viewport of [phone, laptop]) {
      await page.setViewportSize(viewport)
      await page.goto(financeUrl)
      await page.getByLabel('Username').fill(account.username)
      await page.getByRole('button', { name: 'Search' }).click()
      await expect(page.getByTestId('withdrawals-table')).toContainText(account.username)
      await expectTableLayout(page, 'withdrawals-table')
      if (viewport === phone) {
        const tally = newTally()
        expect(await scanPage(page, 'withdrawals on a phone', tally)).toEqual([])
        reportTally(test.info(), tally)
      }
      await page.goto(playerUrl)
      await expectTableLayout(page, 'ledger-table')
      await page.getByRole('link', { name: 'Audit log', exact: true }).click()
      await expectTableLayout(page, 'audit-table')
    }
  })
