import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test'
import { listBrandIds } from '../../shared/brands'
import { localize, refusalCatalogs } from '../../server/platform/i18n'
import type { Brand } from '../../src/config/brand.types'
import { languageTable } from '../../src/i18n/languages'
import { formatMoney } from '../../src/lib/money'
import { controlSecret, e2ePort, readBrand } from './suite-settings'
import { atBrand } from '../lib/brand-hosts'

/**
 * Where the brands differ (language, currency, theme, layout, Home's sections, registration fields,
 * flags) every brand runs the journey. Where a journey walks code that is the same on every brand (a
 * deposit, a contract, a ticker), it is tagged `dealt(…)` and runs on one brand, dealt by its title,
 * so that every brand takes a share: the brand matrix where brands differ, once elsewhere.
 * `BRAND_MATRIX=full` runs every dealt journey on every brand. `dealt()` names the brands the journey
 * applies to — those with an area on, or those whose visitors see more than the sign-in page — as
 * its own skip does; a journey that skips on the brand it was dealt to fails, so that the two never
 * disagree and lose it.
 */
type DealtCondition = 'visitors' | keyof Brand['areas']
const appliesTo = (brand: Brand, condition: string) =>
  condition === 'visitors'
    ? !brand.loginedToHomePage
    : Boolean(brand.areas[condition as keyof Brand['areas']])
const dealtTag = '@dealt'
/** The tag of journeys that run on one brand of those with every condition (see above). */
export const dealt = (...conditions: DealtCondition[]) => [
  dealtTag,
  ...conditions.map((condition) => `${dealtTag}-${condition}`),
]
/** The tag of a journey in a dealt group that still runs on every brand: what it checks differs. */
export const everyBrand = '@every-brand'
const fullBrandMatrix = process.env.BRAND_MATRIX === 'full'

/** The brand a dealt journey runs on: its file and titles hashed onto the brands it applies to. */
function dealtBrand(tags: string[], key: string): Brand | undefined {
  const conditions = tags
    .filter((tag) => tag.startsWith(`${dealtTag}-`))
    .map((tag) => tag.slice(dealtTag.length + 1))
  const owners = readAllBrands().filter((brand) => conditions.every((c) => appliesTo(brand, c)))
  return dealtOwner(createHash('sha256').update(key).digest().readUInt32BE(0), owners)
}

