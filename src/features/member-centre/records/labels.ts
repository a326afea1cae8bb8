import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { BonusKind } from '@/api/finance/get-bonus'
import type { ProfitGrouping } from '@/api/finance/get-profit'
import type { Bet } from '@/api/play/get-bets'
import { tableMessages } from '@/i18n/table-messages'
import type { LedgerKind } from './lib/ledger-kinds'

/** Names of the game categories; the header's category names where it has them. */
const gameTypeLabels: Record<string, MessageDescriptor | undefined> = {
  LOTT: tableMessages['nav.lottery'],
  ELOTT: msg({ id: 'member.records.gameType.elott', message: 'E-lottery' }),
  LIVE: tableMessages['nav.live'],
  SPORTS: tableMessages['nav.sports'],
  ESPORTS: tableMessages['nav.esports'],
  FISH: tableMessages['nav.fish'],
  RNG: tableMessages['nav.rng'],
  PVP: tableMessages['nav.pvp'],
  COCKFIGHT: tableMessages['nav.cockfight'],
}

/** A game category's name; one the portal does not know shows its code. */
export const gameTypeLabel = (gameType: string) => gameTypeLabels[gameType] ?? { id: gameType }

export const betStatusLabels: Record<Bet['status'], MessageDescriptor> = {
  open: msg({ id: 'member.records.status.open', message: 'Open' }),
  settled: msg({ id: 'member.records.status.settled', message: 'Settled' }),
}

/** Names of the ledger's kinds of movement in the account record. */
export const ledgerKindLabels: Record<LedgerKind, MessageDescriptor> = {
  deposit: msg({ id: 'member.records.kind.deposit', message: 'Deposit' }),
  withdraw: msg({ id: 'member.records.kind.withdraw', message: 'Withdrawal' }),
  'transfer-in': msg({ id: 'member.records.kind.transferIn', message: 'Transfer received' }),
  'transfer-out': msg({ id: 'member.records.kind.transferOut', message: 'Transfer sent' }),
  'vendor-in': msg({ id: 'member.records.kind.vendorIn', message: 'From game wallet' }),
  'vendor-out': msg({ id: 'member.records.kind.vendorOut', message: 'To game wallet' }),
  bet: msg({ id: 'member.records.kind.bet', message: 'Bet' }),
  win: msg({ id: 'member.records.kind.win', message: 'Win' }),
  bonus: msg({ id: 'member.records.kind.bonus', message: 'Bonus' }),
  rebate: msg({ id: 'member.records.kind.rebate', message: 'Rebate' }),
  reward: msg({ id: 'member.records.kind.reward', message: 'Reward' }),
  promotion: msg({ id: 'member.records.kind.promotion', message: 'Promotion' }),
  points: msg({ id: 'member.records.kind.points', message: 'Points converted' }),
  redeem: msg({ id: 'member.records.kind.redeem', message: 'Point mall redeem' }),
  refund: msg({ id: 'member.records.kind.refund', message: 'Refund' }),
  salary: msg({ id: 'member.records.kind.salary', message: 'Salary' }),
  commission: msg({ id: 'member.records.kind.commission', message: 'Commission' }),
  dividend: msg({ id: 'member.records.kind.dividend', message: 'Dividend' }),
  'free-play': msg({ id: 'member.records.kind.freePlay', message: 'Free-play credit' }),
}

/** Names of the kinds of credit on the bonus page: the ledger's names for them. */
export const bonusKindLabels: Record<BonusKind, MessageDescriptor> = {
  bonus: ledgerKindLabels.bonus,
  rebate: ledgerKindLabels.rebate,
  reward: ledgerKindLabels.reward,
  promotion: ledgerKindLabels.promotion,
}

export const groupingLabels: Record<ProfitGrouping, MessageDescriptor> = {
  day: msg({ id: 'member.records.groupBy.day', message: 'By day' }),
  week: msg({ id: 'member.records.groupBy.week', message: 'By week' }),
  month: msg({ id: 'member.records.groupBy.month', message: 'By month' }),
}
