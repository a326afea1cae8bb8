import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useKeenSlider } from 'keen-slider/react'
import { prefersReducedMotion } from '@/lib/motion'

export interface BannerSliderProps {
  count: number
  index: number
  onIndexChange: (index: number) => void
  className: string
  /** Draws slide i; wasDragged tells a click that ended a swipe from a real click. */
  renderSlide: (index: number, wasDragged: () => boolean) => ReactNode
}

/** Whether the last press moved the slides: a click that ends a swipe opens nothing. */
class DragState {
  private moved = false
  start() {
    this.moved = false
  }
  move() {
    this.moved = true
  }
  wasDragged = () => this.moved
}

/**
 * keen-slider over the banners: follows the index it is given and reports a swipe. It imports only
 * React and keen-slider (the slides come as a render function), so its chunk stays apart.
 */
export function BannerSlider(props: BannerSliderProps) {
  const { count, index, onIndexChange, className, renderSlide } = props
  const onChange = useRef(onIndexChange)
  useEffect(() => {
    onChange.current = onIndexChange
  }, [onIndexChange])
  const [drag] = useState(() => new DragState())
  // A reader who asked for less motion sees each turn as a swap, not a slide.
  const [isStill] = useState(prefersReducedMotion)
  const [ref, slider] = useKeenSlider<HTMLDivElement>({
    initial: index,
    loop: true,
    defaultAnimation: isStill ? { duration: 0 } : undefined,
    selector: '[data-testid="banner-slide"]',
    dragStarted: () => drag.start(),
    dragged: () => drag.move(),
    slideChanged: (s) => onChange.current(s.track.details.rel),
  })
  useEffect(() => {
    const instance = slider.current
    if (instance && instance.track.details.rel !== index) instance.moveToIdx(index)
  }, [index, slider])
  return (
    <div ref={ref} className={className}>
      {Array.from({ length: count }, (_, i) => renderSlide(i, drag.wasDragged))}
    </div>
  )
}
