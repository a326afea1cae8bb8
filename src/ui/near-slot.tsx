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
}) {
  const nearPx = props.nearPx ?? 200
  const { after } = props
  const ref = useRef<HTMLDivElement>(null)
  const [isNear, setNear] = useState(() => typeof IntersectionObserver !== 'function')
  useEffect(() => {
    const element = ref.current
    if (!element || isNear) return
    let observer: IntersectionObserver | undefined
    let isLive = true
    const observe = () => {
      if (!isLive) return
      observer = new IntersectionObserver(
        (entries) => {
          if (!cameIntoView(entries)) return
          setNear(true)
          observer?.disconnect()
        },
        { rootMargin: `0px 0px ${nearPx}px 0px` },
      )
      observer.observe(element)
    }
    if (after) void after().then(observe)
    else observe()
    return () => {
      isLive = false
      observer?.disconnect()
    }
  }, [isNear, nearPx, after])
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
