import memberCentreTable from '../../schemas/member-centre.json'
import agentCentreTable from '../../schemas/agent-centre.json'
import type { Condition } from './condition'
import type { CentrePage, CentreTable } from './tables'

// Apart from the route and menu tables (tables.ts), which every first visit reads: only the centre
// panels and the account menu, both lazy, read these. The JSON files are checked against their
// schemas in the unit tests and at build time; the casts only give the checked data its name.
/** The member centre's pages. */
export const memberCentre = memberCentreTable as unknown as CentreTable
/** The agent centre's entries, in the same shape as the member centre's pages. */
export const agentCentre: CentreTable = {
  guard: agentCentreTable.guard as Condition,
  defaultPage: agentCentreTable.defaultPage,
  pages: agentCentreTable.entries as CentrePage[],
}
