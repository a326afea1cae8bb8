import { useLingui } from '@lingui/react/macro'
import type { DateRangeLabels } from '../ui/date-range-bar'
import type { PagerLabels } from '../ui/pager'
import type { QueryStateLabels } from '../ui/query-state'

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

/** The date-range bar's texts in the active language. */
export function useDateRangeLabels(): DateRangeLabels {
  const { t } = useLingui()
  return {
    group: t({ id: 'range.group', message: 'Date range' }),
    presets: {
      today: t({ id: 'range.today', message: 'Today' }),
      last7: t({ id: 'range.last7', message: 'Last 7 days' }),
      last30: t({ id: 'range.last30', message: 'Last 30 days' }),
    },
    previous: (days) => t({ id: 'range.previous', message: `Previous ${days} days` }),
    next: (days) => t({ id: 'range.next', message: `Next ${days} days` }),
    from: t({ id: 'range.from', message: 'From' }),
    to: t({ id: 'range.to', message: 'To' }),
  }
}

/**
 * Loading, error, retry and empty texts of a records view; a screen passes its own empty text
 * ("No bets in these dates") and may reword the rest.
 */
export function useQueryStateLabels(empty: string, loading?: string): QueryStateLabels {
  const { t } = useLingui()
  return {
    loading: loading ?? t({ id: 'system.loading', message: 'Loading…' }),
    error: t({ id: 'system.loadError', message: 'This could not be loaded' }),
    retry: t({ id: 'system.retry', message: 'Try again' }),
    empty,
  }
}
