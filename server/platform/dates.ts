import { refusal } from './i18n'
import { ApiError } from './router'

/** True when text is a day of the calendar written yyyy-MM-dd, from year 1 on (2026-02-30 is not). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || text.startsWith('0000')) return false
  const time = Date.parse(`${text}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text)
}

/** Refuses, naming it, a yyyy-MM-dd that is no day of the calendar. */
export function checkDay(text: string) {
  if (!isCalendarDay(text)) throw new ApiError(refusal`${text} is not a valid date`, 400)
}

/** Refuses a range of yyyy-MM-dd days whose ends are no days or whose end comes before its start. */
export function checkDayRange(startDate: string, endDate: string) {
  checkDay(startDate)
  checkDay(endDate)
  if (endDate < startDate) throw new ApiError('The start date must not be after the end date', 400)
}
