import type { Page } from '@playwright/test'
import type { Brand } from '../../../src/config/brand.types'
import {
  dealt,
  expect,
  messageText,
  moneyIn,
  openMemberPage,
  refusalText,
  test,
  typedIn,
} from '../fixtures'
import {
  apiCall,
  depositAndPay,
  payOutWithdrawal,
  registerAccount,
  signInPage,
} from '../platform-control'

// The member's answer about a withdrawal the merchant paid out (spec §4): "not received" needs a
// proof image, "partly received" an amount between nothing and all of it. What the dialog refuses
// stays open; what it sends is what the platform keeps; an order answered meanwhile on another
// device, or a confirmation the network loses, is told in the page's language.

const say = (brand: Brand, id: string, values?: Record<string, string | number>) =>
  messageText(brand.languages.default, id, values)

const pngProof = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('a bank statement without the money'),
])

interface Order {
  orderId: string
  amount: number
  status: string
  receivedAmount?: number
  remainder?: number
  hasProof?: boolean
}
const ordersOf = (merchant: string, token: string) =>
  apiCall<{ list: Order[]; limits: { min: number } }>(merchant, 'GET', '/finance/withdrawals', {
    token,
  })

/**
 * A fresh member signed in on the withdraw page with three paid-out withdrawals of 2, 3 and 1
 * times the minimum (a deposit, a payment password and a bank account first, through the API).
 */
async function memberWithPayouts(page: Page, brand: Brand) {
  const merchant = brand.merchantCode
  const account = await registerAccount(merchant)
  const token = await signInPage(page, merchant, account)
  const deposited = await depositAndPay(merchant, token)
  const paymentPassword = '246810'
  await apiCall(merchant, 'POST', '/finance/payment-password', {
    token,
    body: { loginPassword: account.password, paymentPassword },
  })
  const { list } = await apiCall<{ list: { id: string }[] }>(merchant, 'POST', '/finance/banks', {
    token,
    body: { bankName: 'Demo Bank', accountNo: '0011223344', holderName: 'Demo', paymentPassword },
  })
  const { min } = (await ordersOf(merchant, token)).limits
  const amounts = [min * 2, min * 3, min]
  expect(deposited, 'the deposit covers the withdrawals').toBeGreaterThanOrEqual(min * 6)
  for (const amount of amounts) {
    const order = await apiCall<{ orderId: string }>(merchant, 'POST', '/finance/withdraw', {
      token,
      body: { bankId: list[0]!.id, amount, paymentPassword },
    })
    await payOutWithdrawal(merchant, order.orderId)
  }
  await page.goto('/?member=withdraw')
  await expect(page.getByTestId('withdraw-confirm')).toHaveCount(3)
  return { token, deposited, amounts: amounts as [number, number, number] }
}

