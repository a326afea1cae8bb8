import { describe, expect, it } from 'vitest'
import { untilNextDraw } from './get-lottery-lobby'

const now = Date.parse('2026-01-01T00:00:00.000Z')
const at = (seconds: number) => ({ nextDrawAt: new Date(now + seconds * 1000).toISOString() })

describe('untilNextDraw', () => {
  it('asks again a moment after the earliest draw', () => {
    expect(untilNextDraw([at(90), at(30), at(600)], now)).toBe(31_000)
  })

  it('asks no sooner than every 5 s and no later than every 5 minutes', () => {
    expect(untilNextDraw([at(1)], now)).toBe(5_000)
    expect(untilNextDraw([at(-10)], now)).toBe(5_000)
    expect(untilNextDraw([at(86_400)], now)).toBe(300_000)
    expect(untilNextDraw([], now)).toBe(300_000)
    expect(untilNextDraw([{ nextDrawAt: 'soon' }], now)).toBe(300_000)
  })
})
