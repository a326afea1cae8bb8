import type { Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import { languageTable } from '../../../src/i18n/languages'
import { formatMoney } from '../../../src/lib/money'
import { dealt, expect, messageText, test } from '../fixtures'
import {
  apiCall,
  apiLogin,
  depositAndPay,
  payOutWithdrawal,
  registerAccount,
  signInPage,
} from '../platform-control'

const say = (brand: Brand, id: string, values?: Record<string, string | number>) =>
  messageText(brand.languages.default, id, values)
const money = (brand: Brand, minor: number) =>
  formatMoney(minor, brand.currency, languageTable[brand.languages.default].bcp47)
/** Minor units as a player types them into an amount field. */
const typed = (brand: Brand, minor: number) =>
  (minor / 10 ** brand.currency.minorUnits).toFixed(brand.currency.minorUnits)

const pngProof = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('proof of a bank statement'),
])

/** Opens a member-centre page of a signed-in session and waits for it to show. */
async function openCentre(page: Page, key: string, testId: string) {
  await page.goto(`/?member=${key}`)
  await expect(page.getByTestId(testId)).toBeVisible()
}

const balance = async (merchant: string, token: string) =>
  (await apiCall<{ sumBalance: number }>(merchant, 'GET', '/wps/v2/wallets/balance', { token }))
    .sumBalance

const paymentPassword = '246810'

interface Withdrawals {
  list: { orderId: string; status: string }[]
  limits: { min: number; confirmMinutes: number }
}
const withdrawals = (merchant: string, token: string) =>
  apiCall<Withdrawals>(merchant, 'GET', '/finance/withdrawals', { token })

/**
 * A fresh signed-in member with a paid deposit, a payment password and a bank account, who has
 * withdrawn the given multiples of the minimum and had them paid out (control API).
 */
async function memberWithBank(
  page: Page,
  brand: Brand,
  multiples: number[],
  payout: { forcedReceipt?: boolean } = {},
) {
  const merchant = brand.merchantCode
  const account = await registerAccount(merchant)
  const token = await signInPage(page, merchant, account)
  await depositAndPay(merchant, token)
  await apiCall(merchant, 'POST', '/finance/payment-password', {
    token,
    body: { loginPassword: account.password, paymentPassword },
  })
  const { list } = await apiCall<{ list: { id: string }[] }>(merchant, 'POST', '/finance/banks', {
    token,
    body: { bankName: 'Demo Bank', accountNo: '0099887766', holderName: 'Demo', paymentPassword },
  })
  const { limits } = await withdrawals(merchant, token)
  for (const multiple of multiples) {
    const order = await apiCall<{ orderId: string }>(merchant, 'POST', '/finance/withdraw', {
      token,
      body: { bankId: list[0]!.id, amount: limits.min * multiple, paymentPassword },
    })
    await payOutWithdrawal(merchant, order.orderId, payout)
  }
  return { token, limits }
}

