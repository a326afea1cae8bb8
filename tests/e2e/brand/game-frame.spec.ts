import type { Page } from '@playwright/test'
import { dealt, expect, signInThroughModal, test } from '../fixtures'
import { depositAndPay, firstSlot, gamePath, registerAccount } from '../platform-control'

async function signInFunded(page: Page, merchant: string) {
  const account = await registerAccount(merchant)
  await page.goto('/')
  await signInThroughModal(page, account.username, account.password)
  const token = (await page.evaluate(() => sessionStorage.getItem('token')))!
  await depositAndPay(merchant, token)
  return account
}

test.describe('playing a game in the frame', { tag: dealt() }, () => {
  test('a visitor is asked to sign in and sees no game', async ({ page, brand }) => {
    const game = await firstSlot(brand.merchantCode)
    await page.goto(gamePath(game))
    await expect(page.getByTestId('game-frame')).toHaveCount(0)
    await expect(page.getByTestId('header-sign-in')).toBeVisible()
    await expect(page).not.toHaveURL(/session=/)
  })

  test('launches in a sandboxed frame on the provider origin, a bet there changes the header balance, full screen falls back, and sign-out tears it down', async ({
    page,
    brand,
  }) => {
    const game = await firstSlot(brand.merchantCode)
    await signInFunded(page, brand.merchantCode)
    const before = await page.getByTestId('balance-amount').textContent()
    await page.goto(gamePath(game))
    const frame = page.getByTestId('game-frame')
    await expect(frame).toBeVisible()
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms')
    const src = (await frame.getAttribute('src'))!
    expect(new URL(src).origin).not.toBe(new URL(page.url()).origin)

    // A bet inside the frame: the provider posts its balance, the page refreshes the wallet.
    const game$ = page.frameLocator('[data-testid="game-frame"]')
    await expect(game$.locator('#spin')).toBeEnabled()
    const refreshed = page.waitForResponse((r) => r.url().includes('/wps/v2/wallets/balance'))
    await game$.locator('#spin').click()
    await refreshed
    await expect(page.getByTestId('balance-amount')).not.toHaveText(before ?? '')

    // A message from another window or origin is ignored. The provider may post more than one
    // balance for the spin (stake, then win), and the live stream, once open, refreshes the money
    // once: the count starts once it listens and the wallet has been quiet.
    await expect(page.locator('html')).toHaveAttribute('data-live-state', /^(live|follower)$/, {
      timeout: 15_000,
    })
    let calls = 0
    let lastCall = Date.now()
    page.on('request', (r) => {
      if (!r.url().includes('/wps/v2/wallets/balance')) return
      calls += 1
      lastCall = Date.now()
    })
    await expect.poll(() => Date.now() - lastCall, { timeout: 10_000 }).toBeGreaterThan(1000)
    calls = 0
    await page.evaluate(() =>
      window.postMessage({ source: 'demo-provider', type: 'balance', balance: 1 }, '*'),
    )
    await page.waitForTimeout(300)
    expect(calls).toBe(0)

    // Where the browser refuses full screen, the stage covers the page; Escape leaves it.
    await page.evaluate(() => {
      HTMLElement.prototype.requestFullscreen = () => Promise.reject(new Error('refused'))
    })
    await page.getByTestId('game-full-screen').click()
    await expect(page.getByTestId('game-stage')).toHaveAttribute('data-pseudo-full-screen', 'true')
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('game-stage')).not.toHaveAttribute('data-pseudo-full-screen')

    // Ending the session removes the game.
    await page.getByTestId('header-user-menu').click()
    await page.getByTestId('header-sign-out').click()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('game-frame')).toHaveCount(0)
  })
})
