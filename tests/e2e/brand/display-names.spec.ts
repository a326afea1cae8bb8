import type { Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import { dealt, everyBrand, expect, landingPath, openInApp, test } from '../fixtures'
import {
  apiCall,
  apiLogin,
  createAgent,
  depositAndPay,
  firstSlot,
  gamePath,
  playSlot,
  registerAccount,
  signInPage,
} from '../platform-control'

interface VendorCategories {
  categories: { gameType: string; cards: { vassalage: string; displayName: string }[] }[]
}

/**
 * The platform's vendor catalogue: the codes a player must never read, and the names that may hold
 * the same letters ("PG Soft" holds PG): the catalogue's display names and the names the brand's
 * footer gives its providers (DS88). A code that is its own display name (JILI) is a name.
 */
async function vendorCatalogue(brand: Brand) {
  const { categories } = await apiCall<VendorCategories>(
    brand.merchantCode,
    'GET',
    `/game/vendors?merchantCode=${brand.merchantCode}`,
  )
  const cards = categories.flatMap((c) => c.cards)
  const written = [
    ...cards.map((c) => c.displayName),
    ...brand.footer.vendorLogos.map((v) => v.name),
  ]
  const names = [...new Set(written)].sort((a, b) => b.length - a.length)
  const codes = [...new Set(cards.map((c) => c.vassalage))].filter((code) => !names.includes(code))
  const displayNames = new Map(cards.map((c) => [c.vassalage, c.displayName]))
  return { codes, names, displayNames }
}

/** The raw vendor codes in what the page shows: its text, title and the names of its elements. */
async function rawCodesOn(page: Page, catalogue: { codes: string[]; names: string[] }) {
  const shown = await page.evaluate(() => {
    const named = [...document.querySelectorAll('[title], [aria-label], img[alt], iframe[title]')]
    const labels = named.flatMap((e) =>
      ['title', 'aria-label', 'alt'].map((name) => e.getAttribute(name) ?? ''),
    )
    return [document.title, document.body.innerText, ...labels].join('\n')
  })
  const rest = catalogue.names.reduce((text, name) => text.split(name).join(' '), shown)
  const escape = (code: string) => code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return catalogue.codes.filter((code) =>
    new RegExp(`(?<![A-Za-z0-9_])${escape(code)}(?![A-Za-z0-9_])`).test(rest),
  )
}

/**
 * The lobbies a player reads vendors on: `ready` shows once its games or vendors are in, `named`
 * once the vendors' names are (the vendor chips or cards by default).
 */
const lobbies: { path: string; area: keyof Brand['areas']; ready: string; named?: string }[] = [
  { path: '/rng', area: 'rng', ready: '[data-testid="game-grid"] [data-vendor]' },
  { path: '/fish', area: 'fish', ready: '[data-testid="game-grid"] [data-vendor]' },
  { path: '/pvp', area: 'pvp', ready: '[data-testid="game-grid"] [data-vendor]' },
  { path: '/live', area: 'live', ready: '[data-testid^="vendor-card-"]' },
  { path: '/sports', area: 'sports', ready: '[data-testid^="vendor-card-"]' },
  { path: '/esports', area: 'esports', ready: '[data-testid^="vendor-card-"]' },
  // The lottery's cards name their vendor and play type; its groups are named by their vendor.
  {
    path: '/lottery',
    area: 'lottery',
    ready: '[data-testid="lottery-card"]',
    named: '[data-testid="lottery-lobby"] section[aria-label]',
  },
]

test.describe(
  'players read display names, never raw vendor codes',
  { tag: dealt('agentCentre') },
  () => {
    test(
      'the lobbies, their vendor chips, game cards and lottery cards',
      { tag: everyBrand },
      async ({ page, brand }) => {
        const catalogue = await vendorCatalogue(brand)
        expect(catalogue.codes).toEqual(expect.arrayContaining(['SPADE', 'HABANERO', 'JILI_FISH']))
        const account = await registerAccount(brand.merchantCode)
        await signInPage(page, brand.merchantCode, account)
        for (const lobby of lobbies.filter((l) => brand.areas[l.area] !== false)) {
          await page.goto(lobby.path)
          await expect(page.locator(lobby.ready).first()).toBeVisible()
          // The vendor lines under the cards have their names once the vendors answer.
          await expect(
            lobby.named
              ? page.locator(lobby.named).first()
              : page.getByTestId('vendor-tabs').or(page.getByTestId('lobby-cards')),
          ).toBeVisible()
          await page.waitForLoadState('networkidle')
          expect({ path: lobby.path, codes: await rawCodesOn(page, catalogue) }).toEqual({
            path: lobby.path,
            codes: [],
          })
        }
      },
    )

    test('the winners board and the winners page', async ({ page, brand }) => {
      const catalogue = await vendorCatalogue(brand)
      if (!brand.loginedToHomePage) {
        await page.goto(landingPath(brand))
      } else {
        const account = await registerAccount(brand.merchantCode)
        await signInPage(page, brand.merchantCode, account)
        await page.goto('/')
      }
      // Home's sections, the board among them, load as they come near the viewport.
      const board = page.getByTestId('winner').first()
      await expect(async () => {
        await page.mouse.wheel(0, 600)
        await expect(board).toBeVisible({ timeout: 500 })
      }).toPass()
      expect(await rawCodesOn(page, catalogue)).toEqual([])
      await page.goto('/winners')
      await expect(page.getByTestId('winner-row').first()).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await rawCodesOn(page, catalogue)).toEqual([])
    })

    test('the agent’s team betting', async ({ page, brand }) => {
      const catalogue = await vendorCatalogue(brand)
      const agent = await createAgent(brand.merchantCode, 1)
      const player = agent.downlines[0]!
      const playerToken = await apiLogin(brand.merchantCode, player, agent.password)
      await depositAndPay(brand.merchantCode, playerToken)
      const played = await playSlot(brand.merchantCode, playerToken, 2, 500)
      await signInPage(page, brand.merchantCode, agent)
      await page.goto('/?agent=personalHistoryCopy')
      const rows = page.getByTestId('team-bets-table-row')
      await expect(rows).toHaveCount(2)
      // Each bet names its vendor and its game, as the lobby does.
      const vendorName = catalogue.displayNames.get(played.vendor)
      expect(vendorName).toBeTruthy()
      for (const row of await rows.all())
        await expect(row).toContainText(`${vendorName} · ${played.gameName}`)
      await page.waitForLoadState('networkidle')
      expect(await rawCodesOn(page, catalogue)).toEqual([])
    })

    test('the game frame is titled with the game’s name', async ({ page, brand }) => {
      const catalogue = await vendorCatalogue(brand)
      const account = await registerAccount(brand.merchantCode)
      const token = await signInPage(page, brand.merchantCode, account)
      await depositAndPay(brand.merchantCode, token)
      const game = await firstSlot(brand.merchantCode)
      // Started from its lobby, as a player starts it.
      await page.goto('/rng')
      await expect(page.locator('[data-testid="game-grid"] [data-vendor]').first()).toBeVisible()
      await openInApp(page, gamePath(game))
      await expect(page.getByTestId('game-frame')).toBeVisible()
      expect(await rawCodesOn(page, catalogue)).toEqual([])
      // Reloaded, the page holds no list that names the game: the launch's answer does.
      const { games } = await apiCall<{ games: { gameCode: string; gameName: string }[] }>(
        brand.merchantCode,
        'GET',
        '/game/list?gameType=RNG&pageSize=20',
      )
      const name = games.find((g) => g.gameCode === game.gameCode)!.gameName
      await page.reload()
      await expect(page.getByTestId('game-frame')).toHaveAttribute('title', name)
      await expect(page.getByRole('heading', { level: 1, name })).toHaveCount(1)
      expect(await rawCodesOn(page, catalogue)).toEqual([])
    })
  },
)
