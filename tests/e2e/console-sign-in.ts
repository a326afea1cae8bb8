import { expect, type Page } from '@playwright/test'
import { devOperatorPassword, devTotpSecret } from '../../server/platform/console/seed'
import { totpCode } from '../../server/platform/totp'
import { e2ePort } from './suite-settings'

/** The operator console on its own host (CONSOLE_HOST, admin.localhost by default). */
export const consoleUrl = `http://admin.localhost:${e2ePort}`

/**
 * Signs a seeded operator in to the console: its password, then the code its authenticator would
 * show. A code works once: when another test signed the same operator in within this 30-second
 * step, the next step's code, which the console accepts as well, is given instead.
 */
export async function signInConsole(page: Page, username: string) {
  await page.goto(`${consoleUrl}/`)
  await expect(page).toHaveURL(/\/sign-in$/)
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(devOperatorPassword)
  await page.getByRole('button', { name: 'Next' }).click()
  const signedIn = page.getByTestId('operator-name')
  for (const step of [0, 1]) {
    const code = totpCode(devTotpSecret(username), Date.now() + step * 30_000)
    await page.getByLabel('Authenticator code').fill(code)
    await page.getByRole('button', { name: 'Sign in' }).click()
    if (
      await signedIn.waitFor({ timeout: 3_000 }).then(
        () => true,
        () => false,
      )
    )
      break
  }
  await expect(signedIn).toHaveText(username)
}
