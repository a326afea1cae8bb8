import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import { birthdayProblem } from './birthday'

const today = DateTime.fromISO('2026-06-15T10:00:00', { zone: 'UTC' })

describe('birthdayProblem', () => {
  it('accepts a member of 21 from the birthday on', () => {
    expect(birthdayProblem('2005-06-15', today)).toBeNull()
    expect(birthdayProblem('1980-01-31', today)).toBeNull()
  })

  it('refuses a member younger than 21', () => {
    expect(birthdayProblem('2005-06-16', today)).toBe('age')
    expect(birthdayProblem('2010-01-01', today)).toBe('age')
  })

  it('refuses what is not a yyyy-MM-dd date', () => {
    expect(birthdayProblem('15-06-2000', today)).toBe('format')
    expect(birthdayProblem('2000-02-30', today)).toBe('format')
    expect(birthdayProblem('', today)).toBe('format')
  })
})
