import type { Page } from '@playwright/test'
import { languageTable } from '../../../src/i18n/languages'
import { expect, landingPath, signInThroughModal, test } from '../fixtures'
import { registerAccount } from '../platform-control'

/**
 * The shell of a page names the code its first screen loads beyond the entry's (the screen's
 * chunks and styles, its messages, the first calls' validators: server/first-screen-chunks.ts), so
 * that the browser fetches them beside the entry instead of after it has booted. The preloads are
 * only worth their bytes when the app's own imports then take the very files fetched ahead: each
 * file is fetched once, and each stylesheet named is the page's.
 */

/** The first screen's chunk of each page, as the build names its file. */
const screenChunks: Record<string, RegExp> = {
  '/': /^\/assets\/home-page-[\w-]+\.js$/,
  '/rng': /^\/assets\/game-list\.screen-[\w-]+\.js$/,
  '/live': /^\/assets\/lobby\.screen-[\w-]+\.js$/,
}

/** The calls a page's first render waits for, which its shell answers (src/app/first-calls.ts). */
const firstCallPaths = [
  '/api/system/status',
  '/api/system/menu',
  '/api/content/banners',
  '/api/content/notices',
]

/** The paths of a shell's preloads of scripts and of styles. */
function preloadsIn(html: string) {
  const hrefs = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!)
  return {
    scripts: hrefs(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g),
    styles: hrefs(/<link rel="preload" as="style" crossorigin href="([^"]+)" \/>/g),
  }
}

/** Counts the requests of each path the page makes. */
function countRequests(page: Page) {
  const counts = new Map<string, number>()
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    counts.set(path, (counts.get(path) ?? 0) + 1)
  })
  return counts
}

test.describe('the first screen’s code named in the shell', () => {
  test('is the page’s screen and messages, each fetched once, its styles applied, its first answers in the page', async ({
    page,
    brand,
  }) => {
    if (brand.loginedToHomePage) {
      // A visitor's tab lands on the sign-in: the shell names no code of Home.
      const visitor = await page.goto('/')
      const { scripts } = preloadsIn(await visitor!.text())
      expect(scripts.some((path) => screenChunks['/']!.test(path))).toBe(false)
      const account = await registerAccount(brand.merchantCode)
      await page.goto(landingPath(brand))
      await signInThroughModal(page, account.username, account.password)
      await expect.poll(() => page.evaluate(() => document.cookie)).toContain('signed_in=1')
    }
    const locale = languageTable[brand.languages.default].locale
    const paths = Object.keys(screenChunks).filter(
      (path) => path === '/' || brand.areas[path.slice(1) as 'rng' | 'live'] !== false,
    )
    for (const path of paths) {
      // The last page's late loads (the parts it draws once settled) are not this page's.
      await page.goto('about:blank')
      const counts = countRequests(page)
      const response = await page.goto(path)
      const { scripts, styles } = preloadsIn(await response!.text())
      expect(
        scripts.some((file) => screenChunks[path]!.test(file)),
        `${path}: the screen's chunk`,
      ).toBe(true)
      expect(scripts, `${path}: the page's messages`).toContainEqual(
        expect.stringMatching(new RegExp(`^/assets/${locale}\\.core-[\\w-]+\\.js$`)),
      )
      // The first screen has drawn: its chunk, its messages and its first answers have come.
      await expect(page.getByTestId('banner-slide').first()).toBeVisible()
      await expect(page.getByTestId('notice-ticker-item').first()).toBeVisible()
      // The answers its first render waited for came in the shell (server/first-answers.ts):
      // none of them was asked of the network.
      for (const call of firstCallPaths)
        expect(counts.get(call) ?? 0, `${path}: ${call} answered in the shell`).toBe(0)
      for (const file of [...scripts, ...styles])
        expect(counts.get(file), `${path}: ${file} fetched once`).toBe(1)
      const applied = await page.evaluate(() =>
        [...document.styleSheets].map((sheet) => sheet.href && new URL(sheet.href).pathname),
      )
      for (const file of styles) expect(applied, `${path}: ${file} applied`).toContain(file)
    }
  })
})

test.describe('the first screen’s work', () => {
  test('makes no Intl number format or plural rules until the page has settled', async ({
    page,
    brand,
  }) => {
    // The first Intl formatter of a page costs a phone some 50–100 ms of main thread before it
    // formats anything (src/lib/money.ts, src/main.tsx): counts and amounts are written without
    // one, and a plural (Lingui formats its count with Intl.NumberFormat) waits for a later screen.
    await page.addInitScript(() => {
      const made: string[] = []
      Object.assign(window, { __intlMade: made })
      for (const name of ['NumberFormat', 'PluralRules'] as const) {
        const original = Intl[name]
        const counted = new Proxy(original, {
          construct(target, args: unknown[]) {
            // Only those made before the page settled (data-settled on the root, src/lib/motion.ts).
            if (!document.documentElement.hasAttribute('data-settled'))
              made.push(`${name}(${JSON.stringify(args[0])}) ${new Error().stack?.split('\n')[2]}`)
            return Reflect.construct(target, args) as object
          },
        })
        Object.defineProperty(Intl, name, { value: counted, configurable: true, writable: true })
      }
    })
    if (brand.loginedToHomePage) {
      const account = await registerAccount(brand.merchantCode)
      await page.goto(landingPath(brand))
      await signInThroughModal(page, account.username, account.password)
      await expect.poll(() => page.evaluate(() => document.cookie)).toContain('signed_in=1')
    }
    const paths = Object.keys(screenChunks).filter(
      (path) => path === '/' || brand.areas[path.slice(1) as 'rng' | 'live'] !== false,
    )
    for (const path of paths) {
      await page.goto('about:blank')
      await page.goto(path)
      // The screen's own content has drawn: Home's banner, the lobby's games or vendors.
      const content = {
        '/': '[data-testid="banner-slide"]',
        '/rng': '[data-testid="game-card"]',
        '/live': '[data-testid^="vendor-card-"]',
      }[path]!
      await expect(page.locator(content).first()).toBeVisible()
      await expect(page.locator('html[data-settled]')).toBeAttached({ timeout: 15_000 })
      expect(
        await page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade),
        `${path}: Intl formatters made before the page settled`,
      ).toEqual([])
    }
  })
})
