import { describe, expect, it } from 'vitest'
import type { LotteryGame } from '@/api/games/get-lottery-lobby'
import { decideLaunch } from '../launch/rules'
import {
  byVendor,
  countdownParts,
  favouriteLotteryGames,
  lotteryTarget,
  pickedGame,
  recentLotteryGames,
} from './lottery-lobby'

const game = (vendor: string, gameCode: string, nodeId: string): LotteryGame => ({
  nodeId,
  vendor,
  gameCode,
  gameName: gameCode,
  gameType: vendor === 'ELOTT' ? 'ELOTT' : 'LOTT',
  prizeMode: 'SEA',
  defaultPlayType: '5D',
  intervalSeconds: 60,
  drawNo: '1',
  nextDrawAt: '2026-01-01T00:01:00.000Z',
  lastResult: ['1', '2'],
})

const lobby = [
  game('TCG_SEA', 'SEA-5D', '10'),
  game('TCG_SEA', 'SEA-4D', '11'),
  game('TCG_LOTTO_VN', 'VN-NORTH', '12'),
  game('ELOTT', 'KENO', '13'),
]

describe('countdownParts', () => {
  it('writes minutes and seconds under an hour, hours beyond, whole days apart', () => {
    expect(countdownParts(85_000)).toEqual({ days: 0, clock: '01:25' })
    expect(countdownParts(84_001)).toEqual({ days: 0, clock: '01:25' })
    expect(countdownParts(3_600_000)).toEqual({ days: 0, clock: '01:00:00' })
    expect(countdownParts(8 * 86_400_000 + 3_723_000)).toEqual({ days: 8, clock: '01:02:03' })
    expect(countdownParts(-5)).toEqual({ days: 0, clock: '00:00' })
  })
})

describe('pickedGame', () => {
  it('finds the vendor’s game of the URL, or the vendor’s first game when only a vendor is named', () => {
    expect(pickedGame(lobby, { vendor: 'TCG_SEA', gameCode: 'SEA-4D' })?.nodeId).toBe('11')
    expect(pickedGame(lobby, { vendor: 'TCG_SEA' })?.nodeId).toBe('10')
  })

  it('answers null without a vendor, for an unknown game, or a code of another vendor', () => {
    expect(pickedGame(lobby, {})).toBeNull()
    expect(pickedGame(lobby, { vendor: 'TCG_SEA', gameCode: 'NOPE' })).toBeNull()
    expect(pickedGame(lobby, { vendor: 'ELOTT', gameCode: 'SEA-5D' })).toBeNull()
    expect(pickedGame(lobby, { vendor: 'NOPE' })).toBeNull()
  })
})

describe('recent and favourite lottery games', () => {
  it('shows recent games as lobby games, most recent first, leaving out games the lobby lacks', () => {
    const recent = [
      { vendor: 'ELOTT', gameCode: 'KENO' },
      { vendor: 'PG', gameCode: 'PG-FORTUNE-OX' },
      { vendor: 'TCG_SEA', gameCode: 'SEA-4D' },
    ]
    expect(recentLotteryGames(recent, lobby).map((g) => g.nodeId)).toEqual(['13', '11'])
  })

  it('keeps favourites in the order they were added and skips ids no longer offered', () => {
    expect(favouriteLotteryGames(lobby, ['12', '99', '10']).map((g) => g.gameCode)).toEqual([
      'VN-NORTH',
      'SEA-5D',
    ])
    expect(favouriteLotteryGames(lobby, [])).toEqual([])
  })
})

describe('byVendor', () => {
  it('groups games by vendor in the order their first game comes', () => {
    expect(byVendor(lobby).map(([vendor, games]) => [vendor, games.length])).toEqual([
      ['TCG_SEA', 2],
      ['TCG_LOTTO_VN', 1],
      ['ELOTT', 1],
    ])
  })
})

describe('lotteryTarget', () => {
  it('launches a lottery game into /lottery with its code and play type, the Vietnamese one too', () => {
    expect(decideLaunch(lotteryTarget(lobby[1]!), 'allowed')).toEqual({
      kind: 'lottery',
      path: '/lottery',
      search: { vendor: 'TCG_SEA', gameCode: 'SEA-4D', playType: '5D' },
    })
    expect(lobby[2]!.vendor).toBe('TCG_LOTTO_VN')
    expect(decideLaunch(lotteryTarget(lobby[2]!), 'allowed')).toMatchObject({
      kind: 'lottery',
      path: '/lottery',
      search: { vendor: 'TCG_LOTTO_VN' },
    })
    expect(decideLaunch(lotteryTarget(lobby[3]!), 'login')).toEqual({ kind: 'login' })
    expect(decideLaunch(lotteryTarget(lobby[3]!), 'realAccount')).toEqual({ kind: 'realAccount' })
  })
})
