import { loadScreenMessages } from '@/i18n/i18n'
import type { CentrePageParts } from '@/ui/centre-pages'
import { lazyPart } from '@/ui/lazy-part'

// One chunk serves the four entries: they are the same page for a different contract kind.
const page = () => import('./contract.page')

/** Dividend, daily, hourly and real-time salary contracts. */
export const contractPages: CentrePageParts = {
  agentDividendRecordCopy2: lazyPart(page, 'DividendPage', loadScreenMessages),
  agentDailyWages2: lazyPart(page, 'DailyWagesPage', loadScreenMessages),
  agentHourSalary: lazyPart(page, 'HourSalaryPage', loadScreenMessages),
  agentRealtimeSalary: lazyPart(page, 'RealtimeSalaryPage', loadScreenMessages),
}
