import { useEffect, useRef, useState } from 'react'
import { afterPaint } from '@/lib/after-paint'

/** Cards of a row whose pictures load before the row is measured: a phone's line and one more. */
export const firstRowPictures = 4

/**
 * The row's track and how many of its leading cards load their pictures: those the row shows
 * across its width and one more, growing as the row scrolls (by hand, or to a card that takes the
 * keyboard's focus) or the window widens. The browser's own lazy loading fetches every picture of a
 * row within some 1,250 px of the screen, the row's hidden cards too: on a phone's first visit to
 * Home, 24 pictures of which 8 show, their loads and decoding sharing the machine with the page's
 * first screen.
 */
export function usePicturesInReach(cards: number) {
  const track = useRef<HTMLDivElement>(null)
  const [reach, setReach] = useState(firstRowPictures)
  useEffect(() => {
    const row = track.current
    if (!row) return
    // A card that cannot be measured (not laid out) holds no picture back.
    // The sizes are read here, in the callback, not in the state's updater: React may run an
    // updater later, inside a render, and a read there would lay the page out in that render.
    const measure = () => {
      const card = row.firstElementChild?.clientWidth
      const shown = card ? Math.ceil((row.scrollLeft + row.clientWidth) / card) + 1 : cards
      setReach((known) => Math.max(known, shown))
    }
    // The first measure waits until the frame that shows the row is painted, when the browser has
    // laid the page out and the widths cost nothing. Read here, in the render's task, they would
    // force that layout into the task (some 10 ms of a laptop's main thread on Home's first visit,
    // 4x on a phone: two of Home's longest tasks).
    const cancelFirst = afterPaint(measure)
    row.addEventListener('scroll', measure, { passive: true })
    addEventListener('resize', measure)
    return () => {
      cancelFirst()
      row.removeEventListener('scroll', measure)
      removeEventListener('resize', measure)
    }
  }, [cards])
  return { track, reach }
}
