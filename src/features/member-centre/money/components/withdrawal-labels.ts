import { useLingui } from '@lingui/react/macro'
import type { WithdrawalStatus } from '@/api/finance/get-withdrawals'
import type { ReceiptOutcome } from '../lib/receipt'

/** The names of the member's three answers about a disbursed withdrawal. */
export function useOutcomeLabels(): Record<ReceiptOutcome, string> {
  const { t } = useLingui()
  return {
    received: t({ id: 'member.receipt.outcome.received', message: 'Received' }),
    notReceived: t({ id: 'member.receipt.outcome.notReceived', message: 'Not received' }),
    partlyReceived: t({ id: 'member.receipt.outcome.partlyReceived', message: 'Partly received' }),
  }
}

/** What each withdrawal status says in the order list. */
export function useWithdrawalStatusLabels(): Record<WithdrawalStatus, string> {
  const { t } = useLingui()
  return {
    processing: t({ id: 'member.withdraw.status.processing', message: 'Processing' }),
    disbursed: t({ id: 'member.withdraw.status.disbursed', message: 'Paid out, please confirm' }),
    received: t({ id: 'member.withdraw.status.received', message: 'Received' }),
    autoReceived: t({
      id: 'member.withdraw.status.autoReceived',
      message: 'Received (automatically)',
    }),
    notReceived: t({
      id: 'member.withdraw.status.notReceived',
      message: 'Not received, under review',
    }),
    partlyReceived: t({ id: 'member.withdraw.status.partlyReceived', message: 'Partly received' }),
    rejected: t({ id: 'member.withdraw.status.rejected', message: 'Rejected' }),
  }
}
