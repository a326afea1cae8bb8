import type { Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import { dealt, expect, messageText, signInThroughModal, test } from '../fixtures'
import { registerAccount, signInPage } from '../platform-control'

/** Opens a path; on a brand that requires a session, as a fresh member first. */
async function visit(page: Page, brand: Brand, path: string) {
  if (brand.loginedToHomePage) {
    await signInPage(page, brand.merchantCode, await registerAccount(brand.merchantCode))
  }
  await page.goto(path)
}

/** Records the features of every window.open, so a test can read the popup's requested size. */
const spyWindowOpen = (page: Page) =>
  page.addInitScript(() => {
    const open = window.open.bind(window)
    const calls: string[] = []
    Object.assign(window, { __openCalls: calls })
    window.open = (url?: string | URL, target?: string, features?: string) => {
      calls.push(features ?? '')
      return open(url, target, features)
    }
  })

const openCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __openCalls: string[] }).__openCalls)

const wordsOf = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ')

test.describe('help centre', { tag: dealt('help') }, () => {
  test('lists articles, searches, opens one in the URL and the back button returns', async ({
    page,
    brand,
  }) => {
    const language = brand.languages.default
    await visit(page, brand, '/help')
    await expect(page.locator('h1')).toHaveText(messageText(language, 'nav.help'))
    const links = page.getByTestId('help-article-link')
    await expect(links.first()).toBeVisible()
    const total = await links.count()
    expect(total).toBeGreaterThan(1)

    const title = (await links.last().textContent())!.trim()
    await page.getByTestId('help-search').fill(title)
    await expect(links).toHaveCount(1)
    await expect(links).toHaveText(title)
    await page.getByTestId('help-search').fill('zzzz no such words')
    await expect(page.getByTestId('help-no-match')).toBeVisible()
    await page.getByTestId('help-search').fill('')
    await expect(links).toHaveCount(total)

    await links.filter({ hasText: title }).click()
    await expect(page).toHaveURL(/\/help\?article=\d+$/)
    await expect(page.getByTestId('help-article').locator('h2')).toHaveText(title)
    await expect(page.getByTestId('help-article-body')).not.toBeEmpty()

    await page.goBack()
    await expect(page).toHaveURL(/\/help$/)
    await expect(links).toHaveCount(total)
    await page.goForward()
    await expect(page.getByTestId('help-article').locator('h2')).toHaveText(title)

    // A link to the article opens it directly.
    const url = page.url()
    await page.goto(url)
    await expect(page.getByTestId('help-article').locator('h2')).toHaveText(title)
    await page.getByTestId('help-back').click()
    await expect(page).toHaveURL(/\/help$/)
  })

  test('renders article HTML sanitized, with route links kept in the app', async ({
    page,
    brand,
  }) => {
    await page.route('**/api/content/help*', async (route) => {
      // Node's fetch reaches <brand>.localhost (tests/lib/brand-hosts.ts), where the platform
      // answers as the brand's merchant.
      const request = route.request()
      const response = await fetch(request.url(), { headers: request.headers() })
      const body = (await response.json()) as {
        value: { categories: { articles: { id: string; title: string; content: string }[] }[] }
      }
      body.value.categories[0]!.articles.unshift({
        id: '990001',
        title: 'Hostile article',
        content:
          '<p id="safe">Safe text<script>window.__pwned = 1</script></p>' +
          '<img src="x" onerror="window.__pwned = 2">' +
          '<p onclick="window.__pwned = 3" style="color: red">Styled</p><style>p { color: red }</style>' +
          '<a id="js" href="javascript:window.__pwned = 4">js</a>' +
          '<a id="route" href="/down">app</a>' +
          '<a id="out" href="https://example.com/page">out</a>',
      })
      await route.fulfill({ status: response.status, json: body })
    })
    await visit(page, brand, '/help?article=990001')
    const body = page.getByTestId('help-article-body')
    await expect(body.locator('#safe')).toHaveText('Safe text')
    await expect(body.locator('script, [onerror], [onclick], [style]')).toHaveCount(0)
    await expect(body.locator('#js')).not.toHaveAttribute('href', /.*/)
    await expect(body.locator('#out')).toHaveAttribute('href', 'https://example.com/page')
    await expect(body.locator('#out')).toHaveAttribute('target', '_blank')
    await expect(body.locator('#out')).toHaveAttribute('rel', 'noopener noreferrer')
    await body.locator('#js').click()
    await body.getByText('Styled').click()
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()

    // The route link navigates inside the app: no reload, the page state survives.
    await page.evaluate(() => Object.assign(window, { __stay: true }))
    await body.locator('#route').click()
    await expect(page).toHaveURL(/\/down$/)
    await expect(page.getByTestId('download-ios')).toBeVisible()
    expect(await page.evaluate(() => (window as { __stay?: boolean }).__stay)).toBe(true)
  })

  test('/helpmc shows the help centre without the header', async ({ page, brand }) => {
    await page.goto('/helpmc')
    await expect(page.locator('h1')).toHaveText(
      messageText(brand.languages.default, 'nav.helpCentre'),
    )
    await expect(page.getByTestId('help-article-link').first()).toBeVisible()
    await expect(page.locator('header, footer, [data-region="sideMenu"]')).toHaveCount(0)
    await page.getByTestId('help-article-link').first().click()
    await expect(page).toHaveURL(/\/helpmc\?article=\d+$/)
    await expect(page.getByTestId('help-article')).toBeVisible()
  })

  test('a failed load shows an error with retry', async ({ page, brand }) => {
    // An answer off its schema: the screen must show an error, never a blank page.
    let fail = true
    await page.route('**/api/content/help*', (route) =>
      fail
        ? route.fulfill({ json: { success: true, value: { categories: 'broken' }, message: '' } })
        : route.fallback(),
    )
    await visit(page, brand, '/helpmc')
    const error = page.getByTestId('help-error')
    await expect(error).toBeVisible({ timeout: 15_000 })
    fail = false
    await error.getByRole('button').click()
    await expect(page.getByTestId('help-article-link').first()).toBeVisible()
  })
})

