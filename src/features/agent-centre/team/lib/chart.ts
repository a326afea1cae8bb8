/** A bar of a chart in the SVG's own units. */
export interface Bar {
  x: number
  y: number
  width: number
  height: number
  value: number
  isNegative: boolean
}

/** Bars of a series scaled into a box, with where zero lies and the ends of the scale. */
export interface BarLayout {
  bars: Bar[]
  zeroY: number
  max: number
  min: number
}

/**
 * Lays out one bar per value in a width x height box. The scale always includes zero, so a loss
 * hangs below the zero line and a series of zeros draws no bars rather than dividing by zero.
 * `gap` is the share of each slot left empty between bars (0-1).
 */
export function barLayout(values: readonly number[], width: number, height: number, gap = 0.2) {
  const max = Math.max(0, ...values)
  const min = Math.min(0, ...values)
  const span = max - min || 1
  const zeroY = (max / span) * height
  const slot = values.length ? width / values.length : width
  const bars = values.map((value, index): Bar => {
    const barHeight = (Math.abs(value) / span) * height
    return {
      x: index * slot + (slot * gap) / 2,
      y: value >= 0 ? zeroY - barHeight : zeroY,
      width: slot * (1 - gap),
      height: barHeight,
      value,
      isNegative: value < 0,
    }
  })
  return { bars, zeroY, max, min } satisfies BarLayout
}
