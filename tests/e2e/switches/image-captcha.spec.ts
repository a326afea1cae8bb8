import { failSignInsUntilCaptcha, landingPath, signInWithCaptcha, test } from '../fixtures'
import { registerAccount } from '../platform-control'

// Failures also count per merchant and address, so this runs with the switch journeys (one at a
// time per brand, after the brand journeys) and ends with a sign-in that clears the count.

test('three failed sign-ins bring the image captcha; with its answer the right password signs in', async ({
  page,
  brand,
}) => {
  const account = await registerAccount(brand.merchantCode)
  await page.goto(landingPath(brand))
  // The field appears only after the third failure (checked after each one).
  const captcha = await failSignInsUntilCaptcha(page, account.username)
  await signInWithCaptcha(page, captcha, account)
})
