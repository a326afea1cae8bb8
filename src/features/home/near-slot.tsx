import { useEffect, useRef, useState, type ReactNode } from 'react'

/**
 * Mounts its children once the slot comes near the viewport: a section below the fold loads its
 * code and asks for its data only then. The slot keeps a height meanwhile, so the page below it
 * does not jump.
 */
export function NearSlot(props: { minHeight: string; children: ReactNode; testId?: string }) {
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
      { rootMargin: '0px 0px 200px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [isNear])
  return (
    <div
      ref={ref}
      style={isNear ? undefined : { minHeight: props.minHeight }}
      data-testid={props.testId}
    >
      {isNear ? props.children : null}
    </div>
  )
}
