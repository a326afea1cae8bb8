import type { Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import { answerCalls, jsonAnswer } from '../answer-calls'
import { expect, landingPath, langOf, test } from '../fixtures'
import {
  apiCall,
  createAgent,
  registerAccount,
  setClubLabel,
  signInPage,
} from '../platform-control'

/**
 * Layout under German-length text: every visible text node is lengthened by 40% with long
 * compound words (German runs about 30-40% longer than English), then the page may not scroll
 * sideways and no control may spill out of the viewport. The phone width is the hard case.
 */
async function lengthen(page: Page) {
  await page.evaluate(() => {
    const words = ['Kontoübersicht', 'Einzahlungsbestätigung', 'Sicherheitseinstellungen']
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const nodes: Text[] = []
    while (walker.nextNode()) nodes.push(walker.currentNode as Text)
    for (const node of nodes) {
      const text = node.data.trim()
      if (text.length < 3 || node.parentElement?.closest('script, style, svg')) continue
      let extra = ''
      for (let i = 0; extra.length < text.length * 0.4; i += 1) extra += ` ${words[i % 3]}`
      node.data = `${node.data}${extra.slice(0, Math.max(4, Math.ceil(text.length * 0.4)))}`
    }
  })
}

/** Elements wider than the viewport or reaching past its right edge, by tag and test id. */
async function spills(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const out: string[] = []
    if (document.scrollingElement!.scrollWidth > width + 1)
      out.push(`page scrolls sideways: ${document.scrollingElement!.scrollWidth} > ${width}`)
    for (const element of document.querySelectorAll<HTMLElement>(
      'button, a, input, select, h1, h2, h3',
    )) {
      const box = element.getBoundingClientRect()
      if (!box.width || getComputedStyle(element).visibility === 'hidden') continue
      // Off-screen on purpose (the skip link until focused), or inside a container that scrolls
      // or clips sideways on purpose (tables, chip rows, the notice ticker): fine.
      if (box.right <= 0 || box.left >= width) continue
      let container: HTMLElement | null = element.parentElement
      while (container && getComputedStyle(container).overflowX === 'visible')
        container = container.parentElement
      if (container && container !== document.documentElement && container !== document.body)
        continue
      if (box.right > width + 1 || box.left < -1)
        out.push(
          `${element.tagName.toLowerCase()}[${element.dataset.testid ?? element.textContent?.slice(0, 30)}] ${Math.round(box.left)}..${Math.round(box.right)}`,
        )
    }
    return out
  })
}

const settle = async (page: Page) => {
  await expect(page.locator('#main')).toBeAttached()
  await expect(page.locator('[role="status"]', { hasText: /…$/ })).toHaveCount(0, {
    timeout: 15_000,
  })
}

