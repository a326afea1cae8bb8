import { useLingui } from '@lingui/react/macro'
import { useFormatters } from '../../../../i18n/format'
import { labelStep, layoutBars } from '../lib/chart'
import type { PeriodSums } from '../lib/periods'
import { signedText } from '../lib/signed'
import * as styles from './profit-chart.css'

const plotHeight = 160
const top = 24
const bottom = 28

/**
 * The player's win or loss per period as bars, drawn in SVG: a win rises above the axis (green),
 * a loss hangs below it (red), so that periods compare at a glance without a chart library. Each
 * bar names its period and figure on hover; the same figures are in the table view.
 */
export function ProfitChart(props: {
  periods: PeriodSums[]
  periodLabel: (period: string) => string
  summary: string
}) {
  const { t } = useLingui()
  const format = useFormatters()
  const { periods, periodLabel } = props
  const slot = periods.length > 14 ? 22 : 40
  const width = Math.max(periods.length * slot, 280)
  const { bars, zeroY } = layoutBars(
    periods.map((p) => p.profit),
    { slot, gap: Math.max(4, slot / 4), height: plotHeight, top },
  )
  const step = labelStep(periods.length, Math.floor(width / 64))
  const height = top + plotHeight + bottom
  return (
    <>
      <div className={styles.scroller}>
        <svg
          className={styles.svg}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={props.summary}
          data-testid="profit-chart"
        >
          <line className={styles.grid} x1={0} x2={width} y1={top} y2={top} />
          <line
            className={styles.grid}
            x1={0}
            x2={width}
            y1={top + plotHeight}
            y2={top + plotHeight}
          />
          {bars.map((bar, index) => {
            const period = periods[index]!
            return (
              <g key={period.period} data-testid="profit-bar" data-value={bar.value}>
                <title>{`${periodLabel(period.period)}: ${signedText(bar.value, format.money)}`}</title>
                <rect
                  className={bar.value < 0 ? styles.loss : styles.gain}
                  x={bar.x}
                  y={bar.y}
                  width={bar.width}
                  height={Math.max(bar.height, bar.value === 0 ? 0 : 1)}
                  rx={2}
                />
                {index % step === 0 ? (
                  <text
                    className={styles.label}
                    x={bar.x + bar.width / 2}
                    y={height - 8}
                    textAnchor="middle"
                  >
                    {periodLabel(period.period)}
                  </text>
                ) : null}
              </g>
            )
          })}
          <line className={styles.axis} x1={0} x2={width} y1={zeroY} y2={zeroY} />
        </svg>
      </div>
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={styles.swatchGain} />
          {t({ id: 'member.records.chart.win', message: 'Win (above the line)' })}
        </li>
        <li>
          <span className={styles.swatchLoss} />
          {t({ id: 'member.records.chart.loss', message: 'Loss (below the line)' })}
        </li>
      </ul>
    </>
  )
}
