import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bannerAutoplayMs, createRotation } from './rotation'

describe('banner rotation (spec §2.2, §9: 5000 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(Date.UTC(2025, 0, 1))
  })
  afterEach(() => vi.useRealTimers())

  it('moves to the next slide every 5000 ms and wraps after the last', () => {
    const seen: number[] = []
    const rotation = createRotation({ count: 3, onAdvance: (i) => seen.push(i) })
    expect(bannerAutoplayMs).toBe(5000)
    vi.advanceTimersByTime(4999)
    expect(seen).toEqual([])
    vi.advanceTimersByTime(1)
    expect(seen).toEqual([1])
    vi.advanceTimersByTime(10_000)
    expect(seen).toEqual([1, 2, 0])
    expect(rotation.index).toBe(0)
    rotation.stop()
    vi.advanceTimersByTime(20_000)
    expect(seen).toEqual([1, 2, 0])
  })

  it('never moves one slide', () => {
    const onAdvance = vi.fn()
    createRotation({ count: 1, onAdvance })
    vi.advanceTimersByTime(60_000)
    expect(onAdvance).not.toHaveBeenCalled()
  })

  it('waits while hovered, focused or hidden, and restarts the full wait on resume', () => {
    const seen: number[] = []
    const rotation = createRotation({ count: 2, onAdvance: (i) => seen.push(i) })
    vi.advanceTimersByTime(3000)
    rotation.pause('hover')
    rotation.pause('hidden')
    vi.advanceTimersByTime(20_000)
    rotation.resume('hover')
    vi.advanceTimersByTime(20_000)
    expect(seen).toEqual([])
    rotation.resume('hidden')
    vi.advanceTimersByTime(4999)
    expect(seen).toEqual([])
    vi.advanceTimersByTime(1)
    expect(seen).toEqual([1])
  })

  it('a dot restarts the wait from the chosen slide', () => {
    const seen: number[] = []
    const rotation = createRotation({ count: 4, onAdvance: (i) => seen.push(i) })
    vi.advanceTimersByTime(4000)
    rotation.goTo(2)
    vi.advanceTimersByTime(4000)
    expect(seen).toEqual([])
    vi.advanceTimersByTime(1000)
    expect(seen).toEqual([3])
    rotation.goTo(-1)
    expect(rotation.index).toBe(3)
  })
})
