import type { CheckInStatus } from '@/api/community/get-check-in-status'

/** One day of the 7-day calendar: done, today's (to claim or claimed), or still to come. */
export interface CalendarDay {
  day: number
  reward: number
  state: 'done' | 'today' | 'claimed' | 'upcoming'
}

/** The 7-day calendar of the current cycle from the task's state. */
export function calendarDays(status: CheckInStatus): CalendarDay[] {
  return status.rewards.map((reward, index) => {
    const day = index + 1
    const state: CalendarDay['state'] =
      day < status.cycleDay
        ? 'done'
        : day === status.cycleDay
          ? status.checkedInToday
            ? 'claimed'
            : 'today'
          : 'upcoming'
    return { day, reward, state }
  })
}
