import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { consoleCall } from './client'
import { consoleKeys } from './keys'
import type { CallInput } from './types.gen'
import { readAgain } from '@/api/after-change'

/** The finance desk's query keys, under the merchant's: a decision reads the whole desk again. */
export const financeKeys = {
  all: (merchantId: number) => [...consoleKeys.merchant(merchantId), 'finance'] as const,
  deposits: (merchantId: number, query: CallInput<'finance.deposits'>) =>
    [...financeKeys.all(merchantId), 'deposits', query] as const,
  withdrawals: (merchantId: number, query: CallInput<'finance.withdrawals'>) =>
    [...financeKeys.all(merchantId), 'withdrawals', query] as const,
  adjustments: (merchantId: number, query: CallInput<'finance.adjustments'>) =>
    [...financeKeys.all(merchantId), 'adjustments', query] as const,
}

/** One page of the merchant's deposit orders for a search. */
export const depositsQueryOptions = (merchantId: number, query: CallInput<'finance.deposits'>) =>
  queryOptions({
    queryKey: financeKeys.deposits(merchantId, query),
    queryFn: ({ signal }) => consoleCall('finance.deposits', query, { merchantId, signal }),
    placeholderData: keepPreviousData,
  })

/** One page of the withdrawal queue: those awaiting review first. */
export const withdrawalsQueryOptions = (
  merchantId: number,
  query: CallInput<'finance.withdrawals'>,
) =>
  queryOptions({
    queryKey: financeKeys.withdrawals(merchantId, query),
    queryFn: ({ signal }) => consoleCall('finance.withdrawals', query, { merchantId, signal }),
    placeholderData: keepPreviousData,
  })

/** One page of the merchant's balance adjustments. */
export const adjustmentsQueryOptions = (
  merchantId: number,
  query: CallInput<'finance.adjustments'>,
) =>
  queryOptions({
    queryKey: financeKeys.adjustments(merchantId, query),
    queryFn: ({ signal }) => consoleCall('finance.adjustments', query, { merchantId, signal }),
    placeholderData: keepPreviousData,
  })

/**
 * A decision of the desk (approve or refuse a withdrawal, ask for or decide an adjustment): the
 * desk and the audit log are read again after it, refused or not, since a refusal is most often
 * someone else's decision made meanwhile.
 */
function useDeskMutation<I extends keyof DeskCalls>(merchantId: number, id: I) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<I>) => consoleCall(id, input as never, { merchantId }),
    onSettled: async () => {
      await readAgain(client, { queryKey: financeKeys.all(merchantId) })
      await readAgain(client, { queryKey: [...consoleKeys.merchant(merchantId), 'audit'] })
    },
  })
}

interface DeskCalls {
  'finance.approveWithdrawal': true
  'finance.refuseWithdrawal': true
  'finance.requestAdjustment': true
  'finance.decideAdjustment': true
}

/** Approves a withdrawal awaiting review (paid out through the merchant's PSP). */
export const useApproveWithdrawalMutation = (merchantId: number) =>
  useDeskMutation(merchantId, 'finance.approveWithdrawal')

/** Refuses a withdrawal awaiting review with a reason (the money back in the wallet). */
export const useRefuseWithdrawalMutation = (merchantId: number) =>
  useDeskMutation(merchantId, 'finance.refuseWithdrawal')

/** Asks for a bonus or a correction (applied now, or pending a second operator). */
export const useRequestAdjustmentMutation = (merchantId: number) =>
  useDeskMutation(merchantId, 'finance.requestAdjustment')

/** Approves or refuses another operator's pending adjustment. */
export const useDecideAdjustmentMutation = (merchantId: number) =>
  useDeskMutation(merchantId, 'finance.decideAdjustment')
