import { DateTime } from 'luxon'

/** The age a birthday must show (spec §5: the birthday check requires 21; the platform enforces it). */
export const birthdayMinimumAge = 21

/**
 * Checks a yyyy-MM-dd birthday: 'format' when it is not a real date, 'age' when the member would be
 * younger than the minimum age today (in the zone of `today`), null when it may be saved.
 */
export function birthdayProblem(
  birthday: string,
  today: DateTime = DateTime.now(),
  minimumAge = birthdayMinimumAge,
): 'format' | 'age' | null {
  const date = DateTime.fromFormat(birthday, 'yyyy-MM-dd', { zone: today.zone })
  if (!date.isValid) return 'format'
  return date.plus({ years: minimumAge }) > today.startOf('day') ? 'age' : null
}
