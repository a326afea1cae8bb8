import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LiveEvent } from '@/api/member/get-events'
import type { ToastTone } from '@/ui/toast.store'

/** A toast an event asks for: its message, given the amount written in the brand's currency. */
export interface EventToast {
  message: (amount: string) => MessageDescriptor
  amount: number
  tone: ToastTone
}

const depositPaid = (amount: string) =>
  msg({ id: 'live.deposit.paid', message: `Deposit of ${amount} credited` })
const withdrawalPaid = (amount: string) =>
  msg({ id: 'live.withdrawal.paid', message: `Withdrawal of ${amount} paid out` })
const withdrawalRefused = (amount: string) =>
  msg({ id: 'live.withdrawal.refused', message: `Withdrawal of ${amount} refused` })
const rewardWaiting = {
  bonus: (amount: string) =>
    msg({ id: 'live.reward.bonus', message: `A bonus of ${amount} is waiting for you` }),
  promotion: (amount: string) =>
    msg({
      id: 'live.reward.promotion',
      message: `A promotion reward of ${amount} is waiting for you`,
    }),
  rebate: (amount: string) =>
    msg({ id: 'live.reward.rebate', message: `A rebate of ${amount} is waiting for you` }),
}

/**
 * The toast an event earns, or null: news the member waits for and did not just do themselves — a
 * deposit credited, a withdrawal paid out (disbursed; "received" is the member's own confirmation)
 * or refused, a reward to claim. The rest only moves what the screens show.
 */
export function toastFor(event: LiveEvent): EventToast | null {
  switch (event.kind) {
    case 'deposit':
      return event.data.status === 'paid'
        ? { message: depositPaid, amount: event.data.amount, tone: 'success' }
        : null
    case 'withdrawal':
      if (event.data.status === 'disbursed')
        return { message: withdrawalPaid, amount: event.data.amount, tone: 'success' }
      if (event.data.status === 'rejected')
        return { message: withdrawalRefused, amount: event.data.amount, tone: 'error' }
      return null
    case 'reward':
      return event.data.claimed
        ? null
        : { message: rewardWaiting[event.data.kind], amount: event.data.amount, tone: 'info' }
    default:
      return null
  }
}
