import type { Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import {
  chooseSignOut,
  dealtOwner,
  expect,
  readAllBrands,
  signInThroughModal,
  test,
} from '../fixtures'
import {
  apiCall,
  createAgent,
  giveMessages,
  registerAccount,
  resetContent,
  setCatalogueNames,
  setContent,
  signInPage,
  type FreshAccount,
} from '../platform-control'
import { expectClean, watch } from './security-watch'
import { foreignHost, hostileLinks, xssVectors } from './xss-vectors'

/** The corpus in bodies of ten vectors each: an HTML field holds many, as an operator's would. */
const bodies = Array.from({ length: Math.ceil(xssVectors.length / 10) }, (_, i) =>
  xssVectors.slice(i * 10, i * 10 + 10).join('\n<p>between</p>\n'),
)
/** One row per vector: the vector as its text, and a body of ten vectors in the first rows. */
const rows = xssVectors.map((vector, i) => ({ vector, body: bodies[i] ?? '<p>Plain</p>' }))

const fullCorpus = process.env.XSS_CORPUS === 'full'
const allBrands = readAllBrands()

/**
 * The steps of a walk through the corpus one by one (a body opened, a nickname set, a round of game
 * names) that this brand takes. Every brand's lists hold the whole corpus and every screen is
 * scanned on every brand, but the code that shows a vector is the same on all of them: each step
 * is dealt to one of the brands that have the screen, in turn (a third of the steps each on three
 * brands), and each brand at least one. XSS_CORPUS=full walks every step on every brand.
 */
function ownSteps(count: number, brand: Brand, hasScreen: (b: Brand) => boolean = () => true) {
  const steps = Array.from({ length: count }, (_, i) => i)
  const owners = allBrands.filter(hasScreen)
  const at = owners.findIndex((b) => b.id === brand.id)
  if (fullCorpus || at < 0 || count === 0) return steps
  const own = steps.filter((i) => dealtOwner(i, owners)?.id === brand.id)
  // Fewer steps than brands: a brand past the last one walks one again, so that every brand walks.
  return own.length ? own : [at % count]
}

/** Signs a fresh member in (every guard passes then) and answers it with its token. */
async function member(page: Page, brand: Brand): Promise<FreshAccount & { token: string }> {
  const account = await registerAccount(brand.merchantCode)
  const token = await signInPage(page, brand.merchantCode, account)
  return { ...account, token }
}

test.describe('hostile server data never runs, calls out or links away (design §6)', () => {
  // Each test walks the whole corpus through its screens.
  test.describe.configure({ timeout: 120_000 })
  test.afterEach(async ({ brand }) => {
    await resetContent(brand.merchantCode)
  })

  test('notice titles and bodies, banner titles, links and art, winner names', async ({
    page,
    context,
    brand,
  }) => {
    const linkageTypes = ['url', 'route'] as const
    await setContent(brand.merchantCode, {
      notices: rows.map(({ vector, body }) => ({ title: vector, content: body })),
      banners: [
        ...hostileLinks.flatMap((target, i) =>
          linkageTypes.map((linkageType) => ({
            group: 'w_home',
            title: xssVectors[i]!.slice(0, 200),
            linkageType,
            target,
            imageUrl: i % 2 ? `https://${foreignHost}/banner${i}.png` : undefined,
          })),
        ),
        { group: 'w_home', title: 'game', linkageType: 'game', target: '../../evil' },
        {
          group: 'w_home',
          title: 'promo',
          linkageType: 'promotion',
          target: 'javascript:alert(1)',
        },
      ],
      winners: xssVectors.map((vector) => ({
        player: vector.slice(0, 40),
        gameName: vector.slice(0, 120),
        prize: 100,
      })),
    })
    const findings = await watch(page, context, brand)
    await member(page, brand)
    await page.goto('/')

    // Banners: those with foreign art are left out; the rest show as images with their titles as
    // text, and none is a link out.
    const withForeignArt = hostileLinks.filter((_, i) => i % 2).length * 2
    await expect(page.getByTestId('banner-dot')).toHaveCount(
      hostileLinks.length * 2 + 2 - withForeignArt,
    )
    await expect(page.getByTestId('banner-slide').first().getByRole('img')).toHaveAttribute(
      'alt',
      xssVectors[0]!,
    )
    await expect(page.locator('[data-testid="banner-slide"] a')).toHaveCount(0)
    await page.getByTestId('banner-slide').first().click()
    await expect(page).toHaveURL(/\/$/)
    // Ticker titles are text.
    const ticker = page.getByTestId('notice-ticker')
    await expect(ticker.getByTestId('notice-ticker-item').first()).toHaveText(xssVectors[0]!)
    await expectClean(page, findings, 'home: banners, ticker')

    // The ticker scrolls; a click event on its first item is what a tap would send.
    await ticker.getByTestId('notice-ticker-item').first().dispatchEvent('click')
    const modal = page.getByTestId('modal-notice')
    await expect(modal.getByTestId('notice-body').first()).toContainText('between')
    await expectClean(page, findings, 'home: notice dialog')
    await page.keyboard.press('Escape')

    await page.getByTestId('winner-slot').scrollIntoViewIfNeeded()
    await expect(page.getByTestId('winner').first()).toContainText(xssVectors[0]!.slice(0, 40))
    await expectClean(page, findings, 'home: winner board')

    // The notice list: every title, and each body of the corpus opened in turn.
    await page.goto('/noticePage')
    const items = page.getByTestId('notice-item')
    await expect(items.first().getByTestId('notice-title')).toHaveText(xssVectors[0]!)
    for (const i of ownSteps(bodies.length, brand)) {
      const item = items.nth(i)
      // One item opens at a time and the list scrolls it into view: the toggle is sent its click
      // directly rather than at a spot that may have moved.
      await item.getByRole('button').first().dispatchEvent('click')
      await expect(item).toHaveAttribute('data-open', 'true')
      await expect(item.getByTestId('notice-body')).toContainText('between')
      // Text-only and void links of the corpus are clicked: none may navigate or run.
      for (const link of await item.locator('[data-testid="notice-body"] a:not([href])').all())
        await link.click()
      await expectClean(page, findings, `notice list body ${i + 1}`)
    }

    await page.goto('/winners')
    await expect(page.getByTestId('winner-row').first()).toBeVisible()
    await expectClean(page, findings, '/winners')
  })

  test('promotion titles, summaries and terms', async ({ page, context, brand }) => {
    await setContent(brand.merchantCode, {
      promotions: rows.map(({ vector, body }) => ({
        title: vector,
        summary: vector,
        content: body,
      })),
    })
    const findings = await watch(page, context, brand)
    await member(page, brand)
    await page.goto('/promotions')
    const cards = page.getByTestId('promotion-card')
    await expect(cards.first()).toContainText(xssVectors[0]!)
    await expectClean(page, findings, '/promotions')
    const ids = await cards.evaluateAll((list) => list.map((card) => card.getAttribute('data-id')))
    for (const id of ownSteps(bodies.length, brand).map((i) => ids[i])) {
      await page.goto(`/promoDetail?id=${id}`)
      await expect(page.getByTestId('promotion-content')).toContainText('between')
      await expectClean(page, findings, `/promoDetail?id=${id}`)
    }
  })

  test('help article titles and bodies', async ({ page, context, brand }) => {
    await setContent(brand.merchantCode, {
      help: rows.map(({ vector, body }) => ({ title: vector, content: body })),
    })
    const findings = await watch(page, context, brand)
    await member(page, brand)
    await page.goto('/help')
    const links = page.getByTestId('help-article-link')
    await expect(links.first()).toHaveText(xssVectors[0]!)
    await expectClean(page, findings, '/help')
    for (const i of ownSteps(bodies.length, brand)) {
      await links.nth(i).click()
      await expect(page.getByTestId('help-article-body')).toContainText('between')
      await expectClean(page, findings, `/help article ${i + 1}`)
      await page.getByTestId('help-back').click()
    }
  })

  test('inbox message titles and bodies', async ({ page, context, brand }) => {
    const findings = await watch(page, context, brand)
    const account = await member(page, brand)
    await giveMessages(
      brand.merchantCode,
      account.username,
      rows.map(({ vector, body }) => ({ title: vector.slice(0, 300), content: body })),
    )
    await page.goto('/?member=messageV2')
    const messages = page.getByTestId('message')
    await expect(messages.first().getByTestId('message-title')).toHaveText(xssVectors[0]!)
    await expectClean(page, findings, 'member centre: messages')
    for (const i of ownSteps(bodies.length, brand)) {
      await messages.nth(i).getByTestId('message-open').click()
      const reader = page.getByTestId('message-reader')
      await expect(reader.getByTestId('message-body')).toContainText('between')
      await expectClean(page, findings, `member centre: message ${i + 1}`)
      await page.keyboard.press('Escape')
      await expect(reader).toHaveCount(0)
    }
  })

  test('nicknames in the header and the security centre', async ({ page, context, brand }) => {
    const findings = await watch(page, context, brand)
    const account = await member(page, brand)
    // The vectors that fit the platform's 40 characters, each shown after a fresh load.
    const nicknames = xssVectors.filter((v) => v.trim() === v && v.length <= 40)
    for (const i of ownSteps(nicknames.length, brand)) {
      const nickname = nicknames[i]!
      await apiCall(brand.merchantCode, 'POST', '/member/profile', {
        token: account.token,
        body: { nickname },
      })
      await page.goto(i % 2 ? '/' : '/?member=securityCenter')
      await expect(page.getByTestId('header-nickname')).toHaveText(nickname)
      await expectClean(page, findings, `nickname ${nickname}`)
    }
  })

  test('vendor and game names in the lobbies and game lists', async ({ page, context, brand }) => {
    const { categories } = await apiCall<{
      categories: { cards: { vassalage: string }[] }[]
    }>(brand.merchantCode, 'GET', '/game/vendors')
    const vendors = categories.flatMap((c) => c.cards.map((card) => card.vassalage))
    const games: { vendor: string; gameCode: string }[] = []
    for (const gameType of ['RNG', 'FISH', 'PVP']) {
      const page1 = await apiCall<{ games: { vendor: string; gameCode: string }[] }>(
        brand.merchantCode,
        'GET',
        `/game/list?gameType=${gameType}&pageNo=1&pageSize=30`,
      )
      games.push(...page1.games)
    }
    const { list: hot } = await apiCall<{
      list: { games: { vendor: string; gameCode: string }[] }[]
    }>(brand.merchantCode, 'GET', '/game/hot')
    games.push(...hot.flatMap((group) => group.games))
    // The vectors that fit the catalogue's lengths (vendor names 80, game names 120), in turn.
    const fitting = (max: number) => xssVectors.filter((v) => v.length <= max)
    const cycle = (list: string[], i: number) => list[i % list.length]!
    await setCatalogueNames(brand.merchantCode, {
      vendors: Object.fromEntries(vendors.map((code, i) => [code, cycle(fitting(80), i)])),
      games: Object.fromEntries(
        games.map((g, i) => [`${g.vendor}/${g.gameCode}`, cycle(fitting(120), i)]),
      ),
    })
    const findings = await watch(page, context, brand)
    await member(page, brand)
    for (const path of ['/', '/rng', '/fish', '/pvp', '/live', '/sports', '/seamless']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await expectClean(page, findings, path)
    }
    await page.goto('/rng')
    await expect(page.getByTestId('game-card').first()).toBeVisible()
    const shown = await page.getByTestId('game-grid').innerText()
    expect(
      xssVectors.some((v) => shown.includes(v)),
      'game names show as text',
    ).toBe(true)
  })

  test('blog post titles, summaries and bodies', async ({ page, context, brand }) => {
    // In the brand's default language, the one the blog answers a fresh visit in.
    await setContent(brand.merchantCode, {
      blog: rows.map(({ vector, body }) => ({
        language: brand.languages.default,
        title: vector,
        summary: vector,
        body,
      })),
    })
    const findings = await watch(page, context, brand)
    await member(page, brand)
    await page.goto('/blog')
    const cards = page.getByTestId('blog-card')
    await expect(cards.first().locator('h2')).toHaveText(xssVectors[0]!)
    await expectClean(page, findings, '/blog')
    const hrefs = await cards.evaluateAll((list) => list.map((card) => card.getAttribute('href')))
    // Every title and summary of the corpus, page by page.
    const next = page.getByTestId('pager-next')
    for (let pageNo = 2; await next.isEnabled(); pageNo += 1) {
      await next.click()
      await expect(page.getByTestId('pager').locator('[aria-current="page"]')).toHaveText(
        String(pageNo),
      )
      await expect(cards.first()).toBeVisible()
      await expectClean(page, findings, `/blog page ${pageNo}`)
    }
    for (const i of ownSteps(bodies.length, brand)) {
      const href = hrefs[i]
      await page.goto(href!)
      await expect(page.getByTestId('blog-post').locator('h1')).toHaveText(xssVectors[i]!)
      await expect(page.getByTestId('blog-body')).toContainText('between')
      for (const link of await page.locator('[data-testid="blog-body"] a:not([href])').all())
        await link.click()
      await expectClean(page, findings, `${href}: post body ${i + 1}`)
    }
  })

  test('lottery game names in the lobby, popular games, favourites and the Vietnamese lottery', async ({
    page,
    context,
    brand,
  }) => {
    test.skip(!brand.areas.lottery, 'the brand has no lottery')
    const { list } = await apiCall<{ list: { vendor: string; gameCode: string }[] }>(
      brand.merchantCode,
      'GET',
      '/lottery/lobby',
    )
    // The vectors that fit a game name (120), a lobby's worth at a time, until each was shown.
    const fitting = xssVectors.filter((v) => v.length <= 120)
    const findings = await watch(page, context, brand)
    await member(page, brand)
    const rounds = ownSteps(Math.ceil(fitting.length / list.length), brand, (b) =>
      Boolean(b.areas.lottery),
    )
    for (const [walked, from] of rounds.map((round) => round * list.length).entries()) {
      const names = list.map((_, i) => fitting[(from + i) % fitting.length]!)
      await setCatalogueNames(brand.merchantCode, {
        games: Object.fromEntries(list.map((g, i) => [`${g.vendor}/${g.gameCode}`, names[i]!])),
      })
      const round = `lottery names ${from + 1}-${from + list.length}`
      await page.goto('/lottery')
      const lobby = page.getByTestId('lottery-lobby')
      await expect(lobby.getByTestId('lottery-name').first()).toBeVisible()
      // The names show as text, each one of this round's.
      const shown = await lobby.getByTestId('lottery-name').allTextContents()
      expect(
        shown.filter((name) => !names.includes(name)),
        'lottery names as text',
      ).toEqual([])
      await expectClean(page, findings, `/lottery: ${round}`)
      // A favourite, so that the favourites list shows a renamed game too.
      if (walked === 0) await lobby.getByTestId('lottery-fav').first().click()
      await page.getByTestId('lottery-type-fav').click()
      const favourite = page.getByTestId('lottery-favourites').getByTestId('lottery-name')
      await expect(favourite).toHaveCount(1)
      expect(names).toContain(await favourite.textContent())
      await expectClean(page, findings, `/lottery favourites: ${round}`)
      await page.getByTestId('lottery-type-popular').click()
      for (const mode of await page.locator('[data-testid^="lottery-mode-"]').all()) {
        await mode.click()
        await expect(
          page.getByTestId('lottery-popular').getByTestId('lottery-name').first(),
        ).toBeVisible()
        await expectClean(page, findings, `/lottery popular: ${round}`)
      }
      if (!brand.areas.vnLottery) continue
      await page.goto('/vnlottery')
      for (const region of ['north', 'central', 'south']) {
        await page.getByTestId(`vn-region-${region}`).click()
        await expect(page.getByTestId('vn-play-region')).toBeVisible()
        await expectClean(page, findings, `/vnlottery ${region}: ${round}`)
      }
    }
  })

  test('agent announcement titles and bodies', async ({ page, context, brand }) => {
    test.skip(brand.areas.agentCentre === false, 'the brand has no agent centre')
    await setContent(brand.merchantCode, {
      agentAnnouncements: rows.map(({ vector, body }) => ({ title: vector, content: body })),
    })
    const findings = await watch(page, context, brand)
    await signInPage(page, brand.merchantCode, await createAgent(brand.merchantCode))
    await page.goto('/?agent=agentAnnouncement')
    const items = page.getByTestId('agent-announcement')
    await expect(items.first().getByTestId('agent-announcement-title')).toHaveText(xssVectors[0]!)
    await expectClean(page, findings, 'agent centre: announcements')
    for (const i of ownSteps(bodies.length, brand, (b) => b.areas.agentCentre !== false)) {
      const item = items.nth(i)
      // The newest is open; each other one opens from its summary.
      if (i > 0) await item.locator(':scope > summary').click()
      await expect(item).toHaveAttribute('open', '')
      await expect(item.getByTestId('agent-announcement-body')).toContainText('between')
      for (const link of await item
        .locator('[data-testid="agent-announcement-body"] a:not([href])')
        .all())
        await link.click()
      await expectClean(page, findings, `agent centre: announcement ${i + 1}`)
    }
  })

  test('signing out leaves only the merchant in session storage (spec §3)', async ({
    page,
    brand,
  }) => {
    const account = await registerAccount(brand.merchantCode)
    await page.goto(brand.loginedToHomePage ? '/login' : '/')
    await signInThroughModal(page, account.username, account.password)
    await page.goto('/rng')
    await expect(page.getByTestId('game-card').first()).toBeVisible()
    // What else the app may cache for the visit (settings, held SMS sends, the list's vendor).
    await page.evaluate(() => sessionStorage.setItem('cachedSettings', '{"menu":{}}'))
    const before = await page.evaluate(() => Object.keys(sessionStorage))
    expect(before).toEqual(expect.arrayContaining(['token', 'username', 'account', 'merchant']))
    await chooseSignOut(page)
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('header-sign-in')).toBeVisible()
    // Spec §3: logout clears session storage and restores the merchant keys. The router's
    // scroll-restoration entry (scroll offsets by history key, written on every navigation) may
    // come back as the page moves home; it holds nothing of the account.
    await expect
      .poll(async () => {
        const kept = await page.evaluate(() => ({ ...sessionStorage }))
        return Object.keys(kept)
          .filter((key) => !key.startsWith('tsr-scroll-restoration'))
          .map((key) => `${key}=${kept[key]}`)
      })
      .toEqual([`merchant=${brand.merchantCode}`])
    const all = JSON.stringify(await page.evaluate(() => ({ ...sessionStorage })))
    expect(all).not.toContain(account.username)
  })
})
