import type { Hono } from 'hono'
import { maskName } from '../bidi'
import type { Platform } from '../context'
import { checkDay } from '../dates'
import type { DomainModule, Tx } from '../domain'
import { ApiError, type Caller, type Handlers } from '../router'
import { generateGames, lotteryGames, vendors } from '../games/catalogue'
import {
  ensureDraws,
  lotteryState,
  vnFrequencies,
  vnProvinces,
  vnRegions,
  vnResults,
} from '../games/lottery'
import {
  gamePicture,
  renderGamePicture,
  renderVendorPicture,
  vendorPicture,
} from '../games/pictures'
import { parsePictureFile, pictureResponse } from '../media/picture-cache'
import { shapeOfAspect, type ArtShape } from '../games/art'
import { brandOfMerchant } from '../play/merchant-brand'
import { gameNameFor, vendorNameFor } from '../games/name-overrides'

interface GameRow {
  id: string
  vendor: string
  game_code: string
  name: string
  game_type: string
  classify: string | null
  min_bet: number
  line_num: number
  default_play_type: string | null
  is_game: 'GAME' | 'VASSALAGE'
  maintenance: boolean
  favourite: boolean
  /** yyyy-MM-dd */
  released_at: string
  /** Days from the release to the platform's today (0 on the day itself). */
  released_days_ago: number
}

/** Category titles of the vendor cards, in lobby order. */
const categoryTitles: Record<string, string> = {
  LOTT: 'Lottery',
  ELOTT: 'E-lottery',
  LIVE: 'Live casino',
  SPORTS: 'Sports',
  ESPORTS: 'E-sports',
  FISH: 'Fishing',
  RNG: 'Slots',
  PVP: 'PVP',
  COCKFIGHT: 'Cockfighting',
}
const hotGroups = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP']

/** The columns a game item is built from; $1 is the caller's account id or null. */
const gameColumns = `g.id, g.vendor, g.game_code, g.name, g.game_type, g.classify, g.min_bet, g.line_num,
  g.default_play_type, v.is_game, v.maintenance,
  EXISTS (SELECT 1 FROM favourite_games f WHERE f.account_id = $1 AND f.game_id = g.id) AS favourite,
  to_char(g.released_at, 'YYYY-MM-DD') AS released_at,
  platform_now()::date - g.released_at AS released_days_ago`

/**
 * A game as the API answers it to a merchant, new when released within the merchant's last
 * newGameDays days.
 */
const gameItemFor = (merchant: string, newGameDays: number, shape: ArtShape) => (row: GameRow) => ({
  ...gameItem(row, shape),
  gameName: gameNameFor(merchant, row.vendor, row.game_code, row.name),
  isNew: Number(row.released_days_ago) < newGameDays,
})

/** A lottery game's current draw as the API answers it to a merchant (its name may be renamed). */
function lotteryStateFor(merchant: string, game: (typeof lotteryGames)[number], now: number) {
  const state = lotteryState(game, now)
  return { ...state, gameName: gameNameFor(merchant, state.vendor, state.gameCode, state.gameName) }
}

function gameItem(row: GameRow, shape: ArtShape) {
  const image = gamePicture(
    { id: row.id, name: row.name, vendor: row.vendor, gameType: row.game_type },
    shape,
  )
  return {
    nodeId: String(row.id),
    gameCode: row.game_code,
    gameName: row.name,
    gameType: row.game_type,
    vendor: row.vendor,
    vassalage: row.vendor,
    isGame: row.is_game,
    defaultPlayType: row.default_play_type,
    classify: row.classify,
    minBet: Number(row.min_bet),
    lineNum: Number(row.line_num),
    thumbnail: image.src,
    image,
    releasedAt: row.released_at,
    favourite: Boolean(row.favourite),
    maintenance: Boolean(row.maintenance),
  }
}

const pageOf = (input: { pageNo?: number; pageSize?: number }) => {
  const pageSize = input.pageSize ?? 14
  const pageNo = input.pageNo ?? 1
  return { pageSize, offset: (pageNo - 1) * pageSize }
}

/** One entry of the winner board as the API answers it. */
export interface WinnerEntry {
  player: string
  gameName: string
  vendor: string
  gameType: string
  prize: number
  time: string
}

interface VendorRow {
  code: string
  display_name: string
  game_type: string
  is_game: 'GAME' | 'VASSALAGE'
  account_type_id: number
  is_hot: boolean
  maintenance: boolean
  lobby_code: string | null
}

