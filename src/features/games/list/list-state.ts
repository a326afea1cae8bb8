/**
 * The game-list screen's state machine (spec §4 game-list types): which list, which vendor, the
 * filters and the paging. Pure, so every transition is unit-tested; the screen turns the state into
 * requests (list-requests.ts) and TanStack Query holds the answers.
 */

/** The list types of spec §4: the full list, hot, saved (favourite) and recently played games. */
export type ListType = 'default' | 'hot' | 'fav' | 'recent'

/** RNG sub-categories (spec §2.7); BG only where the brand supports the TY language. */
export const classifies = ['SC', 'VP', 'TG', 'AC', 'JP', 'BG'] as const
export type Classify = (typeof classifies)[number]

/** Spec §9: the default page size, to which switching list type returns. */
export const defaultPageSize = 14

/** Spec §5: the minimum-bet options 0.01, 0.05, 0.1, 0.5 and 0.75 in the catalogue's minor units. */
export const minBetOptions = [1, 5, 10, 50, 75] as const

export interface ListFilters {
  classify: Classify | null
  /** Minor units; null: all. */
  minBet: number | null
  /** The name search as requested (trimmed). */
  name: string
}

export interface ListState {
  type: ListType
  /** The vendor (vassalage); '' lists every vendor of the category. */
  vendor: string
  filters: ListFilters
  /** The page the list starts from (1; the infinite scroll asks for the next ones). */
  pageNo: number
  pageSize: number
}

export type ListEvent =
  | { kind: 'type'; type: ListType; isLoggedIn: boolean }
  | { kind: 'vendor'; vendor: string }
  | { kind: 'classify'; classify: Classify | null }
  | { kind: 'minBet'; minBet: number | null }
  | { kind: 'name'; name: string }
  | { kind: 'signedOut' }

export const noFilters: ListFilters = { classify: null, minBet: null, name: '' }

/** The list a screen opens with: the full list of a vendor (or of all vendors). */
export function initialListState(vendor = ''): ListState {
  return { type: 'default', vendor, filters: noFilters, pageNo: 1, pageSize: defaultPageSize }
}

/** Lists that only a signed-in member may see (spec §5: favourites and recent games). */
export const needsLogin = (type: ListType) => type === 'fav' || type === 'recent'

/** Lists that load page by page (spec §4: default and recent; the favourites answer pages too). */
export const isPaged = (type: ListType) => type !== 'hot'

/**
 * One transition. An event that changes nothing answers the same object, so that a caller can
 * tell that no reload is due (the name search reloads only when the name changed).
 */
export function listReducer(state: ListState, event: ListEvent): ListState {
  switch (event.kind) {
    case 'type':
      if (needsLogin(event.type) && !event.isLoggedIn) return state
      // Spec §4: switching type resets page to 1, page size to 14 and clears the filters.
      return {
        ...state,
        type: event.type,
        filters: noFilters,
        pageNo: 1,
        pageSize: defaultPageSize,
      }
    case 'vendor':
      if (event.vendor === state.vendor) return state
      return { ...state, vendor: event.vendor, pageNo: 1 }
    case 'classify':
      if (event.classify === state.filters.classify) return state
      return { ...state, filters: { ...state.filters, classify: event.classify }, pageNo: 1 }
    case 'minBet':
      if (event.minBet === state.filters.minBet) return state
      return { ...state, filters: { ...state.filters, minBet: event.minBet }, pageNo: 1 }
    case 'name': {
      const name = event.name.trim()
      if (name === state.filters.name) return state
      return { ...state, filters: { ...state.filters, name }, pageNo: 1 }
    }
    case 'signedOut':
      return needsLogin(state.type)
        ? listReducer(state, { kind: 'type', type: 'default', isLoggedIn: false })
        : state
  }
}

/** The page after the last one loaded, while there is one (spec §4: until totalPages). */
export function nextPageNo(lastPageNo: number, totalPages: number): number | undefined {
  return lastPageNo < totalPages ? lastPageNo + 1 : undefined
}

/**
 * Whether the infinite scroll asks for the next page now: the list is paged, a next page exists,
 * none is on its way, the rows were counted from the games the list has (`countedGames` of
 * `games`), and the last rendered row is within `threshold` rows of the end. Rows counted before
 * the latest page rendered would put its end too near: the list would ask for a page more than it
 * needs, each time a page arrives.
 */
export function shouldLoadMore(input: {
  type: ListType
  hasNextPage: boolean
  isFetching: boolean
  games: number
  countedGames: number
  lastRenderedRow: number
  rowCount: number
  threshold: number
}): boolean {
  const { type, hasNextPage, isFetching, games, countedGames } = input
  const { lastRenderedRow, rowCount, threshold } = input
  return (
    isPaged(type) &&
    hasNextPage &&
    !isFetching &&
    countedGames === games &&
    lastRenderedRow >= rowCount - 1 - threshold
  )
}
