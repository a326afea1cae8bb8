// @vitest-environment jsdom
import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useFramed } from './use-framed'

function Probe() {
  return <p>{useFramed() ? 'screen' : 'first pass'}</p>
}

describe('useFramed', () => {
  let frames: FrameRequestCallback[]
  beforeEach(() => {
    vi.useFakeTimers()
    frames = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback)
      return frames.length
    })
    vi.stubGlobal('cancelAnimationFrame', () => undefined)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('holds the screen back until the task after the first commit’s frame', async () => {
    const view = render(<Probe />)
    expect(view.container.textContent).toBe('first pass')
    // Tasks alone (no frame yet) do not bring the screen: it waits for the paint.
    await act(() => vi.advanceTimersByTimeAsync(50))
    expect(view.container.textContent).toBe('first pass')
    expect(frames).toHaveLength(1)
    act(() => frames.shift()!(performance.now()))
    expect(view.container.textContent).toBe('first pass')
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(view.container.textContent).toBe('screen')
  })

  it('brings the screen at once in a hidden tab, which paints no frames', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const view = render(<Probe />)
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(view.container.textContent).toBe('screen')
    expect(frames).toHaveLength(0)
  })
})
