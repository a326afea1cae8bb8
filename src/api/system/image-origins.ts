import { useQuery } from '@tanstack/react-query'
import { getBrand } from '@/state/brand.store'
import { permissionQueryOptions } from './get-permission'

/** The origins of the image CDNs the permission answer names (spec §9); none until it has come. */
const cdnOrigins = (info: unknown): string[] => {
  const list = (info as { imageCDNs?: unknown }).imageCDNs
  if (!Array.isArray(list)) return []
  return list.flatMap((cdn) => {
    try {
      return typeof cdn === 'string' ? [new URL(cdn).origin] : []
    } catch {
      return [] // not a URL: no origin
    }
  })
}

/** Origins operator art (banners) may load from: the platform's and its image CDNs'. */
export function useImageOrigins(): string[] {
  const cdns = useQuery({
    ...permissionQueryOptions(),
    select: (permission) => cdnOrigins(permission.info),
  })
  return [new URL(getBrand().api.baseUrl, location.href).origin, ...(cdns.data ?? [])]
}
