import { describe, expect, it } from 'vitest'
import { labelStep, layoutBars } from './chart'

const options = { slot: 20, gap: 4, height: 100, top: 10 }

describe('profit bars', () => {
  it('puts gains above the axis and losses below, on one scale', () => {
    const { bars, zeroY } = layoutBars([300, -100, 0], options)
    expect(zeroY).toBe(85)
    expect(bars[0]).toEqual({ x: 2, y: 10, width: 16, height: 75, value: 300 })
    expect(bars[1]).toEqual({ x: 22, y: 85, width: 16, height: 25, value: -100 })
    expect(bars[2]).toMatchObject({ y: 85, height: 0 })
  })

  it('runs the axis along the bottom with no loss, along the top with no gain', () => {
    expect(layoutBars([5, 10], options).zeroY).toBe(110)
    expect(layoutBars([-5, -10], options).zeroY).toBe(10)
    expect(layoutBars([0, 0], options).bars.every((bar) => bar.height === 0)).toBe(true)
  })

  it('thins the axis labels to fit', () => {
    expect(labelStep(7, 8)).toBe(1)
    expect(labelStep(30, 8)).toBe(4)
    expect(labelStep(0, 8)).toBe(1)
  })
})
