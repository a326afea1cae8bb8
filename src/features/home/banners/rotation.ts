/** Spec §2.2, §9: banners turn every 5000 ms when there is more than one. */
export const bannerAutoplayMs = 5000

/** Why a rotation waits: a pointer over it, focus inside it, or the tab hidden. */
export type PauseReason = 'hover' | 'focus' | 'hidden'

/** A slide rotation: advances on a timer, waits while any pause reason holds. */
export interface Rotation {
  readonly index: number
  /** Goes to a slide (a dot, a swipe) and restarts the wait. */
  goTo(index: number): void
  pause(reason: PauseReason): void
  resume(reason: PauseReason): void
  stop(): void
}

/**
 * Starts a rotation over `count` slides: every `intervalMs` without a pause it moves to the next
 * slide (after the last, the first) and reports it. One slide, or none, never moves.
 */
export function createRotation(options: {
  count: number
  onAdvance: (index: number) => void
  intervalMs?: number
}): Rotation {
  const { count, onAdvance, intervalMs = bannerAutoplayMs } = options
  const paused = new Set<PauseReason>()
  let index = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  const schedule = () => {
    clearTimeout(timer)
    timer = undefined
    if (stopped || count < 2 || paused.size > 0) return
    timer = setTimeout(() => {
      index = (index + 1) % count
      onAdvance(index)
      schedule()
    }, intervalMs)
  }
  schedule()
  return {
    get index() {
      return index
    },
    goTo(next) {
      if (count < 1) return
      index = ((next % count) + count) % count
      schedule()
    },
    pause(reason) {
      paused.add(reason)
      schedule()
    },
    resume(reason) {
      if (!paused.delete(reason)) return
      schedule()
    },
    stop() {
      stopped = true
      schedule()
    },
  }
}
