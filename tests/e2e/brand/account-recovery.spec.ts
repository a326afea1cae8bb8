import type { Page } from '@playwright/test'
import {
  brandOrigin,
  chooseSignOut,
  dealt,
  expect,
  fillLogin,
  fromOwnAddress,
  landingPath,
  lastSmsCodeFor,
  passwordResets,
  refusalText,
  test,
  watchCaptchas,
} from '../fixtures'
import { apiCall, apiLogin, registerAccount } from '../platform-control'
import { fillBirthday, fillRequiredRest, registerConfig, valueFor } from '../registration-values'

// A forgotten password, walked from the login modal on the brand's own switches (system.menu and
// the permission's whitelabel flags, as the page reads them): by email, where the platform records
// the reset mail it owes; and for a member who registered by mobile with an SMS code, by phone,
// which ends every session the old password had opened.

/** The login modal's forgot-password dialog, once it knows which ways it offers. */
async function openForgot(page: Page) {
  await page.getByTestId('header-sign-in').click()
  await page.getByTestId('forgot-password').click()
  const modal = page.getByTestId('modal-forgotPassword')
  await expect(modal.getByTestId('forgot-methods')).toHaveAttribute('aria-busy', 'false')
  return modal
}

test.describe('account recovery', { tag: dealt() }, () => {
  test('by email: a wrong address is refused and records nothing; the bound one records the reset mail and changes nothing yet', async ({
    page,
    brand,
  }) => {
    const merchant = brand.merchantCode
    const account = await registerAccount(merchant)
    await page.goto(landingPath(brand))
    const modal = await openForgot(page)
    await modal.locator('input[name="username"]').fill(account.username)
    await modal.locator('input[name="email"]').fill(`x${account.email}`)
    await modal.locator('button[type="submit"]').click()
    await expect(page.getByTestId('forgot-error')).toHaveText(
      refusalText(brand.languages.default, 'Username or email does not exist'),
    )
    expect(await passwordResets(merchant, account.username)).toEqual([])

    // The address as the member types it, capitals and all: the bound one, whatever its case.
    const typed = account.email.toUpperCase()
    await modal.locator('input[name="email"]').fill(typed)
    await modal.locator('button[type="submit"]').click()
    await expect(modal.getByTestId('forgot-email-sent')).toContainText(typed)
    const resets = await passwordResets(merchant, account.username)
    expect(resets.map((reset) => reset.email)).toEqual([account.email])

    // Until the member follows the mail, the password they have still signs in.
    const login = await fillLogin(page, account.username, account.password, () =>
      modal.getByTestId('forgot-back').click(),
    )
    await login.locator('button[type="submit"]').click()
    await expect(page.getByTestId('header-user')).toHaveText(account.username)
  })

  test('registered by mobile with an SMS code, the member resets by phone: the old sessions and password stop working', async ({
    page,
    brand,
  }) => {
    // Two flows end to end (a registration and a reset, each with its SMS code): more steps than
    // one journey's 30 s allow on a busy machine.
    test.setTimeout(45_000)
    const merchant = brand.merchantCode
    const menu = await apiCall<{ mobileRegistration: boolean }>(merchant, 'GET', '/system/menu')
    test.skip(!menu.mobileRegistration, 'the merchant offers no mobile registration (system.menu)')
    const permission = await apiCall<{ info: { whitelabel: Record<string, boolean> } }>(
      merchant,
      'GET',
      `/system/permission?url=${new URL(brandOrigin(merchant)).hostname}`,
    )
    test.skip(
      !permission.info.whitelabel.CHNGPASSVERIF3,
      'the merchant offers no recovery by phone (whitelabel CHNGPASSVERIF3)',
    )
    const { fields } = await registerConfig(merchant)
    const mobile = valueFor('mobileNum', { ...fields.mobileNum!, patternId: 'digits' })
    const password = valueFor('password', fields.password!)
    const captchas = watchCaptchas(page)
    await page.goto('/register')
    const form = page.getByTestId('modal-register').getByTestId('register-form-mobile')
    await page.getByTestId('register-tab-mobile').click()
    await expect(form.locator('[data-field="captcha"] img')).toBeVisible()
    const formCaptcha = await captchas.newest()
    await form.locator('input[name="mobileNum"]').fill(mobile)
    await form.locator('input[name="password"]').fill(password)
    await form.locator('input[name="confirmPassword"]').fill(password)
    // A number new to the platform answers the send's own captcha first.
    const asked = captchas.asked()
    await form.getByTestId('sms-send').click()
    await expect.poll(captchas.asked).toBeGreaterThan(asked)
    await form.locator('input[name="smsCaptcha"]').fill(await captchas.newest())
    await page.waitForTimeout(1_000) // the send button takes one click a second
    await form.getByTestId('sms-send').click()
    await expect(form.getByTestId('sms-send')).toBeDisabled()
    await form.locator('input[name="captcha"]').fill(formCaptcha)
    await form
      .locator('input[name="verificationCode"]')
      .fill(await lastSmsCodeFor(merchant, mobile, 'register'))
    await fillBirthday(form, fields)
    await fillRequiredRest(form, fields)
    await form.locator('input[name="terms"]').check()
    await form.locator('input[name="adult"]').check()
    await form.locator('button[type="submit"]').click()
    await expect(page.getByTestId('header-user')).toHaveText(mobile)

    // A session on another device, opened with the password the member is about to forget; the
    // platform recorded the number the code went to as the account's phone.
    const elsewhere = await apiLogin(merchant, mobile, password)
    const profile = await apiCall<{ mobile: string }>(merchant, 'GET', '/member/profile', {
      token: elsewhere,
    })
    expect(profile.mobile).toBe(`${'*'.repeat(mobile.length - 4)}${mobile.slice(-4)}`)

    await chooseSignOut(page)
    await page.keyboard.press('Enter')
    const modal = await openForgot(page)
    await modal.getByTestId('tab-forgot-phone').click()
    await modal.locator('input[name="mobileNum"]').fill(mobile)
    await modal.getByTestId('sms-send').click()
    await expect(modal.getByTestId('sms-send')).toBeDisabled()
    const renewed = `${password.slice(0, 12)}R7`
    await modal
      .locator('input[name="verificationCode"]')
      .fill(await lastSmsCodeFor(merchant, mobile, 'password'))
    await modal.locator('input[name="newPassword"]').fill(renewed)
    await modal.locator('input[name="confirmPassword"]').fill(renewed)
    await modal.locator('button[type="submit"]').click()
    await expect(page.getByTestId('header-user')).toHaveText(mobile)
    await expect(modal).toHaveCount(0)

    // The reset ended the session the old password had opened elsewhere…
    await expect(apiCall(merchant, 'GET', '/member/info', { token: elsewhere })).rejects.toThrow()
    // …and the old password no longer signs in; the new one does. The failure counts against an
    // address of this test's own (fromOwnAddress), not against every journey of the brand.
    await chooseSignOut(page)
    await page.keyboard.press('Enter')
    await fromOwnAddress(page)
    const login = await fillLogin(page, mobile, password)
    await login.locator('button[type="submit"]').click()
    await expect(page.getByTestId('login-error')).toHaveText(
      refusalText(brand.languages.default, 'Wrong username or password'),
    )
    await expect(apiLogin(merchant, mobile, renewed)).resolves.toBeTruthy()
  })
})
