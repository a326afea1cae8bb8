import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import { birthdayProblem } from './birthday'

const today = DateTime.fromISO('2026-06-15T10:00:00', { zone: 'UTC' })

describe('birthdayProblem', () => {
  it('accepts a person of the minimum age from the birthday on', () => {
    expect(birthdayProblem('2008-06-15', 18, today)).toBeNull()
    expect(birthdayProblem('2005-06-15', 21, today)).toBeNull()
    expect(birthdayProblem('1980-01-31', 21, today)).toBeNull()
  })

  it('refuses a person younger than the merchant’s minimum age', () => {
    expect(birthdayProblem('2008-06-16', 18, today)).toBe('age')
    expect(birthdayProblem('2006-01-01', 21, today)).toBe('age')
    // 20 years old: old enough at 18, not at 21.
    expect(birthdayProblem('2006-01-01', 18, today)).toBeNull()
  })

  it('refuses what is not a yyyy-MM-dd date', () => {
    expect(birthdayProblem('15-06-2000', 18, today)).toBe('format')
    expect(birthdayProblem('2000-02-30', 18, today)).toBe('format')
    expect(birthdayProblem('', 18, today)).toBe('format')
  })
})