/** Each brand project hands its brand.json to the tests; the page fails on any console error. */
export const test = base.extend<{ brand: Brand; dealtTo: void; consoleErrors: string[] }>({
  brand: [undefined as unknown as Brand, { option: true }],
  // Declared before every fixture that opens a page: a journey dealt to another brand is skipped
  // before its browser context exists (test-scoped automatic fixtures come first, in this order).
  dealtTo: [
    async ({ brand }, use, testInfo) => {
      const dealtHere =
        !fullBrandMatrix &&
        Boolean(brand) &&
        testInfo.tags.includes(dealtTag) &&
        !testInfo.tags.includes(everyBrand)
      const owner = dealtHere
        ? dealtBrand(
            testInfo.tags,
            [testInfo.file.split(/[\\/]/).pop(), ...testInfo.titlePath.slice(1)].join(' › '),
          )
        : undefined
      if (dealtHere)
        testInfo.skip(
          owner?.id !== brand.id,
          `dealt to ${owner?.id ?? 'no brand'} (BRAND_MATRIX=full)`,
        )
      await use()
      if (dealtHere && testInfo.status === 'skipped')
        throw new Error(
          `dealt to ${brand.id}, where it skips: name the brands it applies to in dealt(…)`,
        )
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        // The platform (or its phone-auth provider) answers a refused request (a wrong password,
        // say) with a 4xx status, which the browser logs; the page shows the refusal. Anything
        // else is an error.
        const { url } = message.location()
        const isRefusal =
          (url.includes('/api/') || url.includes('/phone-auth/')) &&
          /status of 4\d\d/.test(message.text())
        if (!isRefusal) errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** The page's lang attribute for a language code. */
export const langOf = (code: Brand['languages']['default']) => languageTable[code].bcp47

/** The computed background colour of <body> as rgb(). */
export const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor)

/** #rrggbb -> rgb(r, g, b), as getComputedStyle reports it. */
export function rgb(hex: string) {
  const full = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

/**
 * Moves the open app to `path` as one of its links does: the router changes screen without a reload
 * (TanStack's history hears the pushState). Scans that walk many screens use it; a test of what a
 * fresh load does uses page.goto. The page must already show the app.
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const state = (history.state ?? {}) as Record<string, unknown>
    const key = Math.random().toString(36).slice(2, 10)
    const index = typeof state.__TSR_index === 'number' ? state.__TSR_index + 1 : 1
    history.pushState({ __TSR_index: index, key, __TSR_key: key }, '', to)
  }, path)
  // Until the next screen's code and first answers arrive, the router keeps the screen it leaves;
  // the main region names the path it shows once the move (and any redirect) is done.
  await page.waitForFunction(
    () => document.getElementById('main')?.getAttribute('data-path') === location.pathname,
  )
}

/** Every brand's brand.json, as the projects of playwright.config.ts read them (to deal work among them). */
export const readAllBrands = (): Brand[] => listBrandIds().map(readBrand)

/**
 * The brand that takes item `index` of a list dealt out among `brands` in turn: the quality gates
 * deal the fault matrix's rows and the security gate's steps so, each item on one brand, and a dealt
 * journey takes the hash of its titles as its index.
 */
export const dealtOwner = (index: number, brands: Brand[]): Brand | undefined =>
  brands[index % Math.max(brands.length, 1)]

/** Where a visitor lands on this brand: Home, or /login when the brand requires a session. */
export const landingPath = (brand: Brand) => (brand.loginedToHomePage ? '/login' : '/')

/** Holds the page's requests to `url` (a glob) until the returned release() is called. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/**
 * How far the elements inside `within` (a selector) move, as the browser counts layout shifts from
 * the first paint: the sum, and each shift with the start of what moved (a failure's message). Call
 * before the page opens; the returned function reads what has been counted so far.
 */
export async function watchShifts(page: Page, within: string) {
  await page.addInitScript((within) => {
    const shifts = { total: 0, entries: [] as string[] }
    Object.assign(window, { watchedShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        sources: { node?: Node | null }[]
      })[]) {
        const moved = entry.sources
          .map((source) => source.node)
          .filter((node): node is Element => node instanceof Element && !!node.closest(within))
        if (!moved.length) continue
        shifts.total += entry.value
        shifts.entries.push(
          `${entry.value.toFixed(4)} ${moved.map((node) => node.outerHTML.slice(0, 100)).join(' | ')}`,
        )
      }
    }).observe({ type: 'layout-shift', buffered: true })
  }, within)
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { watchedShifts: { total: number; entries: string[] } })
          .watchedShifts,
    )
}

/** Resolves once the page has drawn two more frames: what was changed before is laid out and painted. */
export const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )

/**
 * Keeps the pages the tab opens from settling (src/lib/settled.ts) until the returned function is
 * called: a frame asked for every frame, as a page still at work, leaves the browser no whole idle
 * period. Call it before the page opens; a page still settles at the cap (settleCapMs).
 */
export async function holdSettling(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    const page = window as unknown as { isBusy?: boolean }
    page.isBusy = true
    const frame = () => void (page.isBusy && requestAnimationFrame(frame))
    requestAnimationFrame(frame)
  })
  return () =>
    page.evaluate(() => {
      ;(window as unknown as { isBusy?: boolean }).isBusy = false
    })
}

/** Records the path of every request the page makes; has() tells whether one matches. */
export function watchRequestPaths(page: Page) {
  const paths: string[] = []
  page.on('request', (request) => paths.push(new URL(request.url()).pathname))
  return { paths, has: (pattern: RegExp) => paths.some((path) => pattern.test(path)) }
}

/**
 * Where the platform of the running test answers: the journeys and the quality gates each have a
 * server of their own (playwright.config.ts), and a project's baseURL names its port.
 */
export function platformOrigin(): string {
  const baseURL = base.info().project.use.baseURL
  const port = baseURL ? new URL(baseURL).port : e2ePort
  return `http://localhost:${port}`
}

/**
 * The platform at a merchant's brand host (`http://nova.localhost:8181`): the platform decides the
 * merchant of an API call from its Host, so the suite's own calls go where the brand's pages do.
 */
export const brandOrigin = (merchant: string) => atBrand(platformOrigin(), merchant)
export { controlSecret }

