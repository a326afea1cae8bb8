import { describe, expect, it } from 'vitest'
import {
  defaultPageSize,
  initialListState,
  listReducer,
  nextPageNo,
  noFilters,
  shouldLoadMore,
  type ListState,
} from './list-state'
import { favouritesQuery, gameQuery, hotQuery, recentQuery } from './list-requests'

const filtered: ListState = {
  type: 'default',
  vendor: 'PG',
  filters: { classify: 'SC', minBet: 50, name: 'dragon' },
  pageNo: 7,
  pageSize: 28,
}

describe('the game-list state machine (spec §4)', () => {
  it('opens on the full list of the preselected vendor, page 1 of 14, without filters', () => {
    expect(initialListState('JILI')).toEqual({
      type: 'default',
      vendor: 'JILI',
      filters: noFilters,
      pageNo: 1,
      pageSize: 14,
    })
    expect(initialListState().vendor).toBe('')
  })

  it('switching type resets page to 1, page size to 14 and clears the filters', () => {
    for (const type of ['hot', 'fav', 'recent', 'default'] as const) {
      const next = listReducer(filtered, { kind: 'type', type, isLoggedIn: true })
      expect(next).toEqual({ type, vendor: 'PG', filters: noFilters, pageNo: 1, pageSize: 14 })
    }
    expect(defaultPageSize).toBe(14)
  })

  it('refuses favourites and recent games to a visitor', () => {
    expect(listReducer(filtered, { kind: 'type', type: 'fav', isLoggedIn: false })).toBe(filtered)
    expect(listReducer(filtered, { kind: 'type', type: 'recent', isLoggedIn: false })).toBe(
      filtered,
    )
    expect(listReducer(filtered, { kind: 'type', type: 'hot', isLoggedIn: false }).type).toBe('hot')
  })

  it('signing out leaves favourites and recent games for the full list', () => {
    const fav = listReducer(filtered, { kind: 'type', type: 'fav', isLoggedIn: true })
    expect(listReducer(fav, { kind: 'signedOut' })).toEqual(initialListState('PG'))
    const recent = listReducer(filtered, { kind: 'type', type: 'recent', isLoggedIn: true })
    expect(listReducer(recent, { kind: 'signedOut' }).type).toBe('default')
    expect(listReducer(filtered, { kind: 'signedOut' })).toBe(filtered)
  })

  it('changing vendor resets paging and keeps the filters; the same vendor changes nothing', () => {
    expect(listReducer(filtered, { kind: 'vendor', vendor: 'JILI' })).toEqual({
      ...filtered,
      vendor: 'JILI',
      pageNo: 1,
    })
    expect(listReducer(filtered, { kind: 'vendor', vendor: 'PG' })).toBe(filtered)
  })

  it('changing the classify filter or the min bet resets paging', () => {
    expect(listReducer(filtered, { kind: 'classify', classify: 'BG' })).toEqual({
      ...filtered,
      filters: { ...filtered.filters, classify: 'BG' },
      pageNo: 1,
    })
    expect(listReducer(filtered, { kind: 'classify', classify: null }).filters.classify).toBeNull()
    expect(listReducer(filtered, { kind: 'classify', classify: 'SC' })).toBe(filtered)
    expect(listReducer(filtered, { kind: 'minBet', minBet: 5 })).toEqual({
      ...filtered,
      filters: { ...filtered.filters, minBet: 5 },
      pageNo: 1,
    })
    expect(listReducer(filtered, { kind: 'minBet', minBet: 50 })).toBe(filtered)
  })

  it('the name search reloads only when the name changed', () => {
    expect(listReducer(filtered, { kind: 'name', name: 'dragon' })).toBe(filtered)
    expect(listReducer(filtered, { kind: 'name', name: '  dragon ' })).toBe(filtered)
    expect(listReducer(filtered, { kind: 'name', name: 'tiger' })).toEqual({
      ...filtered,
      filters: { ...filtered.filters, name: 'tiger' },
      pageNo: 1,
    })
    expect(listReducer(filtered, { kind: 'name', name: '' }).filters.name).toBe('')
  })
})

