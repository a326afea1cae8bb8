import { describe, expect, it } from 'vitest'
import { decideLaunch, type LaunchTarget } from './rules'

const slot: LaunchTarget = {
  gameType: 'RNG',
  vendor: 'PG',
  gameCode: 'pg-fortune',
  isGame: 'GAME',
  vassalage: 'PG',
}

describe('decideLaunch (spec §2.6)', () => {
  it('runs the login check first', () => {
    expect(decideLaunch(slot, 'login')).toEqual({ kind: 'login' })
    expect(decideLaunch(slot, 'realAccount')).toEqual({ kind: 'realAccount' })
    expect(decideLaunch({ ...slot, maintenance: true }, 'login')).toEqual({ kind: 'login' })
  })

  it('refuses a game under maintenance', () => {
    expect(decideLaunch({ ...slot, maintenance: true }, 'allowed')).toEqual({ kind: 'maintenance' })
  })

  it('sends in-house lottery vendors to /lottery with the query parameters', () => {
    for (const vendor of ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'])
      expect(
        decideLaunch(
          { ...slot, gameType: 'LOTT', vendor, gameCode: 'sea-1', defaultPlayType: 'BIG' },
          'allowed',
        ),
      ).toEqual({
        kind: 'lottery',
        path: '/lottery',
        search: { vendor, gameCode: 'sea-1', playType: 'BIG' },
      })
  })

  it('sends the Vietnamese lottery vendor to /lottery too, not to its results screen', () => {
    expect(
      decideLaunch(
        { ...slot, gameType: 'ELOTT', vendor: 'TCG_LOTTO_VN', gameCode: null },
        'allowed',
      ),
    ).toEqual({ kind: 'lottery', path: '/lottery', search: { vendor: 'TCG_LOTTO_VN' } })
  })

  it('starts other lottery vendors as third-party games', () => {
    expect(decideLaunch({ ...slot, gameType: 'LOTT', vendor: 'GPI' }, 'allowed')).toEqual({
      kind: 'frame',
      search: { vendor: 'GPI', gameCode: 'pg-fortune', gameType: 'LOTT' },
    })
  })

  it('lists a vendor’s games when isGame is VASSALAGE, on its list screen where it has one', () => {
    expect(decideLaunch({ ...slot, isGame: 'VASSALAGE', gameCode: null }, 'allowed')).toEqual({
      kind: 'vendorGames',
      vassalage: 'PG',
      gameType: 'RNG',
      listPath: '/rng',
    })
    expect(
      decideLaunch(
        { ...slot, gameType: 'LIVE', vendor: 'EVO', vassalage: 'EVO', isGame: 'VASSALAGE' },
        'allowed',
      ),
    ).toEqual({ kind: 'vendorGames', vassalage: 'EVO', gameType: 'LIVE', listPath: null })
  })

  it('opens every other game in the frame, a vendor card by its lobby', () => {
    expect(decideLaunch(slot, 'allowed')).toEqual({
      kind: 'frame',
      search: { vendor: 'PG', gameCode: 'pg-fortune', gameType: 'RNG' },
    })
    expect(
      decideLaunch(
        { gameType: 'LIVE', vendor: 'EVO', vassalage: 'EVO', isGame: 'GAME', gameCode: null },
        'allowed',
      ),
    ).toEqual({ kind: 'frame', search: { vendor: 'EVO', gameCode: 'EVO', gameType: 'LIVE' } })
  })
})
