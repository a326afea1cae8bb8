import { DateTime } from 'luxon'
import type { FieldRule } from './registration-rules'

/**
 * Checks a yyyy-MM-dd date of birth against the merchant's minimum age (system.permission's
 * register.minimumAge, the registration config's ageRequirement: 18, or 21), as the platform does
 * for registration, an agent's downline, the profile and the first deposit: 'format' when it is not
 * a real date, 'age' when the person would be younger than the minimum age today (in the zone of
 * `today`), null when it may be sent.
 */
export function birthdayProblem(
  birthday: string,
  minimumAge: number,
  today: DateTime = DateTime.now(),
): 'format' | 'age' | null {
  const date = DateTime.fromFormat(birthday, 'yyyy-MM-dd', { zone: today.zone })
  if (!date.isValid) return 'format'
  return date.plus({ years: minimumAge }) > today.startOf('day') ? 'age' : null
}

/** The rule of a date of birth the platform asks at registration but left out of its fields. */
const birthdayRule: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '^\\d{4}-\\d{2}-\\d{2}$',
  patternId: 'dateYmd',
  minLength: 10,
  maxLength: 10,
}

/**
 * The registration fields' rules, with the date of birth on and required when the merchant asks it
 * at registration (responsible gaming): the platform's own birthday rule wins when it sends one;
 * with birthDateAt 'deposit' it is asked before the first deposit instead. The registration form
 * and an agent's downline form both ask it by this.
 */
export function withBirthday(config: {
  birthDateAt?: 'registration' | 'deposit'
  fields: Record<string, FieldRule>
}): Record<string, FieldRule> {
  if (config.birthDateAt !== 'registration' || config.fields.birthday) return config.fields
  return { ...config.fields, birthday: birthdayRule }
}
