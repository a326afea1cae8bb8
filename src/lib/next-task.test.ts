import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTask } from './next-task'

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('yields through scheduler.yield where the browser has it', async () => {
    const yieldToMain = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yieldToMain })
    await nextTask()
    expect(yieldToMain).toHaveBeenCalledOnce()
  })

  it('waits for a timer elsewhere, not for a microtask', async () => {
    vi.stubGlobal('scheduler', undefined)
    vi.useFakeTimers()
    let isDone = false
    void nextTask().then(() => (isDone = true))
    await Promise.resolve()
    await Promise.resolve()
    expect(isDone).toBe(false)
    await vi.runAllTimersAsync()
    expect(isDone).toBe(true)
  })
})
