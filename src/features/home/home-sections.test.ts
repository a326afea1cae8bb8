import { describe, expect, it } from 'vitest'
import schema from '../../../schemas/brand.schema.json'
import { defaultHomeSections, shownSections } from './home-sections'

const areas = {} as Parameters<typeof shownSections>[0]['areas']

describe('shownSections', () => {
  it("keeps brand.json's order and hides the member rows from visitors", () => {
    const brand = { areas, home: { sections: ['recentGames', 'hotGames', 'hero'] as const } }
    const home = { sections: [...brand.home.sections] }
    expect(shownSections({ areas, home }, true)).toEqual(['recentGames', 'hotGames', 'hero'])
    expect(shownSections({ areas, home }, false)).toEqual(['hotGames', 'hero'])
  })

  it('leaves out a section whose area the brand switches off', () => {
    const home = { sections: ['liveTables' as const, 'lotteryDraws' as const, 'winners' as const] }
    expect(shownSections({ areas: { ...areas, live: false }, home }, false)).toEqual([
      'lotteryDraws',
      'winners',
    ])
  })

  it('falls back to the default sections, which the schema names', () => {
    expect(shownSections({ areas }, true)).toEqual(defaultHomeSections)
    const names = schema.definitions.homeSection.enum
    for (const section of defaultHomeSections) expect(names).toContain(section)
  })
})
