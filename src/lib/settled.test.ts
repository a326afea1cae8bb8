import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** The largest paint, held until the test lets it go. */
let paint: () => void = () => undefined
vi.mock('./largest-paint', () => ({
  afterLargestPaint: () => new Promise<void>((resolve) => (paint = resolve)),
}))

/** The idle callbacks the page has asked for, each answered with the idle time the test gives. */
let idleCallbacks: ((deadline: { timeRemaining: () => number }) => void)[] = []
const idleFor = (ms: number) => {
  const waiting = idleCallbacks
  idleCallbacks = []
  for (const callback of waiting) callback({ timeRemaining: () => ms })
}

/** Whether the promise has settled once the pending callbacks have run. */
async function isDone(promise: Promise<unknown>) {
  let done = false
  void promise.then(() => (done = true))
  await vi.advanceTimersByTimeAsync(0)
  return done
}

describe('whenSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    idleCallbacks = []
    vi.stubGlobal('requestIdleCallback', (callback: (typeof idleCallbacks)[number]) =>
      idleCallbacks.push(callback),
    )
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('waits for the largest paint, then for a whole idle period, not a short one', async () => {
    const { whenSettled } = await import('./settled')
    const settling = whenSettled()
    // Idle time before the largest paint does not count: nothing has asked for it yet.
    expect(idleCallbacks).toHaveLength(0)
    expect(await isDone(settling)).toBe(false)
    paint()
    await vi.advanceTimersByTimeAsync(0)
    // Gaps between frames while the page still works: it keeps waiting.
    idleFor(8)
    idleFor(16)
    expect(await isDone(settling)).toBe(false)
    expect(idleCallbacks).toHaveLength(1)
    idleFor(50)
    expect(await isDone(settling)).toBe(true)
    // Settled idle: optional work that costs a long task may run now.
    await expect(settling).resolves.toBe('idle')
  })

  it('waits no longer than its cap, for a page that never goes idle', async () => {
    const { settleCapMs, whenSettled } = await import('./settled')
    const settling = whenSettled()
    paint()
    await vi.advanceTimersByTimeAsync(settleCapMs - 1)
    idleFor(4)
    expect(await isDone(settling)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await isDone(settling)).toBe(true)
    // Settled busy: the Intl warm-up waits for a render that needs it instead.
    await expect(settling).resolves.toBe('cap')
  })

  it('waits a moment after the largest paint where the browser has no idle callbacks', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    const { whenSettled } = await import('./settled')
    const settling = whenSettled()
    paint()
    await vi.advanceTimersByTimeAsync(400)
    expect(await isDone(settling)).toBe(false)
    await vi.advanceTimersByTimeAsync(100)
    expect(await isDone(settling)).toBe(true)
    await expect(settling).resolves.toBe('quiet')
  })
})
