import type { Page } from '@playwright/test'
import agentCentre from '../../../schemas/agent-centre.json' with { type: 'json' }
import memberCentre from '../../../schemas/member-centre.json' with { type: 'json' }
import routeTable from '../../../schemas/routes.json' with { type: 'json' }
import type { Brand } from '../../../src/config/brand.types'
import { dealt, expect, fillLogin, landingPath, openInApp, test } from '../fixtures'
import { createAgent, registerAccount, signInPage } from '../platform-control'
import { newTally, reportTally, scanBothThemes, type ScanTally } from './axe'

// The accessibility gate: axe-core on every route, every modal and every centre page, in both
// themes, on every brand (at a phone's width each run on one brand, below), held to WCAG 2.2 AA
// (target size included). Only serious and critical
// violations fail; moderate and minor ones are counted in the summary. No axe rule is switched off.

const totals = newTally()
const add = (tally: ScanTally) => {
  totals.scans += tally.scans
  for (const [key, into] of [
    ['byRule', totals.byRule],
    ['minor', totals.minor],
  ] as const)
    for (const [rule, count] of Object.entries(tally[key])) into[rule] = (into[rule] ?? 0) + count
}

test.afterAll(({ brand }, testInfo) => {
  const rules = (r: Record<string, number>) =>
    Object.entries(r)
      .map(([k, v]) => `${k}×${v}`)
      .join(', ') || 'none'
  console.log(
    `a11y summary ${brand.id} (worker ${testInfo.workerIndex}): ${totals.scans} scans; ` +
      `serious/critical ${rules(totals.byRule)}; moderate/minor ${rules(totals.minor)}`,
  )
})

/** Scans the page (or one part of it) in both themes and fails on a serious or critical finding. */
async function gate(page: Page, brand: Brand, label: string, include?: string) {
  const tally = newTally()
  const problems = await scanBothThemes(page, brand, label, tally, include)
  add(tally)
  reportTally(test.info(), tally)
  expect(problems.length, `serious or critical violations:\n${problems.join('\n')}`).toBe(0)
}

/** Waits until the page's parts have loaded (no loading state left). */
async function settled(page: Page) {
  await expect(page.locator('main, [role="main"]').first()).toBeVisible()
  await expect(page.locator('[data-testid$="-loading"], [aria-busy="true"]')).toHaveCount(0)
}

/** Splits a list into runs of `size`, so that one test (one sign-in, one tab) scans a few screens. */
const chunks = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) =>
    list.slice(i * size, i * size + size),
  )

// A path per route of the table; a route with a parameter gets a sample value. /register is the
// register modal over Home, scanned with the modals; /game needs a game to open.
const routePaths = routeTable.routes
  .map((route) => route.paths[0]!)
  .filter((path) => path !== '/register')
  .map((path) => (path === '/game' ? '/game?vendor=EVO' : path.replace('$id', '1')))

// Every test scans a few heavy screens in a loaded CI; the 30 s default is for one journey.
test.beforeEach(() => test.setTimeout(120_000))

test.describe('axe on every route', () => {
  test('a visitor: landing page and /login', async ({ page, brand }) => {
    for (const path of [...new Set([landingPath(brand), '/login'])]) {
      await page.goto(path)
      await settled(page)
      await gate(page, brand, `visitor ${path}`)
    }
  })

  // Signed in, so that every route is reached (a brand may show visitors /login only).
  for (const paths of chunks(routePaths, 5)) {
    test(`routes ${paths.join(' ')}`, async ({ page, brand }) => {
      await signInPage(page, brand.merchantCode, await registerAccount(brand.merchantCode))
      // The first path loads; the others open from it as the app's links do (axe stays loaded).
      for (const [index, path] of paths.entries()) {
        if (index === 0) await page.goto(path)
        else await openInApp(page, path)
        await settled(page)
        await gate(page, brand, path)
      }
    })
  }
})

