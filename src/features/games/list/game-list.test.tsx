// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CallOutput } from '@/api/types.gen'
import { deferred, fakePlatform, refuse, type Handlers } from '@/test/fake-platform'
import { fakeLayout } from '@/test/fake-layout'
import { renderWithProviders } from '@/test/render'
import { GameList } from './game-list'

type Game = CallOutput<'games.list'>['games'][number]
const game = (id: number, vendor = 'PG'): Game => ({
  nodeId: String(id),
  gameCode: `g${id}`,
  gameName: `Game ${id}`,
  gameType: 'RNG',
  vendor,
  vassalage: vendor,
  isGame: 'GAME',
  defaultPlayType: null,
  classify: 'SC',
  minBet: 10,
  lineNum: 20,
  thumbnail: `/img/${id}.png`,
  favourite: false,
  maintenance: false,
})
const card = (vassalage: string, displayName: string) => ({
  vassalage,
  displayName,
  smallIcon: `/icons/${vassalage}.png`,
  isHot: 0 as const,
  accountTypeId: 1,
  gameType: 'RNG',
  isGame: 'VASSALAGE' as const,
  lobbyCode: null,
  maintenance: false,
})
const games = (from: number, count: number, vendor = 'PG') =>
  Array.from({ length: count }, (_, i) => game(from + i, vendor))

const answers = (overrides: Handlers = {}): Handlers => ({
  'games.vendors': () => ({
    categories: [
      {
        gameType: 'RNG',
        title: 'Slots',
        cards: [card('PG', 'PG Soft'), card('JL', 'Jili')],
      },
    ],
  }),
  'games.hot': () => ({ list: [{ gameType: 'RNG', games: [game(2)] }] }),
  'games.list': () => ({ games: games(1, 5), totalPages: 1, total: 5 }),
  ...overrides,
})
const renderList = () =>
  renderWithProviders(<GameList gameType="RNG" title="Slots" />, { url: '/rng' })
const names = () => screen.getAllByTestId('game-name').map((name) => name.textContent)

