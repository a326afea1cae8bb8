import {
  captchaAnswer,
  dealt,
  expect,
  failSignInsUntilCaptcha,
  fromOwnAddress,
  landingPath,
  lastSmsCode,
  messageText,
  refusalText,
  signInWithCaptcha,
  test,
  watchCaptchas,
} from '../fixtures'
import { registerAccount } from '../platform-control'

// Failures also count per merchant and address, so this runs with the switch journeys (one at a
// time per brand, after the brand journeys) and ends with a sign-in that clears the count.

test(
  'three failed sign-ins bring the image captcha; with its answer the right password signs in',
  { tag: dealt() },
  async ({ page, brand }) => {
    const account = await registerAccount(brand.merchantCode)
    await page.goto(landingPath(brand))
    // The field appears only after the third failure (checked after each one).
    const captcha = await failSignInsUntilCaptcha(page, account.username)
    await signInWithCaptcha(page, captcha, account)
  },
)

test(
  'the captcha’s picture shows another when pressed, by pointer or keyboard, and after a failed sign-in',
  { tag: dealt() },
  async ({ page, brand }) => {
    const language = brand.languages.default
    const account = await registerAccount(brand.merchantCode)
    const captchas = watchCaptchas(page)
    await page.goto(landingPath(brand))
    const { modal } = await failSignInsUntilCaptcha(page, account.username)
    const answer = modal.locator('input[name="captcha"]')
    const picture = modal.getByRole('button', {
      name: messageText(language, 'auth.captcha.refresh'),
    })
    await expect(picture.getByRole('img')).toBeVisible()

    // A press asks for another picture and clears what was typed for the last one.
    await answer.fill('ABCD')
    let asked = captchas.asked()
    await picture.click()
    await expect.poll(captchas.asked).toBeGreaterThan(asked)
    await expect(answer).toHaveValue('')
    // From the keyboard too (a press a second after the last one: spec §9's throttle).
    await answer.fill('ABCD')
    await page.waitForTimeout(1_000)
    asked = captchas.asked()
    await picture.focus()
    await page.keyboard.press('Enter')
    await expect.poll(captchas.asked).toBeGreaterThan(asked)
    await expect(answer).toHaveValue('')

    // A refused sign-in with the captcha shown brings a new one, the answer cleared (spec §4, §8).
    await answer.fill(await captchas.newest())
    asked = captchas.asked()
    const nextSlider = page.waitForResponse((r) => r.url().includes('/api/auth/slider'))
    await modal.locator('button[type="submit"]').click()
    await expect(page.getByTestId('login-error')).toHaveText(
      refusalText(language, 'Wrong username or password'),
    )
    await expect.poll(captchas.asked).toBeGreaterThan(asked)
    await expect(answer).toHaveValue('')

    // The newest picture's answer, with the right password, signs in.
    const { value } = (await (await nextSlider).json()) as { value: { sliderId: string } }
    await page.getByTestId('slider-input').fill(String((await captchaAnswer(value.sliderId)).x))
    await modal.locator('input[name="password"]').fill(account.password)
    await answer.fill(await captchas.newest())
    await modal.locator('button[type="submit"]').click()
    await expect(page.getByTestId('header-user')).toHaveText(account.username)
  },
)

test(
  'failed SMS sign-ins bring the image captcha to the mobile tab; with its answer the code signs in',
  { tag: dealt() },
  async ({ page, brand }) => {
    const language = brand.languages.default
    const account = await registerAccount(brand.merchantCode)
    await fromOwnAddress(page)
    const captchas = watchCaptchas(page)
    await page.goto(landingPath(brand))
    await page.getByTestId('header-sign-in').click()
    const modal = page.getByTestId('modal-login')
    await modal.getByTestId('tab-mobile').click()
    await modal.locator('input[name="mobileNum"]').fill(account.mobile)
    const answer = modal.locator('input[name="captcha"]')
    for (let attempt = 1; attempt <= 3; attempt++) {
      await modal.locator('input[name="code"]').fill(`00000${attempt}`)
      await modal.locator('button[type="submit"]').click()
      await expect(page.getByTestId('login-error')).toHaveText(
        refusalText(language, 'Enter a valid verification code'),
      )
      if (attempt < 3) await expect(answer).toHaveCount(0)
    }
    await expect(answer).toBeVisible()
    const loginCaptcha = await captchas.newest()

    // A code for the number; a number that has never verified answers a captcha of the send's own.
    const beforeSend = captchas.asked()
    await modal.getByTestId('sms-send').click()
    const sendAsks = modal.getByTestId('sms-error')
    await expect(
      sendAsks.or(modal.getByTestId('sms-send').and(page.locator(':disabled'))),
    ).toBeVisible()
    if (await sendAsks.isVisible()) {
      await expect.poll(captchas.asked).toBeGreaterThan(beforeSend)
      await modal.locator('input[name="smsCaptcha"]').fill(await captchas.newest())
      await page.waitForTimeout(1_000)
      await modal.getByTestId('sms-send').click()
      await expect(modal.getByTestId('sms-send')).toBeDisabled()
    }
    await modal
      .locator('input[name="code"]')
      .fill(await lastSmsCode(brand.merchantCode, account.mobile))
    await answer.fill(loginCaptcha)
    await modal.locator('button[type="submit"]').click()
    await expect(page.getByTestId('header-user')).toHaveText(account.username)
  },
)
