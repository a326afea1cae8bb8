import type { Vip, VipLevel } from '@/api/content/get-vip'

/** Where the member stands among the VIP levels: this level, the next one and the way to it. */
export interface VipProgress {
  level: VipLevel
  next: VipLevel | null
  /** Of the next level's stake, how much is done, in percent (100 at the top level). */
  percent: number
}

/**
 * The member's VIP progress from the platform's answer: the level it names (the club rank's, or the
 * one the stake reached) with its benefits, and the share of the next level's stake already done.
 * Null for a visitor or when the level is not among the levels.
 */
export function vipProgress(vip: Vip): VipProgress | null {
  const { current, levels } = vip
  const level = current ? levels.find((l) => l.level === current.level) : undefined
  if (!current || !level) return null
  const next = levels.find((l) => l.level === current.nextLevel) ?? null
  if (!next || next.betRequired <= 0) return { level, next, percent: 100 }
  const done = Math.max(0, next.betRequired - current.toNextLevel)
  return { level, next, percent: Math.min(100, Math.floor((done / next.betRequired) * 100)) }
}
