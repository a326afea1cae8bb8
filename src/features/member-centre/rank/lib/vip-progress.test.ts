import { describe, expect, it } from 'vitest'
import type { Vip } from '@/api/content/get-vip'
import { vipProgress } from './vip-progress'

const level = (n: number, betRequired: number) => ({
  level: n,
  name: `L${n}`,
  betRequired,
  upgradeBonus: 0,
  monthlyBonus: 0,
  rebateRate: 0.5,
})
const levels = [level(0, 0), level(1, 10_000), level(2, 50_000)]
const vip = (current: Vip['current']): Vip => ({ levels, current })

describe('vipProgress', () => {
  it('measures the way to the next level by its stake', () => {
    const progress = vipProgress(
      vip({ level: 1, name: 'L1', totalBet: 20_000, nextLevel: 2, toNextLevel: 30_000 }),
    )
    expect(progress).toEqual({ level: levels[1], next: levels[2], percent: 40 })
  })

  it('is full at the top level and empty for a rank above the stake', () => {
    expect(
      vipProgress(vip({ level: 2, name: 'L2', totalBet: 90_000, nextLevel: null, toNextLevel: 0 })),
    ).toEqual({ level: levels[2], next: null, percent: 100 })
    // A club rank sets the level whatever the stake: nothing of the next level is done yet.
    expect(
      vipProgress(vip({ level: 1, name: 'L1', totalBet: 0, nextLevel: 2, toNextLevel: 50_000 }))
        ?.percent,
    ).toBe(0)
  })

  it('has none for a visitor or a level the list lacks', () => {
    expect(vipProgress(vip(null))).toBeNull()
    expect(
      vipProgress(vip({ level: 9, name: 'L9', totalBet: 0, nextLevel: null, toNextLevel: 0 })),
    ).toBeNull()
  })
})