/** The answer of a captcha the page is showing, from the test control API. */
export async function captchaAnswer(id: string): Promise<{ x?: number; code?: string }> {
  const response = await fetch(`${platformOrigin()}/__control/captchas/${id}`, {
    headers: { 'x-control-secret': controlSecret },
  })
  return ((await response.json()) as { value: { x?: number; code?: string } }).value
}

/**
 * The challenges of one kind (`captcha`: the image captcha, `slider`) the page fetches: how many it
 * has asked for, and the id of the newest once every one asked for so far has come.
 */
export function watchChallenges(page: Page, kind: 'captcha' | 'slider') {
  const isChallenge = (url: string) => url.includes(`/api/auth/${kind}`)
  let asked = 0
  const settled = new Set<Request>()
  const ids: string[] = []
  page.on('request', (request) => {
    if (isChallenge(request.url())) asked += 1
  })
  // A request the page cancels (a tab switched while its challenge was on the way) ends without a
  // body the browser keeps: it counts as settled, and the page never shows it.
  page.on('requestfailed', (request) => {
    if (isChallenge(request.url())) settled.add(request)
  })
  page.on('response', (response) => {
    if (!isChallenge(response.url())) return
    void response
      .json()
      .then((body: { value: { captchaId?: string; sliderId?: string } }) => {
        ids.push(body.value.captchaId ?? body.value.sliderId ?? '')
      })
      .catch(() => undefined)
      .finally(() => settled.add(response.request()))
  })
  return {
    /** How many the page has asked for. */
    asked: () => asked,
    async newest() {
      await expect.poll(() => ids.length > 0 && settled.size >= asked).toBe(true)
      return ids.at(-1)!
    },
  }
}

/** The image captchas the page fetches; newest() answers the code of the last one. */
export function watchCaptchas(page: Page) {
  const captchas = watchChallenges(page, 'captcha')
  return {
    asked: captchas.asked,
    newest: async () => (await captchaAnswer(await captchas.newest())).code ?? '',
  }
}

/**
 * The newest SMS code the platform sent to a number for a merchant (the phone-auth provider's go to
 * the E.164 number), from the test control API.
 */