test.describe('app download', () => {
  test('shows both install guides with the platform’s packages and QR codes, and the site’s other addresses', async ({
    page,
    brand,
  }) => {
    const language = brand.languages.default
    await visit(page, brand, '/down')
    const names = { ios: 'iOS', android: 'Android' } as const
    for (const platform of ['ios', 'android'] as const) {
      const card = page.getByTestId(`download-${platform}`)
      await expect(card.getByTestId(`download-${platform}-steps`).locator('li')).toHaveCount(4)
      const link = brand.appDownload[platform]
      if (link) {
        // The package comes from the platform's routers answer (spec §3), its QR code with it.
        const qr = card.getByTestId(`download-${platform}-qr`)
        await expect(qr).toHaveAttribute('data-value', link)
        await expect(qr).toHaveAttribute('data-source', 'platform')
        const image = card.getByTestId(`download-${platform}-qr-image`)
        await image.scrollIntoViewIfNeeded()
        await expect(image).toHaveAttribute('data-state', 'loaded')
        const src = await image.locator('img').getAttribute('src')
        expect(src).toContain(`/media/app-qr/${brand.merchantCode}/`)
        const svg = await page.evaluate(async (url) => (await fetch(url)).text(), src!)
        expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/)
        await expect(card.getByTestId(`download-${platform}-button`)).toHaveAttribute('href', link)
        await expect(card.getByTestId(`download-${platform}-label`)).toHaveText(
          `${brand.displayName} for ${names[platform]}`,
        )
      } else {
        await expect(card.getByTestId(`download-${platform}-missing`)).toBeVisible()
      }
      await expect(card.getByTestId(`download-${platform}-preview`)).toHaveAttribute(
        'data-state',
        'loaded',
      )
    }
    await expect(page.getByTestId('download-ios-steps').locator('li').first()).toHaveText(
      messageText(language, 'download.ios.step1'),
    )

    // The other addresses: the brand's own domains first, then their mirrors, each copyable.
    const addresses = page.getByTestId('download-address')
    if (brand.domains.length === 0) {
      await expect(page.getByTestId('download-addresses')).toHaveCount(0)
      return
    }
    await expect(page.getByTestId('download-addresses').locator('h2')).toHaveText(
      messageText(language, 'download.addresses.title'),
    )
    const shown = (await addresses.locator('a').allTextContents()).map((text) => text.trim())
    expect(shown.slice(0, brand.domains.length)).toEqual(
      brand.domains.map((domain) => `https://${domain}`),
    )
    expect(shown.length).toBeGreaterThan(brand.domains.length)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await addresses.first().getByRole('button').click()
    await expect(addresses.first().getByRole('button')).toHaveAttribute('data-result', 'copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown[0])
  })

  test('keeps the brand’s own links, drawn as QR codes, when the platform names no packages', async ({
    page,
    brand,
  }) => {
    await page.route('**/api/system/routers*', (route) =>
      route.fulfill({
        json: { success: true, value: { domainList: [], resources: [] }, message: '' },
      }),
    )
    await visit(page, brand, '/down')
    for (const platform of ['ios', 'android'] as const) {
      const link = brand.appDownload[platform]
      if (!link) continue
      const qr = page.getByTestId(`download-${platform}-qr`)
      await expect(qr).toHaveAttribute('data-source', 'drawn')
      await expect(qr).toHaveAttribute('data-value', link)
      const drawn = qr.getByTestId(`download-${platform}-qr-drawn`)
      expect(await drawn.evaluate((svg) => svg.tagName.toLowerCase())).toBe('svg')
      expect(await drawn.locator('path').getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/)
    }
    await expect(page.getByTestId('download-addresses')).toHaveCount(0)
  })
})

