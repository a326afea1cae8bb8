import { describe, expect, it } from 'vitest'
import { barLayout } from './chart'

describe('barLayout', () => {
  it('scales positive values from a zero line at the bottom', () => {
    const { bars, zeroY, max, min } = barLayout([50, 100], 200, 100, 0)
    expect({ zeroY, max, min }).toEqual({ zeroY: 100, max: 100, min: 0 })
    expect(bars[0]).toMatchObject({ x: 0, width: 100, y: 50, height: 50, isNegative: false })
    expect(bars[1]).toMatchObject({ x: 100, y: 0, height: 100 })
  })

  it('hangs losses below a zero line placed by the share of the range above zero', () => {
    const { bars, zeroY } = barLayout([300, -100], 100, 100, 0)
    expect(zeroY).toBe(75)
    expect(bars[0]).toMatchObject({ y: 0, height: 75 })
    expect(bars[1]).toMatchObject({ y: 75, height: 25, isNegative: true })
  })

  it('draws nothing tall for an all-zero or empty series', () => {
    expect(barLayout([0, 0], 100, 100).bars.every((bar) => bar.height === 0)).toBe(true)
    expect(barLayout([], 100, 100).bars).toEqual([])
  })

  it('leaves the gap share of each slot empty, centred', () => {
    const [bar] = barLayout([1], 100, 10, 0.2).bars
    expect(bar).toMatchObject({ x: 10, width: 80 })
  })
})
