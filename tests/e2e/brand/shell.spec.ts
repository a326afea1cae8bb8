import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { readCatalog } from '../../../shared/po'
import { languageName } from '../../../src/i18n/languages'
import {
  bodyBackground,
  expect,
  holdRequests,
  landingPath,
  langOf,
  messageText,
  rgb,
  scrollToFooter,
  signInThroughModal,
  test,
  twoFrames,
  watchRequestPaths,
  withLanguageList,
} from '../fixtures'
import { withoutFirstAnswers } from '../answer-calls'
import { registerAccount } from '../platform-control'

test.describe('brand shell', () => {
  test('shows the brand name, logo, palette and default language', async ({ page, brand }) => {
    await page.goto('/')
    await expect(page).toHaveURL(new RegExp(`${landingPath(brand)}(\\?|$)`))
    await expect(page).toHaveTitle(new RegExp(`\\| ${brand.displayName}$`))
    await expect(page.locator('html')).toHaveAttribute('lang', langOf(brand.languages.default))
    await expect(page.locator('html')).toHaveAttribute('data-theme', brand.theme.default)
    const tokens = brand.theme[brand.theme.default]
    await expect(page.getByTestId('brand-logo')).toHaveAttribute(
      'src',
      `/brands/${brand.id}/${tokens.logo}`,
    )
    await expect(page.getByTestId('brand-logo')).toHaveAttribute('alt', brand.displayName)
    expect(await bodyBackground(page)).toBe(rgb(tokens.colors.background))
    await expect(page.locator('h1')).toContainText(brand.displayName)
    await scrollToFooter(page)
    await expect(page.locator('footer')).toContainText(brand.displayName)
  })

  test('switches theme without reload and keeps it across reload', async ({ page, brand }) => {
    await page.goto(landingPath(brand))
    const other = brand.theme.default === 'light' ? 'dark' : 'light'
    await page.getByTestId('theme-switch').click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', other)
    expect(await bodyBackground(page)).toBe(rgb(brand.theme[other].colors.background))
    await expect(page.getByTestId('brand-logo')).toHaveAttribute(
      'src',
      `/brands/${brand.id}/${brand.theme[other].logo}`,
    )
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(other)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', other)
    expect(await bodyBackground(page)).toBe(rgb(brand.theme[other].colors.background))
  })

  test('a signed-in member who switches language keeps it on the platform', async ({
    page,
    brand,
  }) => {
    const account = await registerAccount(brand.merchantCode)
    await page.goto(landingPath(brand))
    await signInThroughModal(page, account.username, account.password)
    const target = brand.languages.supported.find((code) => code !== brand.languages.default)!
    // The answer, not the request: the profile is read once the platform has saved the choice.
    const saved = page.waitForResponse((r) => r.url().includes('/api/member/language'))
    await page.getByTestId('language-switch').click()
    await page.getByTestId(`language-${target}`).click()
    const answer = await saved
    expect(answer.request().postDataJSON()).toEqual({ language: target })
    expect(answer.ok()).toBe(true)
    const profile = await page.evaluate(async () => {
      const response = await fetch('/api/member/profile', {
        headers: {
          token: sessionStorage.getItem('token') ?? '',
          merchant: sessionStorage.getItem('merchant') ?? '',
        },
      })
      return ((await response.json()) as { value: { language: string } }).value
    })
    expect(profile.language).toBe(target)
  })

  test('switches language without reload and keeps it across reload', async ({ page, brand }) => {
    await page.goto(landingPath(brand))
    await scrollToFooter(page)
    const before = await page.locator('footer p').first().textContent()
    const target = brand.languages.supported.find(
      (code) => code !== brand.languages.default && code !== 'TY',
    )
    expect(target, 'every shipped brand offers a second language besides TY').toBeDefined()
    // No page reload: a mark left on the window survives. The platform's language-dependent data
    // (notices, banners, menus) is asked for again in the new language.
    await page.evaluate(() => Object.assign(window, { stillHere: true }))
    const refetched = page.waitForRequest(
      (request) => request.url().includes('/api/') && request.headers().language === target,
    )
    await page.getByTestId('language-switch').click()
    const options = page.getByTestId('language-list').getByRole('button')
    await expect(options).toHaveCount(brand.languages.supported.length)
    await withLanguageList(page, () =>
      page.getByTestId(`language-${target}`).click({ timeout: 2_000 }),
    )
    await expect(page.locator('html')).toHaveAttribute('lang', langOf(target!))
    await expect(page.locator('footer p').first()).not.toHaveText(before ?? '')
    await refetched
    expect(await page.evaluate(() => 'stillHere' in window)).toBe(true)
    expect(
      await page.evaluate(() => [
        localStorage.getItem('historyLanguage'),
        localStorage.getItem('language'),
      ]),
    ).toEqual([target, target])
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', langOf(target!))
    await expect(page.getByTestId('language-switch')).not.toHaveText(before ?? '')
  })

  test('lists the brand languages by native name, TY by the name the brand sets', async ({
    page,
    brand,
  }) => {
    await page.goto(landingPath(brand))
    const names = brand.languages.supported.map((code) => languageName(code, brand))
    await withLanguageList(page, () =>
      expect(page.getByTestId('language-list').getByRole('button')).toHaveText(names, {
        timeout: 2_000,
      }),
    )
    if (brand.languages.supported.includes('TY')) {
      await expect(page.getByTestId('language-TY')).toHaveText(brand.languages.names!.TY!)
    }
  })

  test('a language list opened by a click stays open until a click elsewhere or Escape; one opened by hovering closes when the pointer leaves', async ({
    page,
    brand,
  }) => {
    await page.goto(landingPath(brand))
    const button = page.getByTestId('language-switch')
    const list = page.getByTestId('language-list')
    // Two frames: React has handled the pointer's move by then.
    const settle = () => twoFrames(page)
    // The viewport's bottom-left corner: below the header, away from the right bar.
    const away = async () => {
      await page.mouse.move(4, page.viewportSize()!.height - 4)
      await settle()
    }
    await button.click()
    await expect(list).toBeVisible()
    // The header moving under a still pointer looks like the pointer leaving.
    await away()
    await expect(list).toBeVisible()
    await page.mouse.down()
    await page.mouse.up()
    await expect(list).toBeHidden()

    await button.click()
    await expect(list).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(list).toBeHidden()

    await away()
    await button.hover()
    await expect(list).toBeVisible()
    await away()
    await expect(list).toBeHidden()
  })

  test('shows the brand’s own wording where it overrides the base catalog, in English and TY', async ({
    page,
    brand,
  }) => {
    const overridesFile = join('brands', brand.id, 'locales', 'en.po')
    const overrides = existsSync(overridesFile)
      ? readCatalog('en', join('brands', brand.id, 'locales'))
      : new Map<string, string>()
    const expected = overrides.get('nav.rng') || readCatalog('en').get('nav.rng')!
    await page.addInitScript(() => localStorage.setItem('historyLanguage', 'EN'))
    await page.goto(landingPath(brand))
    await expect(page.getByTestId('nav-rng')).toHaveText(expected)
    if (brand.languages.supported.includes('TY')) {
      await page.getByTestId('language-switch').click()
      await page.getByTestId('language-TY').click()
      await expect(page.locator('html')).toHaveAttribute('lang', langOf('TY'))
      await expect(page.getByTestId('nav-rng')).toHaveText(expected)
    }
  })

  test('sends the strict CSP as a header and a meta tag', async ({ page, brand }) => {
    const response = await page.goto(landingPath(brand))
    const header = response?.headers()['content-security-policy'] ?? ''
    expect(header).toContain("frame-ancestors 'self'")
    expect(header).toContain("object-src 'none'")
    expect(header).toContain("base-uri 'none'")
    expect(header).not.toMatch(/unsafe-eval|unsafe-inline/)
    const meta = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content')
    expect(meta).toContain("script-src 'self'")
    expect(meta).not.toMatch(/unsafe-eval|unsafe-inline/)
  })

  test('shows the brand logo while the code loads', async ({ page, brand }) => {
    // The code arrives empty: the app never starts, and the shell alone is on screen.
    await page.route('**/assets/*.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    )
    await page.goto('/')
    const splash = await page
      .locator('#root')
      .evaluate((root) => getComputedStyle(root, '::before').backgroundImage)
    expect(splash).toContain(`/brands/${brand.id}/${brand.theme[brand.theme.default].logo}`)
  })

  test('when the language’s messages do not load, the offline page says so in that language, and trying again starts the portal', async ({
    page,
    brand,
    consoleErrors,
  }) => {
    const language = brand.languages.default
    let failing = true
    await page.route(`**/assets/${language.toLowerCase()}.core-*.js`, (route) =>
      failing ? route.abort('internetdisconnected') : route.fallback(),
    )
    // The offline page's content comes with the shell: the network has nothing more to give.
    const offlinePageRequests: string[] = []
    await page.route('**/offline.html', (route) => {
      offlinePageRequests.push(route.request().url())
      return route.abort('internetdisconnected')
    })
    await page.goto(landingPath(brand))
    const offline = page.getByTestId('offline-page')
    await expect(offline).toBeVisible()
    await expect(offline.locator('h1:visible')).toHaveText(messageText(language, 'offline.title'))
    await expect(offline.locator('p:visible')).toHaveText(
      messageText(language, 'offline.message', { name: brand.displayName }),
    )
    await expect(offline.locator('section:visible')).toHaveAttribute('lang', langOf(language))
    // The brand's look, not a bare page: its logo and its surface behind the message.
    await expect(offline.locator('img.logo:visible')).toHaveAttribute('alt', brand.displayName)
    await expect
      .poll(() => offline.evaluate((main) => getComputedStyle(main).backgroundColor))
      .toBe(rgb(brand.theme[brand.theme.default].colors.surface))
    expect(offlinePageRequests).toEqual([])
    // The failed load is the only error the browser logged.
    expect(consoleErrors.length).toBeGreaterThan(0)
    expect(consoleErrors.every((line) => /^Failed to load resource/.test(line))).toBe(true)
    consoleErrors.length = 0

    failing = false
    await offline.locator('[data-testid="offline-retry"]:visible').click()
    await expect(page.getByTestId('brand-logo').first()).toBeVisible()
    await expect(page.getByTestId('offline-page')).toHaveCount(0)
  })

  test('with the network gone, a failed start still says so, without its style', async ({
    page,
    brand,
    consoleErrors,
  }) => {
    const language = brand.languages.default
    await page.route(`**/assets/${language.toLowerCase()}.core-*.js`, (route) =>
      route.abort('internetdisconnected'),
    )
    await page.route('**/offline.css', (route) => route.abort('internetdisconnected'))
    await page.goto(landingPath(brand))
    const offline = page.getByTestId('offline-page')
    await expect(offline.locator('h1:visible')).toHaveText(messageText(language, 'offline.title'))
    await expect(offline.locator('[data-testid="offline-retry"]:visible')).toHaveAttribute(
      'href',
      '',
    )
    expect(consoleErrors.every((line) => /^Failed to load resource/.test(line))).toBe(true)
    consoleErrors.length = 0
  })

  test('the first render commits what is above the screen, then the screen in a pass of its own; the footer loads as it nears the viewport', async ({
    page,
    brand,
  }) => {
    // Which commit brought the header and the screen's heading: each commit is a task of its own,
    // and the observer is called once after each.
    await page.addInitScript(() => {
      const w = window as unknown as { __commits: { header?: number; screen?: number } }
      w.__commits = {}
      let calls = 0
      new MutationObserver(() => {
        calls += 1
        w.__commits.header ??= document.querySelector('header') ? calls : undefined
        w.__commits.screen ??= document.querySelector('main h1') ? calls : undefined
      }).observe(document, { childList: true, subtree: true })
    })
    await page.setViewportSize({ width: 412, height: 915 })
    const footerCode = watchRequestPaths(page)
    await page.goto(landingPath(brand))
    await expect(page.locator('main h1')).toBeVisible()
    const commits = await page.evaluate(
      () => (window as unknown as { __commits: { header: number; screen: number } }).__commits,
    )
    expect(commits.header).toBeGreaterThan(0)
    expect(commits.screen).toBeGreaterThan(commits.header)
    // Not in the first screen's code (the size budget holds Home's first visit without it, and
    // src/features/layout/lazy-footer.test.tsx that it loads only when near).
    // Scrolled towards, it comes, in the page's language, under what is above it: the screen does
    // not move in the page.
    const mainTop = () =>
      page.locator('main').evaluate((main) => main.getBoundingClientRect().top + scrollY)
    const before = await mainTop()
    await scrollToFooter(page)
    await expect(page.getByTestId('footer-features').locator('li')).toHaveCount(5)
    await expect(
      page.getByRole('navigation', {
        name: messageText(brand.languages.default, 'footer.links'),
      }),
    ).toBeVisible()
    expect(footerCode.has(/\/assets\/footer-[\w-]+\.js$/)).toBe(true)
    expect(await mainTop()).toBe(before)
  })

  test('without the answers of its shell, asks for the banner region’s code, data and image at once, not after the status', async ({
    page,
    brand,
  }) => {
    // A page kept past its first answers' age (or whose shell came without them) asks the
    // network; the status is held back: what the first screen needs must not wait for it.
    await withoutFirstAnswers(page)
    const release = await holdRequests(page, '**/api/system/status')
    const { paths: requested, has } = watchRequestPaths(page)
    await page.goto('/')
    await expect.poll(() => has(/^\/api\/system\/permission$/)).toBe(true)
    if (brand.loginedToHomePage) {
      // Home sends the visitor to sign in first: nothing of Home loads ahead.
      expect(
        requested.filter((path) => /home\.screen|banner-region|\/content\//.test(path)),
      ).toEqual([])
    } else {
      for (const pattern of [
        /^\/assets\/banner-region-[\w-]+\.js$/,
        /^\/api\/content\/banners$/,
        /^\/api\/content\/notices$/,
        /^\/media\/banners\//,
      ])
        await expect.poll(() => has(pattern), { message: String(pattern) }).toBe(true)
      await expect(page.getByTestId('home-title')).toHaveCount(0)
    }
    release()
    await expect(page).toHaveURL(new RegExp(`${landingPath(brand)}(\\?|$)`))
    await expect(page.locator('h1')).toBeVisible()
  })
})
