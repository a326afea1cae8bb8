import { describe, expect, it } from 'vitest'
import { canOpenCentre } from './centre'
import type { Capabilities } from './condition'
import { agentCentre, memberCentre } from './tables'

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
