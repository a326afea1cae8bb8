import {
  chooseSignOut,
  expect,
  lastSmsCode,
  messageText,
  refusalText,
  signInThroughModal,
  test,
  watchCaptchas,
} from '../fixtures'
import { fillBirthday, fillRequiredRest, registerConfig, valueFor } from '../registration-values'

test.describe('registration', () => {
  test('registers with values the brand accepts, signs out, and signs in again with the slider', async ({
    page,
    brand,
  }) => {
    const { fields } = await registerConfig(brand.merchantCode)
    const text = (id: string) => messageText(brand.languages.default, id)
    const captchas = watchCaptchas(page)
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
      // The image captcha the form shows, answered by the test control API.
      values[name] = name === 'captcha' ? await captchas.newest() : valueFor(name, rule)
      await input.fill(values[name]!)
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

    await chooseSignOut(page)
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('header-sign-in')).toBeVisible()

    await signInThroughModal(page, values.username!, values.password!)
  })

  test('registers by mobile with the code the platform sent', async ({ page, brand }) => {
    const { fields } = await registerConfig(brand.merchantCode)
    const captchas = watchCaptchas(page)
    await page.goto('/register')
    const modal = page.getByTestId('modal-register')
    await modal.getByTestId('register-tab-mobile').click()
    const form = modal.getByTestId('register-form-mobile')
    await expect(form.locator('input[name="username"]')).toHaveCount(0)
    // The form's own image captcha, shown once its picture has come.
    await expect(form.locator('[data-field="captcha"] img')).toBeVisible()
    const formCaptcha = await captchas.newest()
    const mobile = valueFor('mobileNum', { ...fields.mobileNum!, patternId: 'digits' })
    await form.locator('input[name="mobileNum"]').fill(mobile)
    const password = valueFor('password', fields.password!)
    await form.locator('input[name="password"]').fill(password)
    await form.locator('input[name="confirmPassword"]').fill(password)
    await fillBirthday(form, fields)
    await fillRequiredRest(form, fields)

    // A number that has never verified: the platform asks for the image captcha before a code
    // goes to it, beside the send button, and the next press sends the answer.
    const formCaptchas = captchas.asked()
    await form.getByTestId('sms-send').click()
    await expect(form.getByTestId('sms-error')).toHaveText(
      refusalText(brand.languages.default, 'Please enter the captcha'),
    )
    // The send's own captcha is a picture of its own, asked for once the refusal came.
    await expect.poll(captchas.asked).toBeGreaterThan(formCaptchas)
    await form.locator('input[name="smsCaptcha"]').fill(await captchas.newest())
    // The send button takes one click a second.
    await page.waitForTimeout(1_000)
    await form.getByTestId('sms-send').click()
    await expect(form.getByTestId('sms-send')).toBeDisabled()
    await expect(form.locator('input[name="smsCaptcha"]')).toHaveCount(0)
    await expect(form.getByTestId('sms-error')).toHaveCount(0)

    await form.locator('input[name="captcha"]').fill(formCaptcha)
    await form.locator('input[name="verificationCode"]').fill('000000x')
    await form.locator('input[name="terms"]').check()
    await form.locator('input[name="adult"]').check()
    const asked = captchas.asked()
    await form.locator('button[type="submit"]').click()
    await expect(form.getByTestId('register-error')).toHaveText(
      refusalText(brand.languages.default, 'Enter a valid verification code'),
    )
    // A refused registration shows a new captcha (spec §8).
    await expect.poll(captchas.asked).toBeGreaterThan(asked)
    await form.locator('input[name="captcha"]').fill(await captchas.newest())
    await form
      .locator('input[name="verificationCode"]')
      .fill(await lastSmsCode(brand.merchantCode, mobile))
    await form.locator('button[type="submit"]').click()
    await expect(page.getByTestId('header-user')).toHaveText(mobile)
  })
})
