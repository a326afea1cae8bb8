import { describe, expect, it } from 'vitest'
import {
  addDays,
  isoDay,
  maxRangeDays,
  normalizeRange,
  presetOf,
  presetRange,
  rangeLength,
  shiftRange,
} from './date-range'

const today = '2026-03-01'

describe('date ranges of the records screens', () => {
  it('formats a local calendar day', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
  })

  it('moves days across month and leap-year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })

  it('builds the presets ending today', () => {
    expect(presetRange('today', today)).toEqual({ startDate: today, endDate: today })
    expect(presetRange('last7', today)).toEqual({ startDate: '2026-02-23', endDate: today })
    expect(rangeLength(presetRange('last30', today))).toBe(30)
  })

  it('recognises a preset and nothing else', () => {
    expect(presetOf(presetRange('last7', today), today)).toBe('last7')
    expect(presetOf({ startDate: '2026-02-01', endDate: '2026-02-07' }, today)).toBeUndefined()
  })

  it('steps to the previous and next span of the same length', () => {
    const last7 = presetRange('last7', today)
    const previous = shiftRange(last7, -1, today)
    expect(previous).toEqual({ startDate: '2026-02-16', endDate: '2026-02-22' })
    expect(shiftRange(previous!, 1, today)).toEqual(last7)
    expect(shiftRange(last7, 1, today)).toBeUndefined()
  })

  it('cuts a next span at today', () => {
    expect(shiftRange({ startDate: '2026-02-20', endDate: '2026-02-26' }, 1, today)).toEqual({
      startDate: '2026-02-23',
      endDate: today,
    })
  })

  it('repairs a typed range', () => {
    expect(normalizeRange({ startDate: '2026-03-05', endDate: '2026-03-09' }, today)).toEqual({
      startDate: today,
      endDate: today,
    })
    const long = normalizeRange({ startDate: '2025-01-01', endDate: today }, today)
    expect(rangeLength(long)).toBe(maxRangeDays)
    expect(long.endDate).toBe(today)
  })
})
