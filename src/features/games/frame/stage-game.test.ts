import { describe, expect, it } from 'vitest'
import type { VendorCategory } from '@/api/games/get-vendors'
import { stageGame } from './stage-game'

const card = (vassalage: string, gameType: string, lobbyCode: string | null) => ({
  vassalage,
  displayName: vassalage,
  smallIcon: '',
  isHot: 0 as const,
  accountTypeId: 1,
  gameType,
  isGame: 'GAME' as const,
  lobbyCode,
  maintenance: false,
})
const categories: VendorCategory[] = [
  {
    gameType: 'COCKFIGHT',
    title: 'Cockfighting',
    cards: [card('DS88', 'COCKFIGHT', 'DS88-LOBBY')],
  },
  { gameType: 'RNG', title: 'Slots', cards: [card('PG', 'RNG', null)] },
]

describe('stageGame', () => {
  it('starts the game the URL names, RNG when no type is given', () => {
    expect(stageGame({ vendor: 'PG', gameCode: 'PG-X', gameType: '' }, undefined)).toEqual({
      vendor: 'PG',
      gameCode: 'PG-X',
      gameType: 'RNG',
    })
  })

  it('starts a vendor named alone by its card’s lobby game and category (DS88)', () => {
    expect(stageGame({ vendor: 'DS88', gameCode: '', gameType: '' }, categories)).toEqual({
      vendor: 'DS88',
      gameCode: 'DS88-LOBBY',
      gameType: 'COCKFIGHT',
    })
  })

  it('has nothing to start without a vendor, a known card, or a lobby game', () => {
    expect(stageGame({ vendor: '', gameCode: 'X', gameType: '' }, categories)).toBeNull()
    expect(stageGame({ vendor: 'DS88', gameCode: '', gameType: '' }, undefined)).toBeNull()
    expect(stageGame({ vendor: 'PG', gameCode: '', gameType: '' }, categories)).toBeNull()
    expect(stageGame({ vendor: 'NOPE', gameCode: '', gameType: '' }, categories)).toBeNull()
  })
})
