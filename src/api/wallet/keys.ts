import type { AccountRecordsQuery } from './get-records'

/**
 * Query keys of the wallet domain (schemas/api/wallet.json). Whatever moves money invalidates `all`,
 * which covers the header balance. Member-bound lists carry the account.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: () => [...walletKeys.all, 'balance'] as const,
  vendors: () => [...walletKeys.all, 'vendors'] as const,
  /** Every page of a member's account record, whatever the filters (a ledger row changes them all). */
  recordsOf: (account: string | null) => [...walletKeys.all, 'records', account] as const,
  records: (account: string | null, q: AccountRecordsQuery) =>
    [...walletKeys.recordsOf(account), q] as const,
}
