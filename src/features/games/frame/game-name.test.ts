import { describe, expect, it } from 'vitest'
import { cachedGameName } from './game-name'

const game = { vendor: 'PG', gameCode: 'PG-FORTUNE-OX', gameType: 'RNG' }

describe('cachedGameName', () => {
  it('finds the game in a paged list', () => {
    const list = {
      pages: [
        { games: [{ vendor: 'PG', vassalage: 'PG', gameCode: 'PG-OTHER', gameName: 'Other' }] },
        {
          games: [
            { vendor: 'PG', vassalage: 'PG', gameCode: 'PG-FORTUNE-OX', gameName: 'Fortune Ox' },
          ],
        },
      ],
    }
    expect(cachedGameName([undefined, list], game)).toBe('Fortune Ox')
  })

  it('does not take a game of the same code from another vendor', () => {
    const list = { games: [{ vendor: 'JILI', gameCode: 'PG-FORTUNE-OX', gameName: 'Wrong' }] }
    expect(cachedGameName([list], game)).toBeNull()
  })

  it("falls back to the vendor card's name, and the card's lobby game to its name", () => {
    const vendors = {
      categories: [{ cards: [{ vassalage: 'PG', displayName: 'PG Soft', lobbyCode: 'PG-LOBBY' }] }],
    }
    expect(cachedGameName([vendors], game)).toBe('PG Soft')
    expect(cachedGameName([vendors], { ...game, gameCode: 'PG-LOBBY' })).toBe('PG Soft')
  })
})
