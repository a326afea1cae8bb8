import { captchaAnswer, expect, lastSmsCode, messageText, test } from '../fixtures'
import { exclusively } from '../platform-control'
import { registerConfig, valueFor } from '../registration-values'

test.describe('registration', () => {
  test('registers with values the brand accepts, signs out, and signs in again with the slider', async ({
    page,
    brand,
  }) => {
    const { fields } = await registerConfig(brand.merchantCode)
    const text = (id: string) => messageText(brand.languages.default, id)
    await page.goto('/register')
    const modal = page.getByTestId('modal-register')
    await expect(modal).toBeVisible()
    const form = modal.getByTestId('register-form-username')

    // Submitting the empty form names what is missing, and nothing is sent.
    await form.locator('button[type="submit"]').click()
    await expect(form.getByTestId('problem-username')).toHaveText(text('auth.error.empty'))
    await expect(form.locator('input[name="username"]')).toBeFocused()

    const values: Record<string, string> = {}
    for (const [name, rule] of Object.entries(fields)) {
      if (!rule.enabled || name === 'confirmPassword') continue
      const input = form.locator(`input[name="${name}"]`)
      if ((await input.count()) === 0) continue
      values[name] = valueFor(name, rule)
      await input.fill(values[name])
    }
    await form.locator('input[name="confirmPassword"]').fill(`${values.password}x`)
    await form.locator('input[name="confirmPassword"]').blur()
    await expect(form.getByTestId('problem-confirmPassword')).toHaveText(
      text('register.error.inconsistent'),
    )
    await form.locator('input[name="confirmPassword"]').fill(values.password!)
    await form.locator('button[type="submit"]').click()
    await expect(form.getByTestId('register-error')).toHaveText(text('register.error.terms'))
    await form.locator('input[name="terms"]').check()
    await form.locator('input[name="adult"]').check()
    await form.locator('button[type="submit"]').click()
    await expect(page.getByTestId('header-user')).toHaveText(values.username!)
    await expect(modal).toHaveCount(0)

    await page.getByTestId('header-sign-out').click()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('header-sign-in')).toBeVisible()

    const sliderAnswer = page.waitForResponse((r) => r.url().includes('/api/auth/slider'))
    await page.getByTestId('header-sign-in').click()
    const login = page.getByTestId('modal-login')
    const { value } = (await (await sliderAnswer).json()) as { value: { sliderId: string } }
    await login.locator('input[name="username"]').fill(values.username!)
    await login.locator('input[name="password"]').fill(values.password!)
    await page.getByTestId('slider-input').fill(String((await captchaAnswer(value.sliderId)).x))
    await login.locator('button[type="submit"]').click()
    await expect(page.getByTestId('header-user')).toHaveText(values.username!)
  })

  test('registers by mobile with the code the platform sent', async ({ page, brand }) => {
    const { fields } = await registerConfig(brand.merchantCode)
    const modal = page.getByTestId('modal-register')
    const form = modal.getByTestId('register-form-mobile')
    const mobile = valueFor('mobileNum', { ...fields.mobileNum!, patternId: 'digits' })
    const password = valueFor('password', fields.password!)
    // The platform's own SMS code: not while a phone-auth test has its switch on.
    await exclusively(brand.merchantCode, 'phoneAuth', async () => {
      await page.goto('/register')
      await modal.getByTestId('register-tab-mobile').click()
      await expect(form.locator('input[name="username"]')).toHaveCount(0)
      await form.locator('input[name="mobileNum"]').fill(mobile)
      await form.locator('input[name="password"]').fill(password)
      await form.locator('input[name="confirmPassword"]').fill(password)
      await form.getByTestId('sms-send').click()
      await expect(form.getByTestId('sms-send')).toBeDisabled()
    })
    await form.locator('input[name="verificationCode"]').fill('000000x')
    await form.locator('input[name="terms"]').check()
    await form.locator('input[name="adult"]').check()
    await form.locator('button[type="submit"]').click()
    await expect(form.getByTestId('register-error')).toHaveText('Enter a valid verification code')
    await form
      .locator('input[name="verificationCode"]')
      .fill(await lastSmsCode(brand.merchantCode, mobile))
    await form.locator('button[type="submit"]').click()
    await expect(page.getByTestId('header-user')).toHaveText(mobile)
  })
})
