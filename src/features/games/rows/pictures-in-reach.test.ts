// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { firstRowPictures, usePicturesInReach } from './pictures-in-reach'

/** A row of `cards` cards 120 px wide, `width` px of it shown. */
function row(cards: number, width: number) {
  const track = document.createElement('div')
  for (let i = 0; i < cards; i++) {
    const card = document.createElement('div')
    Object.defineProperty(card, 'clientWidth', { value: 120, configurable: true })
    track.append(card)
  }
  let widthReads = 0
  Object.defineProperty(track, 'clientWidth', {
    get: () => {
      widthReads += 1
      return width
    },
  })
  let scrollLeft = 0
  Object.defineProperty(track, 'scrollLeft', { get: () => scrollLeft })
  const scrollTo = (left: number) => {
    scrollLeft = left
    track.dispatchEvent(new Event('scroll'))
  }
  return { track, scrollTo, widthReads: () => widthReads }
}

/** The hook with its track set to `track`, as the row's ref does before the effect runs. */
function renderInReach(track: HTMLElement | null, cards: number) {
  return renderHook(() => {
    const inReach = usePicturesInReach(cards)
    inReach.track.current = track as HTMLDivElement | null
    return inReach
  })
}

describe('usePicturesInReach', () => {
  it('lets the cards a phone shows, and one more, load their pictures', async () => {
    const { track } = row(12, 380)
    const { result } = renderInReach(track, 12)
    // 380 px shows 3.2 cards of 120: 4, and one more.
    await waitFor(() => expect(result.current.reach).toBe(5))
  })

  it("measures the row after the frame that shows it is painted, not in the render's task", async () => {
    const { track } = row(12, 380)
    let reads = 0
    const card = track.firstElementChild!
    Object.defineProperty(card, 'clientWidth', {
      get: () => {
        reads += 1
        return 120
      },
    })
    const { result } = renderInReach(track, 12)
    // The effects have run (renderHook flushes them): no width was read, no layout forced.
    expect(reads).toBe(0)
    expect(result.current.reach).toBe(firstRowPictures)
    await waitFor(() => expect(result.current.reach).toBe(5))
    expect(reads).toBeGreaterThan(0)
  })

  it('reaches further as the row scrolls, and never back', async () => {
    const { track, scrollTo } = row(12, 380)
    const { result } = renderInReach(track, 12)
    await waitFor(() => expect(result.current.reach).toBe(5))
    act(() => scrollTo(600))
    expect(result.current.reach).toBe(10)
    act(() => scrollTo(0))
    expect(result.current.reach).toBe(10)
    act(() => scrollTo(2000))
    expect(result.current.reach).toBeGreaterThanOrEqual(12)
  })

  it('reads the row as it measures, not later inside the render that shows the reach', async () => {
    const { track, scrollTo, widthReads } = row(12, 380)
    const { result } = renderInReach(track, 12)
    await waitFor(() => expect(result.current.reach).toBe(5))
    act(() => {
      const before = widthReads()
      // Two scrolls before React renders: the second one's update waits for the render.
      scrollTo(600)
      scrollTo(700)
      expect(widthReads() - before).toBe(2)
    })
    expect(result.current.reach).toBe(10)
  })

  it('holds none back in a row that cannot be measured, and the first ones before it is drawn', async () => {
    const unmeasured = document.createElement('div')
    unmeasured.append(document.createElement('div'))
    const { result } = renderInReach(unmeasured, 12)
    await waitFor(() => expect(result.current.reach).toBeGreaterThanOrEqual(12))
    expect(renderInReach(null, 12).result.current.reach).toBe(firstRowPictures)
  })
})
