import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../../scripts/lib/chromium'
import type { Brand } from '../../../src/config/brand.types'
import { settledAttribute } from '../../../src/lib/motion'
import {
  dealt,
  expect,
  holdSettling,
  landingPath,
  messageText,
  rgb,
  signInThroughModal,
  test,
} from '../fixtures'
import { registerAccount, signInPage } from '../platform-control'

/** The colour a brand's browser bar and installed app take: its default theme's surface token. */
const themeColour = (brand: Brand) => brand.theme[brand.theme.default].colors.surface

/** Waits until the brand's service worker is active and controls the page. */
async function controlledBy(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      )
    return registration.active?.scriptURL ?? ''
  })
}

/** A same-origin file as the page fetches it (Node does not resolve <brand>.localhost). */
const fetchInPage = (page: Page, url: string) =>
  page.evaluate(async (path) => {
    const response = await fetch(path)
    return {
      status: response.status,
      type: response.headers.get('Content-Type') ?? '',
      text: await response.text(),
    }
  }, url)

/** The natural width and height of an image as the page decodes it. */
const decodedSize = (page: Page, src: string) =>
  page.evaluate(async (url) => {
    const image = new Image()
    image.src = url
    await image.decode()
    return [image.naturalWidth, image.naturalHeight]
  }, src)

/** Every URL in the page's Cache Storage. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) urls.push(request.url)
    }
    return urls
  })

/** Drops the console errors a deliberate loss of network caused (the app shows error states). */
function forgetOfflineErrors(errors: string[], from: number) {
  const kept = errors
    .slice(from)
    .filter((text) => !/ERR_INTERNET_DISCONNECTED|Failed to (load resource|fetch)/.test(text))
  errors.splice(from, errors.length - from, ...kept)
}

/** Opens the app-download page; on a brand that requires a session, as a fresh member. */
async function openDownload(page: Page, brand: Brand) {
  if (brand.loginedToHomePage) {
    const account = await registerAccount(brand.merchantCode)
    await page.goto('/login')
    await signInThroughModal(page, account.username, account.password)
  }
  await page.goto('/download')
  await expect(page.getByTestId('download-ios')).toBeVisible()
}

/** Dispatches a beforeinstallprompt like Chromium's, whose prompt() and answer the test records. */
const offerInstall = (page: Page, outcome: 'accepted' | 'dismissed') =>
  page.evaluate((answer) => {
    const event = new Event('beforeinstallprompt', { cancelable: true })
    const record = window as unknown as { __prompts: number; __offerPrevented: () => boolean }
    record.__prompts = 0
    Object.assign(event, {
      prompt: async () => {
        record.__prompts += 1
      },
      userChoice: Promise.resolve({ outcome: answer, platform: 'web' }),
    })
    record.__offerPrevented = () => event.defaultPrevented
    dispatchEvent(event)
  }, outcome)