describe('loading page by page until totalPages', () => {
  it('asks for the next page while there is one', () => {
    expect(nextPageNo(1, 3)).toBe(2)
    expect(nextPageNo(3, 3)).toBeUndefined()
    expect(nextPageNo(1, 0)).toBeUndefined()
  })

  it('loads more when the last rendered row nears the end of a paged list', () => {
    const at = {
      type: 'default' as const,
      hasNextPage: true,
      isFetching: false,
      games: 40,
      countedGames: 40,
      rowCount: 20,
      threshold: 2,
    }
    expect(shouldLoadMore({ ...at, lastRenderedRow: 17 })).toBe(true)
    expect(shouldLoadMore({ ...at, lastRenderedRow: 16 })).toBe(false)
    expect(shouldLoadMore({ ...at, lastRenderedRow: 19, isFetching: true })).toBe(false)
    expect(shouldLoadMore({ ...at, lastRenderedRow: 19, hasNextPage: false })).toBe(false)
    expect(shouldLoadMore({ ...at, lastRenderedRow: 19, type: 'recent' })).toBe(true)
    expect(shouldLoadMore({ ...at, lastRenderedRow: 19, type: 'hot' })).toBe(false)
  })

  it('waits until the rows are counted from every game the list has', () => {
    // A page of 14 just arrived: the last report still counts the rows of the games before it
    // (or none, while the skeleton showed), and its end looks near when it is not.
    const at = { type: 'default' as const, hasNextPage: true, isFetching: false, threshold: 7 }
    expect(
      shouldLoadMore({ ...at, games: 14, countedGames: 0, lastRenderedRow: -1, rowCount: 0 }),
    ).toBe(false)
    expect(
      shouldLoadMore({ ...at, games: 28, countedGames: 14, lastRenderedRow: 1, rowCount: 7 }),
    ).toBe(false)
    // Counted from all 28: two rows in view of fourteen, the end is not near.
    expect(
      shouldLoadMore({ ...at, games: 28, countedGames: 28, lastRenderedRow: 1, rowCount: 14 }),
    ).toBe(false)
    // Counted from the first 14: seven rows, the end is within the threshold.
    expect(
      shouldLoadMore({ ...at, games: 14, countedGames: 14, lastRenderedRow: 1, rowCount: 7 }),
    ).toBe(true)
  })
})

describe('the requests of spec §3 and §7', () => {
  const ctx = { gameType: 'RNG', merchant: 'LUCKY01', language: 'EN' }
  it('builds the game query with the filters, leaving out what is unset', () => {
    expect(gameQuery(filtered, ctx, 8)).toEqual({
      clientType: 3,
      platform: 'flash,html5-desktop',
      channel: 'LUCKY01',
      merchant: 'LUCKY01',
      gameType: 'RNG',
      vassalage: 'PG',
      gameClassify: 'SC',
      gameName: 'dragon',
      minBet: 50,
      pageNo: 8,
      pageSize: 28,
      language: 'EN',
    })
    const plain = gameQuery(initialListState(), ctx, 1)
    expect(plain.vassalage).toBeUndefined()
    expect(plain.gameClassify).toBeUndefined()
    expect(plain.gameName).toBeUndefined()
    expect(plain.minBet).toBeUndefined()
  })

  it('builds the recent, favourite and hot queries', () => {
    expect(recentQuery(filtered, ctx, 2)).toEqual({
      clientType: 3,
      vassalage: 'PG',
      gameType: 'RNG',
      language: 'EN',
      pageNo: 2,
      pageSize: 28,
    })
    expect(favouritesQuery(filtered, ctx, 1)).toEqual({
      clientType: 3,
      platform: 'flash',
      language: 'EN',
      gameType: 'RNG',
      pageNo: 1,
      pageSize: 28,
    })
    expect(hotQuery(ctx)).toEqual({
      merchantCode: 'LUCKY01',
      isPlatform: 2,
      platform: 'flash,html5-desktop',
      language: 'EN',
    })
  })

  it('sends the vendor chosen as the vassalage of the hot and recent lists (spec §7)', () => {
    const query = hotQuery({ ...ctx, vassalage: filtered.vendor })
    expect(query).toEqual({
      merchantCode: 'LUCKY01',
      isPlatform: 2,
      vassalage: 'PG',
      platform: 'flash,html5-desktop',
      language: 'EN',
    })
    expect(recentQuery(filtered, ctx, 1).vassalage).toBe('PG')
    // Without a vendor, every vendor's: no empty parameter goes out.
    expect('vassalage' in JSON.parse(JSON.stringify(hotQuery({ ...ctx, vassalage: '' })))).toBe(
      false,
    )
  })
})
