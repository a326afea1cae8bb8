import { useState } from 'react'
import type { ReportQuery } from '@/api/agent/keys'
import { isoDay, presetRange, type DateRange } from '@/lib/date-range'

/** Rows per page of the team reports (spec §9 default page size). */
export const reportPageSize = 14

/** The filters of a team report as one query: a change of dates or username starts at page 1. */
export function useReportFilters() {
  const today = isoDay(new Date())
  const [range, setRangeState] = useState<DateRange>(() => presetRange('last7', today))
  const [username, setUsernameState] = useState('')
  const [pageNo, setPage] = useState(1)
  const query: ReportQuery = {
    ...range,
    ...(username ? { username } : {}),
    pageNo,
    pageSize: reportPageSize,
  }
  return {
    today,
    range,
    username,
    pageNo,
    query,
    setPage,
    setRange: (next: DateRange) => {
      setRangeState(next)
      setPage(1)
    },
    setUsername: (next: string) => {
      setUsernameState(next.trim())
      setPage(1)
    },
  }
}

/** What a report's toolbar reads and changes. */
export type ReportFilters = ReturnType<typeof useReportFilters>
