import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { walletKeys } from './wallet.keys'

/** The main wallet and every vendor transfer wallet, in minor units (wallet.vendors). */
export interface VendorWallets {
  main: number
  vendors: { vendor: string; balance: number }[]
}

/** Reads the main and vendor wallets. */
export const getVendorWallets = (signal?: AbortSignal) =>
  call('wallet.vendors', undefined, { signal })

export const vendorWalletsQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.vendors(),
    queryFn: ({ signal }) => getVendorWallets(signal),
  })

export const useVendorWalletsQuery = () => useQuery(vendorWalletsQueryOptions())
