// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakePlatform } from '@/test/fake-platform'
import { renderWithProviders } from '@/test/render'
import { WinnerBoard } from './winner-board'

vi.mock('@/lib/settled', () => ({ pageSettled: () => Promise.resolve() }))
vi.mock('@/lib/motion', () => ({ prefersReducedMotion: () => false }))

/** The track's Web Animation, as jsdom has none: the test reads whether it runs. */
const motion = vi.hoisted(() => ({
  state: 'none' as 'none' | 'running' | 'paused',
  built: 0,
  duration: 0,
}))
function fakeAnimation(duration: number) {
  motion.built += 1
  motion.duration = duration
  return {
    currentTime: 0,
    effect: { getTiming: () => ({ duration }) },
    play: () => void (motion.state = 'running'),
    pause: () => void (motion.state = 'paused'),
    cancel: () => void (motion.state = 'none'),
  }
}

/** The board's intersection observer: the test says what it delivers. */
const seen: IntersectionObserverCallback[] = []
const deliver = (...states: boolean[]) =>
  act(() => {
    for (const callback of seen)
      callback(
        states.map((isIntersecting) => ({ isIntersecting }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      )
  })

const winner = (n: number) => ({
  vo: {
    player: `pl***${n}`,
    gameName: `Fortune ${n}`,
    vendor: 'PG',
    gameType: 'RNG',
    prize: 100_000 + n,
    time: `2026-11-30 10:${String(n).padStart(2, '0')}:00`,
  },
})

beforeEach(() => {
  motion.state = 'none'
  motion.built = 0
  motion.duration = 0
  seen.length = 0
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        seen.push(callback)
      }
      observe() {}
      disconnect() {}
    },
  )
  // A ResizeObserver reports once as observing starts, as a browser does after the first layout.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe() {
        this.report([], this as unknown as ResizeObserver)
      }
      disconnect() {}
    },
  )
  // Twelve rows in two copies (1,200 px) in a window of 240 px: the list scrolls.
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(1200)
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(240)
  HTMLElement.prototype.animate = function (_frames, options) {
    const { duration } = options as KeyframeAnimationOptions
    return fakeAnimation(Number(duration)) as unknown as Animation
  }
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  delete (HTMLElement.prototype as Partial<HTMLElement>).animate
})

async function renderBoard() {
  fakePlatform({
    'games.winners': () => ({ list: Array.from({ length: 12 }, (_, i) => winner(i)) }),
  })
  renderWithProviders(<WinnerBoard />)
  await screen.findAllByTestId('winner')
  // The page has settled (mocked): the motion is built by the ResizeObserver's first call.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
}

describe('the winner board', () => {
  it('scrolls a list longer than its window once, at 30 px a second', async () => {
    await renderBoard()
    expect(motion.built).toBe(1)
    // One copy of the list (600 px of the 1,200) in 20 s.
    expect(motion.duration).toBe(20_000)
    expect(motion.state).toBe('running')
  })

  it('reads the last of the states one callback delivers: in view as observing began, out since', async () => {
    await renderBoard()
    await deliver(true, false)
    expect(motion.state).toBe('paused')
    await deliver(false, true)
    expect(motion.state).toBe('running')
  })
})
