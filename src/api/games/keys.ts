/**
 * Query keys of the games domain. Answers that carry a favourite flag or a member's history depend
 * on who asks, so their keys carry the user.
 */
export const gamesKeys = {
  all: ['games'] as const,
  /** Every category's vendor cards of a merchant. */
  allVendors: (merchantCode: string) => [...gamesKeys.all, 'vendors', { merchantCode }] as const,
  /** One category's vendor cards. */
  vendors: (gameType: string, merchant: string) =>
    [...gamesKeys.all, 'vendors', gameType, merchant] as const,
  /** The hot games of a category. */
  hot: (gameType: string, query: object, user: string) =>
    [...gamesKeys.all, 'hot', gameType, query, user] as const,
  /** The newest games of a category (Home's row). */
  newGames: (gameType: string, language: string, count: number) =>
    [...gamesKeys.all, 'new', gameType, language, count] as const,
  /** Every paged game list (full, recent, favourites). */
  lists: () => [...gamesKeys.all, 'list'] as const,
  /** One paged game list; its pages join the same entry. */
  list: (type: string, query: object, user: string) =>
    [...gamesKeys.lists(), type, query, user] as const,
  /** The favourite lists, which a changed star makes stale. */
  favourites: () => [...gamesKeys.lists(), 'fav'] as const,
  /** One page of a vendor's games in the game popup. */
  vendorGames: (vassalage: string, gameType: string, pageNo: number) =>
    [...gamesKeys.all, 'popup', vassalage, gameType, pageNo] as const,
  /** The winner board. */
  winners: (language: string) => [...gamesKeys.all, 'winners', language] as const,
  /** Every lottery answer. */
  lottery: () => [...gamesKeys.all, 'lottery'] as const,
  lotteryLobby: (language: string) => [...gamesKeys.lottery(), 'lobby', language] as const,
  popular: (prizeMode: string, device: string, language: string) =>
    [...gamesKeys.lottery(), 'popular', prizeMode, device, language] as const,
  lotteryRecent: (user: string, language: string) =>
    [...gamesKeys.lottery(), 'recent', user, language] as const,
  vnMenus: (language: string) => [...gamesKeys.lottery(), 'vnMenus', language] as const,
  vnResults: (region: string) => [...gamesKeys.lottery(), 'vnResults', region] as const,
  vnNumbers: (region: string) => [...gamesKeys.lottery(), 'vnNumbers', region] as const,
  /** The rooms of a PVP vendor ('' for every vendor). */
  pvpRooms: (vendor: string) => [...gamesKeys.all, 'pvpRooms', vendor] as const,
  /** The seamless vendors of a merchant. */
  seamless: (merchant: string) => [...gamesKeys.all, 'seamless', merchant] as const,
}
