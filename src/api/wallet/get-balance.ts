import { queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { walletKeys } from './keys'

/** Reads the wallet's total (spec §3 sumBalance). */
export const getBalance = (signal?: AbortSignal) => call('wallet.balance', undefined, { signal })

/** The wallet's total in minor units; the header refreshes it on click. */
export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.balance(),
    queryFn: ({ signal }) => getBalance(signal),
    select: (answer) => answer.sumBalance,
  })

/** The signed-in member's balance in minor units. */
export const useBalanceQuery = () => useQuery(balanceQueryOptions())

/**
 * Asks for the balance, if nobody has yet, without watching it: the component that calls it does not
 * render again each time the balance or its fetching state changes (the header's bar, whose
 * Balance watches it itself).
 */
export const usePrefetchBalance = () => usePrefetchQuery(balanceQueryOptions())
