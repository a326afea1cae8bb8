import { loadScreenMessages } from '@/i18n/i18n'
import type { CentrePageParts } from '@/ui/centre-pages'
import { lazyPart } from '@/ui/lazy-part'

/** The member's account page (securityCenter). */
export const accountPages: CentrePageParts = {
  securityCenter: lazyPart(
    () => import('./security-center.page'),
    'SecurityCenterPage',
    loadScreenMessages,
  ),
}
