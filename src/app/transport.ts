import { configureTransport } from '@/api/client'
import type { Brand } from '@/config/brand.types'
import { openModal } from '@/state/modals.store'
import { preferences } from '@/state/preferences.store'
import { session, signOut } from '@/state/session.store'
import { queryClient } from './app'
import { createClosedSiteWatch } from './closed-site'

/**
 * Points the API client at the brand's platform; a 401 from any call ends the session and asks to
 * sign in, and a closed site's refusal reads the system status again (closed-site.ts).
 */
export function connectPlatform(brand: Brand) {
  const onClosed = createClosedSiteWatch(queryClient)
  configureTransport({
    baseUrl: brand.api.baseUrl,
    merchant: () => brand.merchantCode,
    language: () => preferences.language,
    token: () => session.token,
    onUnauthorized: () => {
      signOut()
      openModal('login')
    },
    onClosed,
  })
}
