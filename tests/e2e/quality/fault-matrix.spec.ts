import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test as base, expect, type Locator, type Page } from '@playwright/test'
import agentCentre from '../../../schemas/agent-centre.json' with { type: 'json' }
import memberCentre from '../../../schemas/member-centre.json' with { type: 'json' }
import routesTable from '../../../schemas/routes.json' with { type: 'json' }
import type { Brand } from '../../../src/config/brand.types'
import { answerCalls, jsonAnswer, withoutFirstAnswers, type CallAnswer } from '../answer-calls'
import { dealtOwner, readAllBrands } from '../fixtures'
import { apiCall, signInPage } from '../platform-control'

/**
 * The fault matrix (issue 10): every route of schemas/routes.json and every page of both centres,
 * under six faults of the platform. A cell passes when the screen shows an error state in the
 * reader's language with a retry that brings the data back once the fault is gone (for a 401: the
 * login modal), the page is never blank, and no uncaught error reaches the console.
 *
 * Which calls get the fault: every /api/ call of the page except the boot calls that decide whether
 * the site mounts at all (system status and permission), the session's capability answer (system
 * consolidated, asked once per session) and the auth calls the login modal needs (a 401 must be
 * able to open it). So the screen's own data, the header's (balance, member info, counts) and the
 * banner region's all fail together, as they do when the platform is down.
 *
 * The rows run one test each, the six faults in turn in one page; the reporter beside this file
 * (fault-matrix.reporter.ts) prints the matrix and writes bench/results/fault-matrix.json.
 *
 * Every row on every brand is about 1,000 cells and half an hour on two cores. The screens are one
 * build, so CI deals the rows out among the brands that have them (every row and every brand runs,
 * each row on one brand); FAULT_MATRIX=full runs every row on every brand.
 */

const faults = ['500', 'timeout', 'malformed', 'schema', 'offline', '401'] as const
type Fault = (typeof faults)[number]

/** Calls that never get a fault (see above). */
const exempt = /\/api\/(system\/(status|permission|consolidated)|auth\/)/
/** The app's request time-out (src/app/transport.ts → src/api/client.ts). */
const requestTimeoutMs = 15_000
/** The transport's own English texts: a screen must never show them to a reader. */
const rawTransportTexts = [
  'HTTP 5',
  'The answer is not JSON',
  'The answer has no envelope',
  'The answer does not match its schema',
  'Network error',
  'The request timed out',
  'Failed to fetch',
  'Internal Server Error',
]

const test = base.extend<{ brand: Brand; problems: string[] }>({
  brand: [undefined as unknown as Brand, { option: true }],
  // Uncaught errors fail a cell; the browser's own logs of an injected fault do not: "Failed to
  // load resource", and EventSource's refusal of a faulted stream answer (JSON where the chat
  // stream is text/event-stream; the chat then shows itself offline and reconnects).
  // tests/e2e/fixtures.ts's auto fixture fails on any console error, so this suite has its own.
  problems: async ({ page }, use) => {
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      if (/^Failed to load resource|^EventSource's response has a MIME type/.test(message.text()))
        return
      problems.push(`console: ${message.text()}`)
    })
    await use(problems)
  },
})

/** One row of the matrix: a route or a centre page. */
interface Row {
  name: string
  url: (brand: Brand) => Promise<string> | string
  /** Where the error state must show: the screen's region, or the page for a screen with no data. */
  scope: (page: Page) => Locator
  /** Who opens it: a visitor for what only visitors see (the registration form). */
  account: 'visitor' | 'member' | 'agent'
  applies: (brand: Brand) => boolean
  /** A centre page: the key its menu entry must have (pages behind a platform switch may be off). */
  centreItem?: string
}

const areaOn = (brand: Brand, when: unknown) => {
  const flag = (when as { flag?: string } | undefined)?.flag
  if (!flag) return true
  const area = flag.replace(/^area\./, '') as keyof Brand['areas']
  return (brand.areas as Record<string, boolean | undefined>)[area] !== false
}

