import { zonedDb } from '../time-zone'
import type { Platform } from '../context'
import type { DomainModule } from '../domain'
import {
  checkPaymentPassword,
  financeSettings,
  hasPaymentPassword,
  maskAccountNo,
  requireRealAccount,
  setPaymentPassword,
} from '../finance/guards'
import { bonusRecords, profitReport } from '../finance/reports'
import { seedFinance } from '../finance/seed'
import { openDeposit, paymentWebhookRoutes, type DepositStatus } from '../finance/payments'
import { requestPayout } from '../finance/payouts'
import { paymentProvider } from '../integrations/payment-provider'
import { confirmWithdrawal, listWithdrawals } from '../finance/withdrawals'
import { postToWallet } from '../ledger'
import { ApiError, type Handlers } from '../router'
import { refusal } from '../i18n'
import { inLanguage, type Texts } from '../texts'
import type { CallInput, CallOutput } from '../../../src/api/types.gen'

const maxBanks = 3

/** A numeric id from the API as the database column takes it, or 0 that matches nothing. */
const rowId = (id: string) => (/^\d{1,18}$/.test(id) ? id : '0')

/** The merchant's deposit channels, in their order, each named in the caller's language. */
async function channels(p: Platform, merchant: string, language: string) {
  const rows = await p.db.query<{
    id: string
    name: Texts
    type: 'bank' | 'ewallet' | 'qr'
    min_amount: string
    max_amount: string
    preset_amounts: string[]
  }>(
    'SELECT id, name, type, min_amount, max_amount, preset_amounts FROM deposit_channels WHERE merchant = $1 ORDER BY sort, id',
    [merchant],
  )
  return rows.map((r) => ({
    id: String(r.id),
    name: inLanguage(r.name, language),
    type: r.type,
    minAmount: Number(r.min_amount),
    maxAmount: Number(r.max_amount),
    presetAmounts: r.preset_amounts.map(Number),
  }))
}

/**
 * Creates a pending deposit order within the channel's limits at the merchant's PSP, whose hosted
 * page (payUrl, the PSP's origin) takes the payment; the PSP's webhook settles it.
 */
async function deposit(
  p: Platform,
  accountId: number,
  merchant: string,
  requestUrl: string,
  language: string,
  input: CallInput<'finance.deposit'>,
): Promise<CallOutput<'finance.deposit'>> {
  await requireRealAccount(p, accountId)
  const channel = (await channels(p, merchant, language)).find((c) => c.id === input.channelId)
  if (!channel) throw new ApiError('This deposit channel does not exist', 404)
  if (input.amount < channel.minAmount || input.amount > channel.maxAmount)
    throw new ApiError(
      refusal`The amount must be between ${channel.minAmount} and ${channel.maxAmount} (minor units) for ${channel.name}`,
      400,
      { minAmount: channel.minAmount, maxAmount: channel.maxAmount },
    )
  const { orderId, payUrl } = await openDeposit(p, {
    accountId,
    channelId: channel.id,
    amount: input.amount,
    merchant,
    // The PSP's page offers the way back to the site the member came from.
    returnUrl: `${new URL(requestUrl).origin}/`,
    language,
  })
  return { orderId, status: 'pending', amount: input.amount, payUrl }
}

/** One page of the member's deposit orders, newest first. */
async function deposits(
  p: Platform,
  accountId: number,
  language: string,
  input: CallInput<'finance.deposits'>,
) {
  const pageSize = input.pageSize ?? 14
  const pageNo = input.pageNo ?? 1
  const [count] = await p.db.query<{ count: string }>(
    'SELECT count(*) AS count FROM deposit_orders WHERE account_id = $1',
    [accountId],
  )
  const rows = await p.db.query<{
    id: string
    name: Texts
    amount: string
    status: DepositStatus
    created_at: Date
    settled_at: Date | null
  }>(
    `SELECT o.id, c.name, o.amount, o.status, o.created_at, o.settled_at
     FROM deposit_orders o JOIN deposit_channels c ON c.id = o.channel_id
     WHERE o.account_id = $1 ORDER BY o.created_at DESC, o.id LIMIT $2 OFFSET $3`,
    [accountId, pageSize, (pageNo - 1) * pageSize],
  )
  return {
    totalPages: Math.ceil(Number(count?.count ?? 0) / pageSize),
    list: rows.map((r) => ({
      orderId: r.id,
      channelName: inLanguage(r.name, language),
      amount: Number(r.amount),
      status: r.status,
      time: new Date(r.created_at).toISOString(),
      settledTime: r.settled_at ? new Date(r.settled_at).toISOString() : undefined,
    })),
  }
}

/** The member's bank accounts (numbers masked) and whether a payment password is set. */
async function banks(p: Platform, accountId: number) {
  const rows = await p.db.query<{
    id: string
    bank_name: string
    account_no: string
    holder_name: string
  }>(
    'SELECT id, bank_name, account_no, holder_name FROM bank_accounts WHERE account_id = $1 ORDER BY id',
    [accountId],
  )
  return {
    list: rows.map((r) => ({
      id: String(r.id),
      bankName: r.bank_name,
      accountNo: maskAccountNo(r.account_no),
      holderName: r.holder_name,
    })),
    paymentPasswordSet: await hasPaymentPassword(p, accountId),
    maxBanks,
  }
}

