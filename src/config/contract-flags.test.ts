import { describe, expect, it } from 'vitest'
import agentCentreTable from '../../schemas/agent-centre.json'
import { contractFlags } from './contract-flags'

const all = { divtypereq: 1, dailysalreqtype: 2, contracthoursalreq: 1, realtimesalreqtype: 1 }

describe('contractFlags', () => {
  it('turns on a flag per nonzero switch', () => {
    expect(contractFlags(all).sort()).toEqual(
      ['dailySalary', 'dividendContract', 'hourlySalary', 'realtimeSalary'].sort(),
    )
    expect(contractFlags({ ...all, divtypereq: 0, realtimesalreqtype: 0 }).sort()).toEqual([
      'dailySalary',
      'hourlySalary',
    ])
  })

  it('turns on nothing before the answer is there', () => {
    expect(contractFlags(undefined)).toEqual([])
  })

  it('names exactly the flags the agent centre table asks for', () => {
    const named = agentCentreTable.entries.flatMap((entry) =>
      'when' in entry && entry.when && 'flag' in entry.when ? [entry.when.flag] : [],
    )
    expect(contractFlags(all).sort()).toEqual(named.sort())
  })
})
