import type { Mission, MissionMetric } from '@/api/inbox/get-missions'

/** How far a mission is, as a whole percentage from 0 to 100. */
export function progressPercent(mission: Pick<Mission, 'progress' | 'target'>): number {
  if (mission.target <= 0) return 0
  const ratio = Math.min(Math.max(mission.progress / mission.target, 0), 1)
  return Math.floor(ratio * 100)
}

/** A figure of a metric in words: a count of bets, or money for stake and deposits (minor units). */
export function metricValue(
  metric: MissionMetric,
  value: number,
  format: { money: (minor: number) => string; count: (value: number) => string },
): string {
  return metric === 'bets' ? format.count(value) : format.money(value)
}

/** The order a member reads missions in: claimable first, then running, coming, done, closed. */
const statusOrder: Record<Mission['status'], number> = {
  claim: 0,
  process: 1,
  coming: 2,
  claimed: 3,
  closed: 4,
}

/** Missions sorted for reading; the platform's order breaks ties. */
export function sortMissions(list: readonly Mission[]): Mission[] {
  return list
    .map((mission, index) => ({ mission, index }))
    .sort(
      (a, b) => statusOrder[a.mission.status] - statusOrder[b.mission.status] || a.index - b.index,
    )
    .map(({ mission }) => mission)
}
