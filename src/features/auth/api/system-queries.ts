import { queryOptions } from '@tanstack/react-query'
import { call } from '../../../api/client'

/** The platform's feature switches (spec §6) that the auth screens act on. */
export interface Menu {
  mobileCodeLogin: boolean
  countryDialingCode: boolean
  freePlay: boolean
}

/** The switches from system.menu, shared with every other reader of ['system', 'menu']. */
export const menuQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'menu'],
    queryFn: ({ signal }) => call<Menu>('system.menu', { signal }),
    staleTime: 60_000,
  })

/** The whitelabel flags (CHNGPASSVERIF3 and others) from system.permission for this host. */
export const whitelabelQueryOptions = (host: string) =>
  queryOptions({
    queryKey: ['system', 'permission', host],
    queryFn: ({ signal }) =>
      call<{ info: { whitelabel: Record<string, boolean> } }>('system.permission', {
        query: { url: host },
        signal,
      }),
    select: (permission) => permission.info.whitelabel,
    staleTime: 60_000,
  })
