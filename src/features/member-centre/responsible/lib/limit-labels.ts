import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Limit } from '@/api/responsible/get-status'

/** What a limit counts. */
export type LimitKind = Limit['kind']

/** The span a limit counts over. */
export type LimitPeriod = Limit['period']

/** The limits a member may set, in the order the page lists them: money per period, then time. */
export const limitSlots: readonly { kind: LimitKind; period: LimitPeriod }[] = [
  { kind: 'deposit', period: 'day' },
  { kind: 'deposit', period: 'week' },
  { kind: 'deposit', period: 'month' },
  { kind: 'loss', period: 'day' },
  { kind: 'loss', period: 'week' },
  { kind: 'loss', period: 'month' },
  { kind: 'wager', period: 'day' },
  { kind: 'wager', period: 'week' },
  { kind: 'wager', period: 'month' },
  { kind: 'session', period: 'session' },
]

/** The name of each limit, as the member reads it. */
const slotNames: Record<string, MessageDescriptor> = {
  'deposit.day': msg({ id: 'responsible.limit.deposit.day', message: 'Daily deposit limit' }),
  'deposit.week': msg({ id: 'responsible.limit.deposit.week', message: 'Weekly deposit limit' }),
  'deposit.month': msg({
    id: 'responsible.limit.deposit.month',
    message: 'Monthly deposit limit',
  }),
  'loss.day': msg({ id: 'responsible.limit.loss.day', message: 'Daily loss limit' }),
  'loss.week': msg({ id: 'responsible.limit.loss.week', message: 'Weekly loss limit' }),
  'loss.month': msg({ id: 'responsible.limit.loss.month', message: 'Monthly loss limit' }),
  'wager.day': msg({ id: 'responsible.limit.wager.day', message: 'Daily wager limit' }),
  'wager.week': msg({ id: 'responsible.limit.wager.week', message: 'Weekly wager limit' }),
  'wager.month': msg({ id: 'responsible.limit.wager.month', message: 'Monthly wager limit' }),
  'session.session': msg({
    id: 'responsible.limit.session.session',
    message: 'Session time limit',
  }),
}

/** The message naming a limit ("Daily deposit limit"). */
export const slotName = (kind: LimitKind, period: LimitPeriod): MessageDescriptor =>
  slotNames[`${kind}.${period}`] ?? msg({ id: 'responsible.limit.other', message: 'Limit' })

/** The key of a limit slot, for React lists and test ids: "deposit-day". */
export const slotKey = (kind: LimitKind, period: LimitPeriod) => `${kind}-${period}`

/** A session limit counts minutes; the others count money in minor units. */
export const isTimeLimit = (kind: LimitKind) => kind === 'session'
