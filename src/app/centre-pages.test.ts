import { describe, expect, it } from 'vitest'
import agentCentreSchema from '../../schemas/agent-centre.schema.json'
import memberCentreSchema from '../../schemas/member-centre.schema.json'
import { agentCentre, memberCentre } from '@/config/centre-tables'
import type { CentreTable } from '@/config/tables'
import { agentCentrePages } from '@/features/agent-centre/pages'
import { memberCentrePages } from '@/features/member-centre/pages'
import type { CentrePageParts } from '@/ui/centre-pages'

// Like the screen registry of the route tree (route-tree.test.ts): a page key of a centre's table
// resolves to a registered page, and a registered page has a key that names it. The centre panel
// would otherwise show "not available" for a page the table offers, or carry a page none can open.
const centres: { name: string; schema: string[]; table: CentreTable; parts: CentrePageParts }[] = [
  {
    name: 'member centre',
    schema: memberCentreSchema.definitions.page.enum,
    table: memberCentre,
    parts: memberCentrePages,
  },
  {
    name: 'agent centre',
    schema: agentCentreSchema.definitions.page.enum,
    table: agentCentre,
    parts: agentCentrePages,
  },
]

describe.each(centres)('the $name page registry', ({ schema, table, parts }) => {
  const registered = Object.keys(parts).sort()

  it("has exactly the page keys of the table's schema", () => {
    expect(registered).toEqual([...schema].sort())
  })

  it('serves every page of the table, and the default page', () => {
    for (const page of table.pages) expect(parts[page.key], page.key).toBeDefined()
    expect(parts[table.defaultPage], table.defaultPage).toBeDefined()
  })

  it('registers no page the table leaves out', () => {
    expect(registered).toEqual(table.pages.map((page) => page.key).sort())
  })

  it('holds a loadable part for each key', () => {
    for (const key of registered) {
      expect(typeof parts[key]?.current, key).toBe('function')
      expect(typeof parts[key]?.retry, key).toBe('function')
    }
  })
})
