import type { Locator, Page, Request, Route } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import { formatNoticeTime } from '../../../src/features/home/notices/notice-time'
import { settleCapMs } from '../../../src/lib/settled'
import { settledAttribute } from '../../../src/lib/motion'
import {
  dealt,
  everyBrand,
  expect,
  holdRequests,
  holdSettling,
  landingPath,
  messageText,
  scrollToFooter,
  test,
  watchRequestPaths,
} from '../fixtures'
import { withoutFirstAnswers } from '../answer-calls'
import { apiCall, signInPage } from '../platform-control'

interface Banner {
  bannerId: string
  title: string
}
interface Notice {
  title: string
  startDateStr: string
}
interface Winner {
  vo: { player: string; gameName: string; prize: number }
}

/** What the platform answers this brand's visitors, in the brand's language. */
const fetchAs = <T>(brand: Brand, path: string) =>
  apiCall<T>(brand.merchantCode, 'GET', path, { language: brand.languages.default })

const bannersOf = async (brand: Brand, group: string) =>
  (await fetchAs<{ list: Banner[] }>(brand, `/content/banners?group=${group}`)).list

const noticesOf = async (brand: Brand) =>
  (
    await fetchAs<{ list: Notice[] }>(
      brand,
      '/content/notices?types=B,PL,PU,PR,H&platform=W&execution=B',
    )
  ).list

/**
 * Opens a path as a visitor, or signed in as demo_member where the brand requires a session;
 * `beforeVisit` runs once signed in, just before the path is opened.
 */
async function open(page: Page, brand: Brand, path: string, beforeVisit?: () => Promise<unknown>) {
  if (brand.loginedToHomePage) {
    await signInPage(page, brand.merchantCode, { username: 'demo_member', password: 'Demo1234' })
  }
  await beforeVisit?.()
  await page.goto(path)
}

const activeSlide = (page: Page) =>
  page.getByTestId('banner-slide').and(page.locator('[data-active="true"]'))

