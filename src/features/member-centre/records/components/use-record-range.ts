import { useState } from 'react'
import { type DateRange, isoDay, presetRange } from '@/lib/date-range'

/**
 * The date range of a records page, starting on the last 7 days of the visitor's calendar, and a
 * page number that goes back to 1 whenever the range changes (the old page may not exist).
 */
export function useRecordRange() {
  const [today] = useState(() => isoDay(new Date()))
  const [range, setRangeState] = useState<DateRange>(() => presetRange('last7', today))
  const [pageNo, setPageNo] = useState(1)
  const setRange = (next: DateRange) => {
    setRangeState(next)
    setPageNo(1)
  }
  return { today, range, setRange, pageNo, setPageNo }
}
