import type { Page } from '@playwright/test'
import { readCatalog } from '../../../shared/po'
import type { Brand } from '../../../src/config/brand.types'
import {
  expect,
  landingPath,
  langOf,
  openInApp,
  readAllBrands,
  signInThroughModal,
  test,
} from '../fixtures'
import { createAgent, registerAccount, signInPage } from '../platform-control'

/**
 * Visible text in each of the brand's translated languages holds no English source string that the
 * language's catalog translates differently, and no message id: a screen that forgot Lingui, a
 * message that slipped past the catalogs, or one drawn before its catalog part had loaded, shows up
 * here as the line a player would read.
 */
const english = readCatalog('en')

/** Screens a visitor (or, where the brand asks, a member) can reach from the header and footer. */
const paths = [
  '/',
  '/noticePage',
  '/promotions',
  '/vip',
  '/pointMall',
  '/live',
  '/sports',
  '/lottery',
  '/elott',
  '/vnlottery',
  '/rng',
  '/help',
  '/down',
  '/join',
  '/licences',
  '/responsible-gaming',
  '/feedback',
  '/winners',
  '/blog',
  '/referral',
  '/checkin',
  '/no-such-page',
  '/register',
]

/** English lines of this language's catalog that the language translates to something else. */
function untranslatedLines(language: string) {
  const catalog = readCatalog(language.toLowerCase())
  const lines = new Map<string, string>()
  // A line that is this language's wording of another message ("Live casino" in Tagalog) is fine.
  const wordings = new Set([...catalog.values()].map((text) => text.trim()))
  for (const [id, source] of english) {
    const text = (source || id).trim()
    const translated = catalog.get(id)?.trim()
    // Messages with placeholders never appear verbatim; short ones (OK, VIP) read the same.
    if (text.includes('{') || text.length < 4 || !translated || translated === text) continue
    if (wordings.has(text)) continue
    lines.set(text, id)
  }
  // A message shown by its id: its catalog had not loaded when it was drawn (src/i18n/locale-provider.tsx).
  for (const id of english.keys()) lines.set(id, id)
  return lines
}

async function visibleLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = document.body.innerText.split('\n')
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]'))
      texts.push(input.placeholder)
    return texts.map((line) => line.trim()).filter(Boolean)
  })
}

async function settle(page: Page) {
  await expect(page.locator('#main')).toBeAttached()
  // Screens show their loading states first; the scan reads what they settle on.
  await expect(page.locator('[role="status"]', { hasText: /…$/ })).toHaveCount(0, {
    timeout: 15_000,
  })
}

async function openAs(page: Page, brand: Brand, language: string) {
  if (brand.loginedToHomePage) {
    const account = await registerAccount(brand.merchantCode)
    await page.goto(landingPath(brand))
    await signInThroughModal(page, account.username, account.password)
  } else {
    await page.goto(landingPath(brand))
  }
  await page.evaluate((code) => {
    localStorage.setItem('language', code)
    localStorage.setItem('historyLanguage', code)
  }, language)
}

async function scan(page: Page, lines: Map<string, string>, where: string, found: string[]) {
  for (const line of await visibleLines(page)) {
    const id = lines.get(line)
    if (id) found.push(`${where}: "${line}" (${id})`)
  }
}

const languages = ['CN', 'ID', 'TH', 'VI', 'TL'] as const

/**
 * Which brand scans which language. English that bypassed the catalogs (a hard-coded text, a
 * server text shown raw) shows in every language, and tests/unit/catalogs.test.ts checks that each
 * catalog translates every message; so each language is scanned on one brand that offers it, and
 * the languages are dealt so that every brand scans some: the rarest language first, each to the
 * offering brand with the fewest so far. UNTRANSLATED=full scans every language on every brand.
 */
