import type { Browser, Page } from '@playwright/test'
import { expect, landingPath, signInThroughModal, test, watchShifts } from '../fixtures'
import { registerAccount } from '../platform-control'
import { shownSections } from '../../../src/features/home/home-sections'

/**
 * The shell of a page names its first banner's picture for the browser to fetch beside the
 * JavaScript (server/platform/content/first-picture.ts). The hint is only worth its bytes when the
 * banner's <img> asks for the very same file: the same 1x and 2x files and the same sizes, so that
 * the browser picks the same one. On a brand that shows its pages to members only the shell names
 * it once a tab of the browser is signed in (the `signed_in` cookie), and not before. Where the
 * banner leads the page, the shell draws the picture itself, before any script, in the box the
 * banner will take (src/features/home/banners/first-picture.css.ts).
 */

/** The page's preload hint of a picture from the platform, if any, as absolute URLs. */
function hintIn(html: string, page: Page) {
  const link = [...html.matchAll(/<link rel="preload" as="image" ([^>]*)>/g)]
    .map((match) => match[1]!)
    .find((attributes) => attributes.includes('/media/'))
  if (!link) return null
  const attribute = (name: string) =>
    new RegExp(`${name}="([^"]*)"`).exec(link)?.[1]?.replace(/&amp;/g, '&') ?? null
  return { srcset: absolute(attribute('imagesrcset'), page), sizes: attribute('imagesizes') }
}

/** A srcset with each candidate's URL made absolute against the page. */
function absolute(srcset: string | null, page: Page) {
  return (
    srcset
      ?.split(',')
      .map((candidate) => {
        const [url, width] = candidate.trim().split(/\s+/)
        return `${new URL(url!, page.url()).href} ${width}`
      })
      .join(', ') ?? null
  )
}

/** What the first banner's <img> asks for. */
async function firstBannerImage(page: Page) {
  const image = page.getByTestId('banner-slide').first().locator('img')
  await expect(image).toHaveJSProperty('complete', true)
  return {
    srcset: absolute(await image.getAttribute('srcset'), page),
    sizes: await image.getAttribute('sizes'),
    currentSrc: await image.evaluate((node: HTMLImageElement) => node.currentSrc),
  }
}

test.describe('the first picture named in the shell', () => {
  test("is the one the page's first banner shows, on Home and the lobbies", async ({
    page,
    brand,
  }) => {
    if (brand.loginedToHomePage) {
      // A visitor's tab lands on the sign-in: the shell names nothing.
      const visitor = await page.goto('/')
      expect(hintIn(await visitor!.text(), page)).toBeNull()
      const account = await registerAccount(brand.merchantCode)
      await page.goto(landingPath(brand))
      await signInThroughModal(page, account.username, account.password)
      await expect.poll(() => page.evaluate(() => document.cookie)).toContain('signed_in=1')
    }
    const paths = ['/', '/rng', '/live'].filter(
      (path) => path === '/' || brand.areas[path.slice(1) as 'rng' | 'live'] !== false,
    )
    for (const path of paths) {
      const response = await page.goto(path)
      const hint = hintIn(await response!.text(), page)
      expect(hint, `${path}: the shell names the first banner's picture`).not.toBeNull()
      const image = await firstBannerImage(page)
      expect(image.srcset, path).toBe(hint!.srcset)
      expect(image.sizes, path).toBe(hint!.sizes)
      expect(hint!.srcset, path).toContain(`${image.currentSrc} `)
    }
  })

  test('is drawn before any script where the banner leads the page, in the box the banner then takes', async ({
    page,
    brand,
    browser,
    baseURL,
  }) => {
    const shifts = await watchShifts(page, '[data-region="banner"], [data-testid="home-hero"]')
    if (brand.loginedToHomePage) {
      const account = await registerAccount(brand.merchantCode)
      await page.goto(landingPath(brand))
      await signInThroughModal(page, account.username, account.password)
      await expect.poll(() => page.evaluate(() => document.cookie)).toContain('signed_in=1')
    }
    // Home draws it when its hero is its first section; a brand with rows of games first only hints.
    const paths = [
      { path: '/', drawn: shownSections(brand, brand.loginedToHomePage)[0] === 'hero' },
      { path: '/rng', drawn: brand.areas.rng !== false },
    ]
    for (const viewport of [
      { width: 412, height: 915 },
      { width: 1366, height: 768 },
    ]) {
      await page.setViewportSize(viewport)
      for (const { path, drawn } of paths) {
        const where = `${path} at ${viewport.width} px`
        const before = await shellPictureBox(browser, page, new URL(path, baseURL).href, viewport)
        if (!drawn) {
          expect(before, `${where}: nothing drawn`).toBeNull()
          continue
        }
        expect(before, `${where}: the shell draws the picture`).not.toBeNull()
        await page.goto(path)
        const image = page.getByTestId('banner-slide').first().locator('img')
        await expect(image).toHaveJSProperty('complete', true)
        // The first render took the shell's picture away and shows the banner where it stood.
        await expect(page.locator('.first-picture')).toHaveCount(0)
        expect(await boxOf(image), where).toEqual(before!.box)
        expect(await image.evaluate((node: HTMLImageElement) => node.currentSrc), where).toBe(
          before!.currentSrc,
        )
      }
    }
    const { total, entries } = await shifts()
    expect(total, entries.join('\n')).toBeLessThan(0.001)
  })
})

/** An element's box, rounded to whole pixels. */
const boxOf = (locator: ReturnType<Page['locator']>) =>
  locator.evaluate((node) => {
    const box = node.getBoundingClientRect()
    return [box.x, box.y, box.width, box.height].map(Math.round)
  })

/**
 * The picture the shell draws at a URL before any script (the page opened with JavaScript off,
 * with the tab's cookies), its box and the file it shows; null when the shell draws none.
 */
async function shellPictureBox(
  browser: Browser,
  page: Page,
  url: string,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport })
  try {
    await context.addCookies(await page.context().cookies())
    const shell = await context.newPage()
    await shell.goto(url)
    const picture = shell.locator('.first-picture img')
    if ((await picture.count()) === 0) return null
    await expect(picture).toHaveJSProperty('complete', true)
    expect(await shell.locator('.first-picture').getAttribute('aria-hidden')).toBe('true')
    return {
      box: await boxOf(picture),
      currentSrc: await picture.evaluate((node: HTMLImageElement) => node.currentSrc),
    }
  } finally {
    await context.close()
  }
}
