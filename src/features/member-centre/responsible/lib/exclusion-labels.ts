import { useLingui } from '@lingui/react/macro'
import type { SelfExclusionPeriod, TimeOutPeriod } from '@/api/responsible/exclude'

/** The lengths of a time-out or a self-exclusion, in the reader's language. */
export function useExclusionLabels() {
  const { t } = useLingui()
  const periods: Record<TimeOutPeriod | SelfExclusionPeriod, string> = {
    '24h': t({ id: 'responsible.period.24h', message: '24 hours' }),
    '7d': t({ id: 'responsible.period.7d', message: '7 days' }),
    '30d': t({ id: 'responsible.period.30d', message: '30 days' }),
    '6m': t({ id: 'responsible.period.6m', message: '6 months' }),
    '1y': t({ id: 'responsible.period.1y', message: '1 year' }),
    permanent: t({ id: 'responsible.period.permanent', message: 'Permanently' }),
  }
  return { period: (period: TimeOutPeriod | SelfExclusionPeriod) => periods[period] }
}