test.describe(
  'banners, notices, winners and jackpot (spec §2.2, §2.3, §4)',
  { tag: dealt('rng') },
  () => {
    test('the banner group follows the path; a path without a group shows none', async ({
      page,
      brand,
    }) => {
      const home = await bannersOf(brand, 'w_home')
      const live = await bannersOf(brand, 'w_live')
      expect(home.length).toBeGreaterThan(1)
      await open(page, brand, '/')
      const banners = page.getByTestId('banners')
      await expect(banners).toHaveAttribute('data-group', 'w_home')
      await expect(activeSlide(page).getByRole('img')).toHaveAttribute('alt', home[0]!.title)
      await expect(page.getByTestId('banner-dot')).toHaveCount(home.length)
      // The first banner is the largest paint: eager, at its own size.
      const first = activeSlide(page).getByRole('img')
      await expect(first).toHaveAttribute('loading', 'eager')
      await expect(first).toHaveAttribute('width', '1920')

      await page.goto('/live')
      await expect(banners).toHaveAttribute('data-group', 'w_live')
      await expect(activeSlide(page).getByRole('img')).toHaveAttribute('alt', live[0]!.title)
      await expect(page.getByTestId('notice-ticker')).toBeVisible()

      // /join and /vip have a banner region but no banner group; /noticePage has no region.
      for (const path of ['/noticePage', brand.areas.join ? '/join' : '/vip']) {
        await page.goto(path)
        await expect(page.locator('main')).toBeVisible()
        await expect(page.getByTestId('banners'), path).toHaveCount(0)
        await expect(page.getByTestId('banners-loading'), path).toHaveCount(0)
      }
    })

    test('the first render already holds the first banner, not its placeholder', async ({
      page,
      brand,
    }) => {
      // The banner is the page's largest paint: boot waits a little for its code and data, so it
      // comes with the first paint. Behind a placeholder it would come up to 300 ms later. On Home
      // the banners are the hero section's (brand.json home.sections).
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          const hero = document.querySelector('#root [data-testid="home-hero"]')
          if (!hero) return
          observer.disconnect()
          document.documentElement.dataset.firstBanner = hero.querySelector('img')
            ? 'image'
            : 'none'
        }).observe(document, { childList: true, subtree: true })
      })
      await open(page, brand, '/')
      await expect(page.getByTestId('banner-slide').first()).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('data-first-banner', 'image')
    })

    test('banners turn every 5000 ms, dots switch them, and hovering pauses', async ({
      page,
      brand,
    }) => {
      const home = await bannersOf(brand, 'w_home')
      await page.clock.install()
      await open(page, brand, '/')
      const banners = page.getByTestId('banners')
      await expect(banners).toHaveAttribute('data-index', '0')
      await page.mouse.move(0, 0)
      await page.clock.fastForward(5000)
      await expect(banners).toHaveAttribute('data-index', '1')
      await expect(activeSlide(page).getByRole('img')).toHaveAttribute('alt', home[1]!.title)
      await page.clock.fastForward(5000)
      await expect(banners).toHaveAttribute('data-index', String(2 % home.length))

      await page.getByTestId('banner-dot').first().click()
      await expect(banners).toHaveAttribute('data-index', '0')
      await expect(page.getByTestId('banner-dot').first()).toHaveAttribute('aria-current', 'true')
      await expect(activeSlide(page).getByRole('img')).toHaveAttribute('alt', home[0]!.title)
      await expect(activeSlide(page)).toBeInViewport()
      // The pointer is on the dot and the focus in the carousel: it waits.
      await page.clock.fastForward(12_000)
      await expect(banners).toHaveAttribute('data-index', '0')
    })

    test('with reduced motion a turn swaps the banner instead of sliding it', async ({
      page,
      brand,
    }) => {
      test.skip((await bannersOf(brand, 'w_home')).length < 2, 'a single banner never turns')
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await open(page, brand, '/')
      const banners = page.getByTestId('banners')
      await expect(banners).toHaveAttribute('data-index', '0')
      await expect(page.getByTestId('banner-slide').first()).toHaveAttribute('style', /transform/)
      // Every frame for a second, where the first slide is: a slide passes through the places
      // between its start and its end (keen-slider's turn takes 500 ms), a swap through none.
      const places = page.evaluate(
        () =>
          new Promise<number[]>((resolve) => {
            const slide = document.querySelector<HTMLElement>('[data-testid="banner-slide"]')!
            const place = () =>
              Number(/translate3d\((-?[\d.]+)px/.exec(slide.style.transform)?.[1] ?? 0)
            const seen = [place()]
            const until = performance.now() + 1000
            const look = () => {
              seen.push(place())
              if (performance.now() < until) requestAnimationFrame(look)
              else resolve(seen)
            }
            requestAnimationFrame(look)
          }),
      )
      await page.getByTestId('banner-dot').nth(1).click()
      await expect(banners).toHaveAttribute('data-index', '1')
      const seen = await places
      const [start, end] = [seen[0]!, seen.at(-1)!]
      expect(end, 'the slide moved').not.toBe(start)
      expect(seen.filter((x) => x !== start && x !== end)).toEqual([])
    })

    test('a ticker title opens the notice modal at that notice, with its formatted time', async ({
      page,
      brand,
    }) => {
      const notices = await noticesOf(brand)
      expect(notices.length).toBeGreaterThan(2)
      await open(page, brand, '/')
      const ticker = page.getByTestId('notice-ticker')
      await expect(ticker.getByTestId('notice-ticker-item')).toHaveCount(notices.length)
      await ticker.hover()
      await ticker.getByTestId('notice-ticker-item').nth(2).click()
      const modal = page.getByTestId('modal-notice')
      await expect(modal).toBeVisible()
      const items = modal.getByTestId('notice-item')
      await expect(items).toHaveCount(notices.length)
      await expect(items.nth(2)).toHaveAttribute('data-open', 'true')
      await expect(modal.locator('[data-open="true"]')).toHaveCount(1)
      await expect(items.nth(2).getByTestId('notice-title')).toHaveText(notices[2]!.title)
      await expect(items.nth(2).getByTestId('notice-time')).toHaveText(
        formatNoticeTime(notices[2]!.startDateStr),
      )
      await expect(items.nth(2).getByTestId('notice-time')).toHaveText(
        /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
      )
      await expect(items.nth(2).getByTestId('notice-body')).not.toBeEmpty()
      await page.keyboard.press('Escape')
      await expect(modal).toHaveCount(0)
    })

    test('the ticker scrolls its titles without end, and hovering pauses it', async ({
      page,
      brand,
    }) => {
      await open(page, brand, '/')
      const ticker = page.getByTestId('notice-ticker')
      const track = ticker.getByTestId('notice-ticker-track')
      await expect(ticker.getByTestId('notice-ticker-item').first()).toBeVisible()
      const playState = () => track.evaluate((el) => el.getAnimations()[0]?.playState ?? 'none')
      await page.mouse.move(0, 0)
      await expect.poll(playState).toBe('running')
      await ticker.hover()
      await expect.poll(playState).toBe('paused')
      await page.mouse.move(0, 0)
      await expect.poll(playState).toBe('running')

      // Where the titles stand at a moment of the strip's animation, set through the Web
      // Animations API rather than waited for: the offset of the track as a share of its width.
      const at = (ms: number) =>
        track.evaluate((el, ms) => {
          const animation = el.getAnimations()[0]!
          animation.pause()
          animation.currentTime = ms
          const { duration, iterations } = animation.effect!.getComputedTiming()
          const offset =
            new DOMMatrix(getComputedStyle(el).transform).m41 / el.getBoundingClientRect().width
          return { duration: Number(duration), iterations, offset }
        }, ms)
      const { duration, iterations, offset } = await at(0)
      expect(iterations).toBe(Infinity)
      expect(duration).toBeGreaterThanOrEqual(15_000)
      expect(offset).toBeCloseTo(0, 3)
      // The titles move left, half the track (one copy of the titles) a loop, without a seam.
      // A quarter into the first loop and into the eighth, the same place: every loop runs forward.
      expect((await at(duration / 4)).offset).toBeCloseTo(-0.125, 2)
      expect((await at(duration * 7.25)).offset).toBeCloseTo(-0.125, 2)
    })

    test('the ticker and the vendor strip start scrolling once the page has settled', async ({
      page,
      brand,
    }) => {
      let letSettle = async () => {}
      await open(page, brand, '/', async () => {
        letSettle = await holdSettling(page)
      })
      const track = page.getByTestId('notice-ticker-track')
      const strip = page.getByTestId('vendor-strip').getByRole('list')
      const playState = (motion: Locator) =>
        motion.evaluate((el) => el.getAnimations()[0]?.playState ?? 'none')
      // The page is looked at in one call, before the cap that starts the motion of a page that never
      // settles. The footer, which holds the strip, comes only once the page has settled.
      const look = async () => {
        await expect(page.getByTestId('notice-ticker-item').first()).toBeVisible()
        return page.evaluate(
          (attribute) => ({
            at: performance.now(),
            ticker:
              document.querySelector('[data-testid="notice-ticker-track"]')?.getAnimations()[0]
                ?.playState ?? 'none',
            footers: document.querySelectorAll('footer').length,
            settled: document.documentElement.hasAttribute(attribute),
          }),
          settledAttribute,
        )
      }
      // A loaded machine took longer than the cap to show the ticker: the page is opened again then,
      // three visits at most.
      let before = await look()
      for (let visit = 1; before.at >= settleCapMs && visit < 3; visit += 1) {
        await page.reload()
        before = await look()
      }
      expect(before.at, 'the ticker shows before the settling cap').toBeLessThan(settleCapMs)
      expect(before).toMatchObject({ ticker: 'paused', footers: 0, settled: false })
      await letSettle()
      await expect.poll(() => playState(track)).toBe('running')
      await scrollToFooter(page)
      await expect.poll(() => playState(strip)).toBe('running')
    })

    test('with reduced motion the ticker stands still and scrolls by hand', async ({
      page,
      brand,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await open(page, brand, '/')
      const ticker = page.getByTestId('notice-ticker')
      await expect(ticker.getByTestId('notice-ticker-item').first()).toBeVisible()
      const track = ticker.getByTestId('notice-ticker-track')
      expect(await track.evaluate((el) => el.getAnimations().length)).toBe(0)
      const strip = track.locator('..')
      expect(await strip.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto')
    })

    test('/noticePage is an accordion: none open at first, one at a time', async ({
      page,
      brand,
    }) => {
      const notices = await noticesOf(brand)
      await open(page, brand, '/noticePage')
      const items = page.getByTestId('notice-item')
      await expect(items).toHaveCount(notices.length)
      await expect(page.locator('[data-open="true"]')).toHaveCount(0)
      for (const [i, notice] of notices.entries())
        await expect(items.nth(i).getByTestId('notice-time')).toHaveText(
          formatNoticeTime(notice.startDateStr),
        )
      await items.nth(0).getByRole('button').click()
      await expect(items.nth(0)).toHaveAttribute('data-open', 'true')
      await expect(items.nth(0).getByTestId('notice-body')).toBeVisible()
      await items.nth(1).getByRole('button').click()
      await expect(items.nth(1)).toHaveAttribute('data-open', 'true')
      await expect(items.nth(0)).toHaveAttribute('data-open', 'false')
      await expect(page.locator('[data-open="true"]')).toHaveCount(1)
      await items.nth(1).getByRole('button').click()
      await expect(page.locator('[data-open="true"]')).toHaveCount(0)
    })

    test('the jackpot on /rng grows by 165.11 every 3000 ms', async ({ page, brand }) => {
      test.skip(!brand.areas.rng, 'the brand has no slots page')
      await page.clock.install()
      await open(page, brand, '/rng')
      const value = page.getByTestId('jackpot-value')
      await expect(value).toBeVisible()
      await expect(page.getByTestId('jackpot')).toContainText(brand.currency.symbol)
      const read = async () => Number((await value.getAttribute('data-value'))!.replace(/\D/g, ''))
      const before = await read()
      expect(before).toBeGreaterThan(0)
      // Each digit's window shows its digit: a column of ten lines, 1em apiece, rolled to it.
      const shown = () =>
        value.evaluate((figure) =>
          [...figure.querySelectorAll<HTMLElement>('[data-digit]')]
            .map((window) => {
              const column = window.firstElementChild!.getBoundingClientRect()
              const box = window.getBoundingClientRect()
              const em = parseFloat(getComputedStyle(window).fontSize)
              if (Math.abs(box.height - em) > 1 || Math.abs(column.height - 10 * em) > 2) return '?'
              return String(Math.round((box.top - column.top) / em))
            })
            .join(''),
        )
      await expect.poll(shown).toBe(String(before))
      await page.clock.fastForward(3000)
      await expect.poll(read).not.toBe(before)
      // In hundredths of the unit: 165.11 a tick (a currency without decimals rounds it). The
      // installed clock still runs, so a slow machine may see a second tick besides the forwarded one.
      const grown = ((await read()) - before) * 10 ** (2 - brand.currency.minorUnits)
      const ticks = Math.round(grown / 16_511)
      expect(ticks).toBeGreaterThanOrEqual(1)
      expect(Math.abs(grown - ticks * 16_511)).toBeLessThanOrEqual(100 * ticks)
    })

    test.describe('requests on the way to the first screen', { tag: everyBrand }, () => {
      // No service worker (playwright.config.ts): one would answer the held chunk itself, past
      // page.route.
      test('/rng asks for the jackpot, the game calls’ validators and the lists’ messages beside its screen’s code, and no other screen’s messages', async ({
        page,
        brand,
      }) => {
        test.skip(!brand.areas.rng, 'the brand has no slots page')
        // The screen's code is held back: what it needs next must not wait for it (a round trip each).
        const release = await holdRequests(page, '**/assets/game-list.screen-*.js')
        const { has } = watchRequestPaths(page)
        await open(page, brand, '/rng')
        for (const pattern of [
          /^\/assets\/jackpot-[\w-]+\.js$/,
          /^\/assets\/first-visit-validators-[\w-]+\.js$/,
          // The game lists' own messages (scripts/gen-catalogs.ts): one catalog part, the page's
          // language's.
          /^\/assets\/\w+\.lists-[\w-]+\.js$/,
        ])
          await expect.poll(() => has(pattern), { message: String(pattern) }).toBe(true)
        await expect(page.getByTestId('game-grid')).toHaveCount(0)
        release()
        await expect(page.getByTestId('game-card').first()).toBeVisible()
        await expect(page.getByTestId('jackpot-value')).toBeVisible()
        // The core and the lists' messages: the other screens' catalog is not loaded.
        const loaded = await page.evaluate(() =>
          performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
        )
        expect(loaded.filter((path) => /\.core-[\w-]+\.js$/.test(path))).toHaveLength(1)
        expect(loaded.filter((path) => /\.lists-[\w-]+\.js$/.test(path))).toHaveLength(1)
        expect(loaded.filter((path) => /\.extra-[\w-]+\.js$/.test(path))).toEqual([])
        // Nor the validators of the whole games domain (favourites, lottery...): the list's calls
        // have their own.
        expect(loaded.filter((path) => /\/games\.gen-[\w-]+\.js$/.test(path))).toEqual([])
      })

      test('a visit that opens on a lobby or a game list asks for its vendors and games beside the screen’s code', async ({
        page,
        brand,
      }) => {
        test.skip(
          !brand.areas.live || !brand.areas.rng,
          'the brand has no live lobby or slots page',
        )
        if (brand.loginedToHomePage) await open(page, brand, '/')
        for (const [path, chunk, calls, cards] of [
          ['/live', 'lobby.screen', ['vendors'], '[data-testid^="vendor-card-"]'],
          ['/rng', 'game-list.screen', ['vendors', 'hot', 'list'], '[data-testid="game-card"]'],
        ] as const) {
          // The screen's code is held back: its first answers must not wait for it.
          const release = await holdRequests(page, `**/assets/${chunk}-*.js`)
          const answers = calls.map((call) =>
            page.waitForResponse(
              (response) => new URL(response.url()).pathname === `/api/game/${call}`,
            ),
          )
          await page.goto(path)
          await Promise.all(answers)
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
          // The screen reads the answers it has: once its code has arrived it asks again for none of
          // them (only for the list's next pages, as the grid fills the screen).
          const asked: string[] = []
          const watch = (request: Request) => {
            const url = new URL(request.url())
            if (
              url.pathname.startsWith('/api/game/') &&
              !(Number(url.searchParams.get('pageNo')) > 1)
            )
              asked.push(url.pathname)
          }
          page.on('request', watch)
          release()
          await expect(page.locator(cards).first()).toBeVisible()
          page.off('request', watch)
          expect(asked).toEqual([])
          await page.unrouteAll({ behavior: 'ignoreErrors' })
        }
      })

      test('a game list opened from the header asks for its first games beside the screen’s code', async ({
        page,
        brand,
      }) => {
        test.skip(!brand.areas.rng, 'the brand has no slots page')
        await open(page, brand, '/')
        const nav = page.getByTestId('nav-rng')
        await expect(nav).toBeVisible()
        // The screen's code is held back: its first games must not wait for it.
        const release = await holdRequests(page, '**/assets/game-list.screen-*.js')
        // The list's own first page: Home, still shown meanwhile, may ask the same call for its
        // new-games row, sorted by release (sort=new), which the list never sends.
        const isFirstPage = (url: URL) =>
          url.pathname === '/api/game/list' &&
          url.searchParams.get('gameType') === 'RNG' &&
          !url.searchParams.has('sort') &&
          !(Number(url.searchParams.get('pageNo')) > 1)
        const firstPage = page.waitForResponse((response) => isFirstPage(new URL(response.url())))
        await nav.click()
        await firstPage
        await expect(page.getByTestId('game-grid')).toHaveCount(0)
        const asked: string[] = []
        const watch = (request: Request) => {
          if (isFirstPage(new URL(request.url()))) asked.push(request.url())
        }
        page.on('request', watch)
        release()
        await expect(page.getByTestId('game-card').first()).toBeVisible()
        page.off('request', watch)
        expect(asked).toEqual([])
      })

      test('the first banner’s image, asked for ahead, is fetched once even where the HTTP cache keeps nothing', async ({
        page,
        brand,
      }) => {
        await open(page, brand, '/')
        const first = page.getByTestId('banner-slide').first().locator('img')
        const isLoaded = () => first.evaluate((image: HTMLImageElement) => image.complete)
        await expect.poll(isLoaded).toBe(true)
        // With requests routed the browser's HTTP cache is off, as it is for an answer it may not
        // store: the banner's own image has only the page's memory cache to find it in.
        const fetched: string[] = []
        await page.route('**/media/banners/**', (route) => {
          fetched.push(route.request().url())
          return route.continue()
        })
        // The first render waits for the screen's code: held, the image asked for ahead arrives
        // first, and a garbage collection meanwhile drops whatever nothing holds.
        const release = await holdRequests(page, '**/assets/home-page-*.js')
        const aheadLoaded = page.waitForEvent('requestfinished', (request) =>
          request.url().includes('/media/banners/'),
        )
        await page.reload({ waitUntil: 'commit' })
        await aheadLoaded
        const cdp = await page.context().newCDPSession(page)
        await cdp.send('HeapProfiler.collectGarbage')
        release()
        await expect(first).toBeVisible()
        await expect.poll(isLoaded).toBe(true)
        const src = await first.evaluate((image: HTMLImageElement) => image.currentSrc)
        // One file of the banner's artwork, and the one it shows: the image asked for ahead chose
        // among the same sources at the same sizes (its 2x file beside the 1x was a second fetch).
        const artwork = src.replace(/\.[0-9a-f]{10}(@2x)?\.(webp|avif)$/, '.')
        expect(fetched.filter((url) => url.startsWith(artwork))).toEqual([src])
      })

      test('the language’s messages are asked for before the first screen’s code and its banners', async ({
        page,
        brand,
      }) => {
        // Nothing in the boot waits on the messages before asking for them: on a phone every task
        // between two requests delays the later one. The banners' first answer comes in the
        // shell: served without it (a page kept past its age), the page asks for them.
        await withoutFirstAnswers(page)
        await open(page, brand, '/')
        // The page's boot has ended (it goes on past the load event): what follows is the reload's.
        await expect(page.getByTestId('banner-slide').first()).toBeVisible()
        const { paths } = watchRequestPaths(page)
        await page.reload()
        await expect(page.getByTestId('banner-slide').first()).toBeVisible()
        const at = (pattern: RegExp) => paths.findIndex((path) => pattern.test(path))
        const messages = at(/^\/assets\/\w+\.core-[\w-]+\.js$/)
        expect(messages).toBeGreaterThanOrEqual(0)
        expect(messages).toBeLessThan(at(/^\/assets\/banner-region-[\w-]+\.js$/))
        expect(messages).toBeLessThan(at(/^\/api\/content\/banners$/))
      })

      test('a signed-out visit asks for the menu switches of the header’s login before the page renders', async ({
        page,
        brand,
      }) => {
        // Every screen's code is held back (Home's is the app's home page, which composes its
        // sections), so nothing renders until it is released. The menu's first answer comes in
        // the shell: served without it (a page kept past its age), the page asks for it.
        await withoutFirstAnswers(page)
        const release = await holdRequests(page, '**/assets/{*.screen,home-page}-*.js')
        const { has } = watchRequestPaths(page)
        await page.goto(landingPath(brand))
        await expect.poll(() => has(/^\/api\/system\/menu$/)).toBe(true)
        await expect(page.getByTestId('header-login')).toHaveCount(0)
        release()
        await expect(page.getByTestId('header-login')).toBeVisible()
      })
    })

    test('the winner board lists the latest winners with their prizes', async ({ page, brand }) => {
      const winners = (await fetchAs<{ list: Winner[] }>(brand, '/game/winners?limitNum=20')).list
      await open(page, brand, '/')
      await page.getByTestId('winner-slot').scrollIntoViewIfNeeded()
      const board = page.getByTestId('winner-board')
      await expect(board).toBeVisible()
      if (!winners.length) {
        await expect(board.getByTestId('winners-empty')).toBeVisible()
        return
      }
      const rows = board.getByTestId('winner')
      await expect(rows).toHaveCount(winners.length)
      await expect(rows.first()).toContainText(winners[0]!.vo.player)
      await expect(rows.first()).toContainText(winners[0]!.vo.gameName)
      await expect(rows.first()).toContainText(brand.currency.symbol)
    })

    test('the winner board says it is loading in the page’s language before any screen’s messages have come', async ({
      page,
      brand,
    }) => {
      // Home's own parts show a query's states from the core catalog: with the screens' catalog
      // part held and the winners' answer held, the board said "system.loading" (its raw id).
      const release = await holdRequests(page, '**/api/game/winners**')
      await open(page, brand, '/', () =>
        page.route('**/assets/*.extra-*.js', () => new Promise<void>(() => undefined)),
      )
      await page.getByTestId('winner-slot').scrollIntoViewIfNeeded()
      const board = page.getByTestId('winner-board')
      await expect(board).toContainText(messageText(brand.languages.default, 'system.loading'))
      await expect(board).toContainText(messageText(brand.languages.default, 'winners.title'))
      await expect(board).not.toContainText('system.')
      release()
      await expect(board.getByTestId('winner').first()).toBeVisible()
    })

    test('the winner board scrolls on the compositor at 30 px a second, and holds under the pointer', async ({
      page,
      brand,
    }) => {
      const winners = (await fetchAs<{ list: Winner[] }>(brand, '/game/winners?limitNum=20')).list
      test.skip(winners.length <= 6, 'six rows or fewer fit the window and do not scroll')
      await open(page, brand, '/')
      await page.getByTestId('winner-slot').scrollIntoViewIfNeeded()
      const scroller = page.getByTestId('winner-window')
      await expect(scroller.getByTestId('winner')).toHaveCount(winners.length)
      const track = scroller.locator(':scope > div')
      // One endless Web Animation of the track once the page has settled, as long as one copy of
      // the list takes at 30 px a second (spec §9: 0.5 px a frame): a loop of animation frames set
      // the track's inline transform every frame instead, on the page's main thread.
      const motion = () =>
        track.evaluate((node: HTMLElement) =>
          node.getAnimations().map((animation) => ({
            state: animation.playState,
            duration: Number(animation.effect?.getTiming().duration),
            copy: node.scrollHeight / 2,
            inline: node.style.transform,
          })),
        )
      await expect.poll(motion).toMatchObject([{ state: 'running', inline: '' }])
      const [running] = await motion()
      expect(running!.duration).toBeCloseTo((running!.copy / 30) * 1000, 0)
      await scroller.hover()
      await expect.poll(motion).toMatchObject([{ state: 'paused' }])
      await page.mouse.move(0, 0)
      await expect.poll(motion).toMatchObject([{ state: 'running' }])
      // Scrolled out of sight, it stops; back in sight, it goes on.
      await page.evaluate(() => window.scrollTo(0, 0))
      const outOfSight = await scroller.evaluate((node) => {
        const { top, bottom } = node.getBoundingClientRect()
        return bottom < 0 || top > innerHeight
      })
      expect(outOfSight, 'the board is below the first screen').toBe(true)
      await expect.poll(motion).toMatchObject([{ state: 'paused' }])
      await scroller.scrollIntoViewIfNeeded()
      await expect.poll(motion).toMatchObject([{ state: 'running' }])
    })

    test('notices and winners that fail to load say so and load again on retry', async ({
      page,
      brand,
    }) => {
      const refuse = (route: Route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, value: null, message: 'Refused' }),
        })
      // The notices' first answer comes in the page's shell: without it, the page asks for them.
      await withoutFirstAnswers(page)
      await page.route('**/api/content/notices?**', refuse)
      await page.route('**/api/game/winners?**', refuse)
      await open(page, brand, '/')
      const ticker = page.getByTestId('notice-ticker')
      await expect(ticker.getByRole('alert')).toBeVisible()
      await page.getByTestId('winner-slot').scrollIntoViewIfNeeded()
      await expect(page.getByTestId('winners-error')).toBeVisible()
      await page.unroute('**/api/content/notices?**')
      await page.unroute('**/api/game/winners?**')
      await page.getByTestId('notice-ticker-retry').click()
      await expect(ticker.getByTestId('notice-ticker-item').first()).toBeVisible()
      await page.getByTestId('winners-error').getByRole('button').click()
      await expect(page.getByTestId('winner-board').getByTestId('winner').first()).toBeVisible()

      await page.route('**/api/content/notices?**', refuse)
      await page.goto('/noticePage')
      await expect(page.getByTestId('notices-error')).toBeVisible()
      await page.unroute('**/api/content/notices?**')
      await page.getByTestId('notices-error').getByRole('button').click()
      await expect(page.getByTestId('notice-item').first()).toBeVisible()
    })
  },
)
