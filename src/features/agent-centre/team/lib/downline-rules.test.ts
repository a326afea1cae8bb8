import { describe, expect, it } from 'vitest'
import type { FieldRule } from '@/lib/registration-rules'
import { downlineRules } from './downline-rules'

const rule = (overrides: Partial<FieldRule>): FieldRule => ({
  enabled: true,
  required: false,
  acceptedPattern: '^[a-z]+$',
  patternId: 'letterThenAlnum',
  minLength: 4,
  maxLength: 30,
  ...overrides,
})

describe('downlineRules', () => {
  it('keeps the configured pattern, makes the fields required and narrows to the call limits', () => {
    const rules = downlineRules({ username: rule({}), password: rule({ minLength: 8 }) })
    expect(rules.username).toMatchObject({
      acceptedPattern: '^[a-z]+$',
      required: true,
      minLength: 6,
      maxLength: 16,
    })
    expect(rules.password).toMatchObject({ required: true, minLength: 8, maxLength: 20 })
  })

  it('falls back to a free rule within the call limits when a field is not configured', () => {
    expect(downlineRules({}).username).toMatchObject({
      acceptedPattern: '*',
      minLength: 6,
      maxLength: 16,
    })
  })

  it('never gives a maximum below the minimum', () => {
    const rules = downlineRules({ username: rule({ minLength: 10, maxLength: 12 }) })
    expect(rules.username).toMatchObject({ minLength: 10, maxLength: 12 })
    expect(
      downlineRules({ password: rule({ minLength: 25, maxLength: 30 }) }).password,
    ).toMatchObject({ minLength: 25, maxLength: 25 })
  })
})
