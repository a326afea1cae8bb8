import type { Page } from '@playwright/test'
import {
  captchaAnswer,
  dealt,
  everyBrand,
  expect,
  landingPath,
  lastSmsCode,
  test,
  watchCaptchas,
  watchChallenges,
} from '../fixtures'
import { registerAccount, signInPage } from '../platform-control'
import { registerConfig, valueFor } from '../registration-values'

// The accounts flows done with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows,
// Escape): no click, no fill. Every focus stop on the way must show a focus indicator, and an open
// dialog keeps Tab inside itself and gives focus back to its opener when it closes.

interface Stop {
  /** What has the focus, for messages: tag, test id or name. */
  what: string
  matches: boolean
  /** Has a visible focus indicator: an outline or a box shadow while focused. */
  isVisible: boolean
  /** The test id of the open dialog the focus is in, if any. */
  dialog: string | null
}

const focusStop = (page: Page, selector: string) =>
  page.evaluate((sel): Stop => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body)
      return { what: 'body', matches: false, isVisible: true, dialog: null }
    const style = getComputedStyle(el)
    const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    const hasShadow = style.boxShadow !== 'none'
    const id = el.dataset.testid ?? el.getAttribute('name') ?? el.textContent?.trim().slice(0, 20)
    return {
      what: `${el.tagName.toLowerCase()} ${id ?? ''}`,
      matches: el.matches(sel),
      isVisible: hasOutline || hasShadow,
      dialog: el.closest('dialog[open]')?.getAttribute('data-testid') ?? null,
    }
  }, selector)

let stops = 0

/** Presses Tab (or Shift+Tab) until the focus is on `selector`; each stop must show its focus. */
async function tabTo(page: Page, selector: string, options: { back?: boolean; max?: number } = {}) {
  // A person tabs towards what they can see. On a loaded machine the presses came faster than the
  // page rendered: 80 of them passed over an empty body, and none reached the header's sign-in.
  await expect(page.locator(selector).first()).toBeVisible()
  for (let i = 0; i < (options.max ?? 80); i += 1) {
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab')
    const stop = await focusStop(page, selector)
    stops += 1
    expect(stop.isVisible, `focus indicator on ${stop.what}`).toBe(true)
    if (stop.matches) return stop
  }
  throw new Error(`Tab never reached ${selector}`)
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, selector: string, value: string) {
  await tabTo(page, selector)
  await page.keyboard.type(value)
}

/** Moves the focused range input to `x` with Page Up and the arrow keys. */
async function slideTo(page: Page, x: number) {
  const value = () =>
    page.evaluate(() => Number((document.activeElement as HTMLInputElement).value))
  for (let guard = 0; guard < 400 && (await value()) !== x; guard += 1) {
    const now = await value()
    const big = x - now > 30
    await page.keyboard.press(big ? 'PageUp' : now < x ? 'ArrowRight' : 'ArrowLeft')
  }
  expect(await value()).toBe(x)
}

/**
 * In an open dialog: Tab from the focus runs through the dialog's controls and comes back round
 * without leaving it, and Shift+Tab goes round the other way.
 */
async function expectTrapped(page: Page, dialog: string) {
  const start = await focusStop(page, '*')
  expect(start.dialog, `focus starts in ${dialog}`).toBe(dialog)
  const seen: string[] = []
  for (const back of [false, true]) {
    let cameBack = false
    for (let i = 0; i < 40 && !cameBack; i += 1) {
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
      const stop = await focusStop(page, '*')
      stops += 1
      expect(stop.dialog, `Tab left ${dialog} for ${stop.what}`).toBe(dialog)
      expect(stop.isVisible, `focus indicator on ${stop.what}`).toBe(true)
      cameBack = stop.what === start.what && i > 0
      seen.push(stop.what)
    }
    expect(cameBack, `Tab goes round ${dialog}: ${seen.join(', ')}`).toBe(true)
  }
}