/** Binds one more bank account, at most 3, each number once. */
async function bindBank(p: Platform, accountId: number, input: CallInput<'finance.bindBank'>) {
  await requireRealAccount(p, accountId)
  await checkPaymentPassword(p, accountId, input.paymentPassword)
  await p.db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE', [accountId])
    const held = await tx.query<{ account_no: string }>(
      'SELECT account_no FROM bank_accounts WHERE account_id = $1',
      [accountId],
    )
    if (held.some((b) => b.account_no === input.accountNo))
      throw new ApiError('This bank account is already bound', 409)
    if (held.length >= maxBanks)
      throw new ApiError(refusal`At most ${maxBanks} bank accounts can be bound`, 400)
    await tx.query(
      'INSERT INTO bank_accounts (account_id, bank_name, account_no, holder_name) VALUES ($1, $2, $3, $4)',
      [accountId, input.bankName.trim(), input.accountNo, input.holderName.trim()],
    )
  })
  return banks(p, accountId)
}

/** Withdraws to a bound bank account: checks, then the order and the wallet debit in one transaction. */
async function withdraw(
  p: Platform,
  accountId: number,
  merchant: string,
  input: CallInput<'finance.withdraw'>,
): Promise<CallOutput<'finance.withdraw'>> {
  await requireRealAccount(p, accountId)
  const finance = await financeSettings(p, merchant)
  if (input.amount < finance.withdrawMin || input.amount > finance.withdrawMax)
    throw new ApiError(
      refusal`The amount must be between ${finance.withdrawMin} and ${finance.withdrawMax} (minor units)`,
      400,
      { min: finance.withdrawMin, max: finance.withdrawMax },
    )
  const bank = await p.db.query('SELECT 1 FROM bank_accounts WHERE id = $1 AND account_id = $2', [
    rowId(input.bankId),
    accountId,
  ])
  if (!bank.length) throw new ApiError('Please choose one of your bound bank accounts', 400)
  await checkPaymentPassword(p, accountId, input.paymentPassword)
  // The payout goes through the merchant's PSP when one is configured (else the time rule alone).
  const { paymentProvider: providerId } = await p.settings(merchant)
  const provider = paymentProvider(p.integrations.paymentProviders, providerId) ? providerId : null
  const placed = await p.db.transaction(async (tx) => {
    const [order] = await tx.query<{ id: string }>(
      `INSERT INTO withdrawal_orders (account_id, bank_id, amount, forced_receipt, provider, review)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        accountId,
        rowId(input.bankId),
        input.amount,
        finance.forcedReceipt,
        provider,
        // Reviewed: it waits in the console's queue; the approval pays it out (console/finance.ts).
        finance.withdrawalReview ? 'pending' : null,
      ],
    )
    const orderId = String(order!.id)
    const sumBalance = await postToWallet(
      tx,
      accountId,
      -input.amount,
      'withdraw',
      `withdraw:${orderId}`,
    )
    return { orderId, status: 'processing' as const, amount: input.amount, sumBalance }
  })
  // After the commit: the money has left the wallet whatever the PSP answers; a payout it did not
  // take is requested again by the reconciliation.
  if (provider && !finance.withdrawalReview) await requestPayout(p, placed.orderId)
  return placed
}

/** Deposits, bank accounts, withdrawals with confirmation of receipt, bonus records, profit and loss. */
function handlers(p: Platform): Handlers {
  return {
    'finance.channels': async ({ merchant, language }) => ({
      list: await channels(p, merchant, language),
    }),
    'finance.deposit': async ({ input, caller, merchant, requestUrl, language }) =>
      deposit(p, caller.accountId, merchant, requestUrl, language, input),
    'finance.deposits': async ({ input, caller, language }) =>
      deposits(p, caller.accountId, language, input),
    'finance.paymentPassword': async ({ input, caller }) => {
      await setPaymentPassword(p, caller.accountId, input.loginPassword, input.paymentPassword)
      return { set: true }
    },
    'finance.banks': async ({ caller }) => banks(p, caller.accountId),
    'finance.bindBank': async ({ input, caller }) => bindBank(p, caller.accountId, input),
    'finance.withdraw': async ({ input, caller, merchant }) =>
      withdraw(p, caller.accountId, merchant, input),
    'finance.withdrawals': async ({ input, caller, merchant }) => {
      const finance = await financeSettings(p, merchant)
      const { pageNo = 1, pageSize = 14 } = input
      return {
        ...(await listWithdrawals(p.db, caller.accountId, finance, pageNo, pageSize)),
        limits: {
          min: finance.withdrawMin,
          max: finance.withdrawMax,
          confirmMinutes: finance.confirmMinutes,
        },
      }
    },
    'finance.confirmWithdrawal': async ({ input, caller, merchant }) => {
      const finance = await financeSettings(p, merchant)
      return p.db.transaction((tx) => confirmWithdrawal(tx, caller.accountId, finance, input))
    },
    'finance.bonus': async ({ input, caller, timeZone }) =>
      bonusRecords(zonedDb(p.db, timeZone), caller.accountId, input),
    'finance.profit': async ({ input, caller, timeZone }) =>
      profitReport(zonedDb(p.db, timeZone), caller.accountId, input),
  }
}

/** The finance domain: its calls, the PSPs' webhooks, and each brand's channels and credits. */
export const domain: DomainModule = {
  handlers,
  routes: (app, p) => paymentWebhookRoutes(app, p),
  seed: seedFinance,
}
