import { useId, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import * as ui from '@/ui/ui.css'
import * as styles from '../auth.css'

/** A slider challenge from the platform. */
export interface Slider {
  sliderId: string
  background: string
  /** The piece as a transparent strip of the background's height, placed at its top. */
  piece: string
  width: number
}

/**
 * Slide the piece into the gap of its shape (the picture has decoy gaps of other shapes): a range
 * input, so it works with a keyboard as well as a pointer.
 */
export function SliderCaptcha(props: {
  slider: Slider | undefined
  value: number
  onChange: (x: number) => void
}) {
  const { t } = useLingui()
  const id = useId()
  const { slider, value, onChange } = props
  // The strip's width comes with its picture; the range stops where the strip meets the edge.
  const [pieceWidth, setPieceWidth] = useState(0)
  const width = slider?.width ?? 280
  return (
    <div className={styles.slider}>
      <div className={styles.sliderStage}>
        {slider ? (
          <>
            <img src={slider.background} alt="" width={280} height={150} />
            <img
              src={slider.piece}
              alt=""
              height={150}
              className={styles.sliderPiece}
              style={{ insetInlineStart: `${value}px`, insetBlockStart: 0 }}
              onLoad={(event) => setPieceWidth(event.currentTarget.naturalWidth)}
            />
          </>
        ) : null}
      </div>
      <label htmlFor={id}>
        {t({
          id: 'auth.slider.label',
          message: 'Slide the piece into the gap of the same shape',
        })}
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={width - pieceWidth}
        value={value}
        disabled={!slider}
        onChange={(event) => onChange(Number(event.target.value))}
        className={styles.sliderRange}
        data-testid="slider-input"
      />
    </div>
  )
}

/** The slider of a query, or its load failure with a retry, where a form asks for the slider. */
export function SliderChallenge(props: {
  query: { data: Slider | undefined; isError: boolean; refetch: () => unknown }
  value: number
  onChange: (x: number) => void
}) {
  const { t } = useLingui()
  const { query, value, onChange } = props
  if (query.isError)
    return (
      <p className={ui.errorText} role="alert">
        {t({ id: 'auth.slider.error', message: 'The verification could not be loaded.' })}{' '}
        <button type="button" className={ui.button} onClick={() => void query.refetch()}>
          {t({ id: 'system.retry', message: 'Try again' })}
        </button>
      </p>
    )
  return <SliderCaptcha slider={query.data} value={value} onChange={onChange} />
}
