import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import * as styles from './winners.css'

const WinnerBoard = lazy(() => import('./winner-board').then((m) => ({ default: m.WinnerBoard })))

/**
 * The winner board sits below the fold: its code and its call load when it comes near the
 * viewport, so the first paint of Home does not wait for them.
 */
export function LazyWinnerBoard() {
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
      { rootMargin: '0px 0px 100px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [isNear])
  return (
    <div ref={ref} className={styles.slot} data-testid="winner-slot">
      {isNear ? (
        <Suspense fallback={null}>
          <WinnerBoard />
        </Suspense>
      ) : null}
    </div>
  )
}
