/**
 * The reference platform's game catalogue: vendors for every category and about 10,000 RNG games,
 * generated deterministically so that every database holds the same games with the same codes.
 */
import type { CallOutput } from '../../../src/api/types.gen'

export interface VendorSeed {
  code: string
  displayName: string
  gameType: string
  isGame: 'GAME' | 'VASSALAGE'
  accountTypeId: number
  isHot: boolean
  /** The game a card starts directly (live tables' lobby, a sportsbook). */
  lobbyCode: string | null
}

export interface GameSeed {
  vendor: string
  gameCode: string
  name: string
  gameType: string
  classify: string | null
  minBet: number
  lineNum: number
  defaultPlayType: string | null
  hotRank: number | null
  sort: number
}

type VendorRow = [code: string, name: string, gameType: string, isGame?: 'VASSALAGE', hot?: true]

const vendorRows: VendorRow[] = [
  ['TCG_LOTTO_VN', 'Vietnam Lottery', 'LOTT', undefined, true],
  ['TCG_SEA', 'SEA Lottery', 'LOTT'],
  ['LOTT', 'Lucky Lottery', 'LOTT'],
  ['ELOTT', 'E-Lottery', 'ELOTT', undefined, true],
  ['EVO', 'Evolution', 'LIVE', undefined, true],
  ['SEXY', 'Sexy Baccarat', 'LIVE', undefined, true],
  ['SA', 'SA Gaming', 'LIVE'],
  ['DG', 'Dream Gaming', 'LIVE'],
  ['WM', 'WM Casino', 'LIVE'],
  ['PT_LIVE', 'Playtech Live', 'LIVE'],
  ['VIA', 'Via Casino', 'LIVE', 'VASSALAGE'],
  ['SABA', 'SABA Sports', 'SPORTS', undefined, true],
  ['CMD', 'CMD368', 'SPORTS'],
  ['BTI', 'BTi Sports', 'SPORTS'],
  ['FB', 'FB Sports', 'SPORTS'],
  ['AV', 'AV E-sports', 'ESPORTS', undefined, true],
  ['AI', 'AI E-sports', 'ESPORTS'],
  ['IMES', 'IM E-sports', 'ESPORTS'],
  ['TF', 'TF Gaming', 'ESPORTS'],
  ['IA', 'IA E-sports', 'ESPORTS'],
  ['JILI_FISH', 'JILI Fishing', 'FISH', undefined, true],
  ['JDB_FISH', 'JDB Fishing', 'FISH'],
  ['FC_FISH', 'Fa Chai Fishing', 'FISH'],
  ['PG', 'PG Soft', 'RNG', undefined, true],
  ['JILI', 'JILI', 'RNG', undefined, true],
  ['PP', 'Pragmatic Play', 'RNG', undefined, true],
  ['CQ9', 'CQ9', 'RNG'],
  ['FC', 'Fa Chai', 'RNG'],
  ['JDB', 'JDB', 'RNG'],
  ['KA', 'KA Gaming', 'RNG'],
  ['SPADE', 'Spadegaming', 'RNG'],
  ['RTG', 'RTG Slots', 'RNG'],
  ['HABANERO', 'Habanero', 'RNG'],
  ['KM', 'King Maker', 'PVP', 'VASSALAGE', true],
  ['V8', 'V8 Poker', 'PVP', 'VASSALAGE'],
  ['MP', 'MP Poker', 'PVP'],
  ['DS88', 'DS88 Sabong', 'COCKFIGHT', undefined, true],
]

/** Vendors whose card starts one game: live tables open the vendor's lobby, sportsbooks their book. */
const directTypes = new Set(['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT'])

export const vendors: VendorSeed[] = vendorRows.map(
  ([code, displayName, gameType, isGame, hot], i) => ({
    code,
    displayName,
    gameType,
    isGame: isGame ?? 'GAME',
    accountTypeId: 100 + i,
    isHot: hot ?? false,
    lobbyCode: directTypes.has(gameType) && !isGame ? `${code}-LOBBY` : null,
  }),
)

const adjectives =
  'Fortune Lucky Golden Mighty Wild Super Mega Royal Dragon Jade Crystal Magic Fire Ice Thunder Silver Cosmic Mystic Happy Ancient Sacred Hidden Shining Roaring Emerald Ruby Sapphire Diamond Neon Pirate Samurai Ninja Pharaoh Aztec Viking Panda Tiger Phoenix Lotus Candy Fruity Spicy Sweet Crazy Rich Grand Double Triple Hyper Turbo'.split(
    ' ',
  )
const nouns =
  'Ox Ace Gems Treasures Riches Spins Reels Wheel Wilds Jackpot Bonanza Koi Temple Palace Empire Kingdom Legend Quest Fiesta Party Express Rush Blast Storm Heist Vault Coins Bells Sevens Stars Moon Sun Ocean Jungle Safari Garden Festival Carnival Dynasty Warriors Queen King Princess Goddess Monkey Rooster Buffalo Wolf Eagle Cat'.split(
    ' ',
  )
const suffixes = ['', ' Deluxe', ' Megaways', ' Gold', ' II']

