import type { Browser, Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import { seal, type PublicKey } from '../../../src/api/seal'
import { languageTable } from '../../../src/i18n/languages'
import { formatMoney } from '../../../src/lib/money'
import {
  brandOrigin,
  captchaAnswer,
  dealt,
  expect,
  landingPath,
  messageText,
  refusalText,
  scrollUntilAttached,
  test,
} from '../fixtures'
import { registerAccount, type FreshAccount } from '../platform-control'

/** Signs a fresh member in through the platform and hands the page its session keys. */
async function signInPage(page: Page, brand: Brand, account: FreshAccount) {
  const headers = { 'content-type': 'application/json', merchant: brand.merchantCode }
  const api = async <T>(path: string, init?: RequestInit) =>
    (
      (await (
        await fetch(`${brandOrigin(brand.merchantCode)}/api${path}`, { headers, ...init })
      ).json()) as {
        value: T
      }
    ).value
  const key = await api<PublicKey>('/auth/public-key')
  const slider = await api<{ sliderId: string }>('/auth/slider')
  const { x } = await captchaAnswer(slider.sliderId)
  const body = await seal(
    {
      username: account.username,
      password: account.password,
      type: 'username',
      sliderId: slider.sliderId,
      sliderX: x,
    },
    key,
  )
  const { token } = await api<{ token: string }>('/auth/login', {
    method: 'POST',
    body: JSON.stringify(body),
  })
  expect(token).toBeTruthy()
  await page.addInitScript(
    ({ token, username, merchant }) => {
      if (sessionStorage.getItem('signedOut')) return
      Object.entries({ token, account: username, username, isAgent: '3', merchant }).forEach(
        ([k, v]) => sessionStorage.setItem(k, v),
      )
    },
    { token, username: account.username, merchant: brand.merchantCode },
  )
}

const money = (brand: Brand, minor: number) =>
  formatMoney(minor, brand.currency, languageTable[brand.languages.default].bcp47)

/** A second browser context on the same brand. */
async function secondPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  return { context, page: await context.newPage() }
}

