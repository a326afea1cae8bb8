import type { Cases } from '../harness'

export const cases: Cases = {
  'play.launch': ({ call }) =>
    call('play.launch', { vendor: 'PG', gameCode: 'PG-FORTUNE-OX', gameType: 'RNG' }),
  'play.bets': ({ call }) =>
    call('play.bets', { startDate: '2020-01-01', endDate: '2100-01-01', pageNo: 1 }),
}