for (const width of [360, 1280]) {
  test.describe(`German-length text at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('Home and the sign-in dialog', async ({ page, brand }) => {
      await page.goto(landingPath(brand))
      await settle(page)
      await lengthen(page)
      expect(await spills(page)).toEqual([])
      if (brand.loginedToHomePage) return
      await page.getByTestId('header-sign-in').click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await lengthen(page)
      expect(await spills(page)).toEqual([])
      await page.screenshot({ path: test.info().outputPath('sign-in.png') })
    })

    test('the member and agent centres', async ({ page, brand }) => {
      test.slow()
      const agent = await createAgent(brand.merchantCode, 1)
      await signInPage(page, brand.merchantCode, agent)
      const pages = ['member=securityCenter', 'member=withdraw', 'member=transactionHistory']
      if (brand.areas.agentCentre !== false)
        pages.push(
          'agent=agentTeamOverview',
          'agent=downlineManagmentView',
          'agent=agentCreditReport',
        )
      const found: string[] = []
      for (const query of pages) {
        await page.goto(`/?${query}`)
        await expect(page.getByTestId('centre-panel')).toBeVisible()
        await settle(page)
        await expect(
          page.getByTestId('centre-panel').locator('[data-testid$="-loading"]'),
        ).toHaveCount(0)
        await lengthen(page)
        found.push(...(await spills(page)).map((line) => `${query}: ${line}`))
      }
      expect(found).toEqual([])
    })
  })
}

/** Reloads the page in a language, as a visitor who chose it before comes back. */
async function showIn(page: Page, code: Brand['languages']['default']) {
  await page.evaluate((language) => localStorage.setItem('historyLanguage', language), code)
  await page.reload()
  await settle(page)
  await expect(page.locator('html')).toHaveAttribute('lang', langOf(code))
}

/**
 * The rows some boxes sit on (one when nothing wraps): a box that starts below the bottom of the
 * row above begins a row of its own. Boxes of different heights centred on one line share it.
 */
function rowsOf(boxes: { top: number; bottom: number }[]) {
  let rows = 0
  let bottom = -Infinity
  for (const box of [...boxes].sort((a, b) => a.top - b.top)) {
    if (box.top >= bottom - 1) rows += 1
    bottom = Math.max(bottom, box.bottom)
  }
  return rows
}

/** The shown boxes of the elements `selector` finds in an element (but inside `skip`), for rowsOf. */
function shownBoxes(element: Element, { selector, skip }: { selector: string; skip?: string }) {
  return [...element.querySelectorAll(selector)]
    .filter((found) => !skip || !found.closest(skip))
    .map((found) => found.getBoundingClientRect())
    .filter((box) => box.width > 0)
    .map(({ top, bottom }) => ({ top, bottom }))
}

/** The header's first line: the rows its controls sit on (one when nothing wraps), and its height. */
async function headerLines(page: Page) {
  const line = page.locator('[data-region="header"] > div').first()
  const boxes = await line.evaluate(shownBoxes, {
    selector: 'button, a',
    skip: '[data-testid="language-list"]',
  })
  const height = await line.evaluate((element) =>
    Math.round(element.getBoundingClientRect().height),
  )
  return { rows: rowsOf(boxes), height }
}

/**
 * The balance answers millions (P 9,999,999.99), wider than any seeded account's. Not page.route:
 * the tests reload the page in every language, and routing turns the HTTP cache off.
 */
const answerBalanceOfMillions = (page: Page) =>
  answerCalls(page, '*/api/wps/v2/wallets/balance', () =>
    jsonAnswer(200, { success: true, value: { sumBalance: 999_999_999 }, message: '' }),
  )

test('on a 360 px phone, signed out, the header keeps its controls on one line in every language', async ({
  page,
  brand,
}) => {
  await page.setViewportSize({ width: 360, height: 800 })
  // Whether the line will hold a register button: the same menu answer the page reads.
  const menu = await apiCall<{ directRegistration?: boolean }>(
    brand.merchantCode,
    'GET',
    '/system/menu',
  )
  await page.goto(landingPath(brand))
  const found: string[] = []
  for (const code of brand.languages.supported) {
    await showIn(page, code)
    // Measured once the line holds all it will: the switch, sign-in and (when on) register.
    await expect(page.getByTestId('language-switch')).toBeVisible()
    await expect(page.getByTestId('header-sign-in')).toBeVisible()
    if (menu.directRegistration) await expect(page.getByTestId('header-register')).toBeVisible()
    const { rows, height } = await headerLines(page)
    if (rows !== 1) found.push(`${code}: ${rows} rows, ${height} px`)
  }
  expect(found).toEqual([])
})

test('signed in, at 360 and 481 px, deposit, balance and the account menu share one line, and the member centre shows the whole rank (and on a phone its title on one line), in every language', async ({
  page,
  brand,
}) => {
  // Every language at two widths: 28–30 s of a loaded CI machine, where the default is 30.
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 360, height: 800 })
  await answerBalanceOfMillions(page)
  const member = await registerAccount(brand.merchantCode)
  await setClubLabel(brand.merchantCode, member.username, 'Platinum', 5)
  await signInPage(page, brand.merchantCode, member)
  // The header under the member centre, whose own header holds its title, the member's rank and
  // the close button.
  await page.goto('/?member=securityCenter')
  const rank = page.getByTestId('centre-rank')
  const account = ['header-deposit', 'header-balance', 'header-user-menu']
  const found: string[] = []
  for (const code of brand.languages.supported) {
    await page.setViewportSize({ width: 360, height: 800 })
    await showIn(page, code)
    await expect(page.getByTestId('balance-amount')).toHaveText(/999/)
    await expect(rank).toContainText('Platinum')
    // A phone, and just above it, where the nickname shows beside the avatar.
    for (const width of [360, 481]) {
      await page.setViewportSize({ width, height: 800 })
      const boxes = await Promise.all(account.map((id) => page.getByTestId(id).boundingBox()))
      const tops = boxes.map((box) => Math.round(box?.y ?? -1))
      const bottoms = boxes.map((box) => Math.round((box?.y ?? -1) + (box?.height ?? 0)))
      // One line: each control starts above the bottom of every other. The language switch may
      // take the row above; the account's controls keep together.
      const together = Math.max(...tops) < Math.min(...bottoms)
      const { rows, height } = await headerLines(page)
      if (!together || rows > 2)
        found.push(`${code} at ${width} px: ${rows} rows, ${height} px, the account at ${tops}`)
      if (await rank.evaluate((chip) => chip.scrollWidth > chip.clientWidth))
        found.push(`${code} at ${width} px: the rank is cut short`)
      // On a phone the rank takes the row under the title, which keeps a line of its own.
      const titleLines = await rank.evaluate((chip) => {
        const title = chip.parentElement?.querySelector('h2')
        if (!title) return 0
        const range = document.createRange()
        range.selectNodeContents(title)
        return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size
      })
      if (width === 360 && titleLines !== 1)
        found.push(`${code} at 360 px: the centre's title takes ${titleLines} lines`)
    }
  }
  expect(found).toEqual([])
})

