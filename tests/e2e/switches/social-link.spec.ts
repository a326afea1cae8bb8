import type { Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import {
  chooseSignOut,
  dealt,
  expect,
  langOf,
  lastSmsCode,
  messageText,
  openMemberPage,
  test,
  watchCaptchas,
} from '../fixtures'
import { apiCall, apiLogin, patchSettings } from '../platform-control'
import { fillBirthday, fillRequiredRest, registerConfig, valueFor } from '../registration-values'

// The social sign-in link of spec §4: the phone the phone-auth provider verified when the member
// registered, confirmed from then on, which cannot be changed or unlinked. Only an account
// registered through the provider has one, so this journey turns the merchant's phoneAuth switch
// on (switches/ run after the brand journeys, one test at a time per brand) for as long as the
// page reads its menu and asks the provider for a code, and off again in a finally.

/** Runs with the merchant's phoneAuth switch on, and turns it off afterwards. */
async function withPhoneAuth(brand: Brand, run: () => Promise<void>) {
  await patchSettings(brand.merchantCode, { menu: { phoneAuth: true } })
  try {
    await run()
  } finally {
    await patchSettings(brand.merchantCode, { menu: { phoneAuth: false } })
  }
}

/** Clicks send and answers the E.164 number the page asked the provider to send a code to. */
async function sendThroughProvider(page: Page, click: () => Promise<void>) {
  const request = page.waitForRequest((r) => r.url().endsWith('/phone-auth/v1/send'))
  const response = page.waitForResponse((r) => r.url().endsWith('/phone-auth/v1/send'))
  await click()
  const { phoneNumber } = (await request).postDataJSON() as { phoneNumber: string }
  expect((await response).status()).toBe(200)
  return phoneNumber
}

interface SocialLink {
  provider: string
  linkedTime: string
}
const linkOf = async (merchant: string, token: string) =>
  (await apiCall<{ socialLink: SocialLink | null }>(merchant, 'GET', '/member/profile', { token }))
    .socialLink

test(
  'the phone the provider verified at registration is the fixed social link; a later phone sign-in leaves it as it was',
  { tag: dealt() },
  async ({ page, brand }) => {
    // A registration and a sign-in, each through the provider: more than 30 s on a busy machine.
    test.setTimeout(45_000)
    const merchant = brand.merchantCode
    const say = (id: string, values?: Record<string, string>) =>
      messageText(brand.languages.default, id, values)
    const { fields } = await registerConfig(merchant)
    const mobile = valueFor('mobileNum', { ...fields.mobileNum!, patternId: 'digits' })
    const password = valueFor('password', fields.password!)
    const form = page.getByTestId('modal-register').getByTestId('register-form-mobile')
    const captchas = watchCaptchas(page)
    let phoneNumber = ''
    await withPhoneAuth(brand, async () => {
      await page.goto('/register')
      await page.getByTestId('register-tab-mobile').click()
      await expect(form.locator('[data-field="captcha"] img')).toBeVisible()
      await form.locator('input[name="captcha"]').fill(await captchas.newest())
      await form.locator('input[name="mobileNum"]').fill(mobile)
      phoneNumber = await sendThroughProvider(page, () => form.getByTestId('sms-send').click())
    })
    await form.locator('input[name="password"]').fill(password)
    await form.locator('input[name="confirmPassword"]').fill(password)
    await form
      .locator('input[name="verificationCode"]')
      .fill(await lastSmsCode(merchant, phoneNumber))
    await fillBirthday(form, fields)
    await fillRequiredRest(form, fields)
    await form.locator('input[name="terms"]').check()
    await form.locator('input[name="adult"]').check()
    await form.locator('button[type="submit"]').click()
    await expect(page.getByTestId('header-user')).toHaveText(mobile)

    // The platform recorded the link: the provider's phone, from the registration on.
    const token = await apiLogin(merchant, mobile, password)
    const link = await linkOf(merchant, token)
    expect(link?.provider).toBe('phone')

    // My account names it as fixed and offers nothing to change or unlink it.
    await openMemberPage(page, 'securityCenter', 'security-center')
    const since = await page.evaluate(
      ([iso, locale]) =>
        new Intl.DateTimeFormat(`${locale}-u-nu-latn-ca-gregory`, { dateStyle: 'medium' }).format(
          new Date(iso!),
        ),
      [link!.linkedTime, langOf(brand.languages.default)],
    )
    await expect(page.getByTestId('security-social')).toHaveText(
      say('member.security.socialLinked', { provider: say('member.security.socialPhone'), since }),
    )
    const bindings = page.getByTestId('security-bindings')
    await expect(bindings.getByRole('button')).toHaveCount(1)
    await expect(bindings.getByTestId('security-change-password')).toBeVisible()

    // Signing in again through the provider with the same phone proves it anew; the link stays.
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('centre-panel')).toHaveCount(0)
    await chooseSignOut(page)
    await page.keyboard.press('Enter')
    const login = page.getByTestId('modal-login')
    await withPhoneAuth(brand, async () => {
      await page.getByTestId('header-sign-in').click()
      await login.getByTestId('tab-mobile').click()
      await login.locator('input[name="mobileNum"]').fill(mobile)
      phoneNumber = await sendThroughProvider(page, () => login.getByTestId('sms-send').click())
    })
    await login.locator('input[name="code"]').fill(await lastSmsCode(merchant, phoneNumber))
    await login.locator('button[type="submit"]').click()
    await expect(page.getByTestId('header-user')).toHaveText(mobile)
    expect(await linkOf(merchant, token)).toEqual(link)
  },
)
