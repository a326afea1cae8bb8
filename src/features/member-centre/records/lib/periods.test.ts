import { describe, expect, it } from 'vitest'
import { fillPeriods, mondayOf, periodKeys } from './periods'

const sums = (period: string, profit: number) => ({
  period,
  stake: 1000,
  payout: 1000 + profit,
  profit,
  deposits: 0,
  withdrawals: 0,
  bonus: 0,
})

describe('periods of a range', () => {
  it('lists every day, both ends included', () => {
    expect(periodKeys({ startDate: '2026-02-27', endDate: '2026-03-02' }, 'day')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ])
  })

  it('lists weeks by their Monday, starting with the week the range starts in', () => {
    expect(mondayOf('2026-11-24')).toBe('2026-11-23')
    expect(mondayOf('2026-11-23')).toBe('2026-11-23')
    expect(mondayOf('2026-11-22')).toBe('2026-11-16')
    expect(periodKeys({ startDate: '2026-11-01', endDate: '2026-11-24' }, 'week')).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ])
  })

  it('lists months across a year end', () => {
    expect(periodKeys({ startDate: '2025-11-15', endDate: '2026-02-01' }, 'month')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ])
  })

  it('fills quiet periods with zero and keeps the platform figures', () => {
    const filled = fillPeriods(
      [sums('2026-11-22', -500), sums('2026-11-24', 300)],
      { startDate: '2026-11-22', endDate: '2026-11-24' },
      'day',
    )
    expect(filled.map((p) => [p.period, p.profit])).toEqual([
      ['2026-11-22', -500],
      ['2026-11-23', 0],
      ['2026-11-24', 300],
    ])
    expect(filled[1]).toEqual({ ...sums('2026-11-23', 0), stake: 0, payout: 0 })
  })
})
