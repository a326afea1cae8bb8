import { signInConsole } from '../console-sign-in'
import { dealt, expect, test } from '../fixtures'
import { patchSettings, registerAccount, signInPage } from '../platform-control'

// Issue 45's journey seen from the portal: an owner turns a whitelabel flag off in the operator
// console, and the portal a player has open drops the entry it governs without a reload (the live
// stream's config event); turned on again, the entry comes back.
test(
  'a flag the owner turns off in the console hides its entry on an open portal, and on again shows it',
  { tag: dealt() },
  async ({ page, browser, brand }) => {
    test.setTimeout(60_000)
    const account = await registerAccount(brand.merchantCode)
    await signInPage(page, brand.merchantCode, account)
    await page.goto('/?member=securityCenter')
    const referral = page.getByTestId('centre-item-referral')
    await expect(referral).toBeVisible()

    const operator = await browser.newPage()
    const flip = async () => {
      await operator.getByRole('link', { name: 'Settings' }).click()
      await operator.locator('input[type="checkbox"][name="REFERRAL"]').click()
      await operator.getByRole('button', { name: 'Save' }).click()
      await expect(operator.getByText('Saved. The portal shows the change now.')).toBeVisible()
    }
    try {
      await signInConsole(operator, `${brand.id}.owner`)
      await flip()
      await expect(referral).toHaveCount(0)
      await expect(page.getByTestId('centre-item-securityCenter')).toBeVisible()
      await operator.reload()
      await flip()
      await expect(referral).toBeVisible()
    } finally {
      await patchSettings(brand.merchantCode, { whitelabel: { REFERRAL: true } })
      await operator.close()
    }
  },
)