/** Screens with no data of their own: the header's and banner's error states are what a reader sees. */
const staticScreens = new Set(['home', 'auth.login', 'join', 'licences'])

const firstId = async (brand: Brand, path: string, list: string) => {
  const value = await apiCall<Record<string, { id: string | number }[]>>(
    brand.merchantCode,
    'GET',
    path,
  )
  return String(value[list]?.[0]?.id ?? 1)
}

const routeRows: Row[] = routesTable.routes.map((entry) => {
  const path = entry.paths[0]!
  const url = async (brand: Brand) => {
    if (path === '/promoDetail')
      return `/promoDetail?id=${await firstId(brand, '/content/promotions', 'list')}`
    if (path === '/blog/$id') return `/blog/${await firstId(brand, '/community/blog', 'posts')}`
    if (path === '/game') return '/game?vendor=DS88'
    return path
  }
  return {
    name: path,
    url,
    scope: (page: Page) =>
      'modal' in entry
        ? page.getByTestId(`modal-${entry.modal}`)
        : staticScreens.has(entry.screen)
          ? page.locator('body')
          : page.locator('main'),
    // The registration form opens for visitors only (its route's modalWhen).
    account: entry.modal === 'register' ? ('visitor' as const) : ('member' as const),
    applies: (brand: Brand) => areaOn(brand, entry.when),
  }
})

const centreRows = (param: 'member' | 'agent', keys: string[]): Row[] =>
  keys.map((key) => ({
    name: `${param}=${key}`,
    url: () => `/?${param}=${key}`,
    scope: (page: Page) => page.getByTestId('centre-panel'),
    account: param,
    applies: (brand: Brand) => param === 'member' || brand.areas.agentCentre !== false,
    centreItem: key,
  }))

/** Every row, in the order the matrix prints them. */
const rows: Row[] = [
  ...routeRows,
  ...centreRows(
    'member',
    memberCentre.pages.map((p) => p.key),
  ),
  ...centreRows(
    'agent',
    agentCentre.entries.map((e) => e.key),
  ),
]