/** The element the page focuses is `selector` (after a dialog closed, say). */
const expectFocusOn = async (page: Page, selector: string) =>
  expect.poll(async () => (await focusStop(page, selector)).matches).toBe(true)

test.afterAll(({ brand }) => console.log(`keyboard ${brand.id}: ${stops} focus stops checked`))

test.beforeEach(() => test.setTimeout(90_000))

test.describe('accounts by keyboard', { tag: dealt() }, () => {
  test('sign in; the login dialog traps focus and gives it back on Escape', async ({
    page,
    brand,
  }) => {
    const account = await registerAccount(brand.merchantCode)
    const sliders = watchChallenges(page, 'slider')
    const modal = '[data-testid="modal-login"]'
    await page.goto(landingPath(brand))
    await tabTo(page, '[data-testid="header-sign-in"]')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('modal-login')).toBeVisible()
    await expect(page.locator(`${modal} [data-testid="slider-input"]`)).toBeEnabled()
    await expectTrapped(page, 'modal-login')
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('modal-login')).toHaveCount(0)
    await expectFocusOn(page, '[data-testid="header-sign-in"]')

    // Opened again at once, the dialog may keep the challenge it had (it was never used) or fetch
    // a new one: the one to solve is the newest the page has.
    await page.keyboard.press('Enter')
    await expect(page.locator(`${modal} [data-testid="slider-input"]`)).toBeEnabled()
    const sliderId = await sliders.newest()
    await typeInto(page, `${modal} input[name="username"]`, account.username)
    await typeInto(page, `${modal} input[name="password"]`, account.password)
    await tabTo(page, `${modal} [data-testid="slider-input"]`)
    await slideTo(page, (await captchaAnswer(sliderId)).x!)
    await tabTo(page, `${modal} button[type="submit"]`)
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('header-user')).toHaveText(account.username)
  })

  test('register with values the brand accepts', { tag: everyBrand }, async ({ page, brand }) => {
    const { fields } = await registerConfig(brand.merchantCode)
    const captchas = watchCaptchas(page)
    await page.goto('/register')
    const form = '[data-testid="register-form-username"]'
    await expect(page.locator(`${form} input`).first()).toBeVisible()
    await expectTrapped(page, 'modal-register')
    const values: Record<string, string> = {}
    // In the form's own order, so that Tab only ever goes forward.
    const names = await page
      .locator(`${form} input[name]`)
      .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('name')!))
    for (const name of names) {
      if (name === 'terms' || name === 'adult') {
        await tabTo(page, `${form} input[name="${name}"]`)
        await page.keyboard.press('Space')
        continue
      }
      // A date input takes its parts as digits in the reader's order: 01/01 reads alike in either.
      if (name === 'birthday') {
        await typeInto(page, `${form} input[name="${name}"]`, '01011990')
        continue
      }
      const rule = fields[name === 'confirmPassword' ? 'password' : name]
      if (!rule) continue
      // The image captcha the form shows, answered by the test control API.
      values[name] =
        name === 'confirmPassword'
          ? values.password!
          : name === 'captcha'
            ? await captchas.newest()
            : valueFor(name, rule)
      await typeInto(page, `${form} input[name="${name}"]`, values[name]!)
    }
    await tabTo(page, `${form} button[type="submit"]`)
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('header-user')).toHaveText(values.username!)
    await expect(page.getByTestId('modal-register')).toHaveCount(0)
  })

  test('reset the password by phone, from the login dialog', async ({ page, brand }) => {
    const account = await registerAccount(brand.merchantCode)
    await page.goto(landingPath(brand))
    await tabTo(page, '[data-testid="header-sign-in"]')
    await page.keyboard.press('Enter')
    // The dialog's code may still be on its way (a loaded machine): Tab only once it is open, or
    // the presses walk the page behind it.
    await expect(page.getByTestId('modal-login')).toBeVisible()
    await tabTo(page, '[data-testid="forgot-password"]')
    await page.keyboard.press('Enter')
    const modal = '[data-testid="modal-forgotPassword"]'
    await expect(page.locator(`${modal} [data-testid="forgot-methods"]`)).toHaveAttribute(
      'aria-busy',
      'false',
    )
    // The new dialog has the focus; Tab stays in it.
    await expectTrapped(page, 'modal-forgotPassword')
    // The tabs are one Tab stop (the selected tab); the arrow moves to the phone way and selects it.
    await tabTo(page, `${modal} [data-testid="tab-forgot-email"]`)
    await page.keyboard.press('ArrowRight')
    await expect(page.locator(`${modal} [data-testid="tab-forgot-phone"]`)).toBeFocused()
    await typeInto(page, `${modal} input[name="mobileNum"]`, account.mobile)
    await tabTo(page, `${modal} [data-testid="sms-send"]`)
    await page.keyboard.press('Space')
    await expect(page.locator(`${modal} [data-testid="sms-send"]`)).toBeDisabled()
    const code = await lastSmsCode(brand.merchantCode, account.mobile)
    await typeInto(page, `${modal} input[name="verificationCode"]`, code)
    await typeInto(page, `${modal} input[name="newPassword"]`, 'Renewed789')
    await typeInto(page, `${modal} input[name="confirmPassword"]`, 'Renewed789')
    await tabTo(page, `${modal} button[type="submit"]`)
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('header-user')).toHaveText(account.username)
    await expect(page.locator(modal)).toHaveCount(0)
  })

  test('change the password, then sign out through the confirmation', async ({ page, brand }) => {
    const account = await registerAccount(brand.merchantCode)
    await signInPage(page, brand.merchantCode, account)
    await page.goto('/?member=securityCenter')
    await expect(page.getByTestId('security-change-password')).toBeVisible()
    await tabTo(page, '[data-testid="security-change-password"]')
    await page.keyboard.press('Enter')
    const modal = '[data-testid="modal-changePassword"]'
    await expect(page.locator(modal)).toBeVisible()
    await expectTrapped(page, 'modal-changePassword')
    // Escape closes only the top dialog; the centre behind it gets its focus back.
    await page.keyboard.press('Escape')
    await expect(page.locator(modal)).toHaveCount(0)
    await expect(page.getByTestId('centre-panel')).toBeVisible()
    await expectFocusOn(page, '[data-testid="security-change-password"]')
    await page.keyboard.press('Enter')
    await expect(page.locator(modal)).toBeVisible()
    if (await page.locator(`${modal} input[name="oldPassword"]`).count())
      await typeInto(page, `${modal} input[name="oldPassword"]`, account.password)
    await typeInto(page, `${modal} input[name="newPassword"]`, 'Changed789')
    await typeInto(page, `${modal} input[name="confirmNewPassword"]`, 'Changed789')
    await tabTo(page, `${modal} button[type="submit"]`)
    await page.keyboard.press('Enter')
    await expect(page.locator(modal)).toHaveCount(0)

    // Sign out: the account menu by keyboard, the confirmation traps focus, Escape cancels.
    await page.goto('/')
    // The account bar comes after Home's first paint; tabbing before it walks Home's rows of games.
    await expect(page.getByTestId('header-user-menu')).toBeVisible()
    await tabTo(page, '[data-testid="header-user-menu"]', { max: 200 })
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('header-menu')).toBeVisible()
    await page.keyboard.press('End')
    await expectFocusOn(page, '[data-testid="header-sign-out"]')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('confirm-dialog')).toBeVisible()
    await expectTrapped(page, 'confirm-dialog')
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('confirm-dialog')).toHaveCount(0)
    await expectFocusOn(page, '[data-testid="header-user-menu"]')
    await page.keyboard.press('Enter')
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('confirm-dialog')).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('header-sign-in')).toBeVisible()
  })
})
