import type { Page } from '@playwright/test'
import { formatMoney } from '../../../src/lib/money'
import {
  dealt,
  expect,
  holdRequests,
  landingPath,
  langOf,
  messageText,
  scrollToFooter,
  signInThroughModal,
  test,
  twoFrames,
  watchShifts,
} from '../fixtures'
import { registerAccount, signInPage } from '../platform-control'

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)

/**
 * The colours (r, g, b) of some points of the page as painted, in CSS pixels: a screenshot drawn
 * on a canvas in the page and read back.
 */
async function paintedColours(page: Page, points: { x: number; y: number }[]) {
  const png = await page.screenshot({ scale: 'css', animations: 'disabled' })
  return page.evaluate(
    async ({ data, points }) => {
      const image = new Image()
      image.src = `data:image/png;base64,${data}`
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = image.width
      canvas.height = image.height
      const context = canvas.getContext('2d')!
      context.drawImage(image, 0, 0)
      return points.map(({ x, y }) => Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3)))
    },
    { data: png.toString('base64'), points },
  )
}

/** How far apart two colours are: the largest difference of a channel. */
const colourDistance = (a: number[], b: number[]) =>
  Math.max(...a.map((v, i) => Math.abs(v - b[i]!)))

test.describe('header', () => {
  test('signed out shows the login form; signed in the balance, its refresh and its eye', async ({
    page,
    brand,
  }) => {
    await page.goto(landingPath(brand))
    await expect(page.getByTestId('header-login')).toBeVisible()
    await expect(page.getByTestId('header-account')).toHaveCount(0)
    await expect(page.getByTestId('header-balance')).toHaveCount(0)

    const account = await registerAccount(brand.merchantCode)
    await signInThroughModal(page, account.username, account.password)
    await expect(page.getByTestId('header-login')).toHaveCount(0)
    await expect(page.getByTestId('header-deposit')).toBeVisible()
    const zero = formatMoney(0, brand.currency, langOf(brand.languages.default))
    const amount = page.getByTestId('balance-amount')
    await expect(amount).toHaveText(zero)
    expect(zero).toContain(brand.currency.symbol)

    // The balance (its buttons inside a border) and the whole account bar are as tall as the
    // deposit button, on a desktop and on a phone: the header does not grow when the account bar
    // replaces the sign-in, and the page under it does not shift (it did by 2 to 5 px, a layout
    // shift of 0.08 on a phone).
    const heightOf = async (testId: string, parent = false) => {
      const element = page.getByTestId(testId)
      return (await (parent ? element.locator('..') : element).boundingBox())!.height
    }
    for (const width of [page.viewportSize()!.width, 360]) {
      await page.setViewportSize({ width, height: page.viewportSize()!.height })
      const button = await heightOf('header-deposit')
      expect(await heightOf('header-balance', true), `balance at ${width} px`).toBe(button)
      expect(await heightOf('header-account'), `account bar at ${width} px`).toBe(button)
    }

    // A click asks the platform again.
    const refreshed = page.waitForResponse((r) => r.url().includes('/wps/v2/wallets/balance'))
    await page.getByTestId('header-balance').click()
    await refreshed
    await expect(amount).toHaveText(zero)

    // The eye hides the amount as stars, and the choice survives a reload.
    const eye = page.getByTestId('balance-eye')
    await expect(eye).toHaveAttribute('aria-pressed', 'false')
    await eye.click()
    await expect(amount).toHaveText(`${brand.currency.symbol} ******`)
    await expect(eye).toHaveAttribute('aria-pressed', 'true')
    await page.reload()
    await expect(page.getByTestId('balance-amount')).toHaveText(`${brand.currency.symbol} ******`)
    await page.getByTestId('balance-eye').click()
    await expect(page.getByTestId('balance-amount')).toHaveText(zero)
  })

  test('the login type drop-down shows its options whole, and the bar above the menu keeps one line from 420 px, in every language of the brand', async ({
    page,
    brand,
  }) => {
    const viewport = page.viewportSize()!
    const bar = page.locator('[data-region="header"] > div').first()
    await page.goto(landingPath(brand))
    for (const code of brand.languages.supported) {
      await page.evaluate((language) => localStorage.setItem('historyLanguage', language), code)
      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('lang', langOf(code))
      const select = page.getByTestId('header-login-type')
      await expect(select).toBeVisible()
      const fit = await select.evaluate((element) => {
        const select = element as HTMLSelectElement
        const style = getComputedStyle(select)
        const context = document.createElement('canvas').getContext('2d')!
        context.font = style.font
        const widest = Math.max(
          ...[...select.options].map((option) => context.measureText(option.text).width),
        )
        // The box less its padding and the drop-down arrow (about 20 px).
        const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight)
        return { widest: Math.ceil(widest), room: Math.floor(select.clientWidth - padding - 20) }
      })
      expect(fit.widest, `${code}: the longest option against the room for it`).toBeLessThanOrEqual(
        fit.room,
      )
      // Language switch, login fields (from 900 px) and buttons: one line, not the language
      // switch alone on a line of its own above the rest.
      for (const width of [420, 720, 800, 900, 1024]) {
        await page.setViewportSize({ width, height: viewport.height })
        const [barBox, buttonBox] = await Promise.all([
          bar.boundingBox(),
          page.getByTestId('header-sign-in').boundingBox(),
        ])
        expect(barBox!.height, `${code} at ${width} px: the bar's height`).toBeLessThan(
          2 * buttonBox!.height,
        )
      }
      await page.setViewportSize(viewport)
    }
  })

  test(
    'a failed balance says so and the retry loads it',
    { tag: dealt() },
    async ({ page, brand }) => {
      await page.goto(landingPath(brand))
      const account = await registerAccount(brand.merchantCode)
      let isFailing = true
      await page.route('**/wps/v2/wallets/balance', (route) =>
        isFailing
          ? route.fulfill({
              status: 429,
              contentType: 'application/json',
              body: JSON.stringify({ success: false, value: null, message: 'Busy' }),
            })
          : route.continue(),
      )
      await signInThroughModal(page, account.username, account.password)
      await expect(page.getByTestId('balance-error')).toBeVisible({ timeout: 10_000 })
      isFailing = false
      await page.getByTestId('header-balance').click()
      await expect(page.getByTestId('balance-amount')).toHaveText(
        formatMoney(0, brand.currency, langOf(brand.languages.default)),
      )
    },
  )

  test(
    'the account menu works with the keyboard and has no agent centre for a member',
    { tag: dealt() },
    async ({ page, brand }) => {
      test.slow() // every entry of the menu, by keyboard and by mouse
      await page.goto(landingPath(brand))
      const account = await registerAccount(brand.merchantCode)
      await signInThroughModal(page, account.username, account.password)
      const trigger = page.getByTestId('header-user-menu')
      await expect(trigger).toHaveAttribute('aria-expanded', 'false')
      await trigger.focus()
      await page.keyboard.press('Enter')
      const menu = page.getByTestId('header-menu')
      await expect(menu).toBeVisible()
      await expect(trigger).toHaveAttribute('aria-expanded', 'true')
      await expect(menu.getByRole('menuitem')).toHaveCount(5)
      await expect(page.getByTestId('header-agentCentre')).toHaveCount(0)
      await expect(page.getByTestId('header-memberCentre')).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await expect(page.getByTestId('header-withdraw')).toBeFocused()
      await page.keyboard.press('ArrowUp')
      await page.keyboard.press('ArrowUp')
      await expect(page.getByTestId('header-sign-out')).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(menu).toHaveCount(0)
      await expect(trigger).toBeFocused()

      // Space opens it too; a click outside closes it.
      await page.keyboard.press(' ')
      await expect(menu).toBeVisible()
      await page.mouse.click(5, 400)
      await expect(menu).toHaveCount(0)

      // Entries open their member-centre pages.
      for (const [id, page_] of [
        ['header-withdraw', 'withdraw'],
        ['header-accountRecord', 'transactionHistory'],
        ['header-bettingRecord', 'personalHistoryCopy'],
        ['header-memberCentre', 'securityCenter'],
      ] as const) {
        await trigger.click()
        await page.getByTestId(id).click()
        await expect(page).toHaveURL(new RegExp(`member=${page_}`))
        await expect(page.getByTestId('centre-panel')).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(page).not.toHaveURL(/member=/)
      }
      await page.getByTestId('header-deposit').click()
      await expect(page).toHaveURL(/member=depositv2/)
    },
  )

  test(
    'an agent account has the agent centre in its menu',
    { tag: dealt('agentCentre') },
    async ({ page, brand }) => {
      await page.goto(landingPath(brand))
      await signInThroughModal(page, 'demo_agent', 'Demo1234')
      await expect(page.getByTestId('header-nickname')).toHaveText('Demo agent')
      await page.getByTestId('header-user-menu').click()
      const entry = page.getByTestId('header-agentCentre')
      await expect(entry).toHaveCount(brand.areas.agentCentre === false ? 0 : 1)
      if (brand.areas.agentCentre === false) return
      await entry.click()
      await expect(page).toHaveURL(/agent=agentTeamOverview/)
    },
  )

  test(
    'a trial account is told to use a real account before the centre opens',
    { tag: dealt() },
    async ({ page, brand }) => {
      await page.goto(landingPath(brand))
      await signInThroughModal(page, 'demo_trial', 'Demo1234')
      await page.getByTestId('header-deposit').click()
      await expect(page.getByTestId('confirm-dialog')).toContainText(
        messageText(brand.languages.default, 'in_need_true_account'),
      )
      await expect(page).not.toHaveURL(/member=/)
    },
  )

  test(
    'a category drop-down lists at most 6 vendors and More, by hover and by keyboard',
    { tag: dealt('rng') },
    async ({ page, brand }) => {
      test.skip(brand.areas.rng === false, 'the brand has no slots')
      await page.goto(landingPath(brand))
      await page.getByTestId('nav-rng').hover()
      const panel = page.getByTestId('nav-rng-panel')
      await expect(panel).toBeVisible()
      const vendors = panel.getByTestId('header-vendor')
      await expect(vendors.first()).toBeVisible()
      const count = await vendors.count()
      expect(count).toBeGreaterThan(0)
      expect(count).toBeLessThanOrEqual(6)
      await expect(panel.getByTestId('vendor-more')).toHaveAttribute('href', '/rng')
      await expect(panel.locator('img').first()).toHaveAttribute('src', /^\/media\/vendors\//)
      await page.mouse.move(5, 600)
      await expect(panel).toBeHidden()

      // Keyboard: the toggle opens it, ArrowDown enters the list, Escape closes it.
      const toggle = page.getByTestId('nav-rng-toggle')
      await toggle.focus()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await page.keyboard.press('ArrowDown')
      await expect(vendors.first()).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
      await expect(page.getByTestId('nav-rng')).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await expect(panel).toBeVisible()
      await expect(vendors.first()).toBeFocused()
      await page.keyboard.press('Escape')

      // The hot marker is on hot vendors only, and More leads to the category.
      await page.getByTestId('nav-live').hover()
      const live = page.getByTestId('nav-live-panel')
      await expect(live.getByTestId('header-vendor').first()).toBeVisible()
      expect(await live.getByTestId('header-vendor').count()).toBeLessThanOrEqual(6)
      await live.getByTestId('vendor-more').click()
      // A brand that requires a session sends the visitor to sign in first.
      await expect(page).toHaveURL(
        brand.loginedToHomePage ? /\/login\?redirect=%2Flive$/ : /\/live$/,
      )
    },
  )

  test('a signed-in page loads with nothing in the header moving, on a phone and on a desktop', async ({
    page,
    brand,
  }) => {
    // Layout shifts of the header's elements, as the browser reports them, from the first paint.
    const shifts = await watchShifts(page, 'header')
    await signInPage(page, brand.merchantCode, { username: 'demo_member', password: 'Demo1234' })
    for (const width of [412, 1280]) {
      await page.setViewportSize({ width, height: 860 })
      // The balance is held back, so the bar first shows without it, as on a slow network.
      const release = await holdRequests(page, '**/wps/v2/wallets/balance*')
      await page.goto('/')
      await expect(page.getByTestId('balance-amount')).toHaveText('…')
      release()
      await expect(page.getByTestId('balance-amount')).toContainText(/\d/)
      await page.unroute('**/wps/v2/wallets/balance*')
      await twoFrames(page)
      expect((await shifts()).entries, `header at ${width} px`).toEqual([])
    }
  })

  test("the keyboard's focus ring on the category bar stands out from what it is drawn on (WCAG 2.4.7, 1.4.11)", async ({
    page,
    brand,
  }) => {
    await signInPage(page, brand.merchantCode, { username: 'demo_member', password: 'Demo1234' })
    await page.goto('/')
    const entries = page.locator('[data-region="header"] nav a[href]')
    await expect(entries.first()).toBeVisible()
    // Tab from the page's start until an entry of the bar has the focus.
    await expect(async () => {
      await page.keyboard.press('Tab')
      expect(
        await entries.evaluateAll((links) => links.some((link) => link === document.activeElement)),
      ).toBe(true)
    }).toPass({ timeout: 20_000 })
    for (let stop = 0; stop < 3; stop++) {
      const ring = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement
        const style = getComputedStyle(focused)
        // What the ring is drawn on: the element itself when drawn inside it, else what lies
        // around it; the first box up the tree with a background of its own.
        let under: Element | null =
          parseFloat(style.outlineOffset) < 0 ? focused : focused.parentElement
        let background = 'rgba(0, 0, 0, 0)'
        while (under && /rgba\(.*, 0\)$|transparent/.test(background)) {
          background = getComputedStyle(under).backgroundColor
          under = under.parentElement
        }
        return { width: parseFloat(style.outlineWidth), color: style.outlineColor, background }
      })
      expect(ring.width).toBeGreaterThanOrEqual(2)
      expect(contrast(ring.color, ring.background), JSON.stringify(ring)).toBeGreaterThanOrEqual(3)
      await page.keyboard.press('Tab')
    }
  })

  test('a 360 px phone has no horizontal overflow, signed out or in', async ({ page, brand }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(landingPath(brand))
    await expect(page.getByTestId('brand-logo')).toBeVisible()
    expect(await noHorizontalOverflow(page)).toBe(true)
    const account = await registerAccount(brand.merchantCode)
    await signInThroughModal(page, account.username, account.password)
    await expect(page.getByTestId('balance-amount')).toBeVisible()
    expect(await noHorizontalOverflow(page)).toBe(true)
    await page.getByTestId('header-user-menu').click()
    await expect(page.getByTestId('header-menu')).toBeVisible()
    expect(await noHorizontalOverflow(page)).toBe(true)
    await page.keyboard.press('Escape')
    await page
      .getByTestId('nav-rng-toggle')
      .tap()
      .catch(() => page.getByTestId('nav-rng-toggle').click())
    expect(await noHorizontalOverflow(page)).toBe(true)
  })

  test('the right bar and the footer', async ({ page, brand }) => {
    await page.goto(landingPath(brand))
    await expect(page.getByTestId('right-bar-telegramPrimary')).toHaveAttribute(
      'href',
      brand.telegram.primary.url!,
    )
    await expect(page.getByTestId('right-bar-telegramSecondary')).toHaveAttribute(
      'href',
      brand.telegram.secondary.url!,
    )
    // The platform's customer-service link (type 3 of the permission answer, base64-encoded) wins
    // over the brand's, and opens in the customer-service window.
    const serviceUrl = new URL('/service/chat', page.url()).href
    await expect(page.getByTestId('right-bar-liveChat')).toHaveAttribute('href', serviceUrl)
    const popup = page.waitForEvent('popup')
    await page.getByTestId('right-bar-liveChat').click()
    const chat = await popup
    await expect.poll(() => chat.url()).toBe(serviceUrl)
    await chat.close()
    // Back to the page, as the player comes back to its tab: a page the browser does not show draws
    // no frames, and the footer comes as its slot is seen near the viewport.
    await page.bringToFront()
    await scrollToFooter(page)
    await expect(page.getByTestId('footer-features').locator('li')).toHaveCount(5)
    await expect(page.getByTestId('footer-licences').locator('li')).toHaveCount(
      brand.footer.licences.length,
    )
    await expect(page.getByTestId('footer-age')).toContainText('18')
    await expect(page.getByTestId('vendor-strip').locator('li')).toHaveCount(
      brand.footer.vendorLogos.length * 2,
    )
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByTestId('right-bar-scrollTop').click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page.getByTestId('right-bar-toggle')).toBeHidden()
  })

  test('on a narrow screen the right bar folds behind one button', async ({ page, brand }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(landingPath(brand))
    const toggle = page.getByTestId('right-bar-toggle')
    const shortcut = page.getByTestId('right-bar-scrollTop')
    await expect(toggle).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(shortcut).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(shortcut).toBeVisible()
    await expect(page.getByTestId('theme-switch')).toBeVisible()
    // Escape folds it and gives the toggle the focus back.
    await shortcut.focus()
    await page.keyboard.press('Escape')
    await expect(shortcut).toBeHidden()
    await expect(toggle).toBeFocused()
    // A shortcut used folds it as well.
    await toggle.click()
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await shortcut.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(shortcut).toBeHidden()
  })

  test("on a narrow screen the folded right bar's button covers neither the page's last words nor a link the keyboard reaches under it", async ({
    page,
    brand,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(landingPath(brand))
    const toggle = page.getByTestId('right-bar-toggle')
    await expect(toggle).toBeVisible()
    await scrollToFooter(page)
    await expect(page.getByTestId('footer-age')).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect
      .poll(() =>
        page.evaluate(
          () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
        ),
      )
      .toBe(true)
    // Scrolled to its end, the footer's words (the age notice among them) all stand clear of it.
    const button = (await toggle.boundingBox())!
    const covered = await page.evaluate((button) => {
      const footer = document.querySelector('footer')!
      return [...footer.querySelectorAll('*')]
        .filter((element) => element.children.length === 0 && element.textContent?.trim())
        .filter((element) => {
          const box = element.getBoundingClientRect()
          return (
            box.bottom > button.y &&
            box.top < button.y + button.height &&
            box.right > button.x &&
            box.left < button.x + button.width
          )
        })
        .map((element) => element.textContent)
    }, button)
    expect(covered).toEqual([])
    // A footer link scrolled into the button's band (the rightmost, the nearest to it) is brought
    // above the button when the keyboard moves to it.
    const links = page.locator('footer nav a')
    const rights = await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().right))
    const index = rights.indexOf(Math.max(...rights.slice(1)))
    const target = links.nth(index)
    // Scrolled there again until it stays: a section above that mounts or fills late (the page
    // settles section by section) moves the footer after a scroll.
    await expect(async () => {
      await target.evaluate((link, bandTop) => {
        window.scrollTo(0, link.getBoundingClientRect().top + window.scrollY - bandTop - 4)
      }, button.y)
      const box = (await target.boundingBox())!
      expect(box.y < button.y + button.height && box.y + box.height > button.y).toBe(true)
      // Still there a moment later: the page has stopped moving under it.
      await page.waitForTimeout(200)
      expect((await target.boundingBox())!.y).toBe(box.y)
    }).toPass({ timeout: 10_000 })
    await links
      .nth(index - 1)
      .evaluate((link) => (link as HTMLElement).focus({ preventScroll: true }))
    await page.keyboard.press('Tab')
    await expect(target).toBeFocused()
    await expect
      .poll(async () => {
        const box = (await target.boundingBox())!
        return box.y + box.height
      })
      .toBeLessThanOrEqual(button.y)
  })

  test("on a phone the category bar shows the entry of the page opened, past the screen's edge at first", async ({
    page,
    brand,
  }) => {
    await page.setViewportSize({ width: 412, height: 915 })
    if (brand.loginedToHomePage)
      await signInPage(page, brand.merchantCode, await registerAccount(brand.merchantCode))
    await page.goto('/')
    const nav = page.getByTestId('category-nav')
    await expect(nav.getByTestId('nav-home')).toBeVisible()
    // The last entry that opens a page of the portal: beyond the bar's right edge on Home.
    const last = nav.locator('a[href^="/"]').last()
    const href = (await last.getAttribute('href'))!
    const outside = async () => {
      const [bar, entry] = [(await nav.boundingBox())!, (await last.boundingBox())!]
      // A pixel's tolerance: scrolled to its end, the bar may leave a fraction of one.
      return entry.x < bar.x - 1 || entry.x + entry.width > bar.x + bar.width + 1
    }
    expect(await outside()).toBe(true)
    await page.goto(href)
    await expect(last).toHaveAttribute('data-status', 'active')
    await expect.poll(outside).toBe(false)
    // Within the app as well: Home's entry is brought back into view, then, back in the history,
    // the last one again.
    await nav.getByTestId('nav-home').click()
    await expect(nav.getByTestId('nav-home')).toHaveAttribute('data-status', 'active')
    await expect.poll(outside).toBe(true)
    await page.goBack()
    await expect(last).toHaveAttribute('data-status', 'active')
    await expect.poll(outside).toBe(false)
  })

  test('the category bar shows a shadow at each edge past which more entries wait, and at 1280 px, where every entry fits, none', async ({
    page,
    brand,
  }) => {
    const nav = page.getByTestId('category-nav')
    /** Whether each edge is shaded: its outermost pixels, in the links' top padding, against the bar's middle. */
    const shaded = async () => {
      const box = (await nav.boundingBox())!
      const y = Math.round(box.y + 3)
      const [left, middle, right] = await paintedColours(page, [
        { x: Math.round(box.x + 1), y },
        { x: Math.round(box.x + box.width / 2), y },
        { x: Math.round(box.x + box.width - 2), y },
      ])
      return {
        left: colourDistance(left!, middle!) > 12,
        right: colourDistance(right!, middle!) > 12,
      }
    }
    const scrollTo = (where: 'start' | 'middle' | 'end') =>
      nav.evaluate((element, where) => {
        const max = element.scrollWidth - element.clientWidth
        element.scrollLeft = where === 'start' ? 0 : where === 'end' ? max : max / 2
      }, where)

    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto(landingPath(brand))
    await expect(nav).toBeVisible()
    const overflows = await nav.evaluate((element) => element.scrollWidth > element.clientWidth + 1)
    expect(overflows, 'the bar has more entries than a 360 px phone shows').toBe(true)
    expect(await shaded()).toEqual({ left: false, right: true })
    await scrollTo('middle')
    await expect.poll(shaded).toEqual({ left: true, right: true })
    await scrollTo('end')
    await expect.poll(shaded).toEqual({ left: true, right: false })

    // On a 1280 px desktop every brand's entries fit in its own language, and no edge is shaded.
    await page.setViewportSize({ width: 1280, height: 800 })
    await scrollTo('start')
    await expect
      .poll(() => nav.evaluate((element) => element.scrollWidth <= element.clientWidth + 1))
      .toBe(true)
    await expect.poll(shaded).toEqual({ left: false, right: false })
  })
})

/** The contrast ratio of two computed colours (rgb() or rgba(), opaque enough to count). */
function contrast(a: string, b: string): number {
  const channels = (color: string) =>
    color
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number)
  const luminance = (color: string) => {
    const [r, g, b] = channels(color).map((v) => {
      const c = v / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}
