import { startTransition, useEffect, useState } from 'react'
import { afterPaint } from '@/lib/after-paint'

/**
 * False in the first render, which commits what is above the screen (header, banner); true from
 * the task after that commit's frame has painted, when the screen and the footer's slot render in
 * a pass of their own (a transition, which yields to the browser between components). Two shorter
 * tasks on a phone instead of one long one, and nothing on screen moves when the second comes.
 *
 * The second pass used to begin as soon as the first had committed (useDeferredValue), and its
 * tasks ran beside the frame that showed the header and the banner; begun after that frame, the
 * page blocks its main thread less (docs/performance.md, "The screen's pass after the first
 * paint"). A hidden tab paints no frames: there the second pass follows at once.
 */
export function useFramed(): boolean {
  const [isFramed, setFramed] = useState(false)
  useEffect(() => {
    if (isFramed) return
    const frame = () => startTransition(() => setFramed(true))
    if (document.visibilityState === 'hidden') return frame()
    return afterPaint(frame)
  }, [isFramed])
  return isFramed
}
