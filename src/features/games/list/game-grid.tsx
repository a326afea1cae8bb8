import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import type { GameItem } from '../api/game-types'
import { GameCard, type CardTexts } from './game-card'
import * as styles from './game-list.css'

/** Narrowest card (px) and the gap between cards: 2 columns at 360 px, 6 at 1200 px. */
const minCardWidth = 170
const gap = 12
/** The name and vendor lines under the 4:3 image. */
const textBlock = 58

/** Columns and row height for a grid width. */
export function gridLayout(width: number): { columns: number; rowHeight: number } {
  const columns = Math.max(2, Math.floor((width + gap) / (minCardWidth + gap)))
  const cardWidth = (width - gap * (columns - 1)) / columns
  return { columns, rowHeight: Math.ceil((cardWidth * 3) / 4 + textBlock + gap) }
}

/**
 * Where the grid starts in the document (the virtualizer's scroll margin) and how wide it is,
 * measured on the element that holds the grid. That element is there while the list loads, so the
 * first games render at their final width, with no second render and no forced layout on arrival.
 */
export function useGridBox(ref: React.RefObject<HTMLDivElement | null>) {
  const [box, setBox] = useState({ top: 0, width: 0 })
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => {
      const rect = element.getBoundingClientRect()
      const next = { top: Math.round(rect.top + window.scrollY), width: Math.floor(rect.width) }
      setBox((box) => (box.top === next.top && box.width === next.width ? box : next))
    }
    measure()
    // The banner and the filters above may change height after their data loads.
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [ref])
  return box
}

/**
 * The games as a window-virtualized grid: only the rows in view (and one beyond each edge) are in
 * the DOM, so ten thousand loaded games cost as much as a screenful.
 */
export function GameGrid(props: {
  games: GameItem[]
  /** From useGridBox on the element the grid starts at the top of. */
  box: { top: number; width: number }
  setSize: number
  vendorNames: ReadonlyMap<string, string>
  hotIds: ReadonlySet<string>
  favouriteOf: (game: GameItem) => boolean
  imageSrc: (game: GameItem) => string
  texts: CardTexts
  label: string
  onLaunch: (game: GameItem) => void
  onToggleFavourite: (game: GameItem, isFavourite: boolean) => void
  /** Called with the last row in the DOM and the row count as the player scrolls. */
  onRange: (range: {
    firstIndex: number
    lastRow: number
    rowCount: number
    rowsPerScreen: number
  }) => void
  footer?: React.ReactNode
}) {
  const { games, onRange, box } = props
  const { columns, rowHeight } = gridLayout(box.width || 360)
  const rowCount = Math.ceil(games.length / columns)
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: 1,
    scrollMargin: box.top,
  })
  // Rows measured at another height are measured again; on mount they are already right.
  const measuredHeight = useRef(rowHeight)
  useEffect(() => {
    if (measuredHeight.current === rowHeight) return
    measuredHeight.current = rowHeight
    virtualizer.measure()
  }, [virtualizer, rowHeight])
  const rows = virtualizer.getVirtualItems()
  const lastRow = rows.at(-1)?.index ?? -1
  const firstVisibleRow = virtualizer.range?.startIndex ?? 0
  const rowsPerScreen = Math.ceil(window.innerHeight / rowHeight)
  useEffect(() => {
    onRange({ firstIndex: firstVisibleRow * columns, lastRow, rowCount, rowsPerScreen })
  }, [onRange, firstVisibleRow, columns, lastRow, rowCount, rowsPerScreen])
  return (
    <>
      <div
        className={styles.grid}
        role="list"
        aria-label={props.label}
        style={{ blockSize: virtualizer.getTotalSize() }}
        data-testid="game-grid"
        data-loaded={games.length}
        data-total={props.setSize}
      >
        {rows.map((row) => {
          const start = row.index * columns
          return (
            <div
              key={row.key}
              className={styles.row}
              style={{
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                blockSize: rowHeight - gap,
                transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              }}
            >
              {games.slice(start, start + columns).map((game, i) => (
                <GameCard
                  key={game.nodeId}
                  game={game}
                  vendorName={props.vendorNames.get(game.vassalage) ?? game.vendor}
                  imageSrc={props.imageSrc(game)}
                  isHot={props.hotIds.has(game.nodeId)}
                  isFavourite={props.favouriteOf(game)}
                  texts={props.texts}
                  position={start + i + 1}
                  setSize={props.setSize}
                  onLaunch={props.onLaunch}
                  onToggleFavourite={props.onToggleFavourite}
                />
              ))}
            </div>
          )
        })}
      </div>
      {props.footer}
    </>
  )
}
