import { useCallback, useMemo } from 'react'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import type { GameItem } from '@/api/games/get-game-list'
import { vendorsQueryOptions } from '@/api/games/get-vendors'
import { getBrand } from '@/state/brand.store'
import { usePreferences } from '@/state/preferences.store'
import type { ListStatusKind } from './list-body'
import { hotQueryOptions, pagedListQueryOptions } from './list-queries'
import { isPaged } from './list-state'
import type { ListControls } from './use-list-state'

/**
 * What a game list shows, from the platform: the category's vendors, its hot games, and the pages
 * of the list in view, narrowed at once to the name being typed. A vendor this category does not
 * have (one stored from another category) falls back to every vendor.
 */
export function useGameListData(gameType: string, user: string, list: ListControls) {
  const { state, dispatch, nameInput } = list
  const brand = getBrand()
  const { language } = usePreferences()
  const ctx = { gameType, merchant: brand.merchantCode, language }

  const vendors = useQuery(vendorsQueryOptions(gameType, brand.merchantCode))
  // A preselected vendor waits for the category's vendors: one stored for another category
  // (the vassalage of spec §2.6 outlives a visit) falls back to every vendor without a wasted call.
  const isVendorChecked = !state.vendor || vendors.isFetched
  const hot = useQuery({ ...hotQueryOptions(ctx, state.vendor, user), enabled: isVendorChecked })
  const paged = useInfiniteQuery({
    ...pagedListQueryOptions(state, ctx, user),
    enabled: isPaged(state.type) && isVendorChecked,
  })
  // Adjusted while rendering, as useListState's transitions are: no frame shows the stale vendor.
  if (vendors.data && state.vendor && !vendors.data.some((v) => v.vassalage === state.vendor))
    dispatch({ kind: 'vendor', vendor: '' })

  const { refetch: refetchVendors } = vendors
  const retryVendors = useCallback(() => void refetchVendors(), [refetchVendors])
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
  // While the platform searches, the games already here narrow at once as the name is typed. The
  // names are lowered once per list, not once per letter: with 10,000 games loaded that was half
  // of each letter's work.
  const typed = nameInput.trim().toLowerCase()
  const loweredNames = useMemo(() => loaded.map((g) => g.gameName.toLowerCase()), [loaded])
  const games = useMemo(
    () => (typed ? loaded.filter((_, i) => loweredNames[i]!.includes(typed)) : loaded),
    [loaded, loweredNames, typed],
  )
  const total = paged.data?.pages[0]?.total ?? null
  const shown = state.type === 'hot' ? hot : paged
  const status: ListStatusKind | null =
    shown.isError && !shown.data
      ? 'error'
      : shown.isPending
        ? 'loading'
        : games.length === 0
          ? 'empty'
          : null

  return {
    vendors,
    retryVendors,
    hot,
    paged,
    vendorNames,
    hotIds,
    games,
    /** How many games the full list holds, where the platform says. */
    total,
    totalPages: paged.data?.pages.at(-1)?.totalPages ?? 0,
    /** The size of the list for assistive technology: the platform's total unless narrowed. */
    setSize: state.type === 'default' && !typed ? (total ?? games.length) : games.length,
    /** Loading, error or empty, in place of the games; null once there are games. */
    status,
    isShownLoaded: shown.isSuccess,
    refetch: () => void shown.refetch(),
  }
}

/** A game list's data (useGameListData). */
export type GameListData = ReturnType<typeof useGameListData>
