import {
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { readKey, session as sessionStorageOf, writeKey } from '@/lib/storage'
import { storageKeys } from '@/lib/storage-keys'
import { useSettled } from '@/lib/use-settled'
import { getBrand } from '@/state/brand.store'
import { passLoginCheck } from '@/state/login-check'
import { usePreferences } from '@/state/preferences.store'
import { useSession } from '@/state/session.store'
import { Pager } from '@/ui/pager'
import * as ui from '@/ui/ui.css'
import { hotQueryOptions, pagedListQueryOptions, vendorsQueryOptions } from '../api/game-lists'
import type { GameItem } from '../api/game-types'
import { useLaunchGame } from '../launch/use-launch-game'
import { imageUrl, type CardTexts } from './game-card'
import { GameGrid, type GridRange } from './game-grid'
import { ListFooter } from './list-body'
import { ListFilters } from './list-filters'
import {
  initialListState,
  isPaged,
  listReducer,
  needsLogin,
  pageOfIndex,
  shouldLoadMore,
  type Classify,
  type ListType,
} from './list-state'
import { useFavouriteToggle } from './use-favourite-toggle'
import { VendorTabs } from './vendor-tabs'
import * as styles from './game-list.css'

/** Spec §9: the infinite scroll checks at most every 200 ms. */
const scrollThrottleMs = 200
/** How long the name search waits for typing to pause before it asks the platform. */
const nameDebounceMs = 300

/** The game-list screen of one category (spec §2.7): vendors, list types, filters, games, pager. */
export function GameList({
  gameType,
  title,
  renderVendorExtra,
}: {
  gameType: string
  title: string
  /** More of the chosen vendor under the vendor tabs (the PVP rooms). */
  renderVendorExtra?: (vendor: string) => ReactNode
}) {
  const { t } = useLingui()
  const brand = getBrand()
  const { language } = usePreferences()
  const { token, username } = useSession()
  const search = useSearch({ strict: false }) as { vendor?: string }
  const navigate = useNavigate()
  const [state, dispatch] = useReducer(listReducer, undefined, () =>
    initialListState(search.vendor ?? readKey(sessionStorageOf(), storageKeys.vassalage) ?? ''),
  )
  const [nameInput, setNameInput] = useState('')
  const [seenVendor, setSeenVendor] = useState(search.vendor)
  const [range, setRange] = useState<GridRange>({
    games: 0,
    firstIndex: 0,
    lastRow: -1,
    rowCount: 0,
    rowsPerScreen: 4,
  })
  const user = username ?? ''
  const ctx = { gameType, merchant: brand.merchantCode, language }

  const vendors = useQuery(vendorsQueryOptions(gameType, brand.merchantCode))
  const hot = useQuery(hotQueryOptions(ctx, user))
  const paged = useInfiniteQuery({
    ...pagedListQueryOptions(state, ctx, user),
    // A preselected vendor waits for the category's vendors: one stored for another category
    // (the vassalage of spec §2.6 outlives a visit) falls back to every vendor without a wasted call.
    enabled: isPaged(state.type) && (!state.vendor || vendors.isFetched),
  })

  // Transitions that follow from outside: signing out, a vendor chosen in the header, a stored
  // vendor this category does not have. Adjusting state while rendering avoids a stale frame.
  if (!token && needsLogin(state.type)) dispatch({ kind: 'signedOut' })
  if (search.vendor !== seenVendor) {
    setSeenVendor(search.vendor)
    if (search.vendor !== undefined) dispatch({ kind: 'vendor', vendor: search.vendor })
  }
  if (vendors.data && state.vendor && !vendors.data.some((v) => v.vassalage === state.vendor))
    dispatch({ kind: 'vendor', vendor: '' })

  useEffect(() => {
    const timer = setTimeout(() => dispatch({ kind: 'name', name: nameInput }), nameDebounceMs)
    return () => clearTimeout(timer)
  }, [nameInput])

  // Stable handlers: the vendor strip and the filters (memoised) skip the screen's re-renders as
  // the vendors, hot games and list pages arrive.
  const selectVendor = useCallback(
    (vendor: string) => {
      dispatch({ kind: 'vendor', vendor })
      writeKey(sessionStorageOf(), storageKeys.vassalage, vendor || null)
      void navigate({
        to: '.',
        search: (s: Record<string, unknown>) => ({ ...s, vendor: vendor || undefined }),
        replace: true,
      }).catch(() => undefined)
    },
    [navigate, dispatch],
  )
  const { refetch: refetchVendors } = vendors
  const retryVendors = useCallback(() => void refetchVendors(), [refetchVendors])
  const selectClassify = useCallback(
    (classify: Classify | null) => dispatch({ kind: 'classify', classify }),
    [dispatch],
  )
  const selectMinBet = useCallback(
    (minBet: number | null) => dispatch({ kind: 'minBet', minBet }),
    [dispatch],
  )
  const selectType = (type: ListType) => {
    if (type === state.type) return
    if (needsLogin(type) && !passLoginCheck()) return
    setNameInput('')
    dispatch({ kind: 'type', type, isLoggedIn: true })
  }

  const vendorNames = useMemo(
    () => new Map((vendors.data ?? []).map((v) => [v.vassalage, v.displayName])),
    [vendors.data],
  )
  const hotIds = useMemo(() => new Set((hot.data ?? []).map((g) => g.nodeId)), [hot.data])
  const loaded = useMemo(() => {
    const ofVendor = (g: GameItem) => !state.vendor || g.vassalage === state.vendor
    if (state.type === 'hot') return (hot.data ?? []).filter(ofVendor)
    const games = paged.data?.pages.flatMap((page) => page.games) ?? []
    // The favourites answer has no vendor parameter: the vendor tab narrows what came.
    return state.type === 'fav' ? games.filter(ofVendor) : games
  }, [state.type, state.vendor, hot.data, paged.data])
  // While the platform searches, the games already here narrow at once as the name is typed.
  const typed = nameInput.trim().toLowerCase()
  const games = useMemo(
    () => (typed ? loaded.filter((g) => g.gameName.toLowerCase().includes(typed)) : loaded),
    [loaded, typed],
  )
  const lastPage = paged.data?.pages.at(-1)
  const totalPages = lastPage?.totalPages ?? 0
  const total = paged.data?.pages[0]?.total ?? null

  const { favouriteOf, toggle } = useFavouriteToggle(user)
  const launch = useLaunchGame()
  const launchRef = useRef(launch)
  useEffect(() => {
    launchRef.current = launch
  })
  // A game of the list starts itself, even where its vendor's card lists games (KM, V8: spec §2.6).
  const onLaunch = useCallback(
    (game: GameItem) => void launchRef.current({ ...game, isGame: 'GAME' }),
    [],
  )
  const onToggleFavourite = useCallback(
    (game: GameItem, isFavourite: boolean) => void toggle(game, isFavourite),
    [toggle],
  )
  const imageSrc = useCallback(
    (game: GameItem) => imageUrl(game.thumbnail, brand.api.baseUrl),
    [brand.api.baseUrl],
  )
  const texts: CardTexts = useMemo(
    () => ({
      hot: t({ id: 'games.hot.marker', message: 'Hot' }),
      maintenance: t({ id: 'games.maintenance.short', message: 'Maintenance' }),
      addFavourite: (name) =>
        t({ id: 'games.favourite.add', message: `Add ${name} to favourites` }),
      removeFavourite: (name) =>
        t({ id: 'games.favourite.remove', message: `Remove ${name} from favourites` }),
    }),
    [t],
  )

  // Infinite scroll (spec §4, §9): near the end of a paged list, the next page, at most every 200 ms.
  // Near is 1.3 screens ahead once the page has settled; while its first screen loads, only when
  // the rows in view reach the end, so that a page no one sees yet does not share the load's work.
  const settled = useSettled()
  const lastCheck = useRef(0)
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = paged
  useEffect(() => {
    const check = () => {
      lastCheck.current = performance.now()
      const due = shouldLoadMore({
        type: state.type,
        hasNextPage: hasNextPage && !isFetchNextPageError,
        isFetching,
        games: games.length,
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
  }, [
    state.type,
    hasNextPage,
    isFetchNextPageError,
    isFetching,
    fetchNextPage,
    range,
    games.length,
    settled,
  ])

  const topRef = useRef<HTMLDivElement>(null)
  const jump = (pageNo: number) => {
    dispatch({ kind: 'page', pageNo, totalPages })
    topRef.current?.scrollIntoView({ block: 'start' })
  }
  const currentPage = Math.min(
    pageOfIndex(range.firstIndex, state.pageNo, state.pageSize),
    Math.max(totalPages, 1),
  )

  const types: { type: ListType; label: string; isShown: boolean }[] = [
    {
      type: 'default',
      label: t({ id: 'games.type.default', message: 'All games' }),
      isShown: true,
    },
    {
      type: 'hot',
      label: t({ id: 'games.type.hot', message: 'Hot games' }),
      isShown: (hot.data?.length ?? 0) > 0,
    },
    { type: 'fav', label: t({ id: 'games.type.fav', message: 'Favourites' }), isShown: !!token },
    {
      type: 'recent',
      label: t({ id: 'games.type.recent', message: 'Recently played' }),
      isShown: true,
    },
  ]
  const list = state.type === 'hot' ? hot : paged
  const shownCount = games.length
  return (
    <section className={styles.screen} data-testid="game-list" data-game-type={gameType}>
      <h1 className={styles.heading}>{title}</h1>
      <VendorTabs
        vendors={vendors.data ?? []}
        selected={state.vendor}
        onSelect={selectVendor}
        isPending={vendors.isPending}
        isError={vendors.isError}
        onRetry={retryVendors}
      />
      {renderVendorExtra?.(state.vendor)}
      {/* Hidden, with its height kept, until the hot games are known: a hot tab that appears
          later would push the tabs after it sideways (a layout shift). */}
      <ul
        className={styles.typeTabs}
        aria-label={t({ id: 'games.types', message: 'Lists' })}
        style={hot.isPending ? { visibility: 'hidden' } : undefined}
      >
        {types
          .filter((entry) => entry.isShown)
          .map((entry) => (
            <li key={entry.type}>
              <button
                type="button"
                className={styles.typeTab}
                aria-pressed={state.type === entry.type}
                onClick={() => selectType(entry.type)}
                data-testid={`list-type-${entry.type}`}
              >
                {entry.label}
              </button>
            </li>
          ))}
      </ul>
      {state.type === 'default' ? (
        <ListFilters
          gameType={gameType}
          filters={state.filters}
          nameInput={nameInput}
          onClassify={selectClassify}
          onMinBet={selectMinBet}
          onName={setNameInput}
        />
      ) : null}
      <div ref={topRef} />
      {/* The line keeps its height while loading, so the grid does not move when games arrive. */}
      <p className={styles.summary} data-testid={total !== null ? 'game-total' : undefined}>
        {state.type === 'default' && total !== null
          ? t({ id: 'games.total', message: `Games: ${total}` })
          : '\u00a0'}
      </p>
      <GameGrid
        games={games}
        status={
          list.isError && !list.data
            ? 'error'
            : list.isPending
              ? 'loading'
              : games.length === 0
                ? 'empty'
                : null
        }
        onRetry={() => void list.refetch()}
        setSize={state.type === 'default' && !typed ? (total ?? games.length) : games.length}
        vendorNames={vendorNames}
        hotIds={hotIds}
        favouriteOf={favouriteOf}
        imageSrc={imageSrc}
        texts={texts}
        label={title}
        onLaunch={onLaunch}
        onToggleFavourite={onToggleFavourite}
        onRange={setRange}
        footer={
          isPaged(state.type) ? (
            <ListFooter
              isFetching={paged.isFetchingNextPage}
              isError={isFetchNextPageError}
              hasMore={!!hasNextPage}
              onRetry={() => void fetchNextPage()}
            />
          ) : null
        }
      />
      {isPaged(state.type) && totalPages > 1 ? (
        <div className={styles.pagerBar}>
          <Pager
            current={currentPage}
            totalPages={totalPages}
            onChange={jump}
            testId="pager"
            labels={{
              nav: t({ id: 'pager.nav', message: 'Pages' }),
              first: t({ id: 'pager.first', message: 'First' }),
              prev: t({ id: 'pager.prev', message: 'Prev' }),
              next: t({ id: 'pager.next', message: 'Next' }),
              last: t({ id: 'pager.last', message: 'Last' }),
              page: (page) => t({ id: 'pager.page', message: `Page ${page}` }),
            }}
          />
        </div>
      ) : null}
      <span className={ui.visuallyHidden} aria-live="polite">
        {list.isSuccess ? t({ id: 'games.shown', message: `${shownCount} games shown` }) : ''}
      </span>
    </section>
  )
}
