import { createHash } from 'node:crypto'

/** A stable number for a text. */
export const hashOf = (text: string) => createHash('sha1').update(text).digest().readUInt32BE(0)

/** A small seeded generator (mulberry32): shapes drawn from it sit in the same place every render. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
