import { queryOptions, useMutation } from '@tanstack/react-query'
import { consoleCall } from './client'
import { contentKeys } from './content'
import type { CallInput } from './types.gen'

/**
 * A banner picture as the portal shows it, for the console's preview: an uploaded one (by key,
 * which never changes) or a saved banner's generated art in a language (read again after a save).
 */
export const bannerPictureQueryOptions = (
  merchantId: number,
  input: CallInput<'banners.picture'>,
  revision = 0,
) =>
  queryOptions({
    queryKey: [...contentKeys.area(merchantId, 'banners'), 'picture', input, revision] as const,
    queryFn: ({ signal }) => consoleCall('banners.picture', input, { merchantId, signal }),
    staleTime: input.key ? Infinity : 0,
  })

/** Uploads a banner picture's bytes (base64); the answer is its key and URLs. */
export const useUploadBannerPicture = (merchantId: number) =>
  useMutation({
    mutationFn: (data: string) => consoleCall('banners.upload', { data }, { merchantId }),
  })