test.describe('axe on every modal', () => {
  // The image captcha after three failures is scanned in a11y-captcha.serial.spec.ts: failures
  // count per merchant and address, so that test runs alone.
  test('login', async ({ page, brand }) => {
    await page.goto(landingPath(brand))
    await fillLogin(page, 'demo_member', 'Demo1234')
    await gate(page, brand, 'login', '[data-testid="modal-login"]')
  })

  test('forgot password', async ({ page, brand }) => {
    await page.goto(landingPath(brand))
    await page.getByTestId('header-sign-in').click()
    await page.getByTestId('forgot-password').click()
    const forgot = page.getByTestId('modal-forgotPassword')
    await expect(forgot.getByTestId('forgot-methods')).toHaveAttribute('aria-busy', 'false')
    await gate(page, brand, 'forgot password', '[data-testid="modal-forgotPassword"]')
  })

  test('register, empty and with every error showing', async ({ page, brand }) => {
    await page.goto('/register')
    const modal = page.getByTestId('modal-register')
    await expect(modal.locator('input').first()).toBeVisible()
    await expect(modal.locator('[aria-busy="true"]')).toHaveCount(0)
    await gate(page, brand, 'register', '[data-testid="modal-register"]')
    await modal.locator('button[type="submit"]').click()
    await gate(page, brand, 'register with errors', '[data-testid="modal-register"]')
  })

  test('notice and chat room', async ({ page, brand }) => {
    await signInPage(page, brand.merchantCode, await registerAccount(brand.merchantCode))
    await page.goto('/')
    const ticker = page.getByTestId('notice-ticker')
    await ticker.hover()
    await ticker.getByTestId('notice-ticker-item').first().click()
    await expect(page.getByTestId('modal-notice')).toBeVisible()
    await gate(page, brand, 'notice', '[data-testid="modal-notice"]')
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('modal-notice')).toHaveCount(0)
    // The chat room opens over the page from the right bar (spec §2.5).
    await page.getByTestId('right-bar-chatRoom').click()
    await expect(page.getByTestId('chat-connection')).toHaveAttribute('data-state', 'live')
    await gate(page, brand, 'chat room', '[data-testid="modal-chatRoom"]')
  })

  test('game popup', async ({ page, brand }) => {
    test.skip(!brand.areas.live, 'the brand has no live lobby')
    await signInPage(page, brand.merchantCode, await registerAccount(brand.merchantCode))
    await page.goto('/live')
    await page.getByTestId('vendor-card-VIA').click()
    await expect(page.getByTestId('game-popup-list').getByRole('button').first()).toBeVisible()
    await gate(page, brand, 'game popup', '[data-testid="game-popup"]')
  })

  test('change password, user menu, sign-out confirmation', async ({ page, brand }) => {
    await signInPage(page, brand.merchantCode, await registerAccount(brand.merchantCode))
    await page.goto('/?member=securityCenter')
    await page.getByTestId('security-change-password').click()
    await expect(page.getByTestId('modal-changePassword')).toBeVisible()
    await gate(page, brand, 'change password', '[data-testid="modal-changePassword"]')
    await page.goto('/')
    await page.getByTestId('header-user-menu').click()
    await expect(page.getByTestId('header-sign-out')).toBeVisible()
    await gate(page, brand, 'user menu')
    await page.getByTestId('header-sign-out').click()
    await expect(page.getByTestId('confirm-dialog')).toBeVisible()
    await gate(page, brand, 'sign-out confirmation', '[data-testid="confirm-dialog"]')
  })

  test('real-account dialog (trial account)', async ({ page, brand }) => {
    await page.goto(landingPath(brand))
    const modal = await fillLogin(page, 'demo_trial', 'Demo1234')
    await modal.locator('button[type="submit"]').click()
    await expect(page.getByTestId('header-user')).toHaveText('demo_trial')
    await page.getByTestId('header-deposit').click()
    await expect(page.getByTestId('confirm-dialog')).toBeVisible()
    await gate(page, brand, 'real-account dialog', '[data-testid="confirm-dialog"]')
  })
})

