import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** Names of the platform's ledger kinds; a kind not listed shows as the platform sends it. */
export const ledgerKindMessages: Record<string, MessageDescriptor> = {
  deposit: msg({ id: 'agent.kind.deposit', message: 'Deposit' }),
  withdraw: msg({ id: 'agent.kind.withdraw', message: 'Withdrawal' }),
  'transfer-in': msg({ id: 'agent.kind.transferIn', message: 'Transfer in' }),
  'transfer-out': msg({ id: 'agent.kind.transferOut', message: 'Transfer out' }),
  bet: msg({ id: 'agent.kind.bet', message: 'Bet' }),
  win: msg({ id: 'agent.kind.win', message: 'Payout' }),
  bonus: msg({ id: 'agent.kind.bonus', message: 'Bonus' }),
  rebate: msg({ id: 'agent.kind.rebate', message: 'Rebate' }),
  promotion: msg({ id: 'agent.kind.promotion', message: 'Promotion' }),
  reward: msg({ id: 'agent.kind.reward', message: 'Reward' }),
  commission: msg({ id: 'agent.kind.commission', message: 'Commission' }),
  dividend: msg({ id: 'agent.kind.dividend', message: 'Dividend' }),
  salary: msg({ id: 'agent.kind.salary', message: 'Salary' }),
  points: msg({ id: 'agent.kind.points', message: 'Points conversion' }),
  'vendor-in': msg({ id: 'agent.kind.vendorIn', message: 'From game wallet' }),
  'vendor-out': msg({ id: 'agent.kind.vendorOut', message: 'To game wallet' }),
}
