import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'
import { devOperatorPassword, devTotpSecret } from '../../server/platform/console/seed'
import { totpCode } from '../../server/platform/totp'
import { e2ePort } from './suite-settings'

/** The operator console on its own host (CONSOLE_HOST, admin.localhost by default). */
export const consoleUrl = `http://admin.localhost:${e2ePort}`

const stepMs = 30_000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs `signIn` with a code step of the operator's authenticator that no journey has used yet. A
 * code works once and only after the last one used (the console keeps the operator's last step),
 * and the console takes the steps before and after the current one. Journeys in other workers sign
 * the same operators in against the same platform, so the steps are handed out through a file per
 * operator, and a sign-in runs under a lock (a directory, made atomically): a later step sent first
 * would refuse an earlier one. When the current and the next step are both used, it waits for the
 * next step to begin. A wrong code counts towards the operator's lock-out, so it never guesses.
 */
async function withFreshStep(username: string, signIn: (step: number) => Promise<void>) {
  const dir = join(tmpdir(), `portal-e2e-console-steps-${e2ePort}`)
  mkdirSync(dir, { recursive: true })
  const lock = join(dir, `${username}.lock`)
  const used = join(dir, `${username}.step`)
  for (let waited = 0; ; waited += 50) {
    try {
      mkdirSync(lock)
      break
    } catch {
      // A worker that died holding the lock leaves it behind: after 40 s it is taken over.
      if (waited > 40_000) break
      await sleep(50)
    }
  }
  try {
    let last = -Infinity
    try {
      last = Number(readFileSync(used, 'utf8'))
    } catch {
      // No journey has signed this operator in yet.
    }
    for (;;) {
      const now = Math.floor(Date.now() / stepMs)
      const step = Math.max(now, last + 1)
      if (step <= now + 1) {
        writeFileSync(used, String(step))
        await signIn(step)
        return
      }
      await sleep((now + 1) * stepMs - Date.now() + 100)
    }
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/**
 * Signs a seeded operator in to the console: its password, then the code its authenticator would
 * show, of a step no other journey has used (withFreshStep).
 */
export async function signInConsole(page: Page, username: string) {
  await page.goto(`${consoleUrl}/`)
  await expect(page).toHaveURL(/\/sign-in$/)
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(devOperatorPassword)
  await page.getByRole('button', { name: 'Next' }).click()
  await withFreshStep(username, async (step) => {
    const code = totpCode(devTotpSecret(username), step * stepMs)
    await page.getByLabel('Authenticator code').fill(code)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByTestId('operator-name')).toHaveText(username)
  })
}
