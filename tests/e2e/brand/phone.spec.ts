import type { Locator, Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import { expect, landingPath, messageText, openInApp, test, withLanguageList } from '../fixtures'
import {
  apiCall,
  createAgent,
  depositAndPay,
  firstSlot,
  gamePath,
  playSlot,
  registerAccount,
  signInPage,
} from '../platform-control'

// The site on a 412 x 915 phone (and a 1366 x 768 laptop for wide tables): the centres fill the
// screen, their menus scroll and show the open page, records are cards of label and value lines,
// figures keep to one line, and a launched game takes the whole screen with a way out.

const phone = { width: 412, height: 915 }

/** The element's box, rounded to whole pixels. */
const boxOf = async (locator: Locator) => {
  const box = (await locator.boundingBox())!
  return {
    x: Math.round(box.x),
    y: Math.round(box.y),
    width: Math.round(box.width),
    height: Math.round(box.height),
  }
}

/** The centre fills the viewport, and its menu scrolls sideways with the open entry in view. */
async function expectFullScreenCentre(page: Page, brand: Brand, key: string) {
  const panel = page.getByTestId('centre-panel')
  await expect(panel.getByTestId(`centre-item-${key}`)).toHaveAttribute('aria-current', 'page')
  expect(await boxOf(panel)).toEqual({ x: 0, y: 0, ...phone })
  await expect(
    panel.getByRole('button', { name: messageText(brand.languages.default, 'dialog.close') }),
  ).toBeVisible()
  const menu = panel.getByRole('navigation').locator('ul')
  const strip = await menu.evaluate((list) => ({
    overflows: list.scrollWidth > list.clientWidth + 1,
    snap: getComputedStyle(list).scrollSnapType,
  }))
  expect(strip.overflows, 'the menu is wider than the phone: it scrolls').toBe(true)
  expect(strip.snap).toContain('x')
  // The open entry is scrolled into the strip's view, wholly.
  await expect
    .poll(async () => {
      const list = await boxOf(menu)
      const item = await boxOf(panel.getByTestId(`centre-item-${key}`))
      return item.x >= list.x - 1 && item.x + item.width <= list.x + list.width + 1
    })
    .toBe(true)
}

/** The lines a cell's value takes (its label, drawn by ::before, is not in its text). */
const valueLineCount = (cell: Locator) =>
  cell.evaluate((td) => {
    const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT)
    const rects: DOMRect[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange()
      range.selectNodeContents(node)
      rects.push(...range.getClientRects())
    }
    const lineHeight = parseFloat(getComputedStyle(td).fontSize) * 1.6
    const top = Math.min(...rects.map((rect) => rect.top))
    const bottom = Math.max(...rects.map((rect) => rect.bottom))
    return Math.round((bottom - top) / lineHeight + 0.4)
  })

test('the page column keeps one margin on both sides, as wide as the header above it', async ({
  page,
  brand,
}) => {
  // The right bar's <aside> sits beside <main> while its buttons stand fixed at the screen's edge:
  // as a flex item with a gap it once narrowed the column on its end side alone (16 and 32 px).
  for (const viewport of [phone, { width: 1366, height: 768 }]) {
    await page.setViewportSize(viewport)
    await page.goto(landingPath(brand))
    const main = page.locator('main#main')
    await expect(main).toBeVisible()
    const margins = await main.evaluate((node) => {
      const box = node.getBoundingClientRect()
      const width = document.documentElement.clientWidth
      return { start: Math.round(box.left), end: Math.round(width - box.right) }
    })
    expect(margins.end, `${viewport.width} px: the end margin is the start one`).toBe(margins.start)
  }
})

