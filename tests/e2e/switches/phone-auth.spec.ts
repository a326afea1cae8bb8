import type { Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import { homeCountry } from '../../../src/lib/countries'
import {
  brandOrigin,
  dealt,
  expect,
  landingPath,
  lastSmsCode,
  messageText,
  test,
  watchCaptchas,
} from '../fixtures'
import { patchSettings, registerAccount } from '../platform-control'
import { fillBirthday, fillRequiredRest, registerConfig, valueFor } from '../registration-values'

// The phone-auth switch changes how every SMS code of a brand goes out. Like every spec in
// switches/, this one runs after the brand journeys, one test at a time per brand, and a finally
// turns the switch off again.

/** Runs with the merchant's phoneAuth switch on, and turns it off afterwards. */
async function withPhoneAuth(brand: Brand, run: () => Promise<void>) {
  await patchSettings(brand.merchantCode, { menu: { phoneAuth: true } })
  try {
    await run()
  } finally {
    await patchSettings(brand.merchantCode, { menu: { phoneAuth: false } })
  }
}

/** The dialling code the phone inputs preselect: the brand's home country's (+84 for a brand in dong). */
const dialingCode = (brand: Brand) => homeCountry(brand.currency.code).countryDialingCode

/** Opens the login modal on its mobile tab. */
async function openMobileLogin(page: Page, brand: Brand) {
  await page.goto(landingPath(brand))
  await page.getByTestId('header-sign-in').click()
  const modal = page.getByTestId('modal-login')
  await modal.getByTestId('tab-mobile').click()
  await expect(modal.getByTestId('tab-mobile')).toHaveAttribute('aria-selected', 'true')
  return modal
}

/** Clicks send and answers the number the provider was asked to send to, and its HTTP status. */
async function sendThroughProvider(page: Page, click: () => Promise<void>) {
  const request = page.waitForRequest((r) => r.url().endsWith('/phone-auth/v1/send'))
  const response = page.waitForResponse((r) => r.url().endsWith('/phone-auth/v1/send'))
  await click()
  const { phoneNumber } = (await request).postDataJSON() as { phoneNumber: string }
  return { phoneNumber, status: (await response).status() }
}

test.describe('phone-auth flow (spec §7, §8)', { tag: dealt() }, () => {
  test.describe.configure({ mode: 'serial' }) // the tests switch phoneAuth on and off

  test('signs in by phone with the code the provider sent', async ({ page, brand }) => {
    const account = await registerAccount(brand.merchantCode)
    let sent = { phoneNumber: '', status: 0 }
    const modal = page.getByTestId('modal-login')
    await withPhoneAuth(brand, async () => {
      await openMobileLogin(page, brand)
      await modal.locator('input[name="mobileNum"]').fill(account.mobile)
      sent = await sendThroughProvider(page, () => modal.getByTestId('sms-send').click())
    })
    expect(sent).toEqual({ phoneNumber: `${dialingCode(brand)}${account.mobile}`, status: 200 })
    await expect(modal.getByTestId('sms-send')).toBeDisabled()
    await modal
      .locator('input[name="code"]')
      .fill(await lastSmsCode(brand.merchantCode, sent.phoneNumber))
    const login = page.waitForRequest((r) => r.url().endsWith('/api/auth/login'))
    await modal.locator('button[type="submit"]').click()
    await login
    await expect(page.getByTestId('header-user')).toHaveText(account.username)
    await expect(page.getByTestId('modal-changePassword')).toHaveCount(0)
  })

  test('shows the spec §8 message for an invalid number and for a wrong code', async ({
    page,
    brand,
  }) => {
    const text = (id: string) => messageText(brand.languages.default, id)
    const modal = page.getByTestId('modal-login')
    await withPhoneAuth(brand, async () => {
      await openMobileLogin(page, brand)
      await modal.locator('input[name="mobileNum"]').fill('12')
      const refused = await sendThroughProvider(page, () => modal.getByTestId('sms-send').click())
      expect(refused.status).toBe(400)
      await expect(page.getByTestId('login-error')).toHaveText(text('phoneAuth.invalidPhoneNumber'))
      // Nothing was sent, so the button may be used again at once.
      await expect(modal.getByTestId('sms-send')).toBeEnabled()
      await modal.locator('input[name="mobileNum"]').fill('9170000001')
      // The send button takes one click a second.
      await page.waitForTimeout(1_100)
      const sent = await sendThroughProvider(page, () => modal.getByTestId('sms-send').click())
      expect(sent.status).toBe(200)
    })
    const code = await lastSmsCode(brand.merchantCode, `${dialingCode(brand)}9170000001`)
    await modal.locator('input[name="code"]').fill(code === '000000' ? '111111' : '000000')
    await modal.locator('button[type="submit"]').click()
    await expect(page.getByTestId('login-error')).toHaveText(
      text('phoneAuth.invalidVerificationCode'),
    )
    await expect(page.getByTestId('header-sign-in')).toBeVisible()
  })

  test('after too many requests the send button waits 5 minutes, across a reload', async ({
    page,
    brand,
  }) => {
    const text = (id: string) => messageText(brand.languages.default, id)
    const mobile = `96${Date.now() % 1e8}`
    const phoneNumber = `${dialingCode(brand)}${mobile}`
    const modal = page.getByTestId('modal-login')
    await withPhoneAuth(brand, async () => {
      // Three codes to the number already went out (from elsewhere, say).
      for (let i = 0; i < 3; i += 1) {
        const response = await fetch(`${brandOrigin(brand.merchantCode)}/phone-auth/v1/send`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ phoneNumber, merchant: brand.merchantCode }),
        })
        expect(response.status).toBe(200)
      }
      await openMobileLogin(page, brand)
      await modal.locator('input[name="mobileNum"]').fill(mobile)
      const refused = await sendThroughProvider(page, () => modal.getByTestId('sms-send').click())
      expect(refused.status).toBe(429)
    })
    await expect(page.getByTestId('login-error')).toHaveText(text('phoneAuth.tooManyRequests'))
    await expect(modal.getByTestId('sms-send')).toBeDisabled()
    await expect(modal.getByTestId('sms-send')).toContainText(/(29\d|300)/)
    await withPhoneAuth(brand, async () => {
      await page.reload()
      await page.getByTestId('header-sign-in').click()
      await modal.getByTestId('tab-mobile').click()
      await expect(modal.getByTestId('sms-send')).toBeDisabled()
      await expect(modal.getByTestId('sms-send')).toContainText(/\d{3}/)
    })
  })

  test('registers by mobile with the phone the provider verified', async ({ page, brand }) => {
    const { fields } = await registerConfig(brand.merchantCode)
    const modal = page.getByTestId('modal-register')
    const form = modal.getByTestId('register-form-mobile')
    const mobile = valueFor('mobileNum', { ...fields.mobileNum!, patternId: 'digits' })
    const captchas = watchCaptchas(page)
    let sent = { phoneNumber: '', status: 0 }
    await withPhoneAuth(brand, async () => {
      await page.goto('/register')
      await modal.getByTestId('register-tab-mobile').click()
      // The registration's own image captcha (the provider's send needs none).
      await expect(form.locator('[data-field="captcha"] img')).toBeVisible()
      await form.locator('input[name="captcha"]').fill(await captchas.newest())
      await form.locator('input[name="mobileNum"]').fill(mobile)
      sent = await sendThroughProvider(page, () => form.getByTestId('sms-send').click())
    })
    expect(sent.status).toBe(200)
    expect(sent.phoneNumber).toMatch(new RegExp(`^\\+\\d{1,4}${mobile.replace(/^0/, '')}$`))
    const password = valueFor('password', fields.password!)
    await form.locator('input[name="password"]').fill(password)
    await form.locator('input[name="confirmPassword"]').fill(password)
    await form
      .locator('input[name="verificationCode"]')
      .fill(await lastSmsCode(brand.merchantCode, sent.phoneNumber))
    await fillBirthday(form, fields)
    await fillRequiredRest(form, fields)
    await form.locator('input[name="terms"]').check()
    await form.locator('input[name="adult"]').check()
    const registration = page.waitForRequest((r) => r.url().endsWith('/api/auth/register-mobile'))
    await form.locator('button[type="submit"]').click()
    await registration
    await expect(page.getByTestId('header-user')).toHaveText(mobile)
  })
})
