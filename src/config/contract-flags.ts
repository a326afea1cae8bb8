import type { Consolidated } from '@/api/consolidated-query'
import type { Flag } from './condition'

/** Which consolidated switch turns on which flag of schemas/agent-centre.json. */
const switches: Record<keyof Consolidated, Flag> = {
  divtypereq: 'dividendContract',
  dailysalreqtype: 'dailySalary',
  contracthoursalreq: 'hourlySalary',
  realtimesalreqtype: 'realtimeSalary',
}

/** The agent centre's contract flags that the platform's consolidated answer turns on. */
export function contractFlags(consolidated: Consolidated | undefined): Flag[] {
  if (!consolidated) return []
  return (Object.keys(switches) as (keyof Consolidated)[])
    .filter((key) => Number(consolidated[key]) !== 0)
    .map((key) => switches[key])
}