test.describe('on a 412 x 915 phone', () => {
  test.use({ viewport: phone, hasTouch: true, isMobile: true })

  test('the member centre fills the screen; records are cards with every label; figures stay on one line', async ({
    page,
    brand,
  }) => {
    const account = await registerAccount(brand.merchantCode)
    const token = await signInPage(page, brand.merchantCode, account)
    await depositAndPay(brand.merchantCode, token)
    // The last page of the menu: the strip must scroll to show it.
    await page.goto('/?member=transactionHistory')
    await expectFullScreenCentre(page, brand, 'transactionHistory')

    const table = page.getByTestId('ledger-table')
    await expect(table.getByTestId('ledger-table-row').first()).toBeVisible()
    const headers = await table.locator('thead th').allTextContents()
    expect(headers.length).toBeGreaterThan(3)
    // Each row is a card: its cells are lines whose label is the column's header.
    const row = table.getByTestId('ledger-table-row').first()
    expect(await row.evaluate((tr) => getComputedStyle(tr).display)).toBe('block')
    const labels = await row
      .locator('td')
      .evaluateAll((cells) =>
        cells.map((td) => getComputedStyle(td, '::before').content.replace(/^"|"$/g, '')),
      )
    expect(labels).toEqual(headers)
    // Nothing is cut at the side: the card is no wider than the screen.
    const card = await boxOf(row)
    expect(card.x).toBeGreaterThanOrEqual(0)
    expect(card.x + card.width).toBeLessThanOrEqual(phone.width)
    // An amount keeps to one line.
    const amounts = row.locator('td[data-align="end"]')
    expect(await amounts.count()).toBeGreaterThan(0)
    for (const cell of await amounts.all()) {
      await expect(cell).toHaveCSS('white-space', 'nowrap')
      expect(await valueLineCount(cell)).toBe(1)
    }

    // The date filter folds behind one button that opens the rest of it.
    const range = page.getByTestId('date-range')
    await expect(range.getByTestId('date-range-from')).toBeHidden()
    // The page's own filter does not fold with the dates.
    await expect(page.getByTestId('ledger-kind')).toBeVisible()
    const toggle = range.getByTestId('date-range-toggle')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(range.getByTestId('date-range-from')).toBeVisible()
    expect((await boxOf(range.getByTestId('date-range-to'))).y).toBe(
      (await boxOf(range.getByTestId('date-range-from'))).y,
    )
  })

  test('the VIP levels and the winners are cards of every column, none wider than the screen', async ({
    page,
    brand,
  }) => {
    const account = await registerAccount(brand.merchantCode)
    await signInPage(page, brand.merchantCode, account)
    const pages = [
      ...(brand.areas.vip ? [{ path: '/vip', table: 'vip-levels', row: 'vip-level-row' }] : []),
      { path: '/winners', table: 'winners-table', row: 'winner-row' },
    ]
    for (const { path, table, row } of pages) {
      await page.goto(path)
      const first = page.getByTestId(row).first()
      await expect(first).toBeVisible()
      const headers = await page.getByTestId(table).locator('thead th').allTextContents()
      expect(await first.evaluate((tr) => getComputedStyle(tr).display), path).toBe('block')
      const labels = await first
        .locator('th, td')
        .evaluateAll((cells) =>
          cells.map((cell) => getComputedStyle(cell, '::before').content.replace(/^"|"$/g, '')),
        )
      expect(labels, path).toEqual(headers)
      const card = await boxOf(first)
      expect(card.x + card.width, path).toBeLessThanOrEqual(phone.width)
      for (const cell of await first.locator('td[data-align="end"]').all())
        expect(await valueLineCount(cell), path).toBe(1)
    }
  })

  test('the agent centre fills the screen and its menu scrolls to the open page', async ({
    page,
    brand,
  }) => {
    test.skip(brand.areas.agentCentre === false, 'the brand has no agent centre')
    const agent = await createAgent(brand.merchantCode, 1)
    await signInPage(page, brand.merchantCode, agent)
    await page.goto('/?agent=agentCreditReport')
    await expectFullScreenCentre(page, brand, 'agentCreditReport')
  })

  test('the language list opens wholly on the screen, every language in reach', async ({
    page,
    brand,
  }) => {
    await page.goto(landingPath(brand))
    const list = page.getByTestId('language-list')
    await withLanguageList(page, () => expect(list).toBeInViewport({ ratio: 1, timeout: 2_000 }))
    for (const code of brand.languages.supported)
      await expect(page.getByTestId(`language-${code}`)).toBeInViewport({ ratio: 1 })
  })

  test('a launched game takes the whole screen, titled with its name, and its exit button goes back', async ({
    page,
    brand,
  }) => {
    const account = await registerAccount(brand.merchantCode)
    await signInPage(page, brand.merchantCode, account)
    const game = await firstSlot(brand.merchantCode)
    const { games } = await apiCall<{ games: { gameCode: string; gameName: string }[] }>(
      brand.merchantCode,
      'GET',
      `/game/list?gameType=RNG&vassalage=${encodeURIComponent(game.vendor)}&pageSize=100`,
    )
    const name = games.find((g) => g.gameCode === game.gameCode)?.gameName
    expect(name).toBeTruthy()
    // Started from the lobby whose list names the game, as a player does.
    await page.goto(`/rng?vendor=${encodeURIComponent(game.vendor)}`)
    await expect(page.locator('[data-region="header"]')).toBeVisible()
    await expect(page.getByText(name!, { exact: true }).first()).toBeVisible()
    await openInApp(page, gamePath(game))

    const stage = page.getByTestId('game-stage')
    await expect(page.getByTestId('game-frame')).toHaveAttribute('title', name!)
    await expect(page).toHaveTitle(`${name} | ${brand.displayName}`)
    await expect(page.locator('[data-region="header"]')).toBeHidden()
    expect(await boxOf(stage)).toEqual({ x: 0, y: 0, ...phone })
    const exit = page.getByRole('button', {
      name: messageText(brand.languages.default, 'game.exit'),
    })
    await expect(exit).toBeVisible()
    const size = await boxOf(exit)
    expect(size.width).toBeGreaterThanOrEqual(44)
    expect(size.height).toBeGreaterThanOrEqual(44)
    // Reached from the keyboard within the page's first stops (after the skip link).
    let presses = 0
    while (!(await exit.evaluate((button) => button === document.activeElement)) && presses < 4) {
      await page.keyboard.press('Tab')
      presses += 1
    }
    await expect(exit).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/rng\?/)
    await expect(page.locator('[data-region="header"]')).toBeVisible()
  })
})

