// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Bet } from '@/api/play/get-bets'
import { deferred, fakePlatform } from '@/test/fake-platform'
import { renderWithProviders } from '@/test/render'
import { BettingRecordPage } from './betting-record.page'

const bet = (id: string, vendor: string, gameName: string): Bet => ({
  id,
  vendor,
  gameCode: `${vendor}-1`,
  gameName,
  gameType: 'RNG',
  stake: 1_000,
  payout: 0,
  profit: -1_000,
  status: 'settled',
  time: '2026-01-01T10:00:00.000Z',
})

const vendors = {
  categories: [
    {
      gameType: 'RNG',
      title: 'Slots',
      cards: [
        {
          vassalage: 'PG',
          displayName: 'PG Soft',
          smallIcon: '/media/vendors/PG.a.webp',
          isHot: 0 as const,
          accountTypeId: 1,
          gameType: 'RNG',
          isGame: 'VASSALAGE' as const,
          lobbyCode: null,
          maintenance: false,
        },
      ],
    },
  ],
}

const rows = () => screen.getAllByTestId('bets-table-row')

describe('BettingRecordPage', () => {
  it("names each bet's vendor, never by its code: nothing while the names load, a generic name for one they do not list", async () => {
    const listed = deferred()
    fakePlatform({
      'games.vendors': async () => {
        await listed.promise
        return vendors
      },
      'play.bets': () => ({
        list: [bet('1', 'PG', 'Fortune Ox'), bet('2', 'GONE_VENDOR', 'Old Game')],
        totalPages: 1,
        totals: { count: 2, stake: 2_000, payout: 0, profit: -2_000 },
      }),
    })
    renderWithProviders(<BettingRecordPage openPage={() => undefined} />)
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(screen.getAllByTestId('bet-vendor-pending')).toHaveLength(2)
    expect(screen.getByTestId('bets-table').textContent).not.toMatch(/\bPG\b|GONE_VENDOR/)
    listed.resolve()
    await waitFor(() => expect(rows()[0]!.textContent).toContain('PG Soft'))
    expect(rows()[1]!.textContent).toContain('Other provider')
    expect(screen.queryByTestId('bet-vendor-pending')).toBeNull()
    expect(screen.getByTestId('bets-table').textContent).not.toMatch(/GONE_VENDOR/)
  })
})
