import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import { authKeys } from './keys'

/** A slider challenge: its id, the background and the piece to slide into place. */
export type Slider = CallOutput<'auth.slider'>

/** A new slider challenge. */
export function getSlider(signal?: AbortSignal) {
  return call('auth.slider', undefined, { signal })
}

/**
 * The slider of one form's round. Good once: it is never fetched again for the round nor kept
 * after the form lets it go; the form starts a new round instead.
 */
export const sliderQueryOptions = (form: string, round: number) =>
  queryOptions({
    queryKey: authKeys.slider(form, round),
    queryFn: ({ signal }) => getSlider(signal),
    staleTime: Infinity,
    gcTime: 0,
  })

/** The slider of one form's round, fetched while `enabled`. */
export const useSliderQuery = (form: string, round: number, enabled = true) =>
  useQuery({ ...sliderQueryOptions(form, round), enabled })
