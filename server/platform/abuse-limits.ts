import type { Platform, SmsRequest } from './context'
import type { Limit } from './limits'
import { ApiError } from './router'
import type { AbuseLimits } from './settings'
import { addressKey } from './client-address'

/**
 * The caps against SMS pumping and mass sign-ups (issue 38), from the merchant's settings.limits:
 * sliding windows counted in the database by Limits, so that every instance sees the same counts.
 */

const minute = 60
const hour = 60 * minute
const day = 24 * hour

/** The merchant's whole SMS budget, every number and address together. */
export const merchantSmsLimits = (caps: AbuseLimits, merchant: string): Limit[] => [
  {
    scope: 'sms.merchant.hour',
    subject: merchant,
    max: caps.smsPerMerchantPerHour,
    windowSeconds: hour,
  },
  {
    scope: 'sms.merchant.day',
    subject: merchant,
    max: caps.smsPerMerchantPerDay,
    windowSeconds: day,
  },
]

/**
 * Every cap one code to `mobile` asked from `ip` counts against: the number (per purpose a minute,
 * all purposes a day), the address and the merchant. The phone-auth provider keeps its own rule
 * per number (3 per 5 minutes) instead of the minute's.
 */
export function smsLimits(
  caps: AbuseLimits,
  merchant: string,
  ip: string,
  mobile: string,
  purpose: string,
): Limit[] {
  const perMinute: Limit[] =
    purpose === 'phoneAuth'
      ? []
      : [
          {
            scope: 'sms.number.minute',
            subject: `${purpose}|${mobile}`,
            max: caps.smsPerNumberPerMinute,
            windowSeconds: minute,
          },
        ]
  return [
    ...perMinute,
    { scope: 'sms.number.day', subject: mobile, max: caps.smsPerNumberPerDay, windowSeconds: day },
    {
      scope: 'sms.ip.hour',
      subject: addressKey(ip),
      max: caps.smsPerAddressPerHour,
      windowSeconds: hour,
    },
    {
      scope: 'sms.ip.day',
      subject: addressKey(ip),
      max: caps.smsPerAddressPerDay,
      windowSeconds: day,
    },
    ...merchantSmsLimits(caps, merchant),
  ]
}

/** Accounts registered from one address. */
export const registrationLimits = (caps: AbuseLimits, ip: string): Limit[] => [
  {
    scope: 'register.ip.hour',
    subject: addressKey(ip),
    max: caps.registrationsPerAddressPerHour,
    windowSeconds: hour,
  },
]

/** Free-play (trial) accounts opened from one address. */
export const freePlayLimits = (caps: AbuseLimits, ip: string): Limit[] => [
  {
    scope: 'freePlay.ip.hour',
    subject: addressKey(ip),
    max: caps.freePlayPerAddressPerHour,
    windowSeconds: hour,
  },
]

/**
 * A number has verified before when, in this merchant, it is an account's mobile or a code sent to
 * it was used: its owner has proved it once, so it gets codes without the captcha.
 */
export async function isVerifiedNumber(p: Platform, merchant: string, mobile: string) {
  const rows = await p.db.query<{ verified: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM accounts WHERE merchant = $1 AND mobile = $2)
         OR EXISTS (SELECT 1 FROM sms_outbox WHERE merchant = $1 AND mobile = $2 AND used) AS verified`,
    [merchant, mobile],
  )
  return rows[0]?.verified === true
}

/** The refusal that shows the image captcha, in the shape the login answers it. */
export const captchaRefusal = () =>
  new ApiError('Please enter the captcha', 400, { captchaRequired: true })

/**
 * What a code asked by a caller must pass before it goes out: the caps (the wait first, before the
 * captcha is spent), the image captcha for a number that has not verified before, and then the
 * caps again, taken atomically, so that the send is counted.
 */
export async function guardSms(
  p: Platform,
  merchant: string,
  mobile: string,
  purpose: string,
  request: SmsRequest,
) {
  const { limits: caps } = await p.settings(merchant)
  const rules = smsLimits(caps, merchant, request.ip, mobile, purpose)
  await p.limits.refuseWhenFull(merchant, rules)
  if (
    !(await isVerifiedNumber(p, merchant, mobile)) &&
    !(await p.captchas.checkImage(merchant, request.captchaId, request.captcha))
  )
    throw captchaRefusal()
  await p.limits.take(merchant, rules)
}

/** Captcha pictures drawn for one address (a slider is two PNGs and some 20 ms of CPU). */
export const captchaLimits = (caps: AbuseLimits, ip: string): Limit[] => [
  {
    scope: 'captcha.ip.minute',
    subject: addressKey(ip),
    max: caps.captchasPerAddressPerMinute,
    windowSeconds: minute,
  },
]
