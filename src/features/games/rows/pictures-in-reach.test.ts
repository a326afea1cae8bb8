// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { firstRowPictures, usePicturesInReach } from './pictures-in-reach'

/** A row of `cards` cards 120 px wide, `width` px of it shown. */
function row(cards: number, width: number) {
  const track = document.createElement('div')
  for (let i = 0; i < cards; i++) {
    const card = document.createElement('div')
    Object.defineProperty(card, 'clientWidth', { value: 120 })
    track.append(card)
  }
  Object.defineProperty(track, 'clientWidth', { value: width })
  let scrollLeft = 0
  Object.defineProperty(track, 'scrollLeft', { get: () => scrollLeft })
  const scrollTo = (left: number) => {
    scrollLeft = left
    track.dispatchEvent(new Event('scroll'))
  }
  return { track, scrollTo }
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
  it('lets the cards a phone shows, and one more, load their pictures', () => {
    const { track } = row(12, 380)
    const { result } = renderInReach(track, 12)
    // 380 px shows 3.2 cards of 120: 4, and one more.
    expect(result.current.reach).toBe(5)
  })

  it('reaches further as the row scrolls, and never back', () => {
    const { track, scrollTo } = row(12, 380)
    const { result } = renderInReach(track, 12)
    act(() => scrollTo(600))
    expect(result.current.reach).toBe(10)
    act(() => scrollTo(0))
    expect(result.current.reach).toBe(10)
    act(() => scrollTo(2000))
    expect(result.current.reach).toBeGreaterThanOrEqual(12)
  })

  it('holds none back in a row that cannot be measured, and the first ones before it is drawn', () => {
    const unmeasured = document.createElement('div')
    unmeasured.append(document.createElement('div'))
    expect(renderInReach(unmeasured, 12).result.current.reach).toBeGreaterThanOrEqual(12)
    expect(renderInReach(null, 12).result.current.reach).toBe(firstRowPictures)
  })
})
