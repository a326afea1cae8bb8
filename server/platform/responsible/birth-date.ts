import { DateTime } from 'luxon'
import type { Db } from '../db'
import { refusal } from '../i18n'
import { ApiError } from '../router'
import type { MerchantSettings } from '../settings'

/** The registration field of the date of birth (the portal's row of the same key). */
export const birthdayField = 'birthday'

/**
 * The registration config with the date of birth: a birthday field (yyyy-MM-dd), enabled and
 * required when the merchant asks for it at registration, off when it asks before the first
 * deposit. A birthday field the merchant stored itself is kept as it is.
 */
export function registerConfigOf(settings: MerchantSettings) {
  const { register, responsible } = settings
  const atRegistration = responsible.birthDateAt === 'registration'
  return {
    ...register,
    birthDateAt: responsible.birthDateAt,
    fields: {
      ...register.fields,
      [birthdayField]: register.fields[birthdayField] ?? {
        enabled: atRegistration,
        required: atRegistration,
        acceptedPattern: '^\\d{4}-\\d{2}-\\d{2}$',
        patternId: 'dateYmd',
        minLength: 10,
        maxLength: 10,
      },
    },
  }
}

/** The merchant's minimum age (register.ageRequirement: 18, or 21), for every date-of-birth check. */
export const minimumAgeOf = (settings: MerchantSettings) => settings.register.ageRequirement

/**
 * Refuses a date of birth that is not a calendar date (yyyy-MM-dd) or that makes the person
 * younger than the merchant's minimum age on the platform's today: the one rule of registration,
 * an agent's downline, the profile and the deposit-time check. Opening an account says so.
 */
export function refuseUnderage(
  birthday: string,
  settings: MerchantSettings,
  now: Date,
  purpose: 'account' | 'profile' = 'account',
) {
  const minimumAge = minimumAgeOf(settings)
  const born = DateTime.fromFormat(birthday, 'yyyy-MM-dd', { zone: 'UTC' })
  if (!born.isValid || born.year < 1900)
    throw new ApiError('birthday: use the format yyyy-MM-dd', 400)
  if (born.plus({ years: minimumAge }) > DateTime.fromJSDate(now, { zone: 'UTC' }))
    throw new ApiError(
      purpose === 'account'
        ? refusal`You must be at least ${minimumAge} years old to open an account`
        : refusal`You must be at least ${minimumAge} years old`,
      400,
      { minimumAge },
    )
}

/**
 * Refuses a deposit order of an account without a date of birth when the merchant asks for it
 * before the first deposit (the member gives it in the profile: member.updateProfile, birthday),
 * and of an account whose stored date of birth is under the merchant's minimum age, whenever asked.
 */
export async function refuseWithoutBirthDate(
  db: Db,
  accountId: number,
  settings: MerchantSettings,
  now: Date,
) {
  const [row] = await db.query<{ birthday: string | null }>(
    `SELECT profile->>'birthday' AS birthday FROM accounts WHERE id = $1`,
    [accountId],
  )
  if (row?.birthday) return refuseUnderage(row.birthday, settings, now, 'profile')
  if (settings.responsible.birthDateAt === 'deposit')
    throw new ApiError(
      'Please add your date of birth to your profile before your first deposit',
      403,
      { birthDateRequired: true },
    )
}