/** A vendor card (spec §3) as games.vendors and games.seamless answer it. */
function vendorCard(row: VendorRow, merchant: string) {
  const image = vendorPicture({
    code: row.code,
    displayName: row.display_name,
    gameType: row.game_type,
  })
  return {
    vassalage: row.code,
    displayName: vendorNameFor(merchant, row.code, row.display_name),
    smallIcon: image.src,
    image,
    isHot: row.is_hot ? (1 as const) : (0 as const),
    accountTypeId: Number(row.account_type_id),
    gameType: row.game_type,
    isGame: row.is_game,
    lobbyCode: row.lobby_code,
    maintenance: row.maintenance,
  }
}

function handlers(p: Platform): Handlers {
  /** Game items as a merchant is answered them (its names, its new-game window, its tile shape). */
  const itemsFor = async (merchant: string) =>
    gameItemFor(
      merchant,
      (await p.settings(merchant)).newGameDays,
      shapeOfAspect((await brandOfMerchant(p.db, merchant)).layout?.tiles?.aspect),
    )
  /** How many games match a filter: the catalogue does not change while the platform runs. */
  const listTotals = new Map<string, number>()
  const accountOf = (caller: Caller | null) => caller?.accountId ?? null
  const findGame = async (nodeId: string) => {
    const [game] = await p.db.query<{ id: string }>('SELECT id FROM games WHERE id = $1', [
      Number(nodeId),
    ])
    if (!game) throw new ApiError('Unknown game', 404)
    return game
  }
  /** The vendor cards by category, in display order; optionally of one type or some vendors. */
  const vendorCategories = async (
    merchant: string,
    gameType: string | null,
    keep: (code: string) => boolean = () => true,
  ) => {
    const rows = await p.db.query<VendorRow>(
      'SELECT * FROM game_vendors WHERE ($1::text IS NULL OR game_type = $1) ORDER BY sort',
      [gameType],
    )
    const categories = new Map<string, ReturnType<typeof vendorCard>[]>()
    for (const row of rows.filter((r) => keep(r.code))) {
      const cards = categories.get(row.game_type) ?? []
      cards.push(vendorCard(row, merchant))
      categories.set(row.game_type, cards)
    }
    return [...categories].map(([type, cards]) => ({
      gameType: type,
      title: categoryTitles[type] ?? type,
      cards,
    }))
  }
  /**
   * The lottery games as a merchant is answered them, each with its id (favourites keep it) and its
   * picture in the merchant's tile shape, drawn from the catalogue's row as /media/games draws it.
   */
  const lotteryItems = async (merchant: string) => {
    const rows = await p.db.query<{
      id: string
      vendor: string
      game_code: string
      name: string
      game_type: string
    }>(
      `SELECT id, vendor, game_code, name, game_type FROM games WHERE game_type IN ('LOTT', 'ELOTT')`,
    )
    const byCode = new Map(rows.map((r) => [`${r.vendor}/${r.game_code}`, r]))
    const shape = shapeOfAspect((await brandOfMerchant(p.db, merchant)).layout?.tiles?.aspect)
    const now = p.clock.now().getTime()
    return (game: (typeof lotteryGames)[number]) => {
      const row = byCode.get(`${game.vendor}/${game.code}`)!
      return {
        nodeId: String(row.id),
        ...lotteryStateFor(merchant, game, now),
        image: gamePicture(
          { id: row.id, name: row.name, vendor: row.vendor, gameType: row.game_type },
          shape,
        ),
      }
    }
  }
  return {
    'games.vendors': async ({ input, merchant }) => {
      const { gameType } = input
      return { categories: await vendorCategories(merchant, gameType || null) }
    },
    'games.seamless': async ({ merchant }) => {
      const transfer = new Set((await p.settings(merchant)).transferVendors)
      return { categories: await vendorCategories(merchant, null, (code) => !transfer.has(code)) }
    },
    'games.list': async ({ input: q, caller, merchant }) => {
      const { pageSize, offset } = pageOf(q)
      const name = q.gameName
        ?.trim()
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`)
      const where = `g.game_type = $2 AND ($3::text IS NULL OR g.vendor = $3)
        AND ($4::text IS NULL OR g.classify = $4)
        AND ($5::text IS NULL OR lower(g.name) LIKE '%' || $5 || '%')
        AND ($6::int IS NULL OR g.min_bet <= $6) AND ($7::int IS NULL OR g.line_num >= $7)`
      const params = [
        accountOf(caller),
        q.gameType.toUpperCase(),
        q.vassalage || null,
        q.gameClassify || null,
        name || null,
        q.minBet || null,
        q.minLineNum || null,
      ]
      const key = JSON.stringify(params.slice(1))
      let total = listTotals.get(key)
      if (total === undefined) {
        const [count] = await p.db.query<{ n: string }>(
          // $1 (the caller) only matters to the page query; the no-op keeps one parameter list.
          `SELECT count(*) AS n FROM games g WHERE ${where} AND ($1::bigint IS NULL OR TRUE)`,
          params,
        )
        total = Number(count?.n ?? 0)
        if (listTotals.size >= 2000) listTotals.clear()
        listTotals.set(key, total)
      }
      const order = q.sort === 'new' ? 'g.released_at DESC, g.sort' : 'g.sort'
      const rows = await p.db.query<GameRow>(
        // The page is cut from games alone (an index walk), then joined with its vendors.
        `SELECT ${gameColumns} FROM (SELECT * FROM games g WHERE ${where} ORDER BY ${order} LIMIT $8 OFFSET $9) g
         JOIN game_vendors v ON v.code = g.vendor ORDER BY ${order}`,
        [...params, pageSize, offset],
      )
      return {
        games: rows.map(await itemsFor(merchant)),
        totalPages: Math.ceil(total / pageSize),
        total,
      }
    },
    'games.hot': async ({ input, caller, merchant }) => {
      const { vassalage } = input
      const rows = await p.db.query<GameRow>(
        `SELECT ${gameColumns} FROM games g JOIN game_vendors v ON v.code = g.vendor
         WHERE g.hot_rank IS NOT NULL AND ($2::text IS NULL OR g.vendor = $2)
         ORDER BY g.hot_rank, g.sort`,
        [accountOf(caller), vassalage || null],
      )
      const item = await itemsFor(merchant)
      return {
        list: hotGroups
          .map((type) => ({
            gameType: type,
            games: rows.filter((r) => r.game_type === type).map(item),
          }))
          .filter((group) => group.games.length > 0),
      }
    },
    'games.recent': async ({ input: q, caller, merchant }) => {
      const { pageSize, offset } = pageOf(q)
      const types = [q.gameType, ...(q.gameTypes?.split(',') ?? [])].filter(Boolean)
      const where = `r.account_id = $1 AND ($2::text IS NULL OR g.vendor = $2) AND ($3::text[] IS NULL OR g.game_type = ANY($3))`
      const params = [caller.accountId, q.vassalage || null, types.length ? types : null]
      const [count] = await p.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM recent_games r JOIN games g ON g.id = r.game_id WHERE ${where}`,
        params,
      )
      const rows = await p.db.query<GameRow>(
        `SELECT ${gameColumns} FROM recent_games r JOIN games g ON g.id = r.game_id
         JOIN game_vendors v ON v.code = g.vendor WHERE ${where}
         ORDER BY r.played_at DESC, g.id LIMIT $4 OFFSET $5`,
        [...params, pageSize, offset],
      )
      return {
        list: rows.map(await itemsFor(merchant)),
        totalPages: Math.ceil(Number(count?.n ?? 0) / pageSize),
      }
    },
    'games.favourites': async ({ input: q, caller, merchant }) => {
      const { pageSize, offset } = pageOf(q)
      const where = `f.account_id = $1 AND ($2::text IS NULL OR g.game_type = $2)`
      const params = [caller.accountId, q.gameType || null]
      const [count] = await p.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM favourite_games f JOIN games g ON g.id = f.game_id WHERE ${where}`,
        params,
      )
      const rows = await p.db.query<GameRow>(
        `SELECT ${gameColumns} FROM favourite_games f JOIN games g ON g.id = f.game_id
         JOIN game_vendors v ON v.code = g.vendor WHERE ${where}
         ORDER BY f.created_at DESC, g.id LIMIT $3 OFFSET $4`,
        [...params, pageSize, offset],
      )
      return {
        content: rows.map(await itemsFor(merchant)),
        totalPages: Math.ceil(Number(count?.n ?? 0) / pageSize),
      }
    },
    'games.addFavourite': async ({ input, caller }) => {
      const { nodeId } = input
      const game = await findGame(nodeId)
      await p.db.query(
        'INSERT INTO favourite_games (account_id, game_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [caller.accountId, game.id],
      )
      return { nodeId: String(game.id), favourite: true }
    },
    'games.removeFavourite': async ({ input, caller }) => {
      const { nodeId } = input
      const game = await findGame(nodeId)
      await p.db.query('DELETE FROM favourite_games WHERE account_id = $1 AND game_id = $2', [
        caller.accountId,
        game.id,
      ])
      return { nodeId: String(game.id), favourite: false }
    },
    'games.popular': async ({ input, merchant }) => {
      const { count = 20, prizeMode } = input
      const played = await p.db.query<{ game_code: string; n: string }>(
        `SELECT game_code, count(*) AS n FROM bets WHERE merchant = $1 AND game_type IN ('LOTT', 'ELOTT') AND status <> 'cancelled'
           AND created_at > platform_now() - interval '7 days' GROUP BY game_code`,
        [merchant],
      )
      const plays = new Map(played.map((r) => [r.game_code, Number(r.n)]))
      const item = await lotteryItems(merchant)
      return {
        list: lotteryGames
          .filter((g) => !prizeMode || g.prizeMode === prizeMode)
          .map((g, order) => ({ g, order, plays: plays.get(g.code) ?? 0 }))
          .sort((a, b) => b.plays - a.plays || a.order - b.order)
          .slice(0, count)
          .map(({ g }) => item(g)),
      }
    },
    'games.lotteryLobby': async ({ merchant }) => {
      const item = await lotteryItems(merchant)
      return { list: lotteryGames.map(item) }
    },
    'games.vnResults': async ({ input }) => {
      const { region, date } = input
      if (date) checkDay(date)
      await ensureDraws(p.db, p.clock.now().getTime())
      return vnResults(p.db, region, date)
    },
    'games.vnNumbers': async ({ input }) => {
      const { count = 100, region } = input
      await ensureDraws(p.db, p.clock.now().getTime())
      return vnFrequencies(p.db, count, region)
    },
    'games.vnMenus': async ({ merchant }) => {
      const now = p.clock.now().getTime()
      return {
        regions: vnRegions.map(({ region, gameCode, drawTime }) => {
          const game = lotteryGames.find((g) => g.code === gameCode)!
          const state = lotteryStateFor(merchant, game, now)
          return {
            region,
            vendor: state.vendor,
            gameCode,
            gameName: state.gameName,
            gameType: state.gameType,
            defaultPlayType: state.defaultPlayType,
            drawTime,
            provinces: vnProvinces[region],
          }
        }),
      }
    },
    'games.pvpRooms': async ({ input }) => {
      const { vendor, gameCode } = input
      const rows = await p.db.query<{
        id: string
        vendor: string
        game_code: string
        game_name: string
        name: string
        min_bet: number
        max_players: number
        players: string
      }>(
        `SELECT r.id, g.vendor, g.game_code, g.name AS game_name, r.name, r.min_bet, r.max_players,
           (SELECT count(DISTINCT s.account_id) FROM provider_sessions s
             WHERE s.vendor = g.vendor AND s.game_code = g.game_code AND s.expires_at > platform_now()) AS players
         FROM pvp_rooms r JOIN games g ON g.id = r.game_id
         WHERE ($1::text IS NULL OR g.vendor = $1) AND ($2::text IS NULL OR g.game_code = $2)
         ORDER BY g.sort, r.min_bet`,
        [vendor || null, gameCode || null],
      )
      return {
        list: rows.map((r) => ({
          roomId: String(r.id),
          vendor: r.vendor,
          gameCode: r.game_code,
          gameName: r.game_name,
          name: r.name,
          minBet: Number(r.min_bet),
          players: Math.min(Number(r.players), Number(r.max_players)),
          maxPlayers: Number(r.max_players),
        })),
      }
    },
    'games.winners': async ({ input, merchant }) => {
      const { limitNum = 20, gameCategory } = input
      const category = gameCategory && gameCategory !== 'ALL' ? gameCategory : null
      // A board the operator published replaces the computed one (migration 017).
      const [published] = await p.db.query<{ entries: WinnerEntry[] }>(
        'SELECT entries FROM winner_board_overrides WHERE merchant = $1',
        [merchant],
      )
      if (published)
        return {
          list: published.entries
            .filter((entry) => !category || entry.gameType === category)
            .slice(0, limitNum)
            .map((vo) => ({ vo })),
        }
      const rows = await p.db.query<{
        username: string
        name: string | null
        vendor: string
        game_code: string
        game_type: string
        payout: string
        settled_at: Date
      }>(
        `SELECT a.username, g.name, b.vendor, b.game_code, b.game_type, b.payout, b.settled_at
         FROM bets b JOIN accounts a ON a.id = b.account_id
         LEFT JOIN games g ON g.vendor = b.vendor AND g.game_code = b.game_code
         WHERE b.merchant = $1 AND b.status = 'settled' AND b.payout > b.stake
           AND ($2::text IS NULL OR b.game_type = $2)
         ORDER BY b.settled_at DESC LIMIT $3`,
        [merchant, category, limitNum],
      )
      return {
        list: rows.map((r) => ({
          vo: {
            player: maskName(r.username),
            gameName: r.name ?? r.game_code,
            vendor: r.vendor,
            gameType: r.game_type,
            prize: Number(r.payout),
            time: new Date(r.settled_at).toISOString(),
          },
        })),
      }
    },
    'games.announcements': async () => {
      const rows = await p.db.query<{ code: string; display_name: string; game_type: string }>(
        'SELECT code, display_name, game_type FROM game_vendors WHERE maintenance ORDER BY sort',
      )
      return {
        list: rows.map((r) => ({
          vendor: r.code,
          displayName: r.display_name,
          gameType: r.game_type,
          message: `${r.display_name} is under maintenance. Please try again later.`,
        })),
      }
    },
  }
}

/**
 * Game and vendor pictures: WebP (or AVIF) at 1x and 2x under versioned names, drawn once and
 * kept; a name that is not a current picture's (an unknown id, an old version, anything else) is
 * not found. They are read by id at any brand's host: the catalogue is one for every merchant
 * (games and game_vendors have no merchant), and its art letters the catalogue's names, never a
 * merchant's renaming.
 */
function routes(app: Hono, p: Platform) {
  const notFound = () =>
    new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })
  app.get('/media/games/:file', async (c) => {
    const file = parsePictureFile(c.req.param('file'), /^[1-9][0-9]{0,11}$/)
    if (!file) return notFound()
    const [game] = await p.db.query<{
      id: string
      name: string
      vendor: string
      game_type: string
    }>('SELECT id, name, vendor, game_type FROM games WHERE id = $1', [Number(file.id)])
    const picture =
      game &&
      renderGamePicture(
        { id: game.id, name: game.name, vendor: game.vendor, gameType: game.game_type },
        file,
      )
    return picture ? pictureResponse(await picture, file.format) : notFound()
  })
  app.get('/media/vendors/:file', async (c) => {
    const file = parsePictureFile(c.req.param('file'), /^[A-Z0-9_]{1,40}$/)
    const vendor = file && vendors.find((v) => v.code === file.id)
    const picture = vendor && file && renderVendorPicture(vendor, file)
    return picture ? pictureResponse(await picture, file.format) : notFound()
  })
}

/** Writes the shared game catalogue once (every brand offers the same games). */
async function seed(tx: Tx) {
  const [existing] = await tx.query('SELECT 1 FROM game_vendors LIMIT 1')
  if (existing) return
  await tx.query(
    `INSERT INTO game_vendors (code, display_name, game_type, is_game, account_type_id, is_hot, lobby_code, sort)
     SELECT v.code, v."displayName", v."gameType", v."isGame", v."accountTypeId", v."isHot", v."lobbyCode", v.sort
     FROM jsonb_to_recordset($1::jsonb) AS v(code text, "displayName" text, "gameType" text, "isGame" text,
       "accountTypeId" int, "isHot" boolean, "lobbyCode" text, sort int)`,
    [JSON.stringify(vendors.map((v, sort) => ({ ...v, sort })))],
  )
  await tx.query(
    `INSERT INTO games (vendor, game_code, name, game_type, classify, min_bet, line_num, default_play_type, hot_rank, sort, released_at)
     SELECT g.vendor, g."gameCode", g.name, g."gameType", g.classify, g."minBet", g."lineNum", g."defaultPlayType", g."hotRank", g.sort,
       game_release_day(platform_now()::date, g.sort)
     FROM jsonb_to_recordset($1::jsonb) AS g(vendor text, "gameCode" text, name text, "gameType" text, classify text,
       "minBet" int, "lineNum" int, "defaultPlayType" text, "hotRank" int, sort int)`,
    [JSON.stringify(generateGames())],
  )
  await tx.query(
    `INSERT INTO pvp_rooms (game_id, name, min_bet, max_players)
     SELECT g.id, r.name, g.min_bet * r.factor, r.seats
     FROM games g CROSS JOIN (VALUES ('Beginner', 1, 6), ('Standard', 10, 6), ('VIP', 100, 4)) AS r(name, factor, seats)
     WHERE g.game_type = 'PVP'`,
  )
  await tx.query('ANALYZE games')
}

/** Game vendors and games, favourites, recent games, lottery, PVP rooms and the winner board. */
export const domain: DomainModule = { handlers, routes, seed }
