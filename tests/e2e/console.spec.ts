import { expect, test, type Page } from '@playwright/test'
import { devOperatorPassword, devTotpSecret } from '../../server/platform/console/seed'
import { totpCode } from '../../server/platform/totp'
import { consoleUrl, signInConsole as signIn } from './console-sign-in'
import { e2ePort as port } from './suite-settings'

// Each test signs a seeded operator in (signInConsole: an authenticator code works once, and other
// journeys sign the same operators in at the same time).
test('the console is its own site: a strict CSP, and no brand on its host', async ({ page }) => {
  const response = await page.goto(`${consoleUrl}/sign-in`)
  const csp = response?.headers()['content-security-policy'] ?? ''
  expect(csp).toContain("default-src 'none'")
  expect(csp).toContain("frame-ancestors 'none'")
  await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible()
  // The portal's API is not the console host's, and the console's API is no brand's.
  expect((await page.goto(`${consoleUrl}/api/system/status`))?.status()).toBe(404)
  expect((await page.goto(`http://default.localhost:${port}/console-api/auth/me`))?.status()).toBe(
    404,
  )
})

test('a wrong code is refused in the operator’s words, and the right one signs in', async ({
  page,
}) => {
  await page.goto(`${consoleUrl}/sign-in`)
  await page.getByLabel('Username').fill('nova.support')
  await page.getByLabel('Password').fill(devOperatorPassword)
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Authenticator code').fill('000000')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toContainText('Wrong code')
  await page.getByLabel('Authenticator code').fill(totpCode(devTotpSecret('nova.support')))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByTestId('role')).toContainText('Support')
  // Support has no audit log and may only read the settings.
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0)
})

test('an operator of two merchants switches between them, with its role on each', async ({
  page,
}) => {
  await signIn(page, 'multi.ops')
  await expect(page.getByTestId('role')).toContainText('Owner')
  await expect(page.getByRole('link', { name: 'Audit log' })).toBeVisible()
  const switcher = page.getByTestId('merchant-switcher')
  const other = await switcher.locator('option').nth(1).getAttribute('value')
  await switcher.selectOption(other!)
  await expect(page.getByTestId('role')).toContainText('Content editor')
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0)
})

test('a read-only operator sees the settings but cannot change them', async ({ page }) => {
  await signIn(page, 'jade.readonly')
  await page.getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByTestId('settings-read-only')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0)
  await expect(page.getByLabel('VIP customer-service link')).toBeDisabled()
})

test('an owner changes a setting, and the audit log shows who changed what', async ({ page }) => {
  await signIn(page, 'jade.owner')
  await page.getByRole('link', { name: 'Settings' }).click()
  // The username pattern tried as the portal's form tries it.
  const tryUsername = page.getByLabel('username: Try a value')
  await tryUsername.fill('9lives')
  await expect(page.getByTestId('pattern-result-username')).toHaveText('Refused')
  await tryUsername.fill('lucky7')
  await expect(page.getByTestId('pattern-result-username')).toHaveText('Accepted')
  const before = await page.getByLabel('VIP customer-service link').inputValue()
  // A link no journey of the portal reads, put back at the end.
  await saveVipLink(page, '/vip-help-e2e')
  await page.getByRole('link', { name: 'Audit log' }).click()
  const table = page.getByTestId('audit-table')
  await expect(table).toContainText('jade.owner')
  await expect(table).toContainText('settings.update')
  await expect(table).toContainText('/vip-help-e2e')
  await page.getByRole('link', { name: 'Settings' }).click()
  await saveVipLink(page, before)
})

/**
 * Saves the VIP link as an owner would. The brands' journeys run beside the console's and change
 * the merchant's settings too (recovery.spec.ts); the console refuses a save made against settings
 * changed since they were read, and the owner reloads and saves again.
 */
async function saveVipLink(page: Page, value: string) {
  for (let attempt = 1; ; attempt++) {
    await page.getByLabel('VIP customer-service link').fill(value)
    await page.getByRole('button', { name: 'Save' }).click()
    const saved = page.getByText('Saved. The portal shows the change now.')
    const changedMeanwhile = page.getByText('Someone changed this meanwhile. Reload and try again.')
    await expect(saved.or(changedMeanwhile)).toBeVisible()
    if (await saved.isVisible()) return
    expect(attempt, 'saved against settings changed meanwhile, three times').toBeLessThan(3)
    await page.reload()
  }
}

test('signing out ends the session', async ({ page }) => {
  await signIn(page, 'nova.owner')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/sign-in$/)
  await page.goto(`${consoleUrl}/`)
  await expect(page).toHaveURL(/\/sign-in$/)
})
