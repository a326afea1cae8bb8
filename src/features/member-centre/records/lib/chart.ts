/** A bar of the profit chart in SVG units: x and y of its top-left corner, its size. */
export interface Bar {
  x: number
  y: number
  width: number
  height: number
  value: number
}

/** The chart's geometry: its bars and where the zero axis runs. */
export interface BarLayout {
  bars: Bar[]
  zeroY: number
}

/**
 * Lays out one bar per value on a plot `height` tall starting at `top`: gains rise above the zero
 * axis and losses hang below it, scaled to the largest of either; the axis sits at the bottom when
 * there is no loss and at the top when there is no gain, so no space is wasted on an empty half.
 */
export function layoutBars(
  values: readonly number[],
  options: { slot: number; gap: number; height: number; top: number },
): BarLayout {
  const { slot, gap, height, top } = options
  const max = Math.max(0, ...values)
  const min = Math.min(0, ...values)
  const span = max - min || 1
  const zeroY = top + (max / span) * height
  const bars = values.map((value, index) => {
    const size = (Math.abs(value) / span) * height
    return {
      x: index * slot + gap / 2,
      y: value >= 0 ? zeroY - size : zeroY,
      width: slot - gap,
      height: size,
      value,
    }
  })
  return { bars, zeroY }
}

/** Every how many bars a label fits, so that at most `most` labels show along the axis. */
export function labelStep(count: number, most: number): number {
  return Math.max(1, Math.ceil(count / most))
}