const rngVendors = vendors.filter((v) => v.gameType === 'RNG').map((v) => v.code)
/** RNG sub-categories with their share of the catalogue: slots, scratch, video poker, table, arcade, bingo. */
const classifyShares: [string, number][] = [
  ['JP', 60],
  ['SC', 8],
  ['VP', 8],
  ['TG', 10],
  ['AC', 10],
  ['BG', 4],
]
const minBets = [1, 5, 10, 50, 75, 100, 200]

const slug = (name: string) => name.toUpperCase().replace(/[^A-Z0-9]+/g, '-')

/** Games that the seeded betting history and the tests refer to by code. */
const namedGames: Omit<GameSeed, 'sort' | 'hotRank'>[] = [
  ['PG', 'PG-FORTUNE-OX', 'Fortune Ox', 'RNG', 'JP'],
  ['JILI', 'JILI-SUPER-ACE', 'Super Ace', 'RNG', 'JP'],
  ['EVO', 'EVO-BACCARAT-A', 'Baccarat A', 'LIVE', null],
  ['SABA', 'SABA-FOOTBALL', 'Football', 'SPORTS', null],
  ['JILI_FISH', 'JILI-FISH-KING', 'Fish King', 'FISH', null],
  ['KM', 'KM-TEEN-PATTI', 'Teen Patti', 'PVP', null],
  ['TCG_SEA', 'TCG-SEA-5D', 'SEA 5D', 'LOTT', null],
].map(([vendor, gameCode, name, gameType, classify]) => ({
  vendor: vendor!,
  gameCode: gameCode!,
  name: name!,
  gameType: gameType!,
  classify: classify ?? null,
  minBet: 10,
  lineNum: 1,
  defaultPlayType: null,
}))

/** Lottery games with the prize mode (spec §9) and the seconds between draws. */
export const lotteryGames: {
  vendor: string
  code: string
  name: string
  prizeMode: CallOutput<'games.lotteryLobby'>['list'][number]['prizeMode']
  interval: number
  playType: string
}[] = [
  {
    vendor: 'TCG_SEA',
    code: 'TCG-SEA-5D',
    name: 'SEA 5D',
    prizeMode: 'SEA',
    interval: 300,
    playType: '5D',
  },
  {
    vendor: 'TCG_SEA',
    code: 'TCG-SEA-4D',
    name: 'SEA 4D',
    prizeMode: 'SEA',
    interval: 600,
    playType: '4D',
  },
  {
    vendor: 'TCG_SEA',
    code: 'TCG-SEA-3D',
    name: 'SEA 3D',
    prizeMode: 'SEA',
    interval: 180,
    playType: '3D',
  },
  {
    vendor: 'TCG_LOTTO_VN',
    code: 'VN-NORTH',
    name: 'Mien Bac',
    prizeMode: 'ZY',
    interval: 86_400,
    playType: 'LO2',
  },
  {
    vendor: 'TCG_LOTTO_VN',
    code: 'VN-CENTRAL',
    name: 'Mien Trung',
    prizeMode: 'ZY',
    interval: 86_400,
    playType: 'LO2',
  },
  {
    vendor: 'TCG_LOTTO_VN',
    code: 'VN-SOUTH',
    name: 'Mien Nam',
    prizeMode: 'ZY',
    interval: 86_400,
    playType: 'LO2',
  },
  {
    vendor: 'TCG_LOTTO_VN',
    code: 'VN-FAST-45',
    name: 'Fast Lotto 45s',
    prizeMode: 'ZY',
    interval: 45,
    playType: 'LO2',
  },
  {
    vendor: 'LOTT',
    code: 'LOTT-FAST3-1',
    name: 'Fast 3 (1 min)',
    prizeMode: 'Lott',
    interval: 60,
    playType: 'SUM',
  },
  {
    vendor: 'LOTT',
    code: 'LOTT-PK10',
    name: 'PK10',
    prizeMode: 'Lott',
    interval: 120,
    playType: 'POS',
  },
  {
    vendor: 'LOTT',
    code: 'LOTT-11X5',
    name: '11 Choose 5',
    prizeMode: 'Lott',
    interval: 300,
    playType: 'ANY',
  },
  {
    vendor: 'LOTT',
    code: 'LOTT-SSC',
    name: 'Lucky Time Lottery',
    prizeMode: 'Lott',
    interval: 60,
    playType: 'STAR5',
  },
  {
    vendor: 'ELOTT',
    code: 'ELOTT-KENO',
    name: 'Keno',
    prizeMode: 'Elott',
    interval: 90,
    playType: 'PICK',
  },
  {
    vendor: 'ELOTT',
    code: 'ELOTT-LUCKY28',
    name: 'Lucky 28',
    prizeMode: 'Elott',
    interval: 210,
    playType: 'SUM',
  },
  {
    vendor: 'ELOTT',
    code: 'ELOTT-THAI',
    name: 'Thai Lottery',
    prizeMode: 'Elott',
    interval: 1_296_000,
    playType: '2D',
  },
]

