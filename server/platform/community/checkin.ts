import type { Tx } from '../domain'
import { ApiError } from '../router'

/** The daily sign-in task of one account, as community.checkInStatus answers it. */
export interface CheckInStatus {
  today: string
  timeZone: string
  checkedInToday: boolean
  streak: number
  cycleDay: number
  rewards: number[]
  todayReward: number
  totalRewards: number
}

/** Days of the reward cycle; day 8 of a streak pays day 1's reward again. */
export const cycleLength = 7

/**
 * The streak and cycle day from the last check-in: gap is the days between it and today (null
 * without one). A chain holds while the last check-in was today (gap 0) or yesterday (gap 1).
 */
export function streakOf(gap: number | null, lastStreak: number) {
  const checkedInToday = gap === 0
  const streak = gap === 0 || gap === 1 ? lastStreak : 0
  const cycleDay = checkedInToday ? ((streak - 1) % cycleLength) + 1 : (streak % cycleLength) + 1
  return { checkedInToday, streak, cycleDay }
}

/** Reads the task's state for an account of a merchant (inside a transaction or not). */
export async function checkInStatus(
  q: Tx,
  accountId: number,
  merchant: string,
): Promise<CheckInStatus> {
  const [row] = await q.query<{
    time_zone: string
    rewards: (string | number)[]
    today: string
    gap: number | null
    streak: number | null
    total: string
  }>(
    `WITH s AS (
       SELECT time_zone, rewards, (platform_now() AT TIME ZONE time_zone)::date AS today
       FROM checkin_settings WHERE merchant = $2),
     last AS (SELECT day, streak FROM checkins WHERE account_id = $1 ORDER BY day DESC LIMIT 1)
     SELECT s.time_zone, s.rewards, to_char(s.today, 'YYYY-MM-DD') AS today,
       (s.today - last.day) AS gap, last.streak,
       (SELECT coalesce(sum(reward), 0) FROM checkins WHERE account_id = $1) AS total
     FROM s LEFT JOIN last ON true`,
    [accountId, merchant],
  )
  if (!row) throw new ApiError('The daily sign-in task is not available on this site', 404)
  const rewards = row.rewards.map(Number)
  const { checkedInToday, streak, cycleDay } = streakOf(
    row.gap === null ? null : Number(row.gap),
    Number(row.streak ?? 0),
  )
  return {
    today: row.today,
    timeZone: row.time_zone,
    checkedInToday,
    streak,
    cycleDay,
    rewards,
    todayReward: rewards[cycleDay - 1]!,
    totalRewards: Number(row.total),
  }
}
