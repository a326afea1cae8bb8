/** A game as the platform's game, hot, recent and favourite lists answer it (schemas/api/games.json). */
export interface GameItem {
  nodeId: string
  gameCode: string
  gameName: string
  gameType: string
  vendor: string
  vassalage: string
  isGame: 'GAME' | 'VASSALAGE'
  defaultPlayType: string | null
  classify: string | null
  /** Minor units. */
  minBet: number
  lineNum: number
  thumbnail: string
  favourite: boolean
  maintenance: boolean
}

/** A vendor card (spec §3 game vendor card). */
export interface VendorCard {
  vassalage: string
  displayName: string
  smallIcon: string
  isHot: 0 | 1
  accountTypeId: number
  gameType: string
  isGame: 'GAME' | 'VASSALAGE'
  lobbyCode: string | null
  maintenance: boolean
}

/** One page of any paged list, in one shape. */
export interface GamePage {
  games: GameItem[]
  pageNo: number
  totalPages: number
  /** How many games the list holds, where the platform says (the full list). */
  total: number | null
}
