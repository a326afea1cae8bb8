import { ApiError } from '@/api/errors'

/** The shared password rule: 6-20 characters with letters and digits. */
export const passwordRule = /^(?=.*[A-Za-z])(?=.*\d).{6,20}$/

/** The mobile rule of the login and recovery forms: 5-20 digits, without the country code. */
export const mobileRule = /^[0-9]{5,20}$/

/** An email address in the shape the platform accepts. */
export const emailRule = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

/** The platform's own words for a refusal; otherwise the fallback (network and other failures). */
export const failureMessage = (failure: unknown, fallback: string) =>
  failure instanceof ApiError && failure.kind === 'server' ? failure.message : fallback
