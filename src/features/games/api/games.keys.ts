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
}