test.describe('withdrawal receipt', { tag: dealt() }, () => {
  test('not received and partly received refuse what they must and record what the member reported', async ({
    page,
    brand,
    consoleErrors,
  }) => {
    const merchant = brand.merchantCode
    const { token, deposited, amounts } = await memberWithPayouts(page, brand)
    const [missing, partly, answered] = amounts
    const rowOf = (amount: number) =>
      page.getByTestId('withdraw-order-row').filter({
        has: page.locator('[data-column="amount"]', { hasText: moneyIn(brand, amount) }),
      })
    const dialog = page.getByTestId('receipt-dialog')
    const error = dialog.getByTestId('receipt-error')

    // Not received: a proof that is no image is refused before anything is sent.
    await rowOf(missing).getByTestId('withdraw-confirm').click()
    await expect(dialog).toContainText(moneyIn(brand, missing))
    await dialog.getByTestId('receipt-notReceived').check()
    await dialog
      .getByTestId('receipt-proof')
      .setInputFiles({ name: 'proof.txt', mimeType: 'text/plain', buffer: Buffer.from('no') })
    await expect(error).toHaveText(say(brand, 'member.receipt.proofType'))
    await dialog
      .getByTestId('receipt-proof')
      .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: pngProof })
    await expect(error).toHaveCount(0)
    await expect(dialog.getByTestId('receipt-preview')).toBeVisible()
    // The network fails on the way: the dialog stays, saying so in the page's language.
    await page.route('**/api/finance/withdrawals/confirm', (route) =>
      route.abort('internetdisconnected'),
    )
    await dialog.getByTestId('receipt-submit').click()
    await expect(error).toHaveText(say(brand, 'system.error.network'))
    await page.unroute('**/api/finance/withdrawals/confirm')
    await dialog.getByTestId('receipt-submit').click()
    await expect(dialog).toHaveCount(0)
    await expect(rowOf(missing).getByTestId('withdraw-status')).toHaveText(
      say(brand, 'member.withdraw.status.notReceived'),
    )
    await expect(rowOf(missing).getByTestId('withdraw-proof')).toHaveText(
      say(brand, 'member.withdraw.proofSent'),
    )

    // Partly received: all of it is not "partly"; a part shows what is missing as it is typed.
    await rowOf(partly).getByTestId('withdraw-confirm').click()
    await dialog.getByTestId('receipt-partlyReceived').check()
    await dialog.getByTestId('receipt-amount').fill(typedIn(brand, partly))
    await dialog.getByTestId('receipt-submit').click()
    await expect(error).toHaveText(say(brand, 'member.receipt.partRange'))
    const received = partly - amounts[2]
    await dialog.getByTestId('receipt-amount').fill(typedIn(brand, received))
    await expect(dialog.getByTestId('receipt-remainder')).toHaveText(
      say(brand, 'member.receipt.remainder', { remainderText: moneyIn(brand, partly - received) }),
    )
    await dialog.getByTestId('receipt-submit').click()
    await expect(dialog).toHaveCount(0)
    await expect(rowOf(partly).getByTestId('withdraw-status')).toHaveText(
      say(brand, 'member.withdraw.status.partlyReceived'),
    )
    await expect(rowOf(partly).getByTestId('withdraw-partly')).toHaveText(
      say(brand, 'member.withdraw.partlyFigures', {
        received: moneyIn(brand, received),
        remainder: moneyIn(brand, partly - received),
      }),
    )

    // Answered on another device while this page's dialog is open: the platform's words, and the
    // order shows what it now is.
    await rowOf(answered).getByTestId('withdraw-confirm').click()
    const other = (await ordersOf(merchant, token)).list.find((o) => o.amount === answered)!
    await apiCall(merchant, 'POST', '/finance/withdrawals/confirm', {
      token,
      body: { orderId: other.orderId, outcome: 'received' },
    })
    await dialog.getByTestId('receipt-submit').click()
    await expect(error).toHaveText(
      refusalText(
        brand.languages.default,
        'Only a disbursed withdrawal awaiting confirmation can be confirmed',
      ),
    )
    await dialog.getByRole('button', { name: say(brand, 'member.money.cancel') }).click()
    await expect(rowOf(answered).getByTestId('withdraw-status')).toHaveText(
      say(brand, 'member.withdraw.status.received'),
    )
    await expect(page.getByTestId('withdraw-confirm')).toHaveCount(0)

    // What the platform kept: each answer, its figures and proof; the wallet paid each order once.
    const kept = (await ordersOf(merchant, token)).list
    const byAmount = (amount: number) => kept.find((o) => o.amount === amount)
    expect(byAmount(missing)).toMatchObject({ status: 'notReceived', hasProof: true })
    expect(byAmount(partly)).toMatchObject({
      status: 'partlyReceived',
      receivedAmount: received,
      remainder: partly - received,
    })
    expect(byAmount(answered)).toMatchObject({ status: 'received', receivedAmount: answered })
    await openMemberPage(page, 'transactionHistory', 'account-record')
    await expect(page.getByTestId('balance-amount')).toHaveText(
      moneyIn(brand, deposited - missing - partly - answered),
    )
    await page.getByTestId('ledger-kind').selectOption('withdraw')
    await expect(page.getByTestId('ledger-table-row')).toHaveCount(3)

    // The browser logs the request this test cut; nothing else may be logged.
    const cut = consoleErrors.filter((line) => /^Failed to load resource/.test(line))
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((l) => !cut.includes(l)))
  })
})
