/** Reel symbols with their weights; rarer symbols pay more. */
const symbols = [
  { name: 'SEVEN', weight: 2, pays: 100 },
  { name: 'BAR', weight: 4, pays: 40 },
  { name: 'BELL', weight: 6, pays: 20 },
  { name: 'CHERRY', weight: 9, pays: 8 },
  { name: 'LEMON', weight: 12, pays: 5 },
] as const

type Symbol = (typeof symbols)[number]
const totalWeight = symbols.reduce((sum, s) => sum + s.weight, 0)

/** Three alike pay their multiple; exactly two cherries pay twice the stake (return to player about 94%). */
function multiplierOf(reels: readonly Symbol[]): number {
  const [a, b, c] = reels
  if (a && a === b && b === c) return a.pays
  return reels.filter((r) => r.name === 'CHERRY').length === 2 ? 2 : 0
}

/** One spin of the demo slot: three weighted reels. */
export function spin(randomInt: (max: number) => number) {
  const reels = Array.from({ length: 3 }, () => {
    let roll = randomInt(totalWeight)
    for (const symbol of symbols) {
      if (roll < symbol.weight) return symbol
      roll -= symbol.weight
    }
    return symbols[symbols.length - 1]!
  })
  return { reels: reels.map((r) => r.name), multiplier: multiplierOf(reels) }
}

/** The expected return per unit staked, over every outcome of three reels. */
export function returnToPlayer(): number {
  let expected = 0
  for (const a of symbols)
    for (const b of symbols)
      for (const c of symbols) {
        expected += ((a.weight * b.weight * c.weight) / totalWeight ** 3) * multiplierOf([a, b, c])
      }
  return expected
}