test.describe('member centre: account and money', { tag: dealt() }, () => {
  test('my account shows the account and saves a profile label', async ({ page, brand }) => {
    const account = await registerAccount(brand.merchantCode)
    const token = await signInPage(page, brand.merchantCode, account)
    await openCentre(page, 'securityCenter', 'security-center')
    await expect(page.getByTestId('security-username')).toHaveText(account.username)
    await expect(page.getByTestId('security-upline')).toHaveText(say(brand, 'member.security.none'))
    await expect(page.getByTestId('security-email')).toContainText('@example.com')
    await expect(page.getByTestId('security-social')).toHaveText(
      say(brand, 'member.security.socialNone'),
    )

    // The merchant's minimum age (18 on every brand here): 17 is refused, 20 is not.
    const tooYoung = `${new Date().getFullYear() - 17}-01-01`
    const twenty = `${new Date().getFullYear() - 20}-01-01`
    await page.getByTestId('profile-birthday').fill(tooYoung)
    await page.getByTestId('profile-occupation').fill('Engineer')
    await page.getByTestId('profile-save').click()
    await expect(page.getByTestId('profile-birthday-error')).toHaveText(
      say(brand, 'member.profile.birthdayAge', { age: 18 }),
    )
    await page.getByTestId('profile-birthday').fill(twenty)
    await page.getByTestId('profile-save').click()
    await expect(page.getByTestId('profile-saved')).toBeVisible()
    const saved = await apiCall<{ profile: Record<string, string> }>(
      brand.merchantCode,
      'GET',
      '/member/profile',
      { token },
    )
    expect(saved.profile).toMatchObject({ occupation: 'Engineer', birthday: twenty })

    // Registered on its own, the member has no upline to transfer to.
    await page.getByRole('button', { name: say(brand, 'member.transferUpline') }).click()
    await expect(page.getByTestId('upline-none')).toContainText(say(brand, 'member.upline.none'))
  })

  test('my account sets the payment password and opens the password change', async ({
    page,
    brand,
  }) => {
    const account = await registerAccount(brand.merchantCode)
    await signInPage(page, brand.merchantCode, account)
    await openCentre(page, 'securityCenter', 'security-center')
    const state = page.getByTestId('payment-password-state')
    await expect(state).toHaveText(say(brand, 'member.security.paymentNotSet'))
    await page.getByTestId('payment-login-password').fill(account.password)
    await page.getByTestId('payment-new').fill('135790')
    await page.getByTestId('payment-confirm').fill('135799')
    await page.getByTestId('payment-save').click()
    await expect(page.getByTestId('payment-confirm-error')).toHaveText(
      say(brand, 'member.security.passwordMismatch'),
    )
    await page.getByTestId('payment-confirm').fill('135790')
    await page.getByTestId('payment-save').click()
    await expect(page.getByTestId('payment-saved')).toBeVisible()
    await expect(state).toHaveText(say(brand, 'member.security.paymentSet'))

    await page.getByTestId('security-change-password').click()
    await expect(page.getByTestId('modal-changePassword')).toBeVisible()
  })

  test('a deposit paid at the cashier shows as paid and raises the header balance', async ({
    page,
    brand,
  }) => {
    const account = await registerAccount(brand.merchantCode)
    const token = await signInPage(page, brand.merchantCode, account)
    const { list } = await apiCall<{ list: { presetAmounts: number[] }[] }>(
      brand.merchantCode,
      'GET',
      '/finance/channels',
      { token },
    )
    await openCentre(page, 'depositv2', 'deposit-page')
    await expect(page.getByTestId('balance-amount')).toHaveText(money(brand, 0))
    await expect(page.getByTestId('deposit-orders-empty')).toBeVisible()
    const amount = list[0]!.presetAmounts[1]!
    await page.getByTestId('deposit-preset').nth(1).click()
    await page.getByTestId('deposit-submit').click()
    await expect(page.getByTestId('deposit-created')).toContainText(
      say(brand, 'member.deposit.created', { amount: money(brand, amount) }),
    )
    const row = page.getByTestId('deposit-order-row').first()
    await expect(row).toContainText(say(brand, 'member.deposit.status.pending'))

    const [cashier] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByTestId('deposit-pay').click(),
    ])
    // The payment page is the PSP's, on an origin of its own.
    await cashier.waitForURL(/\/pay\/psp_[0-9a-f]+$/)
    expect(new URL(cashier.url()).origin).not.toBe(new URL(page.url()).origin)
    await cashier.locator('button.pay').click()
    await cashier.waitForLoadState()
    await cashier.close()

    await page.getByTestId('deposit-refresh').click()
    await expect(row).toContainText(say(brand, 'member.deposit.status.paid'))
    await expect(row).toContainText(money(brand, amount))
    await expect(page.getByTestId('balance-amount')).toHaveText(money(brand, amount))
  })

  test('money moves to a vendor wallet and all of it comes back with all-in', async ({
    page,
    brand,
  }) => {
    const account = await registerAccount(brand.merchantCode)
    const token = await signInPage(page, brand.merchantCode, account)
    const deposited = await depositAndPay(brand.merchantCode, token)
    await openCentre(page, 'transferFund', 'transfer-fund')
    await expect(page.getByTestId('wallet-main')).toHaveText(money(brand, deposited))

    // Wallets are named by the vendor's display name from the platform's vendor cards.
    const code = await page.getByTestId('wallet-vendor').inputValue()
    const { categories } = await apiCall<{
      categories: { cards: { vassalage: string; displayName: string }[] }[]
    }>(brand.merchantCode, 'GET', `/game/vendors?merchantCode=${brand.merchantCode}`)
    const vendor = categories.flatMap((c) => c.cards).find((c) => c.vassalage === code)!.displayName
    expect(vendor).not.toBe(code)
    await expect(page.getByTestId('wallet-vendor').locator('option:checked')).toContainText(vendor)
    await page.getByTestId('wallet-amount').fill(typed(brand, deposited + 1))
    await page.getByTestId('wallet-submit').click()
    await expect(page.getByTestId('wallet-amount-error')).toHaveText(
      say(brand, 'member.money.amountBalance', { balance: money(brand, deposited) }),
    )
    const moved = Math.floor(deposited / 4)
    await page.getByTestId('wallet-amount').fill(typed(brand, moved))
    await page.getByTestId('wallet-submit').click()
    await expect(page.getByTestId('wallet-done')).toHaveText(
      say(brand, 'member.wallet.movedIn', { amount: money(brand, moved), vendor }),
    )
    await expect(page.getByTestId('wallet-main')).toHaveText(money(brand, deposited - moved))
    await expect(page.getByTestId('wallet-in-games')).toHaveText(money(brand, moved))
    await expect(
      page.getByTestId('wallet-vendors-row').filter({ hasText: vendor }).first(),
    ).toContainText(money(brand, moved))
    await expect(page.getByTestId('balance-amount')).toHaveText(money(brand, deposited - moved))

    await page.getByTestId('wallet-all-in').click()
    await expect(page.getByTestId('wallet-main')).toHaveText(money(brand, deposited))
    await expect(page.getByTestId('wallet-in-games')).toHaveText(money(brand, 0))
    await expect(page.getByTestId('balance-amount')).toHaveText(money(brand, deposited))
  })

  test('a withdrawal placed through the form is paid out and confirmed as received', async ({
    page,
    brand,
  }) => {
    const merchant = brand.merchantCode
    const account = await registerAccount(merchant)
    const token = await signInPage(page, merchant, account)
    const deposited = await depositAndPay(merchant, token)
    await apiCall(merchant, 'POST', '/finance/payment-password', {
      token,
      body: { loginPassword: account.password, paymentPassword },
    })
    const { limits } = await withdrawals(merchant, token)
    await openCentre(page, 'withdraw', 'withdraw-page')
    await expect(page.getByTestId('withdraw-no-bank')).toBeVisible()
    await page.getByTestId('withdraw-add-bank').click()
    await page.getByTestId('bank-name').fill('Demo Bank')
    await page.getByTestId('bank-account-no').fill('0012345678')
    await page.getByTestId('bank-holder').fill('Demo Player')
    await page.getByTestId('bank-password').fill(paymentPassword)
    await page.getByTestId('bank-submit').click()
    await expect(page.getByTestId('withdraw-bank')).toHaveCount(1)

    const amount = limits.min
    await page.getByTestId('withdraw-amount').fill(typed(brand, amount))
    await page.getByTestId('withdraw-password').fill(paymentPassword)
    // Two taps that land in one frame, before the button has rendered disabled: one withdrawal.
    await page.getByTestId('withdraw-submit').evaluate((button: HTMLButtonElement) => {
      button.click()
      button.click()
    })
    await expect(page.getByTestId('withdraw-placed')).toBeVisible()
    await expect(page.getByTestId('balance-amount')).toHaveText(money(brand, deposited - amount))
    const status = page.getByTestId('withdraw-status')
    await expect(status).toHaveText(say(brand, 'member.withdraw.status.processing'))
    const placed = (await withdrawals(merchant, token)).list
    expect(placed).toHaveLength(1)

    await payOutWithdrawal(merchant, placed[0]!.orderId)
    await page.getByTestId('withdraw-refresh').click()
    await expect(status).toHaveText(say(brand, 'member.withdraw.status.disbursed'))
    await expect(page.getByTestId('withdraw-auto-note')).toHaveText(
      say(brand, 'member.withdraw.autoReceipt', { minutes: limits.confirmMinutes }),
    )
    // On a phone the order is a card: the confirm button is on screen, not off to the side.
    await page.setViewportSize({ width: 360, height: 740 })
    const confirm = page.getByTestId('withdraw-confirm')
    const box = await confirm.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true)
    const cell = page.getByTestId('withdraw-order-row').locator('[data-column="amount"]')
    expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toBe(
      JSON.stringify(await cell.getAttribute('data-label')),
    )
    await confirm.click()
    await page.getByTestId('receipt-dialog').getByTestId('receipt-submit').click()
    await expect(status).toHaveText(say(brand, 'member.withdraw.status.received'))
    await expect(page.getByTestId('withdraw-confirm')).toHaveCount(0)
  })

  test('not received needs a proof image, and partly received shows the remainder', async ({
    page,
    brand,
  }) => {
    const merchant = brand.merchantCode
    const { token, limits } = await memberWithBank(page, brand, [2, 3])
    await openCentre(page, 'withdraw', 'withdraw-page')
    await expect(page.getByTestId('withdraw-confirm')).toHaveCount(2)
    const [missing, partly] = [limits.min * 2, limits.min * 3]
    const rowOf = (amount: number) =>
      page.getByTestId('withdraw-order-row').filter({
        has: page.locator('[data-column="amount"]', { hasText: money(brand, amount) }),
      })
    const dialog = page.getByTestId('receipt-dialog')

    await rowOf(missing).getByTestId('withdraw-confirm').click()
    await dialog.getByTestId('receipt-notReceived').check()
    await dialog.getByTestId('receipt-submit').click()
    await expect(dialog.getByTestId('receipt-error')).toHaveText(
      say(brand, 'member.receipt.proofRequired'),
    )
    await dialog
      .getByTestId('receipt-proof')
      .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: pngProof })
    await expect(dialog.getByTestId('receipt-preview')).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    )
    await dialog.getByTestId('receipt-submit').click()
    await expect(rowOf(missing).getByTestId('withdraw-status')).toHaveText(
      say(brand, 'member.withdraw.status.notReceived'),
    )
    await expect(rowOf(missing).getByTestId('withdraw-proof')).toBeVisible()

    const received = limits.min
    await rowOf(partly).getByTestId('withdraw-confirm').click()
    await dialog.getByTestId('receipt-partlyReceived').check()
    await dialog.getByTestId('receipt-amount').fill(typed(brand, received))
    await expect(dialog.getByTestId('receipt-remainder')).toHaveText(
      say(brand, 'member.receipt.remainder', { remainderText: money(brand, partly - received) }),
    )
    await dialog.getByTestId('receipt-submit').click()
    await expect(rowOf(partly).getByTestId('withdraw-partly')).toHaveText(
      say(brand, 'member.withdraw.partlyFigures', {
        received: money(brand, received),
        remainder: money(brand, partly - received),
      }),
    )
    await expect(page.getByTestId('withdraw-confirm')).toHaveCount(0)
    const { list } = await withdrawals(merchant, token)
    expect(list.map((w) => w.status).sort()).toEqual(['notReceived', 'partlyReceived'])
  })

  test('forced receipt is shown as not refundable and offers no refund claim', async ({
    page,
    brand,
  }) => {
    await memberWithBank(page, brand, [1], { forcedReceipt: true })
    await openCentre(page, 'withdraw', 'withdraw-page')
    await expect(page.getByTestId('withdraw-forced')).toHaveText(
      say(brand, 'member.withdraw.forced'),
    )
    await page.getByTestId('withdraw-confirm').click()
    const dialog = page.getByTestId('receipt-dialog')
    await expect(dialog.getByTestId('receipt-received')).toBeVisible()
    await expect(dialog.getByTestId('receipt-notReceived')).toHaveCount(0)
  })

  test('a member registered under an agent transfers to the upline', async ({ page, brand }) => {
    const merchant = brand.merchantCode
    const agentToken = await apiLogin(merchant, 'demo_agent', 'Demo1234')
    const member = {
      username: `u${Date.now().toString(36)}${brand.id.slice(0, 2)}`,
      password: 'Start123',
    }
    await apiCall(merchant, 'POST', '/agent/downline/register', {
      token: agentToken,
      body: { ...member, type: 3, birthday: '1990-05-01' },
    })
    const token = await signInPage(page, merchant, member)
    const deposited = await depositAndPay(merchant, token)
    await openCentre(page, 'transferUpline', 'transfer-upline')
    await expect(page.getByTestId('upline-name')).toHaveText('demo_agent')
    await expect(page.getByTestId('upline-balance')).toHaveText(money(brand, deposited))
    await page.getByTestId('upline-amount').fill('0')
    await page.getByTestId('upline-submit').click()
    await expect(page.getByTestId('upline-amount-error')).toHaveText(
      say(brand, 'member.money.amountPositive'),
    )
    const sent = Math.floor(deposited / 5)
    await page.getByTestId('upline-amount').fill(typed(brand, sent))
    await page.getByTestId('upline-submit').click()
    await expect(page.getByTestId('upline-done')).toHaveText(
      say(brand, 'member.upline.done', {
        sent: money(brand, sent),
        upline: 'demo_agent',
        left: money(brand, deposited - sent),
      }),
    )
    await expect(page.getByTestId('balance-amount')).toHaveText(money(brand, deposited - sent))
    expect(await balance(merchant, token)).toBe(deposited - sent)
  })
})