test.describe('on a 1366 x 768 laptop', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test('a wide table keeps every column: it scrolls, its first column stays and its last is reachable; the date range keeps its two ends on one line', async ({
    page,
    brand,
  }) => {
    const account = await registerAccount(brand.merchantCode)
    const token = await signInPage(page, brand.merchantCode, account)
    await depositAndPay(brand.merchantCode, token)
    await playSlot(brand.merchantCode, token, 1, 100)
    await page.goto('/?member=personalHistoryCopy')
    const table = page.getByTestId('bets-table')
    await expect(table.getByTestId('bets-table-row').first()).toBeVisible()
    // The range's ends wrap together: "To" never sits alone on a line under "From".
    const range = page.getByTestId('date-range')
    const from = await boxOf(range.getByTestId('date-range-from'))
    expect((await boxOf(range.getByTestId('date-range-to'))).y).toBe(from.y)
    // The page's filters sit on the ends' line where it has room, not on a line of their own,
    // outside the range's named group.
    const bottom = (box: { y: number; height: number }) => Math.round(box.y + box.height)
    for (const filter of ['bets-game-type', 'bets-vendor'])
      expect(bottom(await boxOf(page.getByTestId(filter)))).toBe(bottom(from))
    const group = page.getByRole('group', {
      name: messageText(brand.languages.default, 'range.group'),
    })
    await expect(group.getByTestId('date-range-from')).toBeVisible()
    await expect(group.getByTestId('bets-vendor')).toHaveCount(0)
    const wrap = table.locator('xpath=..')
    // Every column is there, none folded into cards.
    expect(
      await table.locator('thead').evaluate((head) => getComputedStyle(head).position),
    ).not.toBe('absolute')
    const first = table.locator('thead th').first()
    const last = table.locator('thead th').last()
    await expect(first).toHaveCSS('position', 'sticky')
    // Where the panel leaves it room enough (seven columns in 718 px), the box is narrowed as a
    // longer language or a smaller laptop would, yet kept wider than the card layout's 30rem.
    if (await wrap.evaluate((box) => box.scrollWidth <= box.clientWidth))
      await wrap.evaluate((box) => (box.style.inlineSize = '32rem'))
    expect(await wrap.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true)
    await expect(wrap).toHaveCSS('overflow-x', 'auto')
    // The keyboard scrolls it: the box takes focus and End reaches the last column.
    await wrap.focus()
    await wrap.evaluate((box) => box.scrollTo({ left: box.scrollWidth }))
    await expect
      .poll(async () => {
        const view = await boxOf(wrap)
        const cell = await boxOf(last)
        return cell.x + cell.width <= view.x + view.width + 1
      })
      .toBe(true)
    // The first column stayed at the box's start while the rest scrolled under it.
    expect((await boxOf(first)).x).toBe((await boxOf(wrap)).x)
  })
})
