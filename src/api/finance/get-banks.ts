import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import { financeKeys } from './keys'

/** The bound bank accounts, whether a payment password is set, and how many may be bound. */
export type Banks = CallOutput<'finance.banks'>

/** A bound bank account, its number masked but for the last 4 digits. */
export type BankAccount = Banks['list'][number]

/** Reads the member's bank accounts. */
export const getBanks = (signal?: AbortSignal) => call('finance.banks', undefined, { signal })

/** The member's bank accounts and payment password state. */
export const banksQueryOptions = () =>
  queryOptions({ queryKey: financeKeys.banks(), queryFn: ({ signal }) => getBanks(signal) })

/** The member's bank accounts and payment password state. */
export const useBanksQuery = () => useQuery(banksQueryOptions())

/** Whether the member has set a payment password (finance.banks answers it with the banks). */
export const paymentPasswordStateQueryOptions = () =>
  queryOptions({ ...banksQueryOptions(), select: (answer) => answer.paymentPasswordSet })

/** True when the member's transfers and withdrawals need the payment password. */
export const usePaymentPasswordStateQuery = () => useQuery(paymentPasswordStateQueryOptions())
