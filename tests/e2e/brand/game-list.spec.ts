import type { Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import { languageTable } from '../../../src/i18n/languages'
import { separators } from '../../../src/lib/money'
import { settledAttribute } from '../../../src/lib/motion'
import { tileAspectRatio } from '../../../src/theme/layout'
import {
  dealt,
  everyBrand,
  expect,
  holdRequests,
  holdSettling,
  landingPath,
  messageText,
  test,
} from '../fixtures'
import { registerAccount, signInPage } from '../platform-control'

interface ListedGame {
  nodeId: string
  gameName: string
  classify: string | null
  minBet: number
}

/** The games of a list answer. */
const gamesOf = async (response: { json: () => Promise<unknown> }) =>
  ((await response.json()) as { value: { games: ListedGame[] } }).value.games

/** Signs a fresh member in from where a visitor lands. */
async function signInFresh(page: Page, brand: Brand) {
  const account = await registerAccount(brand.merchantCode)
  await signInPage(page, brand.merchantCode, account)
  await page.goto('/')
  return account
}

/**
 * Opens a category's list from the header nav. A brand that requires a session (nova) signs a
 * fresh member in first; the others stay visitors unless asked.
 */
async function openList(page: Page, brand: Brand, category: 'rng' | 'fish' | 'pvp' = 'rng') {
  if (brand.loginedToHomePage) await signInFresh(page, brand)
  else await page.goto(landingPath(brand))
  await page.getByTestId(`nav-${category}`).click()
  await expect(page).toHaveURL(new RegExp(`/${category}(\\?|$)`))
  // The list's own cards: Home's rows of games may still show while the list's screen loads.
  await expect(page.getByTestId('game-list').getByTestId('game-card').first()).toBeVisible()
}

const grid = (page: Page) => page.getByTestId('game-grid')
const loadedCount = async (page: Page) => Number(await grid(page).getAttribute('data-loaded'))

test.describe('the game-list screen', { tag: dealt('rng') }, () => {
  test(
    'the header opens slots, fishing and PVP lists with their vendors',
    { tag: everyBrand },
    async ({ page, brand }) => {
      await openList(page, brand, 'rng')
      await expect(page.getByTestId('game-list')).toHaveAttribute('data-game-type', 'RNG')
      // Ten slot vendors: more than 7, so the strip has arrows.
      await expect(page.getByTestId('vendor-tab-PG')).toBeVisible()
      await expect(page.getByTestId('vendor-next')).toBeVisible()
      const strip = page.getByTestId('vendor-tabs').locator('ul')
      await page.getByTestId('vendor-next').click()
      await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
      // Thousands of games, grouped as the brand's language writes numbers ("10.001" in Vietnamese).
      const { group } = separators[languageTable[brand.languages.default].bcp47]!
      await expect(page.getByTestId('game-total')).toContainText(
        new RegExp(`\\d{1,3}(${group === '.' ? '\\.' : group}\\d{3})+`),
      )

      await page.getByTestId('nav-fish').click()
      await expect(page.getByTestId('game-list')).toHaveAttribute('data-game-type', 'FISH')
      await expect(page.getByTestId('vendor-tab-JILI_FISH')).toBeVisible()
      await expect(page.getByTestId('vendor-next')).toHaveCount(0)
      await expect(page.getByTestId('classify-all')).toHaveCount(0)
      await expect(page.getByTestId('game-card').first()).toBeVisible()

      await page.getByTestId('nav-pvp').click()
      await expect(page.getByTestId('game-list')).toHaveAttribute('data-game-type', 'PVP')
      await expect(page.getByTestId('vendor-tab-KM')).toBeVisible()
      await expect(page.getByTestId('game-card').first()).toBeVisible()
    },
  )

  test('a header vendor is kept as the session’s vassalage and sent with the hot and recent lists', async ({
    page,
    brand,
  }) => {
    test.skip(brand.areas.rng === false, 'the brand has no slots')
    // Recent games are a member's list.
    await signInFresh(page, brand)
    await page.getByTestId('nav-rng').hover()
    const vendor = page.getByTestId('nav-rng-panel').getByTestId('header-vendor').first()
    await expect(vendor).toBeVisible()
    const code = new URL((await vendor.getAttribute('href'))!, 'http://x').searchParams.get(
      'vendor',
    )!
    expect(code).toBeTruthy()
    // Home's own rows ask for hot and recent games too, of every vendor (no vassalage), and may
    // still be asking while the header is used: wait for the list's request, which names one.
    const withVendor = (url: string, path: string) => {
      const parsed = new URL(url)
      return parsed.pathname.endsWith(path) && parsed.searchParams.has('vassalage')
    }
    const hot = page.waitForRequest((r) => withVendor(r.url(), '/api/game/hot'))
    await vendor.click()
    // Spec §7: the hot list of the vendor; spec §2.6: the vassalage is kept for the session.
    expect(new URL((await hot).url()).searchParams.get('vassalage')).toBe(code)
    expect(await page.evaluate(() => sessionStorage.getItem('vassalage'))).toBe(code)
    await expect(page.getByTestId(`vendor-tab-${code}`)).toHaveAttribute('aria-pressed', 'true')

    const recent = page.waitForRequest((r) => withVendor(r.url(), '/game/recent'))
    await page.getByTestId('list-type-recent').click()
    expect(new URL((await recent).url()).searchParams.get('vassalage')).toBe(code)

    // A way in that names no vendor opens the list with the one stored.
    await page.getByTestId('nav-home').click()
    await page.getByTestId('nav-rng').click()
    await expect(page).toHaveURL(/\/rng$/)
    await expect(page.getByTestId(`vendor-tab-${code}`)).toHaveAttribute('aria-pressed', 'true')
  })

  test('switches vendors and list types and filters by category, minimum bet and name', async ({
    page,
    brand,
  }) => {
    test.slow() // a long journey through every control of the screen
    await openList(page, brand)
    // The filters sit behind one toggle in the list's bar.
    await expect(page.getByTestId('game-search')).toBeHidden()
    await page.getByTestId('filters-toggle').click()
    // The BG (bingo) filter only where the brand supports TY.
    await expect(page.getByTestId('classify-BG')).toHaveCount(
      brand.languages.supported.includes('TY') ? 1 : 0,
    )

    const jili = page.waitForResponse((r) => r.url().includes('vassalage=JILI'))
    await page.getByTestId('vendor-tab-JILI').click()
    await jili
    await expect(page).toHaveURL(/vendor=JILI/)
    await expect(page.getByTestId('vendor-tab-JILI')).toHaveAttribute('aria-pressed', 'true')
    await expect
      .poll(() =>
        page
          .getByTestId('game-card')
          .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-vendor'))),
      )
      .toEqual(expect.arrayContaining(['JILI']))
    const vendorsShown = await page
      .getByTestId('game-card')
      .evaluateAll((cards) => [...new Set(cards.map((c) => c.getAttribute('data-vendor')))])
    expect(vendorsShown).toEqual(['JILI'])

    const scratch = page.waitForResponse((r) => r.url().includes('gameClassify=SC'))
    await page.getByTestId('classify-SC').click()
    const scratchGames = await gamesOf(await scratch)
    expect(scratchGames.length).toBeGreaterThan(0)
    expect(scratchGames.every((g) => g.classify === 'SC')).toBe(true)
    await expect(page.getByTestId('game-name').first()).toHaveText(scratchGames[0]!.gameName)

    const cheap = page.waitForResponse((r) => r.url().includes('minBet=5'))
    await page.getByTestId('min-bet').selectOption('5')
    const cheapGames = await gamesOf(await cheap)
    expect(cheapGames.every((g) => g.minBet <= 5 && g.classify === 'SC')).toBe(true)

    await page.getByTestId('classify-all').click()
    await page.getByTestId('min-bet').selectOption('')
    // A word of a game this vendor has: the name search narrows to games that carry it.
    const word = (await page.getByTestId('game-name').first().textContent())!.split(' ')[0]!
    const named = page.waitForResponse((r) => r.url().includes(`gameName=${word}`))
    await page.getByTestId('game-search').fill(word)
    const namedGames = await gamesOf(await named)
    expect(namedGames.length).toBeGreaterThan(0)
    await expect(page.getByTestId('game-name').first()).toHaveText(namedGames[0]!.gameName)
    const names = await page.getByTestId('game-name').allTextContents()
    expect(names.every((n) => n.toLowerCase().includes(word.toLowerCase()))).toBe(true)
    // The open sheet lies over the games: it says how many match, and closes onto them.
    await page.getByTestId('game-search').fill('zzqqxx')
    await expect(page.getByTestId('filters-total')).toHaveText(
      messageText(brand.languages.default, 'games.total', { total: '0' }),
    )
    await page.getByTestId('filters-close').click()
    await expect(page.getByTestId('game-search')).toBeHidden()
    await expect(page.getByTestId('game-list-empty')).toBeInViewport()
    await expect(page.getByTestId('filters-toggle')).toBeFocused()
    await page.getByTestId('filters-toggle').click()
    await page.getByTestId('game-search').fill(word)
    await expect(page.getByTestId('game-name').first()).toHaveText(namedGames[0]!.gameName)

    // Hot games: the preloaded list, every card marked hot; switching back clears the filters.
    await page.getByTestId('list-type-hot').click()
    await expect(page.getByTestId('list-type-hot')).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('game-filters')).toHaveCount(0)
    const hotCards = page.getByTestId('game-card')
    await expect(hotCards.first()).toBeVisible()
    expect(await hotCards.count()).toBe(await page.getByTestId('game-hot').count())
    await page.getByTestId('list-type-default').click()
    await page.getByTestId('filters-toggle').click()
    await expect(page.getByTestId('game-search')).toHaveValue('')
    await expect(page.getByTestId('classify-all')).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('vendor-tab-JILI')).toHaveAttribute('aria-pressed', 'true')
  })

  test('loads more while scrolling, with no pager over the list, keeping the DOM small', async ({
    page,
    brand,
  }) => {
    test.setTimeout(60_000)
    await openList(page, brand)
    // One paging model: the infinite scroll (spec §4), no pager pinned over it.
    await expect(page.getByTestId('pager')).toHaveCount(0)

    // Scrolling loads further pages and the list container stays small at any depth.
    const before = await loadedCount(page)
    for (let i = 0; i < 8; i++) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await page.waitForTimeout(250)
    }
    await expect.poll(() => loadedCount(page)).toBeGreaterThan(before + 28)
    const nodes = await grid(page).evaluate((el) => el.querySelectorAll('*').length)
    expect(nodes).toBeLessThanOrEqual(300)
    await expect(page.getByTestId('pager')).toHaveCount(0)
  })

  test('a phone asks for the page after the first once the page has settled, and for one only', async ({
    page,
    brand,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    if (brand.loginedToHomePage) await signInFresh(page, brand)
    const letSettle = await holdSettling(page)
    // Each list request, with whether the page had settled when it was made.
    await page.addInitScript((attribute) => {
      const asked: { pageNo: number; settled: boolean }[] = []
      ;(window as unknown as { listAsked: typeof asked }).listAsked = asked
      const fetchOf = window.fetch.bind(window)
      window.fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href)
        if (url.pathname.endsWith('/game/list'))
          asked.push({
            pageNo: Number(url.searchParams.get('pageNo')),
            settled: document.documentElement.hasAttribute(attribute),
          })
        return fetchOf(input, init)
      }
    }, settledAttribute)
    const listAsked = () =>
      page.evaluate(
        () =>
          (window as unknown as { listAsked: { pageNo: number; settled: boolean }[] }).listAsked,
      )
    await page.goto('/rng')
    await expect(page.getByTestId('game-card').first()).toBeVisible()
    await expect(grid(page)).toHaveAttribute('data-loaded', '14')
    // The first page fills the rows in view: nothing more while the page loads.
    await page.waitForTimeout(300)
    expect((await listAsked()).map((asked) => asked.pageNo)).toEqual([1])
    await letSettle()
    await expect(grid(page)).toHaveAttribute('data-loaded', '28')
    // The second page is far enough ahead: the list does not ask for a third.
    await page.waitForTimeout(600)
    expect(await listAsked()).toEqual([
      { pageNo: 1, settled: false },
      { pageNo: 2, settled: true },
    ])
  })

  test('a member adds a favourite, finds it in the favourites tab and removes it', async ({
    page,
    brand,
  }) => {
    if (!brand.loginedToHomePage) await signInFresh(page, brand)
    await openList(page, brand)
    const card = page.getByTestId('game-card').first()
    const nodeId = await card.getAttribute('data-node-id')
    const added = page.waitForResponse(
      (r) => r.url().includes('/api/game/favourite') && r.request().method() === 'POST',
    )
    await card.getByTestId('game-fav').click()
    expect((await added).ok()).toBe(true)
    await expect(card.getByTestId('game-fav')).toHaveAttribute('aria-pressed', 'true')

    await page.getByTestId('list-type-fav').click()
    const favourite = page.locator(`[data-testid="game-card"][data-node-id="${nodeId}"]`)
    await expect(favourite).toBeVisible()
    await expect(page.getByTestId('game-card')).toHaveCount(1)
    await favourite.getByTestId('game-fav').click()
    await expect(page.getByTestId('game-list-empty')).toBeVisible()

    // Recently played: a fresh member has none yet.
    await page.getByTestId('list-type-recent').click()
    await expect(page.getByTestId('game-list-empty')).toBeVisible()
  })

  test(
    'a visitor clicking a game, a star or favourites gets the login modal',
    { tag: dealt('visitors') },
    async ({ page, brand }) => {
      test.skip(brand.loginedToHomePage, 'visitors of this brand land on /login and see no list')
      await openList(page, brand)
      await expect(page.getByTestId('list-type-fav')).toHaveCount(0)
      const card = page.getByTestId('game-card').first()
      await card.getByRole('button').first().click()
      await expect(page.getByTestId('modal-login')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByTestId('modal-login')).toHaveCount(0)

      await card.getByTestId('game-fav').click()
      await expect(page.getByTestId('modal-login')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(card.getByTestId('game-fav')).toHaveAttribute('aria-pressed', 'false')

      await page.getByTestId('list-type-recent').click()
      await expect(page.getByTestId('modal-login')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByTestId('list-type-default')).toHaveAttribute('aria-pressed', 'true')

      // With the keyboard: focus a game and press Enter.
      await card.getByRole('button').first().focus()
      await page.keyboard.press('Enter')
      await expect(page.getByTestId('modal-login')).toBeVisible()
    },
  )

  test('while the games load, the placeholders stand still for a second and then pulse', async ({
    page,
    brand,
  }) => {
    if (brand.loginedToHomePage) await signInFresh(page, brand)
    else await page.goto(landingPath(brand))
    const release = await holdRequests(page, '**/api/game/list?**')
    await page.getByTestId('nav-rng').click()
    const placeholder = page.getByTestId('game-list-loading').locator('div').first()
    await expect(placeholder).toBeVisible()
    // The pulse at a moment of its animation, set through the Web Animations API rather than
    // waited for: no progress yet is a placeholder standing still.
    const progressAt = (ms: number) =>
      placeholder.evaluate((el, ms) => {
        const animation = el.getAnimations()[0]!
        animation.pause()
        animation.currentTime = ms
        return animation.effect!.getComputedTiming().progress
      }, ms)
    expect(await progressAt(0)).toBeNull()
    expect(await progressAt(900)).toBeNull()
    expect(await progressAt(1300)).not.toBeNull()
    release()
    await expect(page.getByTestId('game-card').first()).toBeVisible()
  })

  test('a list that fails to load says so and loads again on retry', async ({ page, brand }) => {
    // An answer that breaks the catalogue's schema fails the call (the client checks every answer),
    // and the query does not ask again on its own: the same answer would break the same way. The
    // person's retry asks again. Hovering the link may already ask (the route's preload); the
    // screen then asks once more when it mounts, so up to two asks come before the error, never
    // the three or more that automatic retries would make.
    let asked = 0
    let broken = true
    await page.route('**/api/game/list?**', async (route) => {
      // Home's new-games row asks the list too (its own page size): only the screen's list counts.
      if (!route.request().url().includes('pageSize=14')) return route.continue()
      asked++
      if (broken)
        return route.fulfill({ json: { success: true, value: { games: 'broken' }, message: '' } })
      return route.continue()
    })
    if (brand.loginedToHomePage) await signInFresh(page, brand)
    else await page.goto(landingPath(brand))
    await page.getByTestId('nav-rng').click()
    await expect(page.getByTestId('game-list-error')).toBeVisible({ timeout: 15_000 })
    expect(asked).toBeGreaterThanOrEqual(1)
    expect(asked).toBeLessThanOrEqual(2)
    broken = false
    await page.getByTestId('game-list-retry').click()
    await expect(page.getByTestId('game-card').first()).toBeVisible()
    await expect(page.getByTestId('game-list-error')).toHaveCount(0)
  })

  test(
    'fills the window with rows of cards, and more rows when the window grows taller',
    { tag: everyBrand },
    async ({ page, brand }) => {
      await page.setViewportSize({ width: 1280, height: 600 })
      await openList(page, brand)
      // Rows enough for a tall window above and below where the test looks.
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
          return loadedCount(page)
        })
        .toBeGreaterThanOrEqual(120)
      await grid(page).evaluate((el) =>
        window.scrollTo(0, el.getBoundingClientRect().top + scrollY + 900),
      )
      // The cards in the DOM cover the window from its top to its bottom.
      const coverWindow = () =>
        page.getByTestId('game-card').evaluateAll((cards) => {
          const boxes = cards.map((card) => card.getBoundingClientRect())
          const top = Math.min(...boxes.map((box) => box.top))
          const bottom = Math.max(...boxes.map((box) => box.bottom))
          return top <= 0 && bottom >= window.innerHeight
        })
      await expect.poll(coverWindow, { message: 'cards from top to bottom of 600 px' }).toBe(true)
      await page.setViewportSize({ width: 1280, height: 1400 })
      await expect.poll(coverWindow, { message: 'cards from top to bottom of 1400 px' }).toBe(true)
    },
  )

  test(
    'works at 360 px: two columns (three of portrait tiles), no sideways scrolling',
    { tag: everyBrand },
    async ({ page, brand }) => {
      await page.setViewportSize({ width: 360, height: 740 })
      await openList(page, brand)
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        grid: document.querySelector('[data-testid="game-grid"]')!.getBoundingClientRect().width,
      }))
      expect(widths.page).toBeLessThanOrEqual(360)
      const firstRow = await page
        .getByTestId('game-card')
        .evaluateAll(
          (cards) =>
            cards.filter(
              (c) => c.getBoundingClientRect().top === cards[0]!.getBoundingClientRect().top,
            ).length,
        )
      // Portrait art (height over width above 1) goes three to a row on a phone, as gridLayout lays it.
      expect(firstRow).toBe(tileAspectRatio(brand.layout?.tiles?.aspect) > 1 ? 3 : 2)
      expect(widths.grid).toBeLessThanOrEqual(360)
    },
  )
})
