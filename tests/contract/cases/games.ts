import type { Cases } from '../harness'

/** The id of the first RNG game, for the favourite calls. */
async function firstGame(call: Parameters<Cases[string]>[0]['call']) {
  const { games } = await call('games.list', { gameType: 'RNG', pageSize: 1 })
  return games[0]!.nodeId
}

export const cases: Cases = {
  'games.vendors': ({ call }) => call('games.vendors', { merchantCode: 'LUCKY01' }),
  'games.seamless': ({ call }) => call('games.seamless', { merchantCode: 'LUCKY01' }),
  'games.list': ({ call }) =>
    call('games.list', {
      clientType: 3,
      gameType: 'RNG',
      vassalage: 'PG',
      gameClassify: 'JP',
      minBet: 75,
      sort: 'new',
    }),
  'games.hot': ({ call }) => call('games.hot', { isPlatform: 2 }),
  'games.recent': ({ call }) => call('games.recent', { clientType: 3, pageNo: 1 }),
  'games.favourites': ({ call }) => call('games.favourites', { gameType: 'RNG' }),
  'games.addFavourite': async ({ call }) =>
    call('games.addFavourite', { nodeId: await firstGame(call), gameType: 'RNG' }),
  'games.removeFavourite': async ({ call }) =>
    call('games.removeFavourite', { nodeId: await firstGame(call) }),
  'games.popular': ({ call }) => call('games.popular', { count: 20, prizeMode: 'SEA' }),
  'games.lotteryLobby': ({ call }) => call('games.lotteryLobby'),
  'games.vnResults': ({ call }) => call('games.vnResults', { region: 'south' }),
  'games.vnNumbers': ({ call }) => call('games.vnNumbers', { count: 100 }),
  'games.vnMenus': ({ call }) => call('games.vnMenus'),
  'games.pvpRooms': ({ call }) => call('games.pvpRooms', { vendor: 'KM' }),
  'games.winners': ({ call }) => call('games.winners', { gameCategory: 'ALL', limitNum: 20 }),
  'games.announcements': ({ call }) => call('games.announcements'),
}
