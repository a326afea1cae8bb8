import type { Cases } from '../harness'

interface Game {
  nodeId: string
}

/** The id of the first RNG game, for the favourite calls. */
async function firstGame(call: Parameters<Cases[string]>[0]['call']) {
  const { games } = await call<{ games: Game[] }>('games.list', {
    query: { gameType: 'RNG', pageSize: 1 },
  })
  return games[0]!.nodeId
}

export const cases: Cases = {
  'games.vendors': ({ call }) => call('games.vendors', { query: { merchantCode: 'LUCKY01' } }),
  'games.seamless': ({ call }) => call('games.seamless', { query: { merchantCode: 'LUCKY01' } }),
  'games.list': ({ call }) =>
    call('games.list', {
      query: { clientType: 3, gameType: 'RNG', vassalage: 'PG', gameClassify: 'JP', minBet: 75 },
    }),
  'games.hot': ({ call }) => call('games.hot', { query: { isPlatform: 2 } }),
  'games.recent': ({ call }) => call('games.recent', { query: { clientType: 3, pageNo: 1 } }),
  'games.favourites': ({ call }) => call('games.favourites', { query: { gameType: 'RNG' } }),
  'games.addFavourite': async ({ call }) =>
    call('games.addFavourite', { body: { nodeId: await firstGame(call), gameType: 'RNG' } }),
  'games.removeFavourite': async ({ call }) =>
    call('games.removeFavourite', { query: { nodeId: await firstGame(call) } }),
  'games.popular': ({ call }) => call('games.popular', { query: { count: 20, prizeMode: 'SEA' } }),
  'games.lotteryLobby': ({ call }) => call('games.lotteryLobby'),
  'games.vnResults': ({ call }) => call('games.vnResults', { query: { region: 'south' } }),
  'games.vnNumbers': ({ call }) => call('games.vnNumbers', { query: { count: 100 } }),
  'games.vnMenus': ({ call }) => call('games.vnMenus'),
  'games.pvpRooms': ({ call }) => call('games.pvpRooms', { query: { vendor: 'KM' } }),
  'games.winners': ({ call }) =>
    call('games.winners', { query: { gameCategory: 'ALL', limitNum: 20 } }),
  'games.announcements': ({ call }) => call('games.announcements'),
}
