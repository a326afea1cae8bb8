import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import * as styles from '../auth.css'

/** A slider challenge from the platform. */
export interface Slider {
  sliderId: string
  background: string
  piece: string
  y: number
  width: number
}

/** Slide the piece into the gap: a range input, so it works with a keyboard as well as a pointer. */
export function SliderCaptcha(props: {
  slider: Slider | undefined
  value: number
  onChange: (x: number) => void
}) {
  const { t } = useLingui()
  const id = useId()
  const { slider, value, onChange } = props
  return (
    <div className={styles.slider}>
      <div className={styles.sliderStage}>
        {slider ? (
          <>
            <img src={slider.background} alt="" width={280} height={150} />
            <img
              src={slider.piece}
              alt=""
              width={40}
              height={40}
              className={styles.sliderPiece}
              style={{ insetInlineStart: `${value}px`, insetBlockStart: `${slider.y}px` }}
            />
          </>
        ) : null}
      </div>
      <label htmlFor={id}>
        {t({ id: 'auth.slider.label', message: 'Slide the piece into the gap' })}
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={(slider?.width ?? 280) - 40}
        value={value}
        disabled={!slider}
        onChange={(event) => onChange(Number(event.target.value))}
        className={styles.sliderRange}
        data-testid="slider-input"
      />
    </div>
  )
}