/** English texts of the catalog that the brand's language says differently. */
function untranslatedTexts(language: string): Set<string> {
  if (language === 'EN') return new Set()
  const read = (lang: string) => {
    const po = readFileSync(
      join(import.meta.dirname, '..', '..', '..', 'locales', `${lang}.po`),
      'utf8',
    )
    const map = new Map<string, string>()
    for (const match of po.matchAll(/msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g))
      map.set(match[1]!, match[2]!.replace(/\\"/g, '"'))
    return map
  }
  const english = read('en')
  const local = read(language.toLowerCase())
  const texts = new Set<string>()
  for (const [id, text] of english) {
    const translated = local.get(id)
    if (text && translated && translated !== text) texts.add(text)
  }
  return texts
}

/** What a faulted call gets (a time-out: no answer at all). */
function faultAnswer(fault: Fault): CallAnswer {
  switch (fault) {
    case '500':
      // What a proxy or a crashed platform answers: no envelope.
      return { status: 500, contentType: 'text/plain', body: 'Internal Server Error' }
    case 'malformed':
      return jsonAnswer(200, '{"success":true,"value":{"list":[{"id":')
    case 'schema':
      return jsonAnswer(200, { success: true, value: 'not the promised shape', message: '' })
    case '401':
      return jsonAnswer(401, { success: false, value: null, message: 'Not logged in' })
    case 'offline':
      return 'offline'
    case 'timeout':
      return 'never'
  }
}

/**
 * The error states in a scope: an alert holding a button (QueryState and its kin), or a button that
 * says it failed and tries again when pressed (the header's balance).
 */
const errorStates = (scope: Locator) =>
  scope
    .locator('[role="alert"]')
    .filter({ has: scope.page().getByRole('button') })
    .or(scope.locator('button[data-state="error"]'))

/** Query's retry delays are 1 s, then 2 s (TanStack's default): one forward passes either. */
const retryForwardMs = 2100

/** Whether the locator shows within `ms` (Playwright looks every 20 ms in so short a wait). */
const showsWithin = (locator: Locator, ms: number) =>
  locator.waitFor({ timeout: ms }).then(
    () => true,
    () => false,
  )

/**
 * Waits for an error state. The page's clock is moved on as soon as a faulted call is out: for a
 * hanging call past the client's request time-out, and past TanStack Query's retry delay (and the
 * boot's waits for a slow banner) once the failure had a moment to reach the page.
 */
async function waitForErrorState(page: Page, scope: Locator, fault: Fault, seen: () => number) {
  const state = errorStates(scope).first()
  const deadline = Date.now() + 30_000
  let forwardedAt = 0
  let forwards = 0
  while (Date.now() < deadline) {
    if (await showsWithin(state, 100)) return
    const count = seen()
    if (fault === 'timeout' && count > forwardedAt) {
      // The call's time-out was set before it left (src/api/client.ts), so it is there to fire.
      forwardedAt = count
      await page.clock.fastForward(requestTimeoutMs + 100)
      // The time-outs' failures are mostly taken within that forward: a second one passes the
      // retry delays they set (a retry set later is passed in a round below).
      await page.clock.fastForward(retryForwardMs)
    } else if (count > 0 && forwards < 6) {
      // The 100 ms just waited let the failure reach the page and its retry be set.
      forwards += 1
      await page.clock.fastForward(retryForwardMs)
    }
  }
  await expect(state, 'an error state with a retry').toBeVisible({ timeout: 1000 })
}

/** Fails when the page shows nothing: no text in the body. */
async function expectNotBlank(page: Page) {
  const text = await page.locator('body').innerText()
  expect(text.trim().length, 'the page is not blank').toBeGreaterThan(0)
}

async function expectLocalized(scope: Locator, english: Set<string>) {
  const texts = await errorStates(scope).allInnerTexts()
  const lines = texts.flatMap((text) => text.split('\n').map((line) => line.trim()))
  for (const line of lines) {
    for (const raw of rawTransportTexts)
      expect(line, 'a transport text reached the reader').not.toContain(raw)
    expect(english.has(line), `"${line}" is in English, not the brand's language`).toBe(false)
  }
}

/**
 * Whether the open centre's menu holds the entry `key`. The menu fills once the permission answer is
 * in, and a page that hangs on another answer joins it when that one arrives (playerRank on the
 * member's labels): the entry gets a few seconds more, which only a page switched off waits out.
 * (Counting the entries as soon as the menu showed skipped default's playerRank row in a run.)
 */
async function showsCentreItem(page: Page, key: string) {
  await expect(page.getByTestId('centre-panel')).toBeVisible()
  await page.locator('[data-testid^="centre-item-"]').first().waitFor()
  return page
    .getByTestId(`centre-item-${key}`)
    .waitFor({ timeout: 5000 })
    .then(
      () => true,
      () => false,
    )
}

/** Presses every retry in the scope until none is left: the screen's data shows again. */
async function retryUntilClear(scope: Locator) {
  const states = errorStates(scope)
  for (let round = 0; round < 3; round += 1) {
    const count = await states.count()
    if (count === 0) return
    // From the last, so that a state that leaves does not move the ones still to press.
    for (let index = count - 1; index >= 0; index -= 1) {
      const state = states.nth(index)
      // Bounded: a state can leave by itself between the count and here (a query retried on its
      // own, a live event refetched it), and an unbounded evaluate waits for it until the row's
      // time-out.
      const isButton = await state
        .evaluate((node) => node.tagName === 'BUTTON', undefined, { timeout: 1000 })
        .catch(() => false)
      const button = isButton ? state : state.getByRole('button').first()
      await button.click({ timeout: 2000 }).catch(() => undefined)
    }
    await expect(states)
      .toHaveCount(0, { timeout: 3000 })
      .catch(() => undefined)
  }
  await expect(states, 'retry brought the data back').toHaveCount(0, { timeout: 1000 })
}

const fullMatrix = process.env.FAULT_MATRIX === 'full'
const allBrands = readAllBrands()

rows.forEach((row, index) => {
  const dealtTo = allBrands.filter((b) => row.applies(b))
  const owner = dealtOwner(index, dealtTo)?.merchantCode
  // The skips are decided from the brand alone, before the test's fixtures: a row dealt to another
  // brand (two of every three in CI) opens no browser context and no page.
  test.describe(() => {
    test.skip(({ brand }) => !row.applies(brand), 'this brand has no such route or page')
    test.skip(
      ({ brand }) => !fullMatrix && brand.merchantCode !== owner,
      'dealt to another brand (FAULT_MATRIX=full)',
    )
    defineRow(row)
  })
})

function defineRow(row: Row) {
  test(`fault matrix: ${row.name}`, async ({ page, brand, problems }) => {
    // Six faults, each a load, an error state and a retry: a row of a heavy screen took close to
    // 90 s in a loaded CI run.
    test.setTimeout(150_000)
    if (row.account !== 'visitor')
      await signInPage(page, brand.merchantCode, {
        username: row.account === 'agent' ? 'demo_agent' : 'demo_member',
        password: 'Demo1234',
      })
    await page.clock.install()
    const url = await row.url(brand)
    const scope = row.scope(page)
    const english = untranslatedTexts(brand.languages.default)

    let fault: Fault | null = null
    let faulted = 0
    // Every call goes to the network, the first ones too, which the shell answers otherwise
    // (server/first-answers.ts): a page served without them must show their faults as well.
    await withoutFirstAnswers(page)
    // Not page.route, which turns the HTTP cache off: each load would fetch the app again.
    await answerCalls(page, '*/api/*', (callUrl) => {
      if (!fault || exempt.test(callUrl)) return null
      faulted += 1
      return faultAnswer(fault)
    })

    const cells: Record<string, string> = {}
    const seconds: Record<string, number> = {}
    let switchedOff = false
    for (const current of faults) {
      const started = Date.now()
      fault = current
      faulted = 0
      problems.length = 0
      try {
        await page.goto(url)
        const mark = (step: string) =>
          process.env.FAULT_MATRIX_TRACE &&
          console.log(row.name, current, step, Date.now() - started)
        if (current === '401') {
          await expect(page.getByTestId('modal-login'), 'the login modal opens').toBeVisible()
        } else {
          await waitForErrorState(page, scope, current, () => faulted)
          mark('error state')
          await expectLocalized(scope, english)
        }
        expect(faulted, 'the fault reached the page').toBeGreaterThan(0)
        await expectNotBlank(page)
        if (current !== '401') {
          fault = null
          await retryUntilClear(scope)
          mark('retried')
          await expectNotBlank(page)
        }
        if (problems.length) throw new Error(`uncaught errors: ${problems.join(' | ')}`)
        cells[current] = 'pass'
      } catch (error) {
        cells[current] = (error instanceof Error ? error.message : String(error))
          .split('\n')
          .slice(0, 3)
          .join(' ')
          .slice(0, 300)
      }
      seconds[current] = (Date.now() - started) / 1000
      // A centre page this brand switched off is not a row. Its menu tells, once the first cell's
      // retry brought the data back (no clean load of its own: one page load less a row); when
      // the entry is not there, a load without a fault decides, since a part the retry did not
      // reach (the header's member info, which the rank page hangs on) leaves pages out.
      if (row.centreItem && current === faults[0]) {
        fault = null
        if (!(await showsCentreItem(page, row.centreItem))) {
          await page.goto(url)
          switchedOff = !(await showsCentreItem(page, row.centreItem))
          if (switchedOff) break
          await expect(errorStates(scope), 'no error state without a fault').toHaveCount(0)
        }
      }
    }
    test.skip(switchedOff, `${row.centreItem} is switched off on this brand`)
    test.info().annotations.push({
      type: 'fault-matrix',
      description: JSON.stringify({ row: row.name, cells, seconds }),
    })
    const failed = Object.entries(cells).filter(([, result]) => result !== 'pass')
    expect(failed, `cells that failed on ${row.name}`).toEqual([])
  })
}
