import { barLayout } from '../lib/chart'
import * as styles from './chart.css'

const width = 600
const height = 160

/**
 * A daily series as bars in inline SVG (no chart library), losses in the danger colour below the
 * zero line. The SVG is one labelled image; the figures themselves are in the table beside it.
 */
export function BarChart(props: {
  label: string
  values: readonly number[]
  formatValue: (value: number) => string
  firstLabel: string
  lastLabel: string
  testId: string
}) {
  const { label, values, formatValue, firstLabel, lastLabel, testId } = props
  const { bars, zeroY, max, min } = barLayout(values, width, height)
  return (
    <figure className={styles.frame} data-testid={testId}>
      <div className={styles.plot}>
        <div className={styles.scale} aria-hidden="true">
          <span>{formatValue(max)}</span>
          {min < 0 ? <span>{formatValue(min)}</span> : <span>{formatValue(0)}</span>}
        </div>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={label}
        >
          {bars.map((bar, index) => (
            <rect
              key={index}
              className={bar.isNegative ? styles.barNegative : styles.bar}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={Math.max(bar.height, bar.value === 0 ? 0 : 1)}
            />
          ))}
          {min < 0 ? (
            <line
              className={styles.zero}
              x1={0}
              x2={width}
              y1={zeroY}
              y2={zeroY}
              vectorEffect="non-scaling-stroke"
            />
          ) : null}
        </svg>
      </div>
      <figcaption className={styles.dates}>
        <span>{firstLabel}</span>
        <span>{lastLabel}</span>
      </figcaption>
    </figure>
  )
}