export async function lastSmsCode(merchant: string, mobile: string): Promise<string> {
  // The page may show the countdown before the platform has answered the send: poll a while.
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(
      `${platformOrigin()}/__control/sms?mobile=${encodeURIComponent(mobile)}`,
      { headers: { 'x-control-secret': controlSecret } },
    )
    const { value } = (await response.json()) as { value: { merchant: string; code: string }[] }
    const found = value.find((sms) => sms.merchant === merchant)
    if (found) return found.code
    if (attempt >= 25) throw new Error(`no SMS to ${mobile} for ${merchant}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/**
 * A message as the page shows it in a language: its translation in locales/<lang>.po, else the
 * English source, with {placeholders} filled in. Tests assert the text a player reads. A plural
 * ("{count, plural, one {…} other {…}}") picks its form as the page does: Lingui, in that locale,
 * by the language's own plural rules (its BCP 47 tag: zh-CN for CN, fil for TL).
 */
export function messageText(
  language: Brand['languages']['default'],
  id: string,
  values: Record<string, string | number> = {},
): string {
  const find = (lang: string) => {
    const po = readFileSync(join(import.meta.dirname, '..', '..', 'locales', `${lang}.po`), 'utf8')
    const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const match = new RegExp(`msgid "${escaped}"\\nmsgstr "((?:[^"\\\\]|\\\\.)*)"`).exec(po)
    return match?.[1]?.replace(/\\"/g, '"') ?? ''
  }
  const locale = language.toLowerCase()
  const text = find(locale) || find('en')
  if (!text) throw new Error(`no message ${id}`)
  if (/\{\w+, (plural|selectordinal|select),/.test(text)) {
    const i18n = setupI18n({
      locale,
      locales: [languageTable[language].bcp47],
      messages: { [locale]: { [id]: compileMessage(text) } },
    })
    return i18n._(id, values)
  }
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`))
}

/**
 * A refusal of the platform as the page shows it in a language: the translation of its English
 * text (server/platform/i18n) with the values in place of {0}, {1}…; English for EN and TY.
 */
export function refusalText(
  language: Brand['languages']['default'],
  english: string,
  ...values: (string | number)[]
): string {
  if (!(english in refusalCatalogs.VI)) throw new Error(`not a platform refusal: ${english}`)
  return localize({ template: english, params: values }, language)
}

/** Opens the username form (the header button by default) and fills it; the caller submits. */
export async function fillLogin(
  page: Page,
  username: string,
  password: string,
  open = () => page.getByTestId('header-sign-in').click(),
) {
  const sliderAnswer = page.waitForResponse((r) => r.url().includes('/api/auth/slider'))
  await open()
  const modal = page.getByTestId('modal-login')
  const { value } = (await (await sliderAnswer).json()) as { value: { sliderId: string } }
  await modal.locator('input[name="username"]').fill(username)
  await modal.locator('input[name="password"]').fill(password)
  await page.getByTestId('slider-input').fill(String((await captchaAnswer(value.sliderId)).x))
  return modal
}

/** Signs in through the header's button and the login modal, and waits for the signed-in header. */
export async function signInThroughModal(page: Page, username: string, password: string) {
  const modal = await fillLogin(page, username, password)
  await modal.locator('button[type="submit"]').click()
  await expect(page.getByTestId('header-user')).toHaveText(username)
}

let ownAddresses = 0

/**
 * Sends the page's API calls as from an address of this test alone (a TEST-NET address, named in
 * X-Forwarded-For, which the suite's platform believes from the loopback). Failed sign-ins count
 * per address and no success clears them, so a journey that fails on purpose does this first.
 */
export async function fromOwnAddress(page: Page) {
  ownAddresses += 1
  const address = `198.18.${base.info().workerIndex % 256}.${ownAddresses % 256}`
  await page.route('**/api/**', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  )
}

/**
 * Fails the sign-in three times from the header's login modal, which brings the image captcha (the
 * platform asks for it after three failures per account or address in 15 minutes), and answers the
 * open modal and the captcha's id; the failures count against an address of the test's own
 * (fromOwnAddress). Finish with signInWithCaptcha.
 */
export async function failSignInsUntilCaptcha(page: Page, username: string) {
  await fromOwnAddress(page)
  const modal = await fillLogin(page, username, 'wrong-password-1')
  const captchaShown = page.waitForResponse((r) => r.url().includes('/api/auth/captcha'))
  for (let attempt = 1; attempt <= 3; attempt++) {
    const nextSlider = page.waitForResponse((r) => r.url().includes('/api/auth/slider'))
    await modal.locator('button[type="submit"]').click()
    await expect(page.getByTestId('login-error')).toBeVisible()
    const { value } = (await (await nextSlider).json()) as { value: { sliderId: string } }
    if (attempt < 3) await expect(modal.locator('input[name="captcha"]')).toHaveCount(0)
    await page.getByTestId('slider-input').fill(String((await captchaAnswer(value.sliderId)).x))
    await modal.locator('input[name="password"]').fill(`wrong-password-${attempt + 1}`)
  }
  await expect(modal.locator('input[name="captcha"]')).toBeVisible()
  const captcha = (await (await captchaShown).json()) as { value: { captchaId: string } }
  return { modal, captchaId: captcha.value.captchaId }
}

/** Signs in from the modal failSignInsUntilCaptcha left, with the right password and captcha. */
export async function signInWithCaptcha(
  page: Page,
  { modal, captchaId }: Awaited<ReturnType<typeof failSignInsUntilCaptcha>>,
  account: { username: string; password: string },
) {
  await modal.locator('input[name="password"]').fill(account.password)
  await modal.locator('input[name="captcha"]').fill((await captchaAnswer(captchaId)).code ?? '')
  await modal.locator('button[type="submit"]').click()
  await expect(page.getByTestId('header-user')).toHaveText(account.username)
}

/** Opens the header's account drop-down and chooses Sign out; the confirmation dialog follows. */
export async function chooseSignOut(page: Page) {
  await page.getByTestId('header-user-menu').click()
  await page.getByTestId('header-sign-out').click()
}

/**
 * Scrolls the page down a screen at a time, as a reader does, until `target` is in the page: Home's
 * sections below the fold (brand.json home.sections) mount only as they come near the viewport.
 */
export async function scrollUntilAttached(page: Page, target: Locator) {
  await expect
    .poll(
      async () => {
        if ((await target.count()) > 0) return true
        await page.evaluate(() => window.scrollBy(0, window.innerHeight))
        return false
      },
      { message: 'scrolled until it is in the page', intervals: [100], timeout: 15_000 },
    )
    .toBe(true)
}

/**
 * With the header's language list open, runs `then` (a choice, a check), opening the list again
 * until it passes: the header may render anew while the page's first answers arrive, closing it.
 */
export async function withLanguageList(page: Page, then: () => Promise<unknown>) {
  await expect(async () => {
    if (!(await page.getByTestId('language-list').isVisible()))
      await page.getByTestId('language-switch').click()
    await then()
  }).toPass({ timeout: 15_000 })
}

/**
 * Brings the footer into the page: it loads as its slot nears the viewport
 * (src/features/layout/lazy-footer.tsx). The slot is scrolled to directly, again until the footer
 * is there: sections above it that mount as they come near move it down meanwhile. The page itself
 * scrolls every 100 ms, in one call: a loop of calls from the test took about 2 s a turn on a loaded
 * machine.
 */
export async function scrollToFooter(page: Page) {
  await page
    .waitForFunction(
      () => {
        if (document.querySelector('footer')) return true
        document.querySelector('[data-testid="footer-slot"]')?.scrollIntoView({ block: 'end' })
        return false
      },
      undefined,
      { polling: 100, timeout: 20_000 },
    )
    .catch((error: unknown) => {
      throw new Error(`the footer did not come as its slot was scrolled to: ${String(error)}`)
    })
}

/**
 * How many game pictures a player sees in the first screen: each loaded and at least half shown, in
 * height and in width (a picture that failed or still loads, one whose top edge peeks in at the
 * bottom of the screen, or a row's card cut at its right edge, is not counted).
 */
export const picturesInFirstScreen = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((images) =>
      images.filter((image) => {
        if (!(image instanceof HTMLImageElement) || !image.complete || image.naturalWidth === 0)
          return false
        const box = image.getBoundingClientRect()
        const shownHeight = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0)
        const shownWidth = Math.min(box.right, window.innerWidth) - Math.max(box.left, 0)
        return box.width > 0 && shownHeight >= box.height / 2 && shownWidth >= box.width / 2
      }),
    )
    .then((shown) => shown.length)

/** Minor units as the brand's pages show money in its default language ("₱1,234.56"). */
export const moneyIn = (brand: Brand, minor: number) =>
  formatMoney(minor, brand.currency, langOf(brand.languages.default))

/** Minor units as a player types them into an amount field ("12.50"; "12500" in dong). */
export const typedIn = (brand: Brand, minor: number) =>
  (minor / 10 ** brand.currency.minorUnits).toFixed(brand.currency.minorUnits)

/** The reset emails the platform recorded for an account (auth.forgotByEmail), newest first. */
export async function passwordResets(merchant: string, username: string) {
  const response = await fetch(
    `${platformOrigin()}/__control/merchants/${merchant}/accounts/${encodeURIComponent(username)}/password-resets`,
    { headers: { 'x-control-secret': controlSecret } },
  )
  if (!response.ok) throw new Error(`control password-resets: HTTP ${response.status}`)
  return ((await response.json()) as { value: { email: string; created_at: string }[] }).value
}

/**
 * Opens a member-centre page from the open app as its menu or a link does (no reload), and waits
 * for the page's own test id.
 */
export async function openMemberPage(page: Page, key: string, testId: string) {
  await openInApp(page, `/?member=${key}`)
  await expect(page.getByTestId(`centre-item-${key}`)).toHaveAttribute('aria-current', 'page')
  await expect(page.getByTestId(testId)).toBeVisible()
}

/**
 * The newest SMS code the platform sent to a number for a merchant and one purpose (`register`,
 * `password`, `login`, `verify`, `phoneAuth`): a number that already had a code for another
 * purpose reads the right one even while the newest send is still on its way.
 */
export async function lastSmsCodeFor(
  merchant: string,
  mobile: string,
  purpose: string,
): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(
      `${platformOrigin()}/__control/sms?mobile=${encodeURIComponent(mobile)}`,
      { headers: { 'x-control-secret': controlSecret } },
    )
    const { value } = (await response.json()) as {
      value: { merchant: string; purpose: string; code: string }[]
    }
    const found = value.find((sms) => sms.merchant === merchant && sms.purpose === purpose)
    if (found) return found.code
    if (attempt >= 25) throw new Error(`no ${purpose} SMS to ${mobile} for ${merchant}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
