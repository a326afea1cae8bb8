import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { useFormatters } from '@/i18n/format'
import { labelStep, layoutBars } from '../lib/chart'
import type { PeriodSums } from '../lib/periods'
import { signedText } from '../lib/signed'
import * as styles from './profit-chart.css'

const plotHeight = 160
const top = 24
const bottom = 40

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
  const [boxRef, boxWidth] = useWidth<HTMLDivElement>()
  // Bars share the box's width; past a minimum slot the chart scrolls sideways instead.
  const count = Math.max(periods.length, 1)
  const slot = Math.min(64, Math.max(18, boxWidth / count))
  const width = Math.max(count * slot, boxWidth)
  const values = periods.map((p) => p.profit)
  const { bars, zeroY } = layoutBars(values, {
    slot,
    gap: Math.max(4, slot / 4),
    height: plotHeight,
    top,
  })
  const step = labelStep(periods.length, Math.floor(width / 64))
  const height = top + plotHeight + bottom
  return (
    <>
      <div className={styles.scroller} ref={boxRef}>
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
          <text className={styles.label} x={4} y={top - 6}>
            {signedText(Math.max(0, ...values), format.money)}
          </text>
          {Math.min(0, ...values) < 0 ? (
            <text className={styles.label} x={4} y={top + plotHeight + 14}>
              {signedText(Math.min(...values), format.money)}
            </text>
          ) : null}
          <g transform={`translate(${(width - count * slot) / 2} 0)`}>
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
                      y={height - 6}
                      textAnchor="middle"
                    >
                      {periodLabel(period.period)}
                    </text>
                  ) : null}
                </g>
              )
            })}
          </g>
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

/** The content width of an element, followed as it resizes (280 until it is measured). */
function useWidth<E extends HTMLElement>() {
  const ref = useRef<E>(null)
  const [width, setWidth] = useState(280)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}
