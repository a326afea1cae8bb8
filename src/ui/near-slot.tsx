import { useEffect, useRef, useState, type ReactNode } from 'react'

/**
 * Mounts its children once the slot comes near the viewport: a section below the fold loads its
 * code and asks for its data only then. The slot keeps a height meanwhile, so the page below it
 * does not jump.
 */
export function NearSlot(props: {
  children: ReactNode
  /** The height kept before the children mount (a class may keep it instead). */
  minHeight?: string
  className?: string
  testId?: string
  /** How far below the viewport the slot counts as near. */
  nearPx?: number
}) {
  const nearPx = props.nearPx ?? 200
  const ref = useRef<HTMLDivElement>(null)
  const [isNear, setNear] = useState(() => typeof IntersectionObserver !== 'function')
  useEffect(() => {
    const element = ref.current
    if (!element || isNear) return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return
        setNear(true)
        observer.disconnect()
      },
      { rootMargin: `0px 0px ${nearPx}px 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [isNear, nearPx])
  return (
    <div
      ref={ref}
      className={props.className}
      style={isNear ? undefined : { minHeight: props.minHeight }}
      data-testid={props.testId}
    >
      {isNear ? props.children : null}
    </div>
  )
}
