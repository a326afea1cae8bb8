import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import type { GameItem } from '@/api/games/get-game-list'
import { tileAspectRatio } from '@/theme/layout'
import { afterPaint } from '@/lib/after-paint'
import { GameCard, type CardTexts } from './game-card'
import { ListStatus, type ListStatusKind } from './list-body'
import * as styles from './game-list.css'
import { useWindowRows } from './window-rows'

/** Narrowest card (px) and the gap between cards: 2 columns at 360 px, 6 at 1200 px. */
const minCardWidth = 170
/**
 * Portrait tiles (taller than wide, as nova's 3:4) come at least three to a row, as lobbies of
 * portrait art lay them out on a phone: two to a row, a 412-px phone's first screen held two games.
 */
const minPortraitColumns = 3
const gap = 12
/** The name and vendor lines under the image. */
const textBlock = 58

/** The brand's tile aspect, height over width, from the shell's <html data-tile-aspect>. */
const pageTileAspect = () =>
  tileAspectRatio(
    typeof document === 'undefined' ? undefined : document.documentElement.dataset.tileAspect,
  )

/**
 * Columns, a card's width and the row height for a grid width and a tile picture's height over
 * width.
 */
export function gridLayout(
  width: number,
  aspect = pageTileAspect(),
): { columns: number; cardWidth: number; rowHeight: number } {
  const fewest = aspect > 1 ? minPortraitColumns : 2
  const columns = Math.max(fewest, Math.floor((width + gap) / (minCardWidth + gap)))
  const cardWidth = (width - gap * (columns - 1)) / columns
  return { columns, cardWidth, rowHeight: Math.ceil(cardWidth * aspect + textBlock + gap) }
}

/** The range of rows in the DOM, as the screen's infinite scroll and pager need it. */
export interface GridRange {
  /** The games the rows were counted from: none while the skeleton shows. */
  games: number
  firstIndex: number
  lastRow: number
  rowCount: number
  rowsPerScreen: number
}

/**
 * Where the grid starts in the document (where its rows are counted from) and how wide it is,
 * measured on the element that holds the grid, which is there while the list loads. It is read in
 * a ResizeObserver callback, after the page's first layout: measuring on mount instead would force
 * a layout of the whole page in the screen's first commit. Width 0 until then: the games, even when
 * they are there at once (asked for at boot), wait behind the skeleton for a frame, and the page
 * around them paints first. The render that brings them is a transition: it yields to the browser
 * between cards instead of holding a phone's main thread for the whole grid.
 */
export function useGridBox(ref: React.RefObject<HTMLDivElement | null>) {
  const [box, setBox] = useState({ top: 0, width: 0 })
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => {
      const rect = element.getBoundingClientRect()
      const next = { top: Math.round(rect.top + window.scrollY), width: Math.floor(rect.width) }
      startTransition(() =>
        setBox((box) => (box.top === next.top && box.width === next.width ? box : next)),
      )
    }
    // It reports each element once at the first layout, then on every change of size; the body
    // changes height when the banner or the filters above load.
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [ref])
  return box
}

/**
 * The games as a window-virtualized grid: only the rows in view (and one beyond each edge) are in
 * the DOM, so ten thousand loaded games cost as much as a screenful. The grid is measured and its
 * window followed (useWindowRows) while the list loads (`status`), so the first games render
 * in one pass at their final columns, with no layout forced in that commit.
 */
export function GameGrid(props: {
  games: GameItem[]
  /** Shown instead of the games: loading, error or empty. */
  status: ListStatusKind | null
  onRetry: () => void
  setSize: number
  vendorNames: ReadonlyMap<string, string>
  hotIds: ReadonlySet<string>
  favouriteOf: (game: GameItem) => boolean
  imageSrc: (game: GameItem) => string
  texts: CardTexts
  label: string
  onLaunch: (game: GameItem) => void
  onToggleFavourite: (game: GameItem, isFavourite: boolean) => void
  /** Called with the rows in the DOM and the row count, after the frame that shows them. */
  onRange: (range: GridRange) => void
  footer?: ReactNode
}) {
  const { onRange } = props
  const bodyRef = useRef<HTMLDivElement>(null)
  const box = useGridBox(bodyRef)
  // Until the width is known the games wait behind the skeleton, so they render once, at their
  // final columns.
  const status = props.status ?? (box.width > 0 ? null : 'loading')
  const games = status ? [] : props.games
  const { columns, cardWidth, rowHeight } = gridLayout(box.width || 360)
  // The width the cards show at, for the browser's pick of the 1x or 2x picture.
  const imageSizes = `${Math.ceil(cardWidth)}px`
  const rowCount = Math.ceil(games.length / columns)
  const rows = useWindowRows({ count: rowCount, rowHeight, top: box.top, overscan: 1 })
  const rowsPerScreen = Math.max(1, Math.ceil(rows.viewportHeight / rowHeight))
  useRangeReport(
    {
      games: games.length,
      firstIndex: rows.firstVisible * columns,
      lastRow: rows.end,
      rowCount,
      rowsPerScreen,
    },
    onRange,
  )
  return (
    <div ref={bodyRef} className={styles.body}>
      {status ? (
        <ListStatus kind={status} onRetry={props.onRetry} />
      ) : (
        <>
          <div
            className={styles.grid}
            role="list"
            aria-label={props.label}
            style={{ blockSize: rows.totalSize }}
            data-testid="game-grid"
            data-loaded={games.length}
            data-total={props.setSize}
          >
            {rowIndexes(rows).map((index) => {
              const start = index * columns
              return (
                <div
                  key={index}
                  className={styles.row}
                  style={{
                    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                    blockSize: rowHeight - gap,
                    transform: `translateY(${index * rowHeight}px)`,
                  }}
                >
                  {games.slice(start, start + columns).map((game, i) => (
                    <GameCard
                      key={game.nodeId}
                      game={game}
                      // The vendor's display name; none until the vendors answer, never its code.
                      vendorName={props.vendorNames.get(game.vassalage) ?? ''}
                      imageSrc={props.imageSrc(game)}
                      imageSizes={imageSizes}
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
      )}
    </div>
  )
}

/** The indexes of the rows in the DOM. */
const rowIndexes = ({ start, end }: { start: number; end: number }) =>
  start < 0 ? [] : Array.from({ length: end - start + 1 }, (_, i) => start + i)

/**
 * Reports the range after the frame that shows the rows, the latest one and at most once a frame:
 * what the screen does with it (the pager's page, asking for the next page) re-renders the whole
 * screen, and would otherwise hold back the frame with the games.
 */
function useRangeReport(range: GridRange, onRange: (range: GridRange) => void) {
  const latest = useRef(range)
  const cancel = useRef<(() => void) | null>(null)
  const { games, firstIndex, lastRow, rowCount, rowsPerScreen } = range
  useEffect(() => {
    latest.current = { games, firstIndex, lastRow, rowCount, rowsPerScreen }
    cancel.current ??= afterPaint(() => {
      cancel.current = null
      onRange(latest.current)
    })
  }, [onRange, games, firstIndex, lastRow, rowCount, rowsPerScreen])
  useEffect(() => () => cancel.current?.(), [])
}
