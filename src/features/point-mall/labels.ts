import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { PointsEntry } from '@/api/points/get-details'
import type { RedeemOrder } from '@/api/points/get-redeemed'
import type { PointSource } from '@/api/points/get-summary'

/** Redeem statuses of spec §4. */
export const orderStatusLabels: Record<RedeemOrder['status'], MessageDescriptor> = {
  processing: msg({ id: 'pointMall.status.processing', message: 'Processing' }),
  rejected: msg({ id: 'pointMall.status.rejected', message: 'Rejected' }),
  approved: msg({ id: 'pointMall.status.approved', message: 'Approved' }),
}

/** Status of a points row: a redeem row has its order's status. */
export const entryStatusLabels: Record<PointsEntry['status'], MessageDescriptor> = {
  ...orderStatusLabels,
  completed: msg({ id: 'pointMall.status.completed', message: 'Completed' }),
}

export const entryTypeLabels: Record<PointsEntry['type'], MessageDescriptor> = {
  earn: msg({ id: 'pointMall.type.earn', message: 'Earned' }),
  redeem: msg({ id: 'pointMall.type.redeem', message: 'Redeemed' }),
  convert: msg({ id: 'pointMall.type.convert', message: 'Converted' }),
  refund: msg({ id: 'pointMall.type.refund', message: 'Refunded' }),
}

export const sourceLabels: Record<PointSource, MessageDescriptor> = {
  DEPOSIT: msg({ id: 'pointMall.source.deposit', message: 'Deposits' }),
  LIVE: msg({ id: 'pointMall.source.live', message: 'Live casino bets' }),
  LOTT: msg({ id: 'pointMall.source.lottery', message: 'Lottery bets' }),
  ELOTT: msg({ id: 'pointMall.source.elottery', message: 'E-lottery bets' }),
  PVP: msg({ id: 'pointMall.source.pvp', message: 'PVP bets' }),
  RNG: msg({ id: 'pointMall.source.slots', message: 'Slot bets' }),
  SPORTS: msg({ id: 'pointMall.source.sports', message: 'Sports bets' }),
}