test("signed in, from 420 px to a desktop's width, the language switch and the account bar share the header's first line in every language", async ({
  page,
  brand,
}) => {
  test.setTimeout(90_000)
  await answerBalanceOfMillions(page)
  const member = await registerAccount(brand.merchantCode)
  await signInPage(page, brand.merchantCode, member)
  await page.goto('/')
  // Every 40 px, and each side of where the nickname and the language's native name come back.
  const widths = [...Array.from({ length: 22 }, (_, i) => 420 + i * 40), 481, 740, 768, 769]
  const found: string[] = []
  for (const code of brand.languages.supported) {
    await page.setViewportSize({ width: 1280, height: 800 })
    await showIn(page, code)
    await expect(page.getByTestId('balance-amount')).toHaveText(/999/)
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 })
      const { rows, height } = await headerLines(page)
      if (rows !== 1) found.push(`${code} at ${width} px: ${rows} rows, ${height} px`)
    }
  }
  expect(found).toEqual([])
})

test("on a 360 px phone, a list's pager keeps one line on its first and last pages and among three-digit pages, in every language", async ({
  page,
  brand,
}) => {
  await page.setViewportSize({ width: 360, height: 800 })
  // A brand that shows its pages signed in only is visited signed in.
  if (brand.loginedToHomePage)
    await signInPage(page, brand.merchantCode, await registerAccount(brand.merchantCode))
  // The winners list pages through the shared pager (src/ui/pager.tsx), as the blog and the
  // records do. Its seeded pages are two-digit: the platform's first page answers every page,
  // with pages enough for three-digit numbers.
  const firstPage = await apiCall<{ totalPages: number; list: unknown[] }>(
    brand.merchantCode,
    'GET',
    '/community/winners?pageNo=1&pageSize=14&gameCategory=ALL',
  )
  expect(firstPage.list.length, 'seeded winners').toBeGreaterThan(0)
  await page.route('**/api/community/winners?**', (route) =>
    route.fulfill({
      json: { success: true, value: { ...firstPage, totalPages: 150 }, message: '' },
    }),
  )
  await page.goto('/winners')
  const pager = page.getByTestId('pager')
  const pages = pager.locator('[data-testid^="pager-page-"]')
  /** The rows the pager's shown entries sit on (First and Last give way on a phone). */
  const rows = async () => rowsOf(await pager.evaluate(shownBoxes, { selector: 'li' }))
  const found: string[] = []
  for (const code of brand.languages.supported) {
    await showIn(page, code)
    await expect(pages.first()).toHaveText('1')
    if ((await rows()) !== 1) found.push(`${code}, page 1: ${await rows()} rows`)
    const last = Number(await pages.last().textContent())
    expect(last, 'pages enough for three-digit numbers').toBeGreaterThan(100)
    await pages.last().click()
    await expect(pager.locator('[aria-current="page"]')).toHaveText(String(last))
    if ((await rows()) !== 1) found.push(`${code}, page ${last}: ${await rows()} rows`)
    // Four three-digit pages and a gap: the widest the pager gets.
    await page.getByTestId(`pager-page-${last - 2}`).click()
    await expect(pager.locator('[aria-current="page"]')).toHaveText(String(last - 2))
    if ((await rows()) !== 1) found.push(`${code}, page ${last - 2}: ${await rows()} rows`)
  }
  expect(found).toEqual([])
})

test('the check finds a control that reaches past the viewport (so it can fail)', async ({
  page,
  brand,
}) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto(landingPath(brand))
  await settle(page)
  await page.evaluate(() => {
    const button = document.createElement('button')
    button.textContent = 'Sicherheitseinstellungen'.repeat(8)
    button.style.whiteSpace = 'nowrap'
    document.querySelector('#main')!.append(button)
  })
  expect((await spills(page)).length).toBeGreaterThan(0)
})