beforeEach(() => fakeLayout())
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('GameList', () => {
  it('shows the loading games until the first page comes, then the page with its total', async () => {
    const page = deferred()
    const platform = fakePlatform(
      answers({
        'games.list': async () => {
          await page.promise
          return { games: games(1, 5), totalPages: 1, total: 5 }
        },
      }),
    )
    renderList()
    expect(await screen.findByRole('status', { name: 'Loading games' })).toBeTruthy()
    page.resolve()
    await waitFor(() => expect(names()).toEqual(['Game 1', 'Game 2', 'Game 3', 'Game 4', 'Game 5']))
    expect(screen.getByRole('heading', { name: 'Slots' })).toBeTruthy()
    expect(screen.getByTestId('game-total').textContent).toBe('Games: 5')
    expect(screen.getByText('Games shown: 5')).toBeTruthy()
    expect(screen.getByText('All games are shown.')).toBeTruthy()
    // The hot game is marked, and its list offered.
    const hot = screen.getAllByTestId('game-card').find((c) => c.dataset.nodeId === '2')!
    expect(within(hot).getByText('Hot')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Hot games' })).toBeTruthy()
    // Signed out: no favourites list.
    expect(screen.queryByRole('button', { name: 'Favourites' })).toBeNull()
    expect(platform.requestsOf('games.list')[0]?.query).toMatchObject({
      gameType: 'RNG',
      pageNo: '1',
      pageSize: '14',
      clientType: '3',
    })
  })

  it('shows its first games without making an Intl number format or plural rules', async () => {
    // The first of either in a page costs a phone some 50 ms of main thread before it formats
    // anything (src/lib/money.ts): the list's counts are grouped without Intl, its texts hold no
    // plural (Lingui formats a plural's count with Intl.NumberFormat).
    // Made, or used once made (formatters are cached for the page's life).
    // `format` is a getter that answers a bound function.
    const formats = Intl.NumberFormat.prototype as unknown as Record<'format', unknown>
    const formatted = vi.spyOn(formats, 'format', 'get')
    const selected = vi.spyOn(Intl.PluralRules.prototype, 'select')
    const numberFormat = vi.spyOn(Intl, 'NumberFormat')
    const pluralRules = vi.spyOn(Intl, 'PluralRules')
    fakePlatform(
      answers({ 'games.list': () => ({ games: games(1, 5), totalPages: 2001, total: 10001 }) }),
    )
    renderList()
    await waitFor(() =>
      expect(screen.getByTestId('games-shown').textContent).toBe('Games shown: 5'),
    )
    expect(screen.getByTestId('game-total').textContent).toBe('Games: 10,001')
    expect(numberFormat).not.toHaveBeenCalled()
    expect(pluralRules).not.toHaveBeenCalled()
    expect(formatted).not.toHaveBeenCalled()
    expect(selected).not.toHaveBeenCalled()
  })

  it('groups the total as the language writes numbers', async () => {
    fakePlatform(
      answers({ 'games.list': () => ({ games: games(1, 5), totalPages: 2001, total: 10001 }) }),
    )
    renderList()
    await waitFor(() => expect(screen.getByTestId('game-total').textContent).toBe('Games: 10,001'))
  })

  it('says so when a list has no games', async () => {
    fakePlatform(answers({ 'games.list': () => ({ games: [], totalPages: 0, total: 0 }) }))
    renderList()
    expect(await screen.findByText('No games')).toBeTruthy()
    expect(screen.queryByTestId('game-card')).toBeNull()
  })

  it('offers a retry when the list fails, and shows the games it brings', async () => {
    let isDown = true
    fakePlatform(
      answers({
        'games.list': () =>
          isDown
            ? refuse('Service unavailable', { status: 500 })
            : { games: games(1, 2), totalPages: 1, total: 2 },
      }),
    )
    renderList()
    expect(await screen.findByText('The games did not load')).toBeTruthy()
    isDown = false
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(names()).toEqual(['Game 1', 'Game 2']))
  })

  it('narrows the games already loaded as a name is typed, whatever its case, before the platform answers', async () => {
    const search = deferred()
    const named = (id: number, gameName: string) => ({ ...game(id), gameName })
    fakePlatform(
      answers({
        'games.list': async ({ query }) => {
          if (query.gameName) await search.promise
          return {
            games: [named(1, 'Dragon Gold'), named(2, 'Lucky Ox'), named(3, 'Golden DRAGON')],
            totalPages: 1,
            total: 3,
          }
        },
      }),
    )
    renderList()
    await waitFor(() => expect(names()).toHaveLength(3))
    fireEvent.change(screen.getByTestId('game-search'), { target: { value: ' drag' } })
    await waitFor(() => expect(names()).toEqual(['Dragon Gold', 'Golden DRAGON']))
    fireEvent.change(screen.getByTestId('game-search'), { target: { value: 'DRAGON G' } })
    await waitFor(() => expect(names()).toEqual(['Dragon Gold']))
    fireEvent.change(screen.getByTestId('game-search'), { target: { value: '' } })
    await waitFor(() => expect(names()).toHaveLength(3))
    search.resolve()
  })

  it('lists a chosen vendor’s games and keeps the vendor in the URL', async () => {
    const platform = fakePlatform(
      answers({
        'games.list': ({ query }) =>
          query.vassalage === 'JL'
            ? { games: games(50, 3, 'JL'), totalPages: 1, total: 3 }
            : { games: games(1, 5), totalPages: 1, total: 5 },
      }),
    )
    const { router } = renderList()
    fireEvent.click(await screen.findByRole('button', { name: 'Jili' }))
    await waitFor(() => expect(names()).toEqual(['Game 50', 'Game 51', 'Game 52']))
    expect(screen.getByRole('button', { name: 'Jili' }).getAttribute('aria-pressed')).toBe('true')
    expect(platform.requestsOf('games.list').at(-1)?.query.vassalage).toBe('JL')
    await waitFor(() => expect(router?.state.location.search).toEqual({ vendor: 'JL' }))
  })

  it('asks for the next page when the end of the list is in view', async () => {
    const platform = fakePlatform(
      answers({
        'games.list': ({ query }) =>
          query.pageNo === '1'
            ? { games: games(1, 14), totalPages: 2, total: 20 }
            : { games: games(15, 6), totalPages: 2, total: 20 },
      }),
    )
    renderList()
    await waitFor(() => expect(screen.getByTestId('game-grid').dataset.loaded).toBe('20'))
    expect(platform.requestsOf('games.list').map((r) => r.query.pageNo)).toEqual(['1', '2'])
    expect(screen.getByTestId('game-grid').dataset.total).toBe('20')
    expect(screen.getByText('All games are shown.')).toBeTruthy()
  })
})
