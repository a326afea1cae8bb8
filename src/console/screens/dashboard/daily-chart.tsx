import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import * as own from '../finance/operations.css'

/** A line of a chart: its name, colour and one value per day. */
export interface ChartSeries {
  label: string
  color: string
  values: number[]
}

/**
 * One uPlot chart of values per day, as wide as its box (followed as the box resizes). uPlot is
 * imported by the dashboard's lazy chunk alone, its CSS with it; it sets its styles through the
 * DOM, which the console's CSP (style-src 'self') allows.
 */
export function DailyChart({
  title,
  dayLabel,
  days,
  series,
  value,
}: {
  title: string
  /** The name of the days' axis in the legend, in the operator's language. */
  dayLabel: string
  days: string[]
  series: ChartSeries[]
  value: (raw: number) => string
}) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    // Days as UTC midnights, and shown in UTC: each point is the merchant's day, whatever the
    // operator's clock.
    const xs = days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000)
    const chart = new uPlot(
      {
        title,
        width: Math.max(280, element.clientWidth),
        height: 240,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        scales: { x: { time: true } },
        axes: [{}, { size: 80, values: (_chart, ticks) => ticks.map(value) }],
        series: [
          { label: dayLabel },
          ...series.map((each) => ({
            label: each.label,
            stroke: each.color,
            width: 2,
            value: (_chart: uPlot, raw: number | null) => (raw === null ? '—' : value(raw)),
          })),
        ],
      },
      [xs, ...series.map((each) => each.values)],
      element,
    )
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(280, element.clientWidth), height: 240 }),
    )
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [title, dayLabel, days, series, value])
  return <div ref={box} className={own.chart} data-testid="dashboard-chart" aria-hidden="true" />
}
