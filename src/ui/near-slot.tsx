import { useEffect, useRef, useState, type ReactNode } from 'react'
import { cameIntoView } from '@/lib/intersection'

/**
 * Mounts its children once the slot comes near the viewport: a section below the fold loads its
 * code and asks for its data only then. The slot keeps a height meanwhile, so the page below it
 * does not jump.
 */
export function NearSlot(props: {
  children: ReactNode
  /** The height kept before the children mount (a class may keep it instead). */
  minHeight?: string
  /** Drawn before the children mount: a box of the height they will have, where it is known. */
  placeholder?: ReactNode
  className?: string
  testId?: string
  /** How far below the viewport the slot counts as near. */
  nearPx?: number
  /**
   * What the slot waits for before it looks at all: a page whose height still changes as its first
   * answers land (Home's rows) is shorter for a moment than it will be.
   */
  after?: () => Promise<unknown>
  /**
   * What the look-ahead waits for: until then the slot mounts only once it is in the viewport
   * itself, so that a section below the fold does not load beside the first screen (Home's
   * sections on a phone: a row of promotions and its messages, 25 KB of JavaScript, while the
   * rows' pictures load).
   */
  aheadAfter?: () => Promise<unknown>
}) {
  const nearPx = props.nearPx ?? 200
  const { after, aheadAfter } = props
  const ref = useRef<HTMLDivElement>(null)
  const [isNear, setNear] = useState(() => typeof IntersectionObserver !== 'function')
  useEffect(() => {
    const element = ref.current
    if (!element || isNear) return
    let observer: IntersectionObserver | undefined
    let isLive = true
    const observe = (aheadPx: number) => {
      if (!isLive) return
      observer?.disconnect()
      observer = new IntersectionObserver(
        (entries) => {
          if (!cameIntoView(entries)) return
          setNear(true)
          observer?.disconnect()
        },
        { rootMargin: `0px 0px ${aheadPx}px 0px` },
      )
      observer.observe(element)
    }
    const lookAhead = () => observe(nearPx)
    const start = () => {
      if (!aheadAfter) return lookAhead()
      observe(0)
      void aheadAfter().then(lookAhead)
    }
    if (after) void after().then(start)
    else start()
    return () => {
      isLive = false
      observer?.disconnect()
    }
  }, [isNear, nearPx, after, aheadAfter])
  return (
    <div
      ref={ref}
      className={props.className}
      style={isNear ? undefined : { minHeight: props.minHeight }}
      data-testid={props.testId}
    >
      {isNear ? props.children : (props.placeholder ?? null)}
    </div>
  )
}
