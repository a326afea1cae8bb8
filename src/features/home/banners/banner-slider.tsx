import { useEffect, useRef } from 'react'
import { useKeenSlider } from 'keen-slider/react'
import { BannerSlide, type ShownBanner } from './banner-slide'
import * as styles from './banners.css'

export interface BannerSliderProps {
  banners: ShownBanner[]
  index: number
  onIndexChange: (index: number) => void
}

/** keen-slider over the banners: follows the index it is given and reports a swipe. */
export function BannerSlider(props: BannerSliderProps) {
  const { banners, index, onIndexChange } = props
  const onChange = useRef(onIndexChange)
  useEffect(() => {
    onChange.current = onIndexChange
  }, [onIndexChange])
  const dragged = useRef(false)
  const [ref, slider] = useKeenSlider<HTMLDivElement>({
    initial: index,
    loop: true,
    selector: '[data-testid="banner-slide"]',
    dragStarted: () => {
      dragged.current = false
    },
    dragged: () => {
      dragged.current = true
    },
    slideChanged: (s) => onChange.current(s.track.details.rel),
  })
  useEffect(() => {
    const instance = slider.current
    if (instance && instance.track.details.rel !== index) instance.moveToIdx(index)
  }, [index, slider])
  return (
    <div ref={ref} className={styles.track}>
      {banners.map((banner, i) => (
        <BannerSlide
          key={banner.bannerId}
          banner={banner}
          isFirst={i === 0}
          isActive={i === index}
          wasDragged={() => dragged.current}
        />
      ))}
    </div>
  )
}