test.describe('community', { tag: dealt() }, () => {
  test('a message posted by one member appears live for another, own messages marked', async ({
    page,
    brand,
    browser,
  }) => {
    const [a, b] = await Promise.all([
      registerAccount(brand.merchantCode),
      registerAccount(brand.merchantCode),
    ])
    await signInPage(page, brand, a)
    const other = await secondPage(browser)
    await signInPage(other.page, brand, b)
    for (const p of [page, other.page]) {
      await p.goto('/chatroom')
      await expect(p.getByTestId('modal-chatRoom')).toBeVisible()
      await expect(p.getByTestId('chat-connection')).toHaveAttribute('data-state', 'live')
    }
    const text = `Hello from ${a.username} <b>${Date.now()}</b>`
    await page.getByTestId('chat-input').fill(text)
    await expect(page.getByTestId('chat-counter')).toHaveText(`${[...text].length}/500`)
    await page.getByTestId('chat-send').click()
    await expect(page.getByTestId('chat-input')).toHaveValue('')
    const mine = page.getByTestId('chat-message').filter({ hasText: text })
    await expect(mine).toHaveAttribute('data-own', 'true')
    // B sees it without a reload, as text (the tags are not markup), not marked as B's own.
    const theirs = other.page.getByTestId('chat-message').filter({ hasText: text })
    await expect(theirs).toBeVisible()
    await expect(theirs).toHaveAttribute('data-own', 'false')
    await expect(theirs.locator('b')).toHaveCount(0)

    // Too long: the counter warns and send is disabled.
    await other.page.getByTestId('chat-input').fill('x'.repeat(501))
    await expect(other.page.getByTestId('chat-send')).toBeDisabled()
    await expect(other.page.getByTestId('chat-error')).toHaveText(
      messageText(brand.languages.default, 'chat.tooLong', { maxChatLength: 500 }),
    )
    await other.page.keyboard.press('Escape')
    await expect(other.page.getByTestId('modal-chatRoom')).toHaveCount(0)
    await other.context.close()
  })

  test('a visitor pressing send gets the login modal', async ({ page, brand }) => {
    await page.goto(landingPath(brand))
    if (brand.loginedToHomePage) {
      // Visitors of this brand see only the login page; the community pages send them there.
      await page.goto('/blog')
      await expect(page).toHaveURL(/\/login/)
      return
    }
    // The chat room opens over the page from the right bar.
    await page.getByTestId('right-bar-chatRoom').click()
    await expect(page.getByTestId('chat-connection')).toHaveAttribute('data-state', 'visitor')
    await expect(page.getByTestId('chat-message').first()).toBeVisible()
    await page.getByTestId('chat-input').fill('hello')
    await page.getByTestId('chat-send').click()
    await expect(page.getByTestId('modal-login')).toBeVisible()
  })

  test('the chat room is a modal over any page: the right bar opens it, focus stays in it, Escape closes it, /chatroom opens it, and Home has no chat of its own', async ({
    page,
    brand,
  }) => {
    await signInPage(page, brand, await registerAccount(brand.merchantCode))
    const chunks: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (/\/assets\/chat-room-modal-[\w-]+\.js$/.test(path)) chunks.push(path)
    })
    await page.goto('/help')
    await expect(page.locator('h1')).toBeVisible()
    // Lazily loaded: nothing of the chat room comes with a page until it opens.
    expect(chunks).toEqual([])
    const opener = page.getByTestId('right-bar-chatRoom')
    await opener.click()
    const dialog = page.getByTestId('modal-chatRoom')
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveJSProperty('open', true)
    expect(chunks).toHaveLength(1)
    await expect(page).toHaveURL(/\/help$/)
    await expect(page.getByTestId('chat-connection')).toHaveAttribute('data-state', 'live')
    // Focus-trapped: tabbing round, forwards and back, never leaves the dialog.
    const inDialog = () =>
      page.evaluate(() => !!document.activeElement?.closest('[data-testid="modal-chatRoom"]'))
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key)
      expect(await inDialog()).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(opener).toBeFocused()
    // The close button closes it too.
    await opener.click()
    await dialog
      .getByRole('button', { name: messageText(brand.languages.default, 'dialog.close') })
      .first()
      .click()
    await expect(dialog).toHaveCount(0)

    // Its own address opens it over Home.
    await page.goto('/chatroom')
    await expect(page.getByTestId('modal-chatRoom')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('modal-chatRoom')).toHaveCount(0)
    // Home's community section links the community pages; the chat room is no tab of it.
    await scrollUntilAttached(page, page.getByTestId('community-links'))
    await expect(page.getByTestId('community-links').getByRole('link').first()).toBeVisible()
    await expect(page.getByTestId('open-chat')).toHaveCount(0)
  })

  test('checks in once: the balance grows by the reward, a second check-in is refused', async ({
    page,
    brand,
  }) => {
    const account = await registerAccount(brand.merchantCode)
    await signInPage(page, brand, account)
    await page.goto('/checkin')
    const language = brand.languages.default
    await expect(page.getByTestId('check-in-day')).toHaveCount(7)
    await expect(page.getByTestId('check-in-day').first()).toHaveAttribute('data-state', 'today')
    await expect(page.getByTestId('check-in-balance')).toHaveText(money(brand, 0))
    const reward = brand.currency.code === 'VND' ? 1_000 : 10 ** brand.currency.minorUnits
    await expect(page.getByTestId('check-in-state')).toHaveText(
      messageText(language, 'checkIn.ready', { 0: money(brand, reward) }),
    )
    await page.getByTestId('check-in-button').click()
    await expect(page.getByTestId('check-in-success')).toHaveText(
      messageText(language, 'checkIn.success', { 0: money(brand, reward) }),
    )
    await expect(page.getByTestId('check-in-balance')).toHaveText(money(brand, reward))
    await expect(page.getByTestId('check-in-day').first()).toHaveAttribute('data-state', 'claimed')
    await expect(page.getByTestId('check-in-streak')).toHaveText(
      messageText(language, 'checkIn.streakDays', { streak: 1 }),
    )
    await page.reload()
    await expect(page.getByTestId('check-in-day').first()).toHaveAttribute('data-state', 'claimed')
    await page.getByTestId('check-in-button').click()
    await expect(page.getByTestId('check-in-error')).toHaveText(
      refusalText(language, 'You have already checked in today; come back tomorrow'),
    )
    await expect(page.getByTestId('check-in-balance')).toHaveText(money(brand, reward))
  })

  test('from a 360 px phone up, the week is one row or four days over three, and every reward keeps one line', async ({
    page,
    brand,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await signInPage(page, brand, await registerAccount(brand.merchantCode))
    await page.goto('/checkin')
    const days = page.getByTestId('check-in-day')
    await expect(days).toHaveCount(7)
    for (const width of [360, 420, 480, 600, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      const layout = await days.evaluateAll((list) => {
        // A reward broken over two lines has two line boxes; one that spills is wider than its day.
        const broken = list.flatMap((day) => {
          const reward = day.querySelector('[data-testid="check-in-reward"]')!
          const range = document.createRange()
          range.selectNodeContents(reward)
          const lines = range.getClientRects().length
          const spills = reward.scrollWidth > day.clientWidth
          return lines === 1 && !spills ? [] : [`${reward.textContent}: ${lines} lines`]
        })
        const rows = new Map<number, number>()
        for (const day of list) {
          const top = Math.round(day.getBoundingClientRect().top)
          rows.set(top, (rows.get(top) ?? 0) + 1)
        }
        const week = list[0]!.parentElement!.getBoundingClientRect().width
        const lastSpans = Math.abs(list.at(-1)!.getBoundingClientRect().width - week) < 1
        return { broken, rows: [...rows.values()], lastSpans }
      })
      expect(layout.broken, `at ${width} px`).toEqual([])
      // A grid that fitted what it could left day 7 alone in a corner (3 + 3 + 1 at 360 px); three
      // columns now give it the whole last row.
      expect([[7], [4, 3], [3, 3, 1]], `at ${width} px`).toContainEqual(layout.rows)
      if (layout.rows.length === 3) expect(layout.lastSpans, `day 7 at ${width} px`).toBe(true)
    }
  })

  test('blog list, a post and back; the winners list', async ({ page, brand }) => {
    const account = await registerAccount(brand.merchantCode)
    await signInPage(page, brand, account)
    await page.goto('/blog')
    const cards = page.getByTestId('blog-card')
    await expect(cards.first()).toBeVisible()
    const title = (await cards.first().locator('h2').textContent()) ?? ''
    await expect(cards.first().locator('img')).toHaveAttribute('loading', 'lazy')
    await cards.first().click()
    await expect(page).toHaveURL(/\/blog\/\d+$/)
    await expect(page.getByTestId('blog-post').locator('h1')).toHaveText(title)
    await expect(page.getByTestId('blog-body').locator('li').first()).toBeVisible()
    await page.getByTestId('blog-back').click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(cards.first().locator('h2')).toHaveText(title)
    await page.goto('/blog/999999999')
    await expect(page.getByTestId('blog-missing')).toBeVisible()

    await page.goto('/winners')
    await expect(page.getByTestId('winner-row')).toHaveCount(14)
    await expect(page.getByTestId('winner-row').first()).toContainText('***')
    await page.getByTestId('pager-next').click()
    await expect(page.getByTestId('pager-prev')).toBeEnabled()
    await expect(page.getByTestId('pager').locator('[aria-current="page"]')).toHaveText('2')
    await expect(page.getByTestId('winner-row')).toHaveCount(14)
  })

  test('the referral page shows the code, the link and a QR code', async ({ page, brand }) => {
    const account = await registerAccount(brand.merchantCode)
    await signInPage(page, brand, account)
    await page.goto('/referral')
    const code = page.getByTestId('referral-code')
    await expect(code).toHaveText(/^[A-Z0-9]{4,}$/)
    await expect(page.getByTestId('referral-link')).toContainText(
      `/register?affiliateCode=${(await code.textContent()) ?? ''}`,
    )
    const qr = page.getByTestId('referral-qr')
    await expect(qr).toBeVisible()
    expect((await qr.locator('path').getAttribute('d'))?.length).toBeGreaterThan(200)
    await expect(page.getByTestId('referral-invited')).toHaveText('0')
    await expect(page.getByTestId('referral-none')).toBeVisible()
  })
})