test.describe('join us', { tag: dealt('join') }, () => {
  test('the call to action opens registration, or customer service for a member', async ({
    page,
    brand,
  }) => {
    await visit(page, brand, '/join')
    await expect(page.locator('h1')).toHaveText(messageText(brand.languages.default, 'nav.join'))
    await expect(page.getByTestId('join-earnings').locator('li')).toHaveCount(4)
    await expect(page.getByTestId('join-steps').locator('li')).toHaveCount(4)
    await expect(page.getByTestId('join-customer-service')).toBeVisible()
    if (brand.loginedToHomePage) {
      // A signed-in member is not offered a second registration.
      await expect(page.getByTestId('join-register')).toHaveCount(0)
    } else {
      await page.getByTestId('join-register').click()
      await expect(page.getByTestId('modal-register')).toBeVisible()
    }
  })
})

test.describe('feedback', { tag: dealt() }, () => {
  test('checks the word bounds, then sends', async ({ page, brand }) => {
    const language = brand.languages.default
    await visit(page, brand, '/feedback')
    const form = page.getByTestId('feedback-form')
    const bounds = messageText(language, 'feedback.wordBounds', { min: 5, max: 300 })
    await form.locator('select[name="questionType"]').selectOption('deposit')
    await form.locator('textarea[name="content"]').fill('too short')
    await form.locator('button[type="submit"]').click()
    await expect(page.getByTestId('feedback-error')).toHaveText(bounds)
    await form.locator('textarea[name="content"]').fill(wordsOf(301))
    await form.locator('button[type="submit"]').click()
    await expect(page.getByTestId('feedback-error')).toHaveText(bounds)

    const content = 'My deposit from this morning has not arrived yet, please check it.'
    await form.locator('textarea[name="content"]').fill(content)
    await expect(page.getByTestId('feedback-count')).toContainText('12')
    const sent = page.waitForRequest(
      (r) => r.url().includes('/api/content/feedback') && r.method() === 'PUT',
    )
    await form.locator('button[type="submit"]').click()
    expect((await sent).postDataJSON()).toEqual({ questionType: 'deposit', content })
    await expect(page.getByTestId('feedback-sent')).toContainText(
      messageText(language, 'feedback.sent'),
    )
  })
})

test.describe('customer service', { tag: dealt() }, () => {
  test('opens a 440 x 500 window at the platform link', async ({ page, brand, context }) => {
    await spyWindowOpen(page)
    await visit(page, brand, '/help')
    const popup = context.waitForEvent('page')
    await page.getByTestId('help-customer-service').click()
    const chat = await popup
    await chat.waitForURL(/\/service\/chat$/)
    await expect(chat.getByTestId('service-title')).toHaveText('Customer service')
    expect(await openCalls(page)).toEqual([expect.stringMatching(/width=440,height=500/)])
    await expect(page.getByTestId('service-notice')).toHaveCount(0)
  })

  test('a member above rank level 4 gets the VIP link', async ({ page, context, brand }) => {
    await page.goto(brand.loginedToHomePage ? '/login' : '/')
    await signInThroughModal(page, 'demo_agent', 'Demo1234')
    await page.goto('/helpmc')
    const popup = context.waitForEvent('page')
    await page.getByTestId('help-customer-service').click()
    const chat = await popup
    await chat.waitForURL(/\/service\/chat\?vip=1$/)
    await expect(chat.getByTestId('service-title')).toHaveText('VIP customer service')
  })

  test('a blocked popup asks to allow pop-ups', async ({ page, context, brand }) => {
    const popups: string[] = []
    context.on('page', (popup) => popups.push(popup.url()))
    // window.open answers as a popup blocker does, and counts the calls. It is replaced in every
    // document the tab loads (CI's clean clone once clicked in a document the replacement below had
    // not reached: no call counted, no notice) and again once the app runs (an init script once
    // missed a fast first navigation).
    const blockOpens = () => {
      Object.assign(window, { __blockedOpens: 0 })
      window.open = () => {
        ;(window as unknown as { __blockedOpens: number }).__blockedOpens += 1
        return null
      }
    }
    await page.addInitScript(blockOpens)
    await page.goto('/helpmc')
    const button = page.getByTestId('help-customer-service')
    await expect(button).toBeVisible()
    await page.evaluate(blockOpens)
    await button.click()
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __blockedOpens: number }).__blockedOpens),
      )
      .toBe(1)
    await expect(page.getByTestId('service-notice-message')).toHaveText(
      messageText(brand.languages.default, 'service.blocked'),
    )
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('service-notice')).toHaveCount(0)
    expect(popups).toEqual([])
  })
})

test('without an analytics id nothing goes to Google', async ({ page, brand }) => {
  const google: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('googletagmanager.com')) google.push(request.url())
  })
  await visit(page, brand, '/help')
  await expect(page.getByTestId('help-article-link').first()).toBeVisible()
  await page.goto('/helpmc')
  await expect(page.getByTestId('help-article-link').first()).toBeVisible()
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false)
  expect(google).toEqual([])
})
