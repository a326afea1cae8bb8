import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isPhoneAuthCode, type PhoneAuthCode } from './phone-auth'

/** What the player reads for each phone-auth code (spec §8). */
const messages: Record<PhoneAuthCode, MessageDescriptor> = {
  'auth/invalid-phone-number': msg({
    id: 'phoneAuth.invalidPhoneNumber',
    message: 'The phone number format is invalid',
  }),
  'auth/missing-phone-number': msg({
    id: 'phoneAuth.missingPhoneNumber',
    message: 'Enter a valid phone number',
  }),
  'auth/too-many-requests': msg({
    id: 'phoneAuth.tooManyRequests',
    message: 'Too many requests; please retry after 5 minutes',
  }),
  'auth/unknown': msg({ id: 'phoneAuth.unknown', message: 'Unknown error, please retry' }),
  'auth/invalid-verification-code': msg({
    id: 'phoneAuth.invalidVerificationCode',
    message: 'The verification code is invalid',
  }),
  'auth/missing-verification-code': msg({
    id: 'phoneAuth.missingVerificationCode',
    message: 'Enter the verification code',
  }),
  'auth/captcha-check-failed': msg({
    id: 'phoneAuth.captchaCheckFailed',
    message: 'Invalid captcha, or this domain is not whitelisted',
  }),
  'auth/quota-exceeded': msg({
    id: 'phoneAuth.quotaExceeded',
    message: 'The SMS quota is used up; please contact customer service',
  }),
  'auth/operation-not-allowed': msg({
    id: 'phoneAuth.operationNotAllowed',
    message: 'This function is disabled; please contact customer service',
  }),
  'auth/code-expired': msg({
    id: 'phoneAuth.codeExpired',
    message: 'The verification code has expired; please resend',
  }),
  'auth/popup-closed-by-user': msg({
    id: 'phoneAuth.popupClosedByUser',
    message: 'Login failed, please retry',
  }),
}

/** The message of a phone-auth code; a code spec §8 does not list reads as auth/unknown. */
export function phoneAuthMessage(code: string): MessageDescriptor {
  return messages[isPhoneAuthCode(code) ? code : 'auth/unknown']
}
