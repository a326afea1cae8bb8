import { describe, expect, it } from 'vitest'
import { canOpenCentre, memberEntryPage, resolveCentre } from './centre'
import type { Capabilities } from './condition'
import { agentCentre, memberCentre } from './centre-tables'

const caps = (
  accountType: number | null,
  flags: string[] = ['area.agentCentre'],
): Capabilities => ({
  flags: new Set(flags),
  languages: ['EN'],
  loggedIn: accountType !== null,
  accountType,
})

describe('canOpenCentre', () => {
  it('opens the agent centre for agent account types only (spec §6)', () => {
    for (const type of [1, 2, 41, 42]) expect(canOpenCentre(agentCentre, caps(type))).toBe(true)
    for (const type of [3, 4, 0]) expect(canOpenCentre(agentCentre, caps(type))).toBe(false)
    expect(canOpenCentre(agentCentre, caps(null))).toBe(false)
  })
  it('keeps the agent centre closed on a brand without it', () => {
    expect(canOpenCentre(agentCentre, caps(1, []))).toBe(false)
  })
  it('opens the member centre for any real account, not for a trial one', () => {
    expect(canOpenCentre(memberCentre, caps(3))).toBe(true)
    expect(canOpenCentre(memberCentre, caps(1))).toBe(true)
    expect(canOpenCentre(memberCentre, caps(4))).toBe(false)
    expect(canOpenCentre(memberCentre, caps(null))).toBe(false)
  })
})

describe('the member centre entry and playerRank (spec §2.8)', () => {
  const gold = { memberLabel: ['Gold'], clubLabel: { labelName: 'Gold', rankLevel: 3 } }
  const none = { memberLabel: [], clubLabel: null }

  it('opens playerRank when the member has a label, otherwise securityCenter', () => {
    expect(memberEntryPage(gold)).toBe('playerRank')
    expect(memberEntryPage({ memberLabel: ['VIP'], clubLabel: null })).toBe('playerRank')
    expect(memberEntryPage(none)).toBe('securityCenter')
    expect(memberEntryPage(undefined)).toBe('securityCenter')
  })

  it('lists playerRank only with the memberLabel flag; a link to it opens the default without', () => {
    const labelled = resolveCentre(memberCentre, caps(3, ['memberLabel']), 'playerRank')
    expect(labelled.pages.map((page) => page.key)).toContain('playerRank')
    expect(labelled.active).toBe('playerRank')
    const unlabelled = resolveCentre(memberCentre, caps(3), 'playerRank')
    expect(unlabelled.pages.map((page) => page.key)).not.toContain('playerRank')
    expect(unlabelled.active).toBe('securityCenter')
  })

  it("lists the marketing centre for every member: its guard is the page's warning", () => {
    const pages = resolveCentre(memberCentre, caps(3), 'marketingCenter')
    expect(pages.active).toBe('marketingCenter')
  })
})
