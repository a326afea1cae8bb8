import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { CopyButtonLabels } from '@/ui/copy-button'
import type { DateRangeLabels } from '@/ui/date-range-bar'

/** The copy button's texts in the active language, around what it copies ("Copy link"). */
export function useCopyLabels(): (copy: string) => CopyButtonLabels {
  const { t } = useLingui()
  return (copy) => ({
    copy,
    copied: t({ id: 'copy.copied', message: 'Copied' }),
    failed: t({ id: 'copy.failed', message: 'Copy failed; select and copy it' }),
  })
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
    previous: (days) =>
      t({
        id: 'range.previous',
        message: plural(days, { one: `Previous ${days} day`, other: `Previous ${days} days` }),
      }),
    next: (days) =>
      t({
        id: 'range.next',
        message: plural(days, { one: `Next ${days} day`, other: `Next ${days} days` }),
      }),
    from: t({ id: 'range.from', message: 'From' }),
    to: t({ id: 'range.to', message: 'To' }),
    choose: t({ id: 'range.choose', message: 'Dates' }),
  }
}

// The states of a query: core texts (see that module); screens take them from here as well.
export { useErrorReason, useQueryStateLabels } from './query-state-labels'
