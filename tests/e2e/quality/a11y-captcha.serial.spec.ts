import { expect, failSignInsUntilCaptcha, landingPath, signInWithCaptcha, test } from '../fixtures'
import { registerAccount } from '../platform-control'
import { newTally, reportTally, scanBothThemes } from './axe'

// The login dialog in its image-captcha variant, which the platform asks for after three failed
// sign-ins (server/platform/handlers/auth.ts). Failures count per merchant and address too, so
// this runs with the serial suites, one at a time per brand, and ends with a sign-in that clears
// the count for the suites after it.

test('axe on the login dialog with the image captcha, in both themes', async ({ page, brand }) => {
  const account = await registerAccount(brand.merchantCode)
  await page.goto(landingPath(brand))
  const captcha = await failSignInsUntilCaptcha(page, account.username)
  const { modal } = captcha
  const input = modal.locator('input[name="captcha"]')
  // The picture beside the field has loaded, so that axe sees it as the page shows it.
  const picture = input.locator('xpath=../..').locator('img')
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)

  const tally = newTally()
  const problems = await scanBothThemes(
    page,
    brand,
    'login with image captcha',
    tally,
    '[data-testid="modal-login"]',
  )
  reportTally(test.info(), tally)
  expect(problems.length, `serious or critical violations:\n${problems.join('\n')}`).toBe(0)

  // The right password and captcha sign in, which clears the failures of this merchant and address.
  await signInWithCaptcha(page, captcha, account)
})
