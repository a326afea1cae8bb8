import { queryOptions, useQuery } from '@tanstack/react-query'
import { usePreferences } from '@/state/preferences.store'
import { useSession } from '@/state/session.store'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import { contentKeys, type Viewer } from './keys'

/** The VIP answer: the levels, and the signed-in member's standing. */
export type Vip = CallOutput<'content.vip'>

/** A VIP level with what it takes and gives. */
export type VipLevel = Vip['levels'][number]

/** The member's standing, computed by the platform from the stake of settled bets. */
export type VipStanding = NonNullable<Vip['current']>

/** The VIP levels with their benefits, and the member's standing when signed in. */
export function getVip(language: string, signal?: AbortSignal) {
  return call('content.vip', { language }, { signal })
}

/** The VIP levels as the viewer sees them. */
export const vipQueryOptions = (viewer: Viewer) =>
  queryOptions({
    queryKey: contentKeys.vip(viewer),
    queryFn: ({ signal }) => getVip(viewer.language, signal),
  })

/** The VIP levels for the signed-in member (or visitor) in the chosen language. */
export function useVipQuery() {
  const { account } = useSession()
  const { language } = usePreferences()
  return useQuery(vipQueryOptions({ account, language }))
}
