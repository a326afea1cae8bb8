import { useEffect, useRef, useState } from 'react'
import type { GridRange } from './game-grid'
import { shouldLoadMore, type ListType } from './list-state'
import type { GameListData } from './use-game-list-data'
import type { ListControls } from './use-list-state'
import { useSettled } from './use-settled'

/** Spec §9: the infinite scroll checks at most every 200 ms. */
const scrollThrottleMs = 200

/** Before the grid has reported: no rows yet, four to a screen. */
const noRange: GridRange = { games: 0, firstIndex: 0, lastRow: -1, rowCount: 0, rowsPerScreen: 4 }

/**
 * Paging of a game list: the infinite scroll, which asks for the next page near the end of the
 * rows in view (spec §4, §9). The list has no pager besides: one paging model per list.
 */
export function useListPaging(list: ListControls, data: GameListData) {
  const [range, setRange] = useState<GridRange>(noRange)
  useLoadMore(list.state.type, data, range)
  /** The grid reports its rows here; a setter, so stable for its effect. */
  return { onRange: setRange }
}

/**
 * Infinite scroll (spec §4, §9): near the end of a paged list, the next page, at most every 200 ms.
 * Near is 1.3 screens ahead once the page has settled; while its first screen loads, only when
 * the rows in view reach the end, so that a page no one sees yet does not share the load's work.
 */
function useLoadMore(type: ListType, data: GameListData, range: GridRange) {
  const settled = useSettled()
  const lastCheck = useRef(0)
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = data.paged
  const games = data.games.length
  useEffect(() => {
    const check = () => {
      lastCheck.current = performance.now()
      const due = shouldLoadMore({
        type,
        hasNextPage: hasNextPage && !isFetchNextPageError,
        isFetching,
        games,
        countedGames: range.games,
        lastRenderedRow: range.lastRow,
        rowCount: range.rowCount,
        threshold: settled ? Math.ceil(range.rowsPerScreen * 1.3) : 0,
      })
      if (due) void fetchNextPage()
    }
    // Scrolling is throttled. A page that just arrived is followed up once the grid has reported
    // the rows that hold it, after the frame that shows them (shouldLoadMore waits for that report).
    const wait = scrollThrottleMs - (performance.now() - lastCheck.current)
    if (wait <= 0) return check()
    const timer = setTimeout(check, wait)
    return () => clearTimeout(timer)
  }, [type, hasNextPage, isFetchNextPageError, isFetching, fetchNextPage, range, games, settled])
}
