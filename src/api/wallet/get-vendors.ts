import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import { walletKeys } from './keys'

/** The main wallet and every vendor transfer wallet, in minor units (wallet.vendors). */
export type VendorWallets = CallOutput<'wallet.vendors'>

/** Reads the main and vendor wallets. */
export const getVendorWallets = (signal?: AbortSignal) =>
  call('wallet.vendors', undefined, { signal })

/** The main and vendor wallets. */
export const vendorWalletsQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.vendors(),
    queryFn: ({ signal }) => getVendorWallets(signal),
  })

/** The main and vendor wallets of the signed-in member. */
export const useVendorWalletsQuery = () => useQuery(vendorWalletsQueryOptions())
