import type { Locator, Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import { expect, landingPath, messageText, scrollToFooter, test } from '../fixtures'
import { registerAccount, signInPage } from '../platform-control'

/** Opens a path as a visitor, or as a fresh member on a brand that only lets members in (nova). */
async function open(page: Page, brand: Brand, path: string) {
  if (brand.loginedToHomePage) {
    await signInPage(page, brand.merchantCode, await registerAccount(brand.merchantCode))
  }
  await page.goto(path)
}

/** Asserts that an image has loaded a real picture and states its size in its attributes. */
async function expectLoadedPicture(image: Locator) {
  await expect(image).toHaveAttribute('width', /^\d+$/)
  await expect(image).toHaveAttribute('height', /^\d+$/)
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0)
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/)
}

test.describe('game and vendor pictures', () => {
  test('the first slot tiles show their pictures at two widths, the first ones eager and urgent', async ({
    page,
    brand,
  }) => {
    await open(page, brand, '/rng')
    const thumbs = page.getByTestId('game-card').getByTestId('game-thumb')
    await expect(thumbs.first()).toBeVisible()
    for (let i = 0; i < 4; i++) await expectLoadedPicture(thumbs.nth(i))
    const first = thumbs.first()
    // Drawn in the brand's tile shape (brand.json layout.tiles.aspect): 240, 200 or 180 wide.
    const width = { '4:3': 240, '1:1': 200, '3:4': 180 }[brand.layout?.tiles?.aspect ?? '4:3']
    await expect(first).toHaveAttribute(
      'srcset',
      new RegExp(`\\.webp ${width}w, .+@2x\\.webp ${width * 2}w$`),
    )
    // The width the tile is drawn at (the card's, its 1-px border aside), so that the browser picks
    // the 1x or 2x file for it.
    const drawn = await first.evaluate((img) => Math.ceil(img.getBoundingClientRect().width))
    const sizes = await first.getAttribute('sizes')
    expect(sizes).toMatch(/^\d+px$/)
    expect(
      Math.abs(parseInt(sizes!, 10) - drawn),
      `sizes ${sizes}, drawn ${drawn}px`,
    ).toBeLessThanOrEqual(2)
    await expect(first).toHaveAttribute('loading', 'eager')
    await expect(first).toHaveAttribute('fetchpriority', 'high')
    // No two letters on a gradient: the picture itself is the art, and no fallback shows.
    await expect(page.getByTestId('game-thumb-fallback')).toHaveCount(0)
    const sources = await thumbs.evaluateAll((images) =>
      images.slice(0, 4).map((img) => (img as HTMLImageElement).currentSrc),
    )
    expect(new Set(sources).size).toBe(4)
  })

  test('a picture that cannot load is tried again, then gives way to the drawn placeholder', async ({
    page,
    brand,
  }) => {
    const asked = new Map<string, number>()
    // Answered, but not a picture: the image fails to decode (no console error for a refusal).
    await page.route('**/media/games/**', (route) => {
      const path = new URL(route.request().url()).pathname
      asked.set(path, (asked.get(path) ?? 0) + 1)
      return route.fulfill({ status: 200, contentType: 'image/webp', body: 'not a picture' })
    })
    await open(page, brand, '/rng')
    const card = page.getByTestId('game-card').first()
    await expect(card.getByTestId('game-thumb-fallback')).toBeVisible()
    await expect(card.getByTestId('game-thumb')).toHaveCount(0)
    // The placeholder is drawn, not lettered.
    await expect(card.getByTestId('game-thumb-fallback')).toHaveText('')
    const box = await card.getByTestId('game-thumb-fallback').boundingBox()
    expect(box!.height).toBeGreaterThan(40)
    // Spec §9: three tries before the fallback.
    const nodeId = await card.getAttribute('data-node-id')
    const tries = [...asked].filter(([path]) => path.startsWith(`/media/games/${nodeId}.`))
    expect(tries.reduce((sum, [, n]) => sum + n, 0)).toBeGreaterThanOrEqual(3)
  })

  test('a row of Home on a phone loads the pictures of the cards it shows, and the next ones as it scrolls', async ({
    page,
    brand,
  }) => {
    await page.setViewportSize({ width: 412, height: 915 })
    const asked = new Set<string>()
    page.on('request', (request) => {
      if (request.url().includes('/media/games/')) asked.add(new URL(request.url()).pathname)
    })
    await open(page, brand, '/')
    const row = page.getByTestId('home-row-hotGames')
    const pictures = row.getByTestId('game-thumb')
    const waiting = row.getByTestId('game-thumb-waiting')
    await expect(pictures.first()).toBeVisible()
    for (let i = 0; i < 3; i++) await expectLoadedPicture(pictures.nth(i))
    // About three cards show across a phone: the row's last ones wait, and nobody asked for them.
    const cards = await row.getByTestId('game-card').count()
    const held = await waiting.count()
    expect(held).toBeGreaterThan(0)
    expect(await pictures.count()).toBe(cards - held)
    const heldIds = await row
      .getByTestId('game-card')
      .filter({ has: waiting })
      .evaluateAll((all) => all.map((card) => card.getAttribute('data-node-id')))
    expect([...asked].filter((path) => heldIds.some((id) => path.includes(`/${id}.`)))).toEqual([])
    await row.getByRole('list').evaluate((track) => track.scrollBy({ left: track.scrollWidth }))
    await expect(waiting).toHaveCount(0)
    await expectLoadedPicture(pictures.last())
  })

  test('the live lobby’s vendor cards show the vendors’ pictures', async ({ page, brand }) => {
    await open(page, brand, '/live')
    const cards = page.getByTestId('lobby-cards').getByRole('button')
    await expect(cards.first()).toBeVisible()
    for (let i = 0; i < 3; i++) await expectLoadedPicture(cards.nth(i).locator('img'))
    // The name stays for screen readers: the card's accessible name is the vendor's.
    await expect(page.getByTestId('vendor-card-EVO')).toHaveAccessibleName(/Evolution/)
  })

  test('the footer links to the licences page, which credits the icon set under CC BY 3.0', async ({
    page,
    brand,
  }) => {
    await page.goto(landingPath(brand))
    const language = brand.languages.default
    // The footer is below the rows that load above it: pressed once the page has settled, as a
    // reader who scrolled down does, the link is where the click lands.
    await expect(page.locator('html')).toHaveAttribute('data-settled', '')
    await scrollToFooter(page)
    await page
      .locator('footer')
      .getByRole('link', { name: messageText(language, 'nav.licences') })
      .click()
    await expect(page).toHaveURL(/\/licences$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      messageText(language, 'nav.licences'),
    )
    const icons = page.getByTestId('licence-icons')
    await expect(icons).toContainText('Game Icons')
    await expect(icons).toContainText('Lorc, Delapouite')
    await expect(icons.getByRole('link', { name: 'CC BY 3.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/3.0/',
    )
    // The brand's self-hosted face is credited under its licence, and no other brand's face.
    const fonts = page.getByTestId('licence-font')
    await expect(fonts).toHaveCount(brand.typeface ? 1 : 0)
    if (brand.typeface) {
      await expect(fonts).toContainText('SIL Open Font License')
      await expect(fonts).toContainText(brand.typeface.package)
    }
  })
})
