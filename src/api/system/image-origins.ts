import { useQuery } from '@tanstack/react-query'
import { getBrand } from '@/state/brand.store'
import { permissionQueryOptions } from './get-permission'

/**
 * Origins operator art (banners) may load from: the platform's, and those of the image CDNs the
 * permission answer names (spec §9; none until it has come). A CDN that is not a URL has none.
 */
export function useImageOrigins(): string[] {
  const cdns = useQuery({ ...permissionQueryOptions(), select: (p) => p.info.imageCDNs })
  return [getBrand().api.baseUrl, ...(cdns.data ?? [])].flatMap((url, i) => {
    try {
      // The platform's address may be a path on the page's origin; a CDN is a whole URL.
      return [new URL(url, i ? undefined : location.href).origin]
    } catch {
      return []
    }
  })
}