/** Every game of the catalogue, in a stable order. */
export function generateGames(rngCount = 10_000): GameSeed[] {
  const games: Omit<GameSeed, 'sort' | 'hotRank'>[] = [...namedGames]
  const taken = new Set(games.map((g) => `${g.vendor}/${g.gameCode}`))
  const add = (game: Omit<GameSeed, 'sort' | 'hotRank'>) => {
    const key = `${game.vendor}/${game.gameCode}`
    if (taken.has(key)) return
    taken.add(key)
    games.push(game)
  }
  const name = (i: number) =>
    `${adjectives[i % adjectives.length]} ${nouns[Math.floor(i / adjectives.length) % nouns.length]}${suffixes[Math.floor(i / (adjectives.length * nouns.length)) % suffixes.length]}`
  const shareTotal = classifyShares.reduce((sum, [, share]) => sum + share, 0)
  const classifyOf = (i: number) => {
    let slot = (i * 37) % shareTotal
    for (const [code, share] of classifyShares) {
      if (slot < share) return code
      slot -= share
    }
    return 'JP'
  }
  for (let i = 0; i < rngCount; i++) {
    const vendor = rngVendors[i % rngVendors.length]!
    const gameName = name(i)
    add({
      vendor,
      gameCode: `${vendor}-${slug(gameName)}`,
      name: gameName,
      gameType: 'RNG',
      classify: classifyOf(i),
      minBet: minBets[(i * 7) % minBets.length]!,
      lineNum: [1, 5, 9, 20, 25, 50, 243][i % 7]!,
      defaultPlayType: null,
    })
  }
  for (const v of vendors.filter((x) => x.lobbyCode))
    add({
      vendor: v.code,
      gameCode: v.lobbyCode!,
      name: `${v.displayName} Lobby`,
      gameType: v.gameType,
      classify: null,
      minBet: 100,
      lineNum: 1,
      defaultPlayType: null,
    })
  const tables = [
    'Baccarat',
    'Speed Baccarat',
    'Roulette',
    'Sic Bo',
    'Dragon Tiger',
    'Blackjack',
    'Fan Tan',
    'Teen Patti',
  ]
  for (const v of vendors.filter((x) => x.gameType === 'LIVE'))
    tables.forEach((table, t) =>
      add({
        vendor: v.code,
        gameCode: `${v.code}-${slug(table)}-${t + 1}`,
        name: `${table} ${String.fromCharCode(65 + t)}`,
        gameType: 'LIVE',
        classify: null,
        minBet: 100,
        lineNum: 1,
        defaultPlayType: null,
      }),
    )
  const fish = [
    'Fish King',
    'Ocean King',
    'Dragon Fishing',
    'Mega Fishing',
    'Bombing Fishing',
    'Happy Fishing',
    'Jackpot Fishing',
    'Dinosaur Tycoon',
    'Royal Fishing',
    'All-star Fishing',
    'Boom Legend',
    'Fishing Disco',
  ]
  for (const v of vendors.filter((x) => x.gameType === 'FISH'))
    fish.forEach((title, t) =>
      add({
        vendor: v.code,
        gameCode: `${v.code.replace('_FISH', '')}-FISH-${slug(title).replace('FISH-', '').replace('-FISHING', '')}`,
        name: title,
        gameType: 'FISH',
        classify: null,
        minBet: minBets[t % 4]!,
        lineNum: 1,
        defaultPlayType: null,
      }),
    )
  const pvp = [
    'Teen Patti',
    'Andar Bahar',
    'Texas Holdem',
    'Rummy',
    'Blackjack',
    'Niu Niu',
    'Pai Gow',
    'Mahjong',
    'Pusoy',
    'Tongits',
    'Sabong Cards',
    'Baccarat Duel',
    'Fan Tan Duel',
    'Sic Bo Duel',
    'Dragon Tiger Duel',
  ]
  for (const v of vendors.filter((x) => x.gameType === 'PVP'))
    pvp.forEach((title, t) =>
      add({
        vendor: v.code,
        gameCode: `${v.code}-${slug(title)}`,
        name: title,
        gameType: 'PVP',
        classify: null,
        minBet: minBets[t % 5]!,
        lineNum: 1,
        defaultPlayType: null,
      }),
    )
  for (const l of lotteryGames)
    add({
      vendor: l.vendor,
      gameCode: l.code,
      name: l.name,
      gameType: vendors.find((v) => v.code === l.vendor)!.gameType,
      classify: null,
      minBet: 100,
      lineNum: 1,
      defaultPlayType: l.playType,
    })
  const perType = new Map<string, number>()
  for (const game of games) perType.set(game.gameType, (perType.get(game.gameType) ?? 0) + 1)
  const seen = new Map<string, number>()
  const hotCount = new Map<string, number>()
  return games.map((game, sort) => {
    const index = seen.get(game.gameType) ?? 0
    seen.set(game.gameType, index + 1)
    const step = Math.max(1, Math.floor((perType.get(game.gameType) ?? 1) / 12))
    const n = hotCount.get(game.gameType) ?? 0
    const hot = n < 12 && (index % step === 0 || sort < namedGames.length)
    if (hot) hotCount.set(game.gameType, n + 1)
    return { ...game, sort, hotRank: hot ? n + 1 : null }
  })
}
