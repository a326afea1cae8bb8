import { ApiError } from '@/api/errors'

/**
 * True when the platform's refusal asks for the image captcha (its value's captchaRequired): after
 * failed sign-ins, or for a code sent to a number that has not verified before (spec §4, §8).
 */
export const asksForCaptcha = (failure: unknown) =>
  failure instanceof ApiError &&
  (failure.details.value as { captchaRequired?: boolean } | null)?.captchaRequired === true
