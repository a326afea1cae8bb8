import { addDays, type DateRange } from '@/lib/date-range'

/** Sums of one period; missing periods are zero. */
export interface PeriodSums {
  period: string
  stake: number
  payout: number
  profit: number
  deposits: number
  withdrawals: number
  bonus: number
}

/** The Monday of a yyyy-MM-dd day's week (the platform's weeks start on Monday). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return addDays(day, -((weekday + 6) % 7))
}

/** The month after a yyyy-MM month. */
function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`
}

/** Every period key of a range: days, Mondays of weeks, or yyyy-MM months, oldest first. */
export function periodKeys(range: DateRange, groupBy: 'day' | 'week' | 'month'): string[] {
  const keys: string[] = []
  if (groupBy === 'month') {
    const last = range.endDate.slice(0, 7)
    for (let month = range.startDate.slice(0, 7); month <= last; month = nextMonth(month))
      keys.push(month)
    return keys
  }
  const step = groupBy === 'week' ? 7 : 1
  const first = groupBy === 'week' ? mondayOf(range.startDate) : range.startDate
  for (let day = first; day <= range.endDate; day = addDays(day, step)) keys.push(day)
  return keys
}

/**
 * The report's periods with the quiet ones filled in as zero, so that a chart compares every
 * period of the range side by side (the platform answers only periods with activity).
 */
export function fillPeriods(
  periods: readonly PeriodSums[],
  range: DateRange,
  groupBy: 'day' | 'week' | 'month',
): PeriodSums[] {
  const byKey = new Map(periods.map((p) => [p.period, p]))
  const zero = { stake: 0, payout: 0, profit: 0, deposits: 0, withdrawals: 0, bonus: 0 }
  return periodKeys(range, groupBy).map((period) => byKey.get(period) ?? { period, ...zero })
}
