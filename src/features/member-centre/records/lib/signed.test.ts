import { describe, expect, it } from 'vitest'
import { signedText, toneOf } from './signed'

const money = (minor: number) => `${minor < 0 ? '-' : ''}P ${(Math.abs(minor) / 100).toFixed(2)}`

describe('signed amounts', () => {
  it('marks a gain with + and a loss with -, zero with neither', () => {
    expect(signedText(1250, money)).toBe('+P 12.50')
    expect(signedText(-500, money)).toBe('-P 5.00')
    expect(signedText(0, money)).toBe('P 0.00')
  })

  it('gives each its tone', () => {
    expect([toneOf(1), toneOf(-1), toneOf(0)]).toEqual(['positive', 'negative', 'zero'])
  })
})