function dealLanguages(): Map<string, string> {
  const brands = readAllBrands()
  const offering = (language: (typeof languages)[number]) =>
    brands.filter((brand) => brand.languages.supported.includes(language))
  const dealt = new Map<string, number>(brands.map((brand) => [brand.merchantCode, 0]))
  const owners = new Map<string, string>()
  for (const language of [...languages].sort((a, b) => offering(a).length - offering(b).length)) {
    const owner = offering(language).sort(
      (a, b) => dealt.get(a.merchantCode)! - dealt.get(b.merchantCode)!,
    )[0]
    if (!owner) continue
    owners.set(language, owner.merchantCode)
    dealt.set(owner.merchantCode, dealt.get(owner.merchantCode)! + 1)
  }
  return owners
}

const fullScan = process.env.UNTRANSLATED === 'full'
const languageOwners = dealLanguages()

test.describe('no untranslated English', () => {
  test('the scan finds English lines on an English page (so it can fail)', async ({
    page,
    brand,
  }) => {
    const language = brand.languages.supported.find((code) => code !== 'EN' && code !== 'TY')
    test.skip(!language, 'the brand offers English only')
    await openAs(page, brand, 'EN')
    await page.goto('/')
    await settle(page)
    const found: string[] = []
    await scan(page, untranslatedLines(language!), '/', found)
    expect(found.length).toBeGreaterThan(0)
  })

  for (const language of languages) {
    test.describe(() => {
      // Decided from the brand alone: a language dealt to another brand opens no page.
      test.skip(
        ({ brand }) => !brand.languages.supported.includes(language),
        `the brand does not offer ${language}`,
      )
      test.skip(
        ({ brand }) => !fullScan && languageOwners.get(language) !== brand.merchantCode,
        `${language} is scanned on another brand (UNTRANSLATED=full scans it here too)`,
      )
      defineScans(language)
    })
  }
})

function defineScans(language: (typeof languages)[number]) {
  test(`every screen and the sign-in in ${language}`, async ({ page, brand }) => {
    test.slow()
    const lines = untranslatedLines(language)
    const found: string[] = []
    await openAs(page, brand, language)
    // The first screen loads in the language; the rest open from it, as its links would.
    for (const [index, path] of paths.entries()) {
      if (index === 0) await page.goto(path)
      else await openInApp(page, path)
      await expect(page.locator('html')).toHaveAttribute('lang', langOf(language))
      await settle(page)
      await scan(page, lines, path, found)
    }
    if (!brand.loginedToHomePage) {
      await page.goto('/')
      await page.getByTestId('header-sign-in').click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await settle(page)
      await scan(page, lines, 'login modal', found)
    }
    expect(found).toEqual([])
  })

  test(`every member-centre and agent-centre page in ${language}`, async ({ page, brand }) => {
    // About 25 pages, each settled and scanned.
    test.setTimeout(180_000)
    const lines = untranslatedLines(language)
    const found: string[] = []
    // An agent with a member under it sees both centres with data in their tables.
    const agent = await createAgent(brand.merchantCode, 1)
    await page.addInitScript((code) => {
      localStorage.setItem('language', code)
      localStorage.setItem('historyLanguage', code)
    }, language)
    await signInPage(page, brand.merchantCode, agent)
    const centres = [['member', 'securityCenter']] as [string, string][]
    if (brand.areas.agentCentre !== false) centres.push(['agent', 'agentTeamOverview'])
    for (const [param, first] of centres) {
      await page.goto(`/?${param}=${first}`)
      await expect(page.locator('html')).toHaveAttribute('lang', langOf(language))
      const panel = page.getByTestId('centre-panel')
      const items = panel.locator('[data-testid^="centre-item-"]')
      await expect(items.first()).toBeVisible()
      for (const item of await items.all()) {
        const key = (await item.getAttribute('data-testid'))!.replace('centre-item-', '')
        await item.click()
        await expect(page).toHaveURL(new RegExp(`[?&]${param}=${key}(&|$)`))
        await expect(panel.locator('[data-testid$="-loading"]')).toHaveCount(0)
        await settle(page)
        await scan(page, lines, `${param} centre ${key}`, found)
      }
    }
    expect(found).toEqual([])
  })
}
