import { describe, expect, it } from 'vitest'
import { evaluate, type Capabilities } from './condition'

const caps = (over: Partial<Capabilities> = {}): Capabilities => ({
  flags: new Set(['area.vip', 'dailySalary']),
  languages: ['EN', 'TY'],
  loggedIn: true,
  accountType: 2,
  ...over,
})

describe('evaluate', () => {
  it('holds when there is no condition', () => {
    expect(evaluate(undefined, caps())).toBe(true)
  })

  it('flag: true only when the flag is on', () => {
    expect(evaluate({ flag: 'area.vip' }, caps())).toBe(true)
    expect(evaluate({ flag: 'hourlySalary' }, caps())).toBe(false)
  })

  it('all: every condition, and true for an empty list', () => {
    expect(evaluate({ all: [{ flag: 'area.vip' }, { loggedIn: true }] }, caps())).toBe(true)
    expect(evaluate({ all: [{ flag: 'area.vip' }, { loggedIn: false }] }, caps())).toBe(false)
    expect(evaluate({ all: [] }, caps())).toBe(true)
  })

  it('any: at least one condition, and false for an empty list', () => {
    expect(evaluate({ any: [{ flag: 'nope' }, { flag: 'dailySalary' }] }, caps())).toBe(true)
    expect(evaluate({ any: [{ flag: 'nope' }, { loggedIn: false }] }, caps())).toBe(false)
    expect(evaluate({ any: [] }, caps())).toBe(false)
  })

  it('not: negates', () => {
    expect(evaluate({ not: { flag: 'area.vip' } }, caps())).toBe(false)
    expect(evaluate({ not: { not: { flag: 'area.vip' } } }, caps())).toBe(true)
  })

  it('accountType: matches the session type, never without one', () => {
    expect(evaluate({ accountType: [1, 2, 41, 42] }, caps())).toBe(true)
    expect(evaluate({ accountType: [1, 41] }, caps())).toBe(false)
    expect(evaluate({ accountType: [4] }, caps({ accountType: null }))).toBe(false)
  })

  it('language: true when the brand supports it', () => {
    expect(evaluate({ language: 'TY' }, caps())).toBe(true)
    expect(evaluate({ language: 'VI' }, caps())).toBe(false)
  })

  it('loggedIn: compares the session state', () => {
    expect(evaluate({ loggedIn: true }, caps())).toBe(true)
    expect(evaluate({ loggedIn: true }, caps({ loggedIn: false }))).toBe(false)
    expect(evaluate({ loggedIn: false }, caps({ loggedIn: false }))).toBe(true)
  })

  it('nests: the member-centre guard refuses trial accounts', () => {
    const guard = { all: [{ loggedIn: true }, { not: { accountType: [4] } }] }
    expect(evaluate(guard, caps({ accountType: 1 }))).toBe(true)
    expect(evaluate(guard, caps({ accountType: 4 }))).toBe(false)
    expect(evaluate(guard, caps({ loggedIn: false, accountType: null }))).toBe(false)
  })
})
