import { describe, expect, it } from 'vitest'
import { periodLabeller } from './period-label'

describe('period labels', () => {
  it('keeps the calendar day of a period and names months', () => {
    expect(periodLabeller('en-GB', 'day', 'short')('2026-11-24')).toBe('24 Nov')
    expect(periodLabeller('en-GB', 'week', 'long')('2026-11-23')).toBe('23 Nov 2026')
    expect(periodLabeller('en-GB', 'month', 'short')('2026-11')).toBe('Nov 2026')
  })

  it('uses Latin digits in every language', () => {
    expect(periodLabeller('th-TH', 'day', 'long')('2026-11-24')).toMatch(/24.*2026/)
  })
})