/**
 * Opens a centre at its first page by URL, then each further page from its menu (as a member
 * would, without a reload), and scans each; pages this brand has switched off are passed over.
 */
async function scanCentre(page: Page, brand: Brand, param: 'member' | 'agent', keys: string[]) {
  const panel = page.getByTestId('centre-panel')
  let scanned = 0
  for (const key of keys) {
    if (scanned === 0) await page.goto(`/?${param}=${key}`)
    await expect(panel.locator('[data-testid^="centre-item-"]').first()).toBeVisible()
    const item = panel.getByTestId(`centre-item-${key}`)
    if (!(await item.count())) continue
    if (scanned > 0) await item.click()
    await expect(item).toHaveAttribute('aria-current', 'page')
    await expect(panel.locator('[data-testid$="-loading"]')).toHaveCount(0)
    await gate(page, brand, `${param} ${key}`)
    scanned += 1
  }
}

test.describe('axe on every centre page', () => {
  for (const keys of chunks(
    memberCentre.pages.map((page) => page.key),
    5,
  )) {
    test(`member ${keys.join(' ')}`, async ({ page, brand }) => {
      await signInPage(page, brand.merchantCode, await registerAccount(brand.merchantCode))
      await scanCentre(page, brand, 'member', keys)
    })
  }
  for (const keys of chunks(
    agentCentre.entries.map((entry) => entry.key),
    6,
  )) {
    test(`agent ${keys.join(' ')}`, async ({ page, brand }) => {
      test.skip(brand.areas.agentCentre === false, 'the brand has no agent centre')
      await signInPage(page, brand.merchantCode, await createAgent(brand.merchantCode, 1))
      await scanCentre(page, brand, 'agent', keys)
    })
  }
})

// The same routes and centre pages at a phone's width, where the layout is another one (the menu
// sheet, card rows in place of tables, full-screen centres, the immersive game screen): targets,
// contrast and names hold there too. Runs of more screens than above: the phone's pages are lighter.
// Each run is dealt to one brand (tests/e2e/fixtures.ts): every brand's colours, in both themes, are
// scanned on every screen above, and each brand's phone layout is checked by its journeys
// (tests/e2e/brand/phone.spec.ts and the phone cases of header, Home and games-first).
test.describe('axe at phone width', { tag: dealt() }, () => {
  test.use({ viewport: { width: 412, height: 915 } })
  for (const paths of chunks(routePaths, 10)) {
    test(`phone routes ${paths.join(' ')}`, async ({ page, brand }) => {
      await signInPage(page, brand.merchantCode, await registerAccount(brand.merchantCode))
      for (const [index, path] of paths.entries()) {
        if (index === 0) await page.goto(path)
        else await openInApp(page, path)
        await settled(page)
        await gate(page, brand, `phone ${path}`)
      }
    })
  }
  for (const keys of chunks(
    memberCentre.pages.map((page) => page.key),
    10,
  )) {
    test(`phone member ${keys.join(' ')}`, async ({ page, brand }) => {
      await signInPage(page, brand.merchantCode, await registerAccount(brand.merchantCode))
      await scanCentre(page, brand, 'member', keys)
    })
  }
  for (const keys of chunks(
    agentCentre.entries.map((entry) => entry.key),
    12,
  )) {
    test(
      `phone agent ${keys.join(' ')}`,
      { tag: dealt('agentCentre') },
      async ({ page, brand }) => {
        test.skip(brand.areas.agentCentre === false, 'the brand has no agent centre')
        await signInPage(page, brand.merchantCode, await createAgent(brand.merchantCode, 1))
        await scanCentre(page, brand, 'agent', keys)
      },
    )
  }
})
