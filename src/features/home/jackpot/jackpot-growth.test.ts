import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jackpotAt, jackpotEpochMs, jackpotStepMs, nextJackpot } from './jackpot-growth'

describe('jackpot (spec §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('starts from a value derived from the time, the same for every visitor', () => {
    vi.setSystemTime(jackpotEpochMs)
    expect(jackpotAt(Date.now())).toBe(5_000_000_00)
    vi.setSystemTime(jackpotEpochMs + 10 * jackpotStepMs + 2999)
    expect(jackpotAt(Date.now())).toBe(5_000_000_00 + 10 * 16_511)
    expect(jackpotAt(Date.now())).toBe(jackpotAt(Date.now() - 2999))
  })

  it('grows by 165.11 per 3000 ms step', () => {
    vi.setSystemTime(Date.UTC(2025, 5, 3, 12, 0, 0))
    const before = jackpotAt(Date.now())
    vi.advanceTimersByTime(3000)
    expect(jackpotAt(Date.now()) - before).toBe(16_511)
    expect(nextJackpot(before) - before).toBe(16_511)
  })

  it('starts again after a week, and never goes below the base', () => {
    const week = 7 * 86_400_000
    expect(jackpotAt(jackpotEpochMs + week)).toBe(5_000_000_00)
    expect(jackpotAt(jackpotEpochMs + week - 1)).toBeGreaterThan(30_000_000_00)
    expect(jackpotAt(jackpotEpochMs - 100_000)).toBe(5_000_000_00)
  })
})
