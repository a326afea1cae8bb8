/** A span of calendar days, both ends included, as yyyy-MM-dd (the records calls take these). */
export interface DateRange {
  startDate: string
  endDate: string
}

/** The presets of the records screens (spec §9: previous and next 7 and 30 days). */
export type RangePreset = 'today' | 'last7' | 'last30'

/** The longest span the platform's report calls accept. */
export const maxRangeDays = 92

const dayMs = 86_400_000

/** A calendar day of the visitor's clock as yyyy-MM-dd. */
export function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0')
  const day = String(date.getDate()).padStart(2, '0')
  return `${date.getFullYear()}-${month}-${day}`
}

/** Days between two yyyy-MM-dd dates (positive when `to` is later). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs)
}

/** A yyyy-MM-dd date moved by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10)
}

/** How many days a range covers, both ends counted. */
export function rangeLength(range: DateRange): number {
  return daysBetween(range.startDate, range.endDate) + 1
}

/** The range of a preset that ends on `today`. */
export function presetRange(preset: RangePreset, today: string): DateRange {
  const days = preset === 'today' ? 1 : preset === 'last7' ? 7 : 30
  return { startDate: addDays(today, 1 - days), endDate: today }
}

/** The preset a range equals, if any. */
export function presetOf(range: DateRange, today: string): RangePreset | undefined {
  return (['today', 'last7', 'last30'] as const).find((preset) => {
    const candidate = presetRange(preset, today)
    return candidate.startDate === range.startDate && candidate.endDate === range.endDate
  })
}

/**
 * The previous (-1) or next (+1) span of the same length. A next span never passes `today`: it is
 * cut to end there, and undefined when the range already ends on or after today.
 */
export function shiftRange(
  range: DateRange,
  direction: -1 | 1,
  today: string,
): DateRange | undefined {
  const length = rangeLength(range)
  if (direction === 1 && range.endDate >= today) return undefined
  const startDate = addDays(range.startDate, direction * length)
  const endDate = addDays(range.endDate, direction * length)
  return endDate > today
    ? { startDate: addDays(today, 1 - length), endDate: today }
    : { startDate, endDate }
}

/**
 * A range typed by hand, made valid: ends in order, the end not after today, at most maxRangeDays
 * long (the start moves to fit).
 */
export function normalizeRange(range: DateRange, today: string): DateRange {
  let { startDate, endDate } = range
  if (endDate > today) endDate = today
  if (startDate > endDate) startDate = endDate
  if (daysBetween(startDate, endDate) >= maxRangeDays)
    startDate = addDays(endDate, 1 - maxRangeDays)
  return { startDate, endDate }
}
