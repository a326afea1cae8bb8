import { describe, expect, it } from 'vitest'
import { fromZoneInput, toZoneInput } from './zoned-time'

describe('zoned wall-clock times', () => {
  it('reads a wall-clock time in the merchant’s zone, not the browser’s', () => {
    expect(fromZoneInput('2026-03-01T09:30', 'Asia/Manila')).toBe('2026-03-01T01:30:00.000Z')
    expect(fromZoneInput('2026-03-01T09:30', 'Asia/Ho_Chi_Minh')).toBe('2026-03-01T02:30:00.000Z')
    expect(fromZoneInput('2026-03-01T09:30', 'UTC')).toBe('2026-03-01T09:30:00.000Z')
    expect(fromZoneInput('2026-03-01T09:30:15', 'Asia/Manila')).toBe('2026-03-01T01:30:15.000Z')
    // Either side of a daylight-saving change.
    expect(fromZoneInput('2026-07-01T12:00', 'Europe/London')).toBe('2026-07-01T11:00:00.000Z')
    expect(fromZoneInput('2026-01-01T12:00', 'Europe/London')).toBe('2026-01-01T12:00:00.000Z')
  })

  it('writes an instant as the zone’s wall clock, and back', () => {
    expect(toZoneInput('2026-03-01T01:30:00.000Z', 'Asia/Manila')).toBe('2026-03-01T09:30')
    expect(toZoneInput('2026-12-31T23:59:59.000Z', 'Asia/Manila')).toBe('2027-01-01T07:59:59')
    const there = toZoneInput('2026-07-01T11:00:00.000Z', 'Europe/London')
    expect(fromZoneInput(there, 'Europe/London')).toBe('2026-07-01T11:00:00.000Z')
  })

  it('answers null for what is no time', () => {
    expect(fromZoneInput('', 'UTC')).toBeNull()
    expect(fromZoneInput('2026-03-01', 'UTC')).toBeNull()
  })
})
