import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { financeKeys } from './finance.keys'

/** A bound bank account, its number masked but for the last 4 digits. */
export interface BankAccount {
  id: string
  bankName: string
  accountNo: string
  holderName: string
}

/** The bound bank accounts, whether a payment password is set, and how many may be bound. */
export interface Banks {
  list: BankAccount[]
  paymentPasswordSet: boolean
  maxBanks: number
}

/** Reads the member's bank accounts. */
export const getBanks = (signal?: AbortSignal) => call('finance.banks', undefined, { signal })

export const banksQueryOptions = () =>
  queryOptions({ queryKey: financeKeys.banks(), queryFn: ({ signal }) => getBanks(signal) })

export const useBanksQuery = () => useQuery(banksQueryOptions())
