import { type Currency } from '@/lib/money'
import { parseAmount } from '@/lib/typed-amount'

/** What is wrong with a transfer form, per field; empty when it may be sent. */
export interface TransferProblems {
  amount?: 'invalid' | 'tooMuch'
  password?: 'format'
}

/** The most the platform moves in one transfer (schemas/api/wallet.json), minor units. */
export const maxTransfer = 100_000_000_000

/**
 * Checks a transfer before it is sent: a positive amount in the currency's decimals, no more than
 * the agent's balance (when known) or the call's maximum, and a 6-digit payment password when the
 * agent has one. Answers the amount in minor units when all is well.
 */
export function checkTransfer(input: {
  text: string
  currency: Currency
  balance: number | undefined
  needsPassword: boolean
  password: string
  /** The reader's language, which decides the decimal separator. */
  locale?: string
}): { problems: TransferProblems; amount: number | null } {
  const problems: TransferProblems = {}
  const amount = parseAmount(input.text, input.currency, input.locale)
  if (amount === null || amount <= 0 || amount > maxTransfer) problems.amount = 'invalid'
  else if (input.balance !== undefined && amount > input.balance) problems.amount = 'tooMuch'
  if (input.needsPassword && !/^\d{6}$/.test(input.password)) problems.password = 'format'
  return { problems, amount: problems.amount ? null : amount }
}
