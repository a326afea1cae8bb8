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

/**
 * Refuses a date of birth that is not a calendar date (yyyy-MM-dd) or that makes the person
 * younger than the merchant's minimum age (register.ageRequirement: 18, or 21) on the platform's
 * today.
 */
export function refuseUnderage(birthday: string, minimumAge: number, now: Date) {
  const born = DateTime.fromFormat(birthday, 'yyyy-MM-dd', { zone: 'UTC' })
  if (!born.isValid || born.year < 1900)
    throw new ApiError('birthday: use the format yyyy-MM-dd', 400)
  if (born.plus({ years: minimumAge }) > DateTime.fromJSDate(now, { zone: 'UTC' }))
    throw new ApiError(
      refusal`You must be at least ${minimumAge} years old to open an account`,
      400,
      { minimumAge },
    )
}

/**
 * Refuses a deposit order of an account without a date of birth when the merchant asks for it
 * before the first deposit: the member gives it in the profile (member.updateProfile, birthday).
 */
export async function refuseWithoutBirthDate(
  db: Db,
  accountId: number,
  settings: MerchantSettings,
) {
  if (settings.responsible.birthDateAt !== 'deposit') return
  const [row] = await db.query<{ birthday: string | null }>(
    `SELECT profile->>'birthday' AS birthday FROM accounts WHERE id = $1`,
    [accountId],
  )
  if (!row?.birthday)
    throw new ApiError(
      'Please add your date of birth to your profile before your first deposit',
      403,
      { birthDateRequired: true },
    )
}
