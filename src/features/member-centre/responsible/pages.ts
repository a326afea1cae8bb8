import { loadScreenMessages } from '@/i18n/i18n'
import type { CentrePageParts } from '@/ui/centre-pages'
import { lazyPart } from '@/ui/lazy-part'

/** The member's responsible-gaming tools (issue 46): limits, reality check, breaks, closure. */
export const responsiblePages: CentrePageParts = {
  responsibleGaming: lazyPart(
    () => import('./responsible-gaming.page'),
    'ResponsibleGamingPage',
    loadScreenMessages,
  ),
}
