import { useEffect, useRef, useState } from 'react'
import { cameIntoView } from '@/lib/intersection'
import { loadedImages } from '@/lib/loaded-images'
import * as styles from './lazy-image.css'

/** How far ahead an image starts loading: within 1.3 screens (spec §9). */
export const lazyRootMargin = '30% 0px 30% 0px'
/** How many times a failed image is tried again (spec §9). */
export const lazyRetries = 3

/**
 * An image that loads when it comes within 1.3 screens of the viewport, tries again 3 times when it
 * fails, and shows at once when this page loaded it before (the last 200 URLs are remembered).
 * The caller hands a resolved http(s) URL (see config/use-image-url); null shows the fallback.
 */
export function LazyImage(props: {
  src: string | null
  alt: string
  width: number
  height: number
  className?: string
  testId?: string
}) {
  const { src, alt, width, height, className, testId } = props
  const frameRef = useRef<HTMLSpanElement>(null)
  const [isNear, setNear] = useState(() => (src ? loadedImages.has(src) : false))
  const [attempt, setAttempt] = useState(0)
  const [isLoaded, setLoaded] = useState(false)

  useEffect(() => {
    if (isNear || !src) return
    const frame = frameRef.current
    if (!frame || typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (cameIntoView(entries)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: lazyRootMargin },
    )
    observer.observe(frame)
    return () => observer.disconnect()
  }, [isNear, src])

  const hasFailed = !src || attempt > lazyRetries
  const state = hasFailed ? 'error' : isLoaded ? 'loaded' : isNear ? 'loading' : 'waiting'
  return (
    <span
      ref={frameRef}
      className={`${styles.frame} ${className ?? ''}`}
      style={{ inlineSize: width, aspectRatio: `${width} / ${height}` }}
      data-testid={testId}
      data-state={state}
    >
      {hasFailed ? (
        <span className={styles.failed} role="img" aria-label={alt}>
          {alt}
        </span>
      ) : isNear ? (
        <img
          key={attempt}
          className={styles.image}
          src={src}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          onLoad={() => {
            loadedImages.add(src)
            setLoaded(true)
          }}
          onError={() => setAttempt((n) => n + 1)}
        />
      ) : null}
    </span>
  )
}
