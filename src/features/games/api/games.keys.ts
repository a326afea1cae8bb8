/** Query keys of the games domain; list answers depend on who asks (the favourite flag). */
export const gamesKeys = {
  all: ['games'] as const,
  vendors: (gameType: string, merchant: string) =>
    [...gamesKeys.all, 'vendors', gameType, merchant] as const,
  hot: (gameType: string, query: object, user: string) =>
    [...gamesKeys.all, 'hot', gameType, query, user] as const,
  lists: () => [...gamesKeys.all, 'list'] as const,
  list: (type: string, query: object, user: string) =>
    [...gamesKeys.lists(), type, query, user] as const,
  favourites: () => [...gamesKeys.lists(), 'fav'] as const,
  lottery: () => [...gamesKeys.all, 'lottery'] as const,
  lotteryLobby: (language: string) => [...gamesKeys.lottery(), 'lobby', language] as const,
  popular: (prizeMode: string, device: string, language: string) =>
    [...gamesKeys.lottery(), 'popular', prizeMode, device, language] as const,
  lotteryRecent: (user: string, language: string) =>
    [...gamesKeys.lottery(), 'recent', user, language] as const,
  vnMenus: (language: string) => [...gamesKeys.lottery(), 'vnMenus', language] as const,
  vnResults: (region: string) => [...gamesKeys.lottery(), 'vnResults', region] as const,
  vnNumbers: (region: string) => [...gamesKeys.lottery(), 'vnNumbers', region] as const,
  pvpRooms: (vendor: string) => [...gamesKeys.all, 'pvpRooms', vendor] as const,
  seamless: (merchant: string) => [...gamesKeys.all, 'seamless', merchant] as const,
}
