import { useCallback } from 'react'
import { usePermissionQuery } from '@/api/system/get-permission'
import { imageUrlOn, pickImageCdn } from '@/lib/image-cdn'
import { getBrand } from '@/state/brand.store'

/** The origin of the brand's API, where images are served when the platform names no CDN. */
export function apiOrigin(): string {
  return new URL(getBrand().api.baseUrl, location.href).origin
}

let picked: { list: string; base: string } | undefined

/** One CDN per page and list, so that the same image keeps one URL (and one cache entry). */
function imageBase(cdns: readonly string[] | undefined): string {
  const list = (cdns ?? []).join('\n')
  if (picked?.list !== list) picked = { list, base: pickImageCdn(cdns, apiOrigin()) }
  return picked.base
}

/**
 * Resolves image paths on an image CDN picked at random from the permission answer's
 * info.imageCDNs (spec §9), or on the API's origin; null for a path that is not an image URL.
 */
export function useImageUrl(): (path: string) => string | null {
  const { data } = usePermissionQuery()
  const base = imageBase(data?.info.imageCDNs)
  return useCallback((path: string) => imageUrlOn(base, path), [base])
}
