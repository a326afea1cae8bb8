import { useLingui } from '@lingui/react/macro'
import type { PagerLabels } from '@/ui/pager'

// Only screens show a pager (the centres' tables, the blog, the winners, a vendor's game popup):
// no file a first visit runs imports this one, so its words go with the screens' messages
// (scripts/gen-catalogs.ts).
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
