import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import { systemKeys } from './keys'

/** A country with its dialling code. */
export type Country = CallOutput<'system.countries'>[number]

/** The countries a phone number may belong to. */
export function getCountries(signal?: AbortSignal) {
  return call('system.countries', undefined, { signal })
}

/** The countries; they hardly ever change, so they stay fresh ten minutes. */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: systemKeys.countries(),
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: 10 * 60_000,
  })

/** The countries. */
export const useCountriesQuery = () => useQuery(countriesQueryOptions())
