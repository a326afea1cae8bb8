import { describe, expect, it } from 'vitest'
import { readPick } from './lottery-pick'

describe('readPick', () => {
  it('reads vendor, gameCode and playType from the URL', () => {
    expect(readPick({ vendor: 'TCG_SEA', gameCode: 'TCG-SEA-5D', playType: '5D' })).toEqual({
      vendor: 'TCG_SEA',
      gameCode: 'TCG-SEA-5D',
      playType: '5D',
    })
  })

  it('needs a vendor, and leaves out values that are not short strings', () => {
    expect(readPick({ gameCode: 'TCG-SEA-5D' })).toEqual({})
    expect(readPick({ vendor: 'LOTT', gameCode: 42, playType: 'x'.repeat(65) })).toEqual({
      vendor: 'LOTT',
    })
    expect(readPick({ vendor: '' })).toEqual({})
  })
})
