// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { LotteryGame } from '@/api/games/get-lottery-lobby'
import { deferred, fakePlatform } from '@/test/fake-platform'
import { renderWithProviders } from '@/test/render'
import { LotteryCard } from './lottery-card'
import { LotteryDraws } from './lottery-draws'

const game = (playType: string, overrides: Partial<LotteryGame> = {}): LotteryGame => ({
  nodeId: '7',
  vendor: 'TCG_SEA',
  gameCode: 'TCG-SEA-5D',
  gameName: 'SEA 5D',
  gameType: 'LOTT',
  prizeMode: 'SEA',
  defaultPlayType: playType,
  intervalSeconds: 300,
  drawNo: '42',
  nextDrawAt: new Date(Date.now() + 60_000).toISOString(),
  lastResult: ['1', '2', '3', '4', '5'],
  image: {
    src: '/media/games/7.0123456789.webp',
    src2x: '/media/games/7.0123456789@2x.webp',
    width: 240,
    height: 180,
  },
  ...overrides,
})

const renderCard = (
  lottery: LotteryGame,
  props: { vendorName?: string; isPictureEager?: boolean } = {},
) =>
  renderWithProviders(
    <LotteryCard
      game={lottery}
      vendorName={props.vendorName ?? 'SEA Lottery'}
      isSelected={false}
      isFavourite={false}
      isPictureEager={props.isPictureEager}
      onLaunch={() => undefined}
      onToggleFavourite={() => undefined}
    />,
  )

const meta = () => screen.getByTestId('lottery-meta').textContent

describe('LotteryCard', () => {
  it.each([
    ['LO2', '2-digit lô'],
    ['STAR5', '5 stars'],
    ['5D', '5D'],
    ['POS', 'Position'],
    ['ANY', 'Any position'],
    ['PICK', 'Pick numbers'],
    ['SUM', 'Sum'],
  ])('names the play type %s as players know it (%s)', (code, label) => {
    renderCard(game(code))
    expect(meta()).toBe(`SEA Lottery · ${label}`)
  })

  it('shows no code it cannot name: neither an unknown play type nor a vendor without a name', () => {
    renderCard(game('ZZ9'), { vendorName: '' })
    const card = screen.getByTestId('lottery-card')
    expect(card.textContent).not.toMatch(/ZZ9|TCG_SEA|TCG-SEA-5D/)
    // The line keeps its height, empty.
    expect(meta()).toBe('\u00a0')
    renderCard(game('constructor'))
    expect(screen.getAllByTestId('lottery-meta')[1]!.textContent).toBe('SEA Lottery')
  })

  it("draws the game's picture at 1x and 2x with its size set, lazy unless on the first screen", () => {
    renderCard(game('5D'))
    const picture = screen.getByTestId('game-thumb') as HTMLImageElement
    expect(picture.getAttribute('width')).toBe('240')
    expect(picture.getAttribute('height')).toBe('180')
    expect(picture.getAttribute('alt')).toBe('')
    expect(picture.getAttribute('loading')).toBe('lazy')
    // On the platform's origin (where the API is), by width: the 1x and the 2x picture.
    const src = new URL('/media/games/7.0123456789.webp', location.href).href
    const src2x = new URL('/media/games/7.0123456789@2x.webp', location.href).href
    expect(picture.getAttribute('src')).toBe(src)
    expect(picture.getAttribute('srcset')).toBe(`${src} 240w, ${src2x} 480w`)
    expect(picture.getAttribute('sizes')).toBeTruthy()
    renderCard(game('5D'), { isPictureEager: true })
    expect(screen.getAllByTestId('game-thumb')[1]!.getAttribute('loading')).toBe('eager')
  })

  it('tries a picture that fails again, then draws the placeholder in its place', () => {
    renderCard(game('5D'))
    for (let tries = 1; tries <= 3; tries++) {
      const picture = screen.getByTestId('game-thumb')
      if (tries > 1) expect(picture.getAttribute('src')).toContain(`retry=${tries - 1}`)
      fireEvent.error(picture)
    }
    expect(screen.queryByTestId('game-thumb')).toBeNull()
    expect(screen.getByTestId('game-thumb-fallback').textContent).toBe('')
  })

  it('draws the placeholder for a game the platform answers without a picture', () => {
    renderCard(game('5D', { image: undefined }))
    expect(screen.queryByTestId('game-thumb')).toBeNull()
    expect(screen.getByTestId('game-thumb-fallback')).toBeTruthy()
  })
})

describe("Home's lottery draws", () => {
  const vendors = {
    categories: [
      {
        gameType: 'LOTT',
        title: 'Lottery',
        cards: [
          {
            vassalage: 'TCG_SEA',
            displayName: 'SEA Lottery',
            smallIcon: '/media/vendors/TCG_SEA.a.webp',
            isHot: 0 as const,
            accountTypeId: 1,
            gameType: 'LOTT',
            isGame: 'VASSALAGE' as const,
            lobbyCode: null,
            maintenance: false,
          },
        ],
      },
    ],
  }

  it('names no vendor by its code, while the vendors load or when they do not list it', async () => {
    const listed = deferred()
    fakePlatform({
      'games.lotteryLobby': () => ({
        list: [
          game('5D'),
          game('LO2', {
            nodeId: '8',
            vendor: 'TCG_LOTTO_VN',
            gameCode: 'VN-NORTH',
            gameName: 'Mien Bac',
            nextDrawAt: new Date(Date.now() + 3_600_000).toISOString(),
          }),
        ],
      }),
      'games.vendors': async () => {
        await listed.promise
        return vendors
      },
    })
    renderWithProviders(<LotteryDraws />, { url: '/' })
    const cards = await screen.findAllByTestId('lottery-card')
    expect(cards.map((card) => within(card).getByTestId('lottery-meta').textContent)).toEqual([
      '5D',
      '2-digit lô',
    ])
    listed.resolve()
    await waitFor(() =>
      expect(screen.getAllByTestId('lottery-meta').map((line) => line.textContent)).toEqual([
        'SEA Lottery · 5D',
        '2-digit lô',
      ]),
    )
    expect(screen.getByTestId('home-lottery').textContent).not.toMatch(/TCG_SEA|TCG_LOTTO_VN/)
  })
})
