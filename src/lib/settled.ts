import { afterLargestPaint } from './largest-paint'
import { settledAttribute } from './motion'

/**
 * The settled page (docs/performance.md). When the page has settled: its first screen's largest paint is on screen and the browser has since
 * had a whole idle period, nothing left to run and no frame due. Motion that only decorates (the
 * notice ticker, the vendor strip) starts then. Each of its frames costs a phone's compositor work,
 * at 60 a second; while the page loads, that work competes with the page's own for the same cores.
 */

/** A whole idle period: the browser gives at most 50 ms, and gives that only with no frame due. */
const wholeIdleMs = 45
/** How long motion waits at most after boot asks: a page that never goes idle still moves. */
export const settleCapMs = 4000
/** Without idle callbacks (older Safari), how long after the largest paint motion waits. */
const withoutIdleCallbacksMs = 500

/**
 * How the page settled: in a whole idle period (`idle`, or `quiet` where the browser cannot tell
 * and a moment has passed), or at the cap, still busy. Optional work that costs a long task (the
 * Intl warm-up in main.tsx) skips `cap`: a page that never went idle would take it as one more.
 */
export type Settled = 'idle' | 'quiet' | 'cap'

/** Resolves after the largest paint, at the first whole idle period, or at the cap. */
export function whenSettled(capMs = settleCapMs): Promise<Settled> {
  const cap = new Promise<Settled>((resolve) => setTimeout(() => resolve('cap'), capMs))
  const idle = afterLargestPaint().then(
    () =>
      new Promise<Settled>((resolve) => {
        if (typeof requestIdleCallback !== 'function') {
          setTimeout(() => resolve('quiet'), withoutIdleCallbacksMs)
          return
        }
        const wait = () =>
          requestIdleCallback((deadline) => {
            if (deadline.timeRemaining() >= wholeIdleMs) resolve('idle')
            else wait()
          })
        wait()
      }),
  )
  return Promise.race([idle, cap])
}

let settling: Promise<Settled> | undefined
/** The page's one wait for settling, shared by everything that holds back until then. */
export function pageSettled(): Promise<Settled> {
  settling ??= whenSettled()
  return settling
}

/** Marks the root once the page has settled: styles that wait behind `beforeSettled` start. */
export function startMotionWhenSettled(): void {
  void pageSettled().then(() => document.documentElement.setAttribute(settledAttribute, ''))
}
