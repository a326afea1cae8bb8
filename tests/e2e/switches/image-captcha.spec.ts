import { captchaAnswer, expect, fillLogin, landingPath, test } from '../fixtures'
import { registerAccount } from '../platform-control'

// Failures also count per merchant and address, so this runs with the switch journeys (one at a
// time per brand, after the brand journeys) and ends with a sign-in that clears the count.

test('three failed sign-ins bring the image captcha; with its answer the right password signs in', async ({
  page,
  brand,
}) => {
  const account = await registerAccount(brand.merchantCode)
  await page.goto(landingPath(brand))
  const modal = await fillLogin(page, account.username, 'wrong-password-1')
  const captchaShown = page.waitForResponse((r) => r.url().includes('/api/auth/captcha'))
  for (let attempt = 1; attempt <= 3; attempt++) {
    const nextSlider = page.waitForResponse((r) => r.url().includes('/api/auth/slider'))
    await modal.locator('button[type="submit"]').click()
    await expect(page.getByTestId('login-error')).toBeVisible()
    const { value } = (await (await nextSlider).json()) as { value: { sliderId: string } }
    if (attempt < 3) await expect(modal.locator('input[name="captcha"]')).toHaveCount(0)
    await page.getByTestId('slider-input').fill(String((await captchaAnswer(value.sliderId)).x))
    await modal.locator('input[name="password"]').fill(`wrong-password-${attempt + 1}`)
  }
  await expect(modal.locator('input[name="captcha"]')).toBeVisible()
  const captcha = (await (await captchaShown).json()) as { value: { captchaId: string } }
  await modal.locator('input[name="password"]').fill(account.password)
  await modal
    .locator('input[name="captcha"]')
    .fill((await captchaAnswer(captcha.value.captchaId)).code ?? '')
  await modal.locator('button[type="submit"]').click()
  await expect(page.getByTestId('header-user')).toHaveText(account.username)
})