test.describe('installable app', () => {
  // The suite about the service worker: it is allowed here whatever the other suites choose.
  test.use({ serviceWorkers: 'allow' })
  test('the manifest names the brand, takes its colours from its tokens, and its icons load', async ({
    page,
    brand,
  }) => {
    await page.goto(landingPath(brand))
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).toBe(`/brands/${brand.id}/manifest.webmanifest`)
    const answer = await fetchInPage(page, href!)
    expect(answer.status).toBe(200)
    expect(answer.type).toContain('application/manifest+json')
    const manifest = JSON.parse(answer.text) as {
      name: string
      start_url: string
      display: string
      theme_color: string
      background_color: string
      icons: { src: string; sizes: string; type: string; purpose: string }[]
    }
    expect(manifest.name).toBe(brand.displayName)
    expect(manifest.start_url).toBe('/')
    expect(manifest.display).toBe('standalone')
    expect(manifest.theme_color).toBe(themeColour(brand))
    expect(manifest.background_color).toBe(brand.theme[brand.theme.default].colors.background)
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      manifest.theme_color,
    )
    // SVG icons of any size, and PNGs at 192 and 512 px (one maskable) for what takes no SVG.
    expect(
      manifest.icons.map((icon) => `${icon.type} ${icon.sizes} ${icon.purpose}`).sort(),
    ).toEqual([
      'image/png 192x192 any',
      'image/png 512x512 any',
      'image/png 512x512 maskable',
      'image/svg+xml any any',
      'image/svg+xml any maskable',
    ])
    for (const icon of manifest.icons) {
      const file = await fetchInPage(page, icon.src)
      expect(file.status, icon.src).toBe(200)
      expect(file.type, icon.src).toBe(icon.type)
      // As the browser decodes it: an SVG drawn at 512 px (above the 144 px Chromium asks of an
      // installable app's icon), a PNG at the size the manifest gives.
      const expected = icon.sizes === 'any' ? [512, 512] : icon.sizes.split('x').map(Number)
      expect(await decodedSize(page, icon.src), icon.src).toEqual(expected)
    }
    const maskable = await fetchInPage(
      page,
      manifest.icons.find((i) => i.purpose === 'maskable' && i.sizes === 'any')!.src,
    )
    expect(maskable.text).toContain(`fill="${brand.theme.light.colors.primary}"`)
    // The maskable PNG is opaque to its corners, in the primary colour, so a launcher may crop it.
    const corner = await page.evaluate(
      async (src) => {
        const image = new Image()
        image.src = src
        await image.decode()
        const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight)
        const context = canvas.getContext('2d')!
        context.drawImage(image, 0, 0)
        return [...context.getImageData(0, 0, 1, 1).data]
      },
      manifest.icons.find((i) => i.purpose === 'maskable' && i.type === 'image/png')!.src,
    )
    expect(`rgb(${corner.slice(0, 3).join(', ')})`).toBe(rgb(brand.theme.light.colors.primary))
    expect(corner[3]).toBe(255)

    // iOS takes its home-screen icon from the shell: a 180 px PNG.
    const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
    expect(touch).toBe(`/brands/${brand.id}/apple-touch-icon.png`)
    const touchFile = await fetchInPage(page, touch!)
    expect(touchFile.status).toBe(200)
    expect(touchFile.type).toBe('image/png')
    expect(await decodedSize(page, touch!)).toEqual([180, 180])
  })

  test(
    'the service worker is registered once the page has settled, not while its first screen loads',
    { tag: dealt() },
    async ({ page, brand }) => {
      await page.setViewportSize({ width: 412, height: 823 })
      // Every brand's Home shows banners; one of them shows Home to members only.
      await signInPage(page, brand.merchantCode, { username: 'demo_member', password: 'Demo1234' })
      const letSettle = await holdSettling(page)
      await page.addInitScript((attribute) => {
        const workers = navigator.serviceWorker
        const register = workers.register.bind(workers)
        workers.register = (...args: Parameters<ServiceWorkerContainer['register']>) => {
          sessionStorage.setItem('test:registeredAt', String(performance.now()))
          const settled = document.documentElement.hasAttribute(attribute)
          sessionStorage.setItem('test:registeredSettled', String(settled))
          return register(...args)
        }
      }, settledAttribute)
      // A slow image, as on a phone's network: the worker's install would share its bandwidth.
      await page.route('**/media/banners/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 700))
        await route.continue()
      })
      await page.goto('/')
      await expect(page.locator('img[src*="/media/banners/"]').first()).toHaveJSProperty(
        'complete',
        true,
      )
      // A page still at work: its first screen is shown, and the worker waits.
      await page.waitForTimeout(300)
      expect(await page.evaluate(() => sessionStorage.getItem('test:registeredAt'))).toBeNull()
      await letSettle()
      expect(await controlledBy(page)).toMatch(/\/sw\.js$/)
      const timing = await page.evaluate(() => {
        const banner = (
          performance.getEntriesByType('resource') as PerformanceResourceTiming[]
        ).find((entry) => entry.name.includes('/media/banners/'))
        return {
          bannerEnd: banner?.responseEnd ?? Number.NaN,
          registeredAt: Number(sessionStorage.getItem('test:registeredAt') ?? Number.NaN),
          settled: sessionStorage.getItem('test:registeredSettled'),
        }
      })
      expect(timing.registeredAt).toBeGreaterThan(timing.bannerEnd)
      expect(timing.settled).toBe('true')
    },
  )

  test('Chromium finds the app installable once the service worker controls the page', async ({
    brand,
  }) => {
    // A browser profile of its own: Chromium installs nothing from an incognito-like context.
    const profile = mkdtempSync(join(tmpdir(), 'installable-'))
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      args: chromiumArgs,
      baseURL: test.info().project.use.baseURL,
    })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto(landingPath(brand))
      expect(await controlledBy(page)).toMatch(/\/sw\.js$/)
      const cdp = await context.newCDPSession(page)
      const manifest = await cdp.send('Page.getAppManifest')
      expect(manifest.errors).toEqual([])
      expect(manifest.url).toContain(`/brands/${brand.id}/manifest.webmanifest`)
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
      expect(installabilityErrors).toEqual([])
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })

  test('offline, a navigation shows the cached shell, else the offline page; no API answer is cached', async ({
    page,
    context,
    brand,
    consoleErrors,
  }) => {
    const language = brand.languages.default
    await page.goto(landingPath(brand))
    await controlledBy(page)
    // Screens with data, now through the worker: the landing page again and the app-download page.
    await page.goto(landingPath(brand))
    await expect(page.getByTestId('brand-logo').first()).toBeVisible()
    await page.goto('/download')
    await page.waitForLoadState('networkidle')

    const urls = await cachedUrls(page)
    expect(urls.length).toBeGreaterThan(5)
    const paths = urls.map((url) => new URL(url).pathname)
    expect(paths).toContain('/')
    expect(paths.some((path) => path.startsWith('/assets/'))).toBe(true)
    expect(paths.filter((path) => path.includes('/api/'))).toEqual([])
    // Only the shell, the build's files and the brand's own files: nothing of the platform.
    expect(
      paths.filter(
        (path) => path !== '/' && !path.startsWith('/assets/') && !path.startsWith('/brands/'),
      ),
    ).toEqual([])

    const errorsBefore = consoleErrors.length
    await context.setOffline(true)
    // The cached shell: the app starts (its screens then show their own connection errors).
    const shell = await page.goto(landingPath(brand))
    expect(shell?.fromServiceWorker()).toBe(true)
    expect(page.url()).not.toMatch(/^chrome-error:/)
    await expect(page).toHaveTitle(new RegExp(`${brand.displayName}$`))
    await expect(page.getByTestId('brand-logo').first()).toBeVisible()

    // Without a cached shell, the brand's offline page, in the brand's tokens and language.
    await page.evaluate(async () => {
      for (const name of await caches.keys()) await (await caches.open(name)).delete('/')
    })
    // A route other than the landing page (a brand that requires a session has no other at first).
    const elsewhere = brand.loginedToHomePage ? '/login' : '/help'
    await page.goto(elsewhere)
    const offline = page.getByTestId('offline-page')
    await expect(offline).toBeVisible()
    expect(page.url()).not.toMatch(/^chrome-error:/)
    await expect(offline.locator('h1:visible')).toHaveText(messageText(language, 'offline.title'))
    await expect(offline.locator('p:visible')).toHaveText(
      messageText(language, 'offline.message', { name: brand.displayName }),
    )
    const colours = await page.evaluate(() => ({
      page: getComputedStyle(document.documentElement).backgroundColor,
      retry: getComputedStyle(document.querySelector('.retry:not([hidden] *)')!).backgroundColor,
    }))
    const tokens = brand.theme[brand.theme.default].colors
    expect(colours).toEqual({ page: rgb(tokens.background), retry: rgb(tokens.primary) })

    // The page follows the language the visitor chose in the app.
    const other = brand.languages.supported.find((code) => code !== language && code !== 'TY')
    if (other) {
      await page.evaluate((code) => localStorage.setItem('historyLanguage', code), other)
      await page.reload()
      await expect(offline.locator('h1:visible')).toHaveText(messageText(other, 'offline.title'))
      await page.evaluate((code) => localStorage.setItem('historyLanguage', code), language)
    }

    // "Try again" loads the page again: still offline, the offline page again.
    await offline.locator('.retry:visible').click()
    await expect(offline).toBeVisible()
    await expect(offline.locator('h1:visible')).toHaveText(messageText(language, 'offline.title'))
    // Back online, the app opens, whose shell is cached again: the offline page reloads by itself
    // on the browser's online event (Chromium 156 sends it when the test goes back online), and
    // "Try again" does the same where none comes.
    await context.setOffline(false)
    await offline
      .locator('.retry:visible')
      .click({ timeout: 2000 })
      .catch(() => undefined)
    await expect(page.getByTestId('brand-logo').first()).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${elsewhere}$`))
    await expect
      .poll(async () => (await cachedUrls(page)).map((u) => new URL(u).pathname))
      .toContain('/')
    forgetOfflineErrors(consoleErrors, errorsBefore)
  })
})

test.describe('install offer on the app-download page', { tag: dealt('appDownload') }, () => {
  // No worker here: Chromium makes no install offer of its own, so only the test's offer counts.
  test.use({ serviceWorkers: 'block' })
  test.skip(({ brand }) => brand.areas.appDownload === false, 'the brand has no app-download page')

  test('the Install button appears with the browser offer and prompts; accepted', async ({
    page,
    brand,
  }) => {
    const language = brand.languages.default
    await openDownload(page, brand)
    await expect(page.getByTestId('download-install')).toHaveCount(0)
    await offerInstall(page, 'accepted')
    const button = page.getByTestId('download-install-button')
    await expect(button).toHaveText(messageText(language, 'download.install.button'))
    await expect(page.getByTestId('download-install').locator('h2')).toHaveText(
      messageText(language, 'download.install.title'),
    )
    // The browser's own banner gives way to the page's button.
    expect(
      await page.evaluate(() =>
        (window as unknown as { __offerPrevented: () => boolean }).__offerPrevented(),
      ),
    ).toBe(true)
    await button.click()
    await expect(page.getByTestId('download-install-accepted')).toHaveText(
      messageText(language, 'download.install.accepted', { name: brand.displayName }),
    )
    expect(await page.evaluate(() => (window as unknown as { __prompts: number }).__prompts)).toBe(
      1,
    )
    await expect(button).toHaveCount(0)
  })

  test('an offer made before the page opened is kept; dismissed', async ({ page, brand }) => {
    const language = brand.languages.default
    await openDownload(page, brand)
    // The offer comes on another screen; the app then goes to the app-download page itself.
    await page.goto('/')
    await offerInstall(page, 'dismissed')
    await page.evaluate(() => {
      history.pushState(null, '', '/download')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    const button = page.getByTestId('download-install-button')
    await expect(button).toBeVisible()
    await button.click()
    await expect(page.getByTestId('download-install-dismissed')).toHaveText(
      messageText(language, 'download.install.dismissed'),
    )
    await expect(button).toHaveCount(0)
  })

  test('on iOS, the Add to Home Screen steps instead of a button', async ({ browser, brand }) => {
    const context = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      baseURL: test.info().project.use.baseURL,
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    await openDownload(page, brand)
    const steps = page.getByTestId('download-install-ios').locator('li')
    await expect(steps).toHaveCount(3)
    await expect(steps.first()).toHaveText(
      messageText(brand.languages.default, 'download.install.ios1'),
    )
    await expect(page.getByTestId('download-install-button')).toHaveCount(0)
    await context.close()
  })
})
