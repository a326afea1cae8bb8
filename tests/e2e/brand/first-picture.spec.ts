import type { Page } from '@playwright/test'
import { expect, landingPath, signInThroughModal, test } from '../fixtures'
import { registerAccount } from '../platform-control'

/**
 * The shell of a page names its first banner's picture for the browser to fetch beside the
 * JavaScript (server/platform/content/first-picture.ts). The hint is only worth its bytes when the
 * banner's <img> asks for the very same file: the same 1x and 2x files and the same sizes, so that
 * the browser picks the same one. On a brand that shows its pages to members only the shell names
 * it once a tab of the browser is signed in (the `signed_in` cookie), and not before. The boot's
 * prefetch decodes that picture too, before the banner is in the page, so that the banner's first
 * frame does not wait for a decode (docs/performance.md, "Largest paint").
 */

/**
 * Records, in the page, each picture decoded ahead (`HTMLImageElement.decode`) and when, and when
 * the first banner's <img> joined the page.
 */
const watchDecodes = `(() => {
  const decodes = (window.__decodes = [])
  const decode = HTMLImageElement.prototype.decode
  HTMLImageElement.prototype.decode = function () {
    decodes.push({ srcset: this.srcset, src: this.src, at: performance.now(), inPage: this.isConnected })
    return decode.call(this)
  }
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-testid="banner-slide"] img')) {
      window.__bannerShownAt = performance.now()
      observer.disconnect()
    }
  }).observe(document, { childList: true, subtree: true })
})()`

interface Decoded {
  srcset: string
  src: string
  at: number
  inPage: boolean
}

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
  test("is the one the page's first banner shows, decoded before it shows, on Home and the lobbies", async ({
    page,
    brand,
  }) => {
    await page.addInitScript({ content: watchDecodes })
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
      const { decodes, bannerShownAt } = await page.evaluate(() => {
        const seen = window as unknown as { __decodes: Decoded[]; __bannerShownAt: number }
        return { decodes: seen.__decodes, bannerShownAt: seen.__bannerShownAt }
      })
      const ahead = decodes.find(
        (decoded) =>
          !decoded.inPage &&
          (decoded.srcset
            ? absolute(decoded.srcset, page) === image.srcset
            : decoded.src === image.currentSrc),
      )
      expect(ahead, `${path}: the first banner's picture is decoded ahead`).toBeDefined()
      expect(ahead!.at, `${path}: decoded before the banner is in the page`).toBeLessThan(
        bannerShownAt,
      )
    }
  })
})
