import { useEffect, useRef, useState, type ComponentType } from 'react'
import { useLingui } from '@lingui/react/macro'
import { createRotation, type Rotation } from './rotation'
import { BannerSlide, type ShownBanner } from './banner-slide'
import type { BannerSliderProps } from './banner-slider'
import * as styles from './banners.css'

type Slider = ComponentType<BannerSliderProps>

/** The slider (keen-slider) is needed once a banner turns or a hand reaches for it; a lazy chunk. */
const loadSlider = () => import('./banner-slider').then((m) => m.BannerSlider)

/** Loads the slider a little before the first turn, so it is ready and the first paint stays light. */
const preloadDelayMs = 4000

/**
 * The banners of a group (spec §2.2). One banner is a still image; more turn every 5000 ms with
 * dots, wait while hovered, focused or while the tab is hidden. The first banner paints as a plain
 * image at once; keen-slider takes over for swiping and sliding when it has loaded.
 */
export function BannerCarousel(props: { banners: ShownBanner[] }) {
  const { banners } = props
  const { t } = useLingui()
  const count = banners.length
  const [index, setIndex] = useState(0)
  const [slider, setSlider] = useState<{ component: Slider } | null>(null)
  const rotation = useRef<Rotation | null>(null)
  const ref = useRef<HTMLElement>(null)

  useEffect(() => {
    if (count < 2) return
    const turn = createRotation({ count, onAdvance: setIndex })
    rotation.current = turn
    const onVisibility = () =>
      document.visibilityState === 'hidden' ? turn.pause('hidden') : turn.resume('hidden')
    onVisibility()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      turn.stop()
      rotation.current = null
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [count])

  const wantSlider = count > 1
  const [isSliderWanted, setSliderWanted] = useState(false)
  useEffect(() => {
    if (!wantSlider) return
    const timer = setTimeout(() => setSliderWanted(true), preloadDelayMs)
    return () => clearTimeout(timer)
  }, [wantSlider])
  useEffect(() => {
    if (!wantSlider || slider || (!isSliderWanted && index === 0)) return
    let isCurrent = true
    loadSlider().then(
      (component) => isCurrent && setSlider({ component }),
      () => undefined, // the still banners keep turning without the slider
    )
    return () => {
      isCurrent = false
    }
  }, [wantSlider, slider, isSliderWanted, index])

  const goTo = (next: number) => {
    rotation.current?.goTo(next)
    setIndex(next)
  }
  const first = banners[0]!
  const current = banners[index] ?? first
  const Component = slider?.component
  return (
    <section
      ref={ref}
      className={styles.carousel}
      aria-roledescription={t({ id: 'banner.carousel', message: 'carousel' })}
      aria-label={t({ id: 'banner.label', message: 'Banners' })}
      data-testid="banners"
      data-group={first.groupName}
      data-index={index}
      onPointerEnter={() => {
        rotation.current?.pause('hover')
        setSliderWanted(true)
      }}
      onPointerLeave={() => rotation.current?.resume('hover')}
      onFocus={() => {
        rotation.current?.pause('focus')
        setSliderWanted(true)
      }}
      onBlur={(event) => {
        if (!ref.current?.contains(event.relatedTarget as Node | null))
          rotation.current?.resume('focus')
      }}
    >
      <div className={styles.viewport} style={{ aspectRatio: `${first.width} / ${first.height}` }}>
        {Component ? (
          <Component
            count={count}
            index={index}
            onIndexChange={goTo}
            className={styles.track}
            renderSlide={(i, wasDragged) => (
              <BannerSlide
                key={banners[i]!.bannerId}
                banner={banners[i]!}
                isFirst={i === 0}
                isActive={i === index}
                wasDragged={wasDragged}
              />
            )}
          />
        ) : (
          <div className={styles.track}>
            <BannerSlide
              key={current.bannerId}
              banner={current}
              isFirst={current === first}
              isActive
            />
          </div>
        )}
      </div>
      {count > 1 ? (
        <ol className={styles.dots}>
          {banners.map((banner, i) => (
            <li key={banner.bannerId}>
              <button
                type="button"
                className={styles.dot}
                data-testid="banner-dot"
                aria-current={i === index ? 'true' : undefined}
                aria-label={t({
                  id: 'banner.dot',
                  message: `Banner ${i + 1} of ${count}`,
                })}
                onClick={() => goTo(i)}
              />
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}
