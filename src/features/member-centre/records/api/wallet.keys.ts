import type { AccountRecordsQuery } from './get-account-records'

/** Query keys of the wallet ledger; member-bound keys carry the account. */
export const walletKeys = {
  all: ['wallet'] as const,
  records: (account: string | null, q: AccountRecordsQuery) =>
    [...walletKeys.all, 'records', account, q] as const,
}
