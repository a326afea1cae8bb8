import { useLingui } from '@lingui/react/macro'
import type { PagerLabels } from '@/ui/pager'

// A file of its own, not ui-labels.ts: a game list is a first screen, so these words belong in the
// core catalog (scripts/gen-catalogs.ts), which ui-labels' messages stay out of.
/** The pager's texts in the active language. */
export function usePagerLabels(): PagerLabels {
  const { t } = useLingui()
  return {
    nav: t({ id: 'pager.nav', message: 'Pages' }),
    first: t({ id: 'pager.first', message: 'First' }),
    prev: t({ id: 'pager.prev', message: 'Prev' }),
    next: t({ id: 'pager.next', message: 'Next' }),
    last: t({ id: 'pager.last', message: 'Last' }),
    page: (page) => t({ id: 'pager.page', message: `Page ${page}` }),
  }
}
