import { describe, expect, it } from 'vitest'
import { cameIntoView, isInViewNow } from './intersection'

const entries = (...states: boolean[]) =>
  states.map((isIntersecting) => ({ isIntersecting }) as IntersectionObserverEntry)

describe('entries of one observed target', () => {
  it('are read by the last one for whether it is in view now', () => {
    expect(isInViewNow(entries(false, true))).toBe(true)
    expect(isInViewNow(entries(true, false))).toBe(false)
    expect(isInViewNow(entries(false))).toBe(false)
  })

  it('tell that it came into view when any of them says so', () => {
    expect(cameIntoView(entries(false, true))).toBe(true)
    expect(cameIntoView(entries(true, false))).toBe(true)
    expect(cameIntoView(entries(false, false))).toBe(false)
  })
})
