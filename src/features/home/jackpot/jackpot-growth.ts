/** Spec §4, §9: the jackpot grows by 165.11 every 3000 ms while it is shown. */
export const jackpotStepMs = 3000

/** The growth of one step, in hundredths (165.11). Integers keep the sum exact. */
export const jackpotIncrementHundredths = 16_511

/** Where every visitor's counter starts: a fixed epoch, a base, and a cycle after which it is won. */
export const jackpotEpochMs = Date.UTC(2024, 0, 1)
const baseHundredths = 5_000_000_00
const stepsPerCycle = (7 * 86_400_000) / jackpotStepMs

/**
 * The jackpot at a moment, in hundredths of the currency unit: the base plus 165.11 for every whole
 * 3-second step since the epoch, starting again every 7 days (the jackpot was won), so every
 * visitor sees about the same figure.
 */
export function jackpotAt(nowMs: number): number {
  const steps = Math.max(0, Math.floor((nowMs - jackpotEpochMs) / jackpotStepMs))
  return baseHundredths + (steps % stepsPerCycle) * jackpotIncrementHundredths
}

/** The jackpot one tick later. */
export const nextJackpot = (hundredths: number) => hundredths + jackpotIncrementHundredths
