import { useEffect, useLayoutEffect, useReducer, useRef } from 'react'
import { flushSync } from 'react-dom'

/** Where the window is: its scroll offset and the viewport's height. */
interface WindowBox {
  scrollY: number
  height: number
}

/**
 * The window as last reported; zeros before the first report. It is read in a ResizeObserver
 * callback and on scroll and resize events, where layout is already done: reading it as the grid
 * mounts would force a layout of the whole page in the screen's first commit (a long task on a
 * phone). Until the first report the grid works from the box last reported: zeros on a first
 * visit, when the games wait for the grid's width anyway, which the first layout reports too.
 */
const lastBox: WindowBox = { scrollY: 0, height: 0 }

/** The rows in the DOM: those in view and `overscan` beyond each edge. */
export interface RowRange {
  /** The first row in view (not counting the overscan). */
  firstVisible: number
  /** The first and last rows rendered, -1 when there are none. */
  start: number
  end: number
}

/** The rows of equal height `rowHeight` from `top` (document offset) that a window box shows. */
export function rowRange(
  box: WindowBox,
  options: { count: number; rowHeight: number; top: number; overscan: number },
): RowRange {
  const { count, rowHeight, top, overscan } = options
  if (count <= 0 || rowHeight <= 0) return { firstVisible: 0, start: -1, end: -1 }
  const clamp = (row: number) => Math.min(count - 1, Math.max(0, row))
  const firstVisible = clamp(Math.floor((box.scrollY - top) / rowHeight))
  const lastVisible = clamp(Math.ceil((box.scrollY + box.height - top) / rowHeight) - 1)
  return {
    firstVisible,
    start: clamp(firstVisible - overscan),
    end: clamp(Math.max(lastVisible, firstVisible) + overscan),
  }
}

const sameRange = (a: RowRange, b: RowRange) =>
  a.firstVisible === b.firstVisible && a.start === b.start && a.end === b.end

/**
 * A window-virtualized list of rows of one height: which rows to render as the window scrolls
 * and resizes, re-rendering only when that range changes. A change from scrolling renders at once
 * (flushSync), so rows coming into view are never blank for a frame.
 *
 * A render reads the box last reported, not the one of the last re-render: a scroll that moved no
 * row (while the list is empty, say) is still where the next render starts from when the games or
 * the columns change. It subscribes once; the reports compare with what the last commit rendered.
 */
export function useWindowRows(options: {
  count: number
  rowHeight: number
  /** The list's offset from the top of the document. */
  top: number
  overscan: number
}): RowRange & { viewportHeight: number; totalSize: number } {
  const { count, rowHeight, top, overscan } = options
  const settings = { count, rowHeight, top, overscan }
  const [, rerender] = useReducer((renders: number) => renders + 1, 0)
  const box = { ...lastBox }
  const range = rowRange(box, settings)
  // What the last commit rendered, and from which settings: a report that would render the same
  // rows does not render again.
  const shown = useRef({ box, settings })
  useLayoutEffect(() => {
    shown.current = { box, settings }
  })
  useEffect(() => {
    const report = (sync: boolean) => {
      lastBox.scrollY = window.scrollY
      lastBox.height = window.innerHeight
      const { box: before, settings } = shown.current
      if (
        before.height === lastBox.height &&
        sameRange(rowRange(before, settings), rowRange(lastBox, settings))
      )
        return
      shown.current = { box: { ...lastBox }, settings }
      if (sync) flushSync(rerender)
      else rerender()
    }
    const onScroll = () => report(true)
    const onResize = () => report(false)
    // It reports once at the first layout, then on every change of the page's size.
    const observer = new ResizeObserver(onResize)
    observer.observe(document.documentElement)
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onResize, { passive: true })
    return () => {
      observer.disconnect()
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onResize)
    }
  }, [])
  return { ...range, viewportHeight: box.height, totalSize: Math.max(0, count) * rowHeight }
}
