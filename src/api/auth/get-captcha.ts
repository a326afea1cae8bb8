import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import { authKeys } from './keys'

/** An image captcha: its id and the picture (a data URL). */
export type Captcha = CallOutput<'auth.captcha'>

/** A new image captcha. */
export function getCaptcha(signal?: AbortSignal) {
  return call('auth.captcha', undefined, { signal })
}

/**
 * The image captcha of one form's round. Good once, whichever form spends it: each form asks with
 * its own name, and a new round fetches a new picture; none is kept after the form lets it go.
 */
export const captchaQueryOptions = (form: string, round: number) =>
  queryOptions({
    queryKey: authKeys.captcha(form, round),
    queryFn: ({ signal }) => getCaptcha(signal),
    staleTime: Infinity,
    gcTime: 0,
  })

/** The image captcha of one form's round, fetched while `enabled`. */
export const useCaptchaQuery = (form: string, round: number, enabled = true) =>
  useQuery({ ...captchaQueryOptions(form, round), enabled })
