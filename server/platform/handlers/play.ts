import { randomBytes } from 'node:crypto'
import { checkDayRange } from '../dates'
import { zonedDb } from '../time-zone'
import type { Brand } from '../../../src/config/brand.types'
import type { Platform } from '../context'
import type { DomainModule, Tx } from '../domain'
import { ApiError, type Handlers } from '../router'
import { brandOfMerchant } from '../play/merchant-brand'
import { launchLanguage } from '../play/launch-language'
import { gameNameFor } from '../games/name-overrides'
import { gameProviderFor, LaunchFailed } from '../integrations/game-provider'
import { mountWalletApi } from '../integrations/wallet-api'
import { limitPassed, limitValue } from '../responsible/limits'

const sessionHours = 4

/**
 * The refusal of a launch the provider did not answer (or refused, or is not configured): 502, the
 * gateway's failure, which a later try may mend. A game under maintenance is 503, and the portal
 * tells the two apart (it offers a new try only for this one).
 */
const providerDown = () =>
  new ApiError('The game provider is not answering, please try again later', 502)

/** Starting games and the betting record. */
function handlers(p: Platform): Handlers {
  return {
    'play.launch': async ({ input, caller, merchant, language, origin: portal }) => {
      const { vendor, gameCode, gameType } = input
      const [game] = await p.db.query<{ id: string; name: string; maintenance: boolean }>(
        `SELECT g.id, g.name, v.maintenance FROM games g JOIN game_vendors v ON v.code = g.vendor
         WHERE g.vendor = $1 AND g.game_code = $2`,
        [vendor, gameCode],
      )
      if (!game) throw new ApiError('Unknown game', 404)
      if (game.maintenance) throw new ApiError('Game under maintenance', 503)
      // Responsible gaming (issue 46): a member whose loss or wager limit is used up plays nothing
      // more this period (each bet is refused by the wallet as well, wallet-api.ts).
      const spent = await p.db.transaction((tx) =>
        limitPassed(tx, caller, ['loss', 'wager'], 1, p.clock.now()),
      )
      if (spent) throw new ApiError(spent.refusal, 403, limitValue(spent))
      // The name the game list answers this merchant, for the provider's page and the portal's frame.
      const gameName = gameNameFor(merchant, vendor, gameCode, game.name)
      const settings = await p.settings(merchant)
      const provider = gameProviderFor(p.integrations.gameProviders, settings.gameProvider)
      if (!provider) throw providerDown()
      // The game session's token: the provider presents it to the wallet API for this player.
      const token = randomBytes(24).toString('base64url')
      // A provider takes the wallet's currency and the player's language at launch and keeps them
      // with its session.
      const brand = await brandOfMerchant(p.db, merchant)
      const { code: currency, minorUnits } = brand.currency
      const played = launchLanguage(language, brand.languages)
      await p.db.query(
        `INSERT INTO provider_sessions (token, account_id, merchant, vendor, game_code, game_type, game_name, portal_origin,
           currency, minor_units, language, session_token, provider, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, platform_now() + interval '${sessionHours} hours')`,
        [
          token,
          caller.accountId,
          merchant,
          vendor,
          gameCode,
          gameType,
          gameName,
          portal,
          currency,
          minorUnits,
          played,
          // The game ends with the portal session that launched it (025_events.sql).
          caller.token,
          settings.gameProvider,
        ],
      )
      const { url } = await provider
        .launch({
          playerToken: token,
          merchant,
          vendor,
          gameCode,
          gameName,
          currency,
          minorUnits,
          language: played,
          portalOrigin: portal,
          returnUrl: `${portal}/`,
        })
        .catch((error: unknown) => {
          if (error instanceof LaunchFailed) throw providerDown()
          throw error
        })
      // Recently played once the provider has opened the game, not on a launch it refused.
      await p.db.query(
        `INSERT INTO recent_games (account_id, game_id) VALUES ($1, $2)
         ON CONFLICT (account_id, game_id) DO UPDATE SET played_at = platform_now()`,
        [caller.accountId, game.id],
      )
      return { url, origin: new URL(url).origin, mode: 'iframe', gameName }
    },
    'play.bets': async ({ input: q, caller, timeZone }) => {
      checkDayRange(q.startDate, q.endDate)
      const db = zonedDb(p.db, timeZone)
      const pageSize = q.pageSize ?? 14
      const pageNo = q.pageNo ?? 1
      const where = `b.account_id = $1 AND b.created_at >= $2::date AND b.created_at < ($3::date + 1)
        AND ($4::text IS NULL OR b.game_type = $4) AND ($5::text IS NULL OR b.vendor = $5)
        AND b.status <> 'cancelled'`
      const params = [
        caller.accountId,
        q.startDate,
        q.endDate,
        q.gameType || null,
        q.vendor || null,
      ]
      const [totals] = await db.query<{ count: string; stake: string; payout: string }>(
        `SELECT count(*) AS count, coalesce(sum(stake), 0) AS stake, coalesce(sum(payout), 0) AS payout FROM bets b WHERE ${where}`,
        params,
      )
      const rows = await db.query<{
        id: string
        vendor: string
        game_code: string
        game_type: string
        stake: string
        payout: string
        status: 'open' | 'settled'
        created_at: Date
        game_name: string | null
      }>(
        `SELECT b.*, g.name AS game_name FROM bets b
         LEFT JOIN games g ON g.vendor = b.vendor AND g.game_code = b.game_code
         WHERE ${where} ORDER BY b.created_at DESC, b.id DESC LIMIT $6 OFFSET $7`,
        [...params, pageSize, (pageNo - 1) * pageSize],
      )
      const count = Number(totals?.count ?? 0)
      return {
        totalPages: Math.ceil(count / pageSize),
        totals: {
          count,
          stake: Number(totals?.stake ?? 0),
          payout: Number(totals?.payout ?? 0),
          profit: Number(totals?.payout ?? 0) - Number(totals?.stake ?? 0),
        },
        list: rows.map((r) => ({
          id: String(r.id),
          vendor: r.vendor,
          gameCode: r.game_code,
          // The game's name at the time of asking; a game since removed keeps its code.
          gameName: r.game_name ?? r.game_code,
          gameType: r.game_type,
          stake: Number(r.stake),
          payout: Number(r.payout),
          profit: Number(r.payout) - Number(r.stake),
          status: r.status,
          time: new Date(r.created_at).toISOString(),
        })),
      }
    },
  }
}

/** Vendors and games the seeded history uses, by game type. */
const historyGames: [string, string, string][] = [
  ['PG', 'PG-FORTUNE-OX', 'RNG'],
  ['JILI', 'JILI-SUPER-ACE', 'RNG'],
  ['EVO', 'EVO-BACCARAT-A', 'LIVE'],
  ['SABA', 'SABA-FOOTBALL', 'SPORTS'],
  ['JILI_FISH', 'JILI-FISH-KING', 'FISH'],
  ['KM', 'KM-TEEN-PATTI', 'PVP'],
  ['TCG_SEA', 'TCG-SEA-5D', 'LOTT'],
]

/** A betting history for the demo players over the last 45 days, through the ledger. */
async function seed(tx: Tx, _brand: Brand, accounts: ReadonlyMap<string, number>) {
  let seedValue = 7
  const random = (n: number) => {
    seedValue = (seedValue * 48271) % 2147483647
    return seedValue % n
  }
  const now = Date.now()
  for (const username of ['demo_member', 'demo_sub2', 'demo_sub1', 'demo_agent']) {
    const id = accounts.get(username)
    if (id === undefined) continue
    const [wallet] = await tx.query<{ balance: string }>(
      'SELECT balance FROM wallets WHERE account_id = $1',
      [id],
    )
    let balance = Number(wallet?.balance ?? 0)
    const start = now - 46 * 86_400_000
    await tx.query(
      `UPDATE ledger SET created_at = $2 WHERE account_id = $1 AND reference = 'seed'`,
      [id, new Date(start)],
    )
    const bets: unknown[][] = []
    const ledger: unknown[][] = []
    for (let i = 0; i < 120; i += 1) {
      const [vendor, gameCode, gameType] = historyGames[random(historyGames.length)]!
      const stake = [500, 1000, 2000, 5000][random(4)]!
      if (stake > balance) break
      const multiplier = [0, 0, 0, 0, 1, 2, 0, 3, 0, 5][random(10)]!
      const at = new Date(start + (i + 1) * ((45 * 86_400_000) / 121) + random(3_600_000))
      const payout = stake * multiplier
      const betId = bets.length + 1
      bets.push([id, vendor, gameCode, gameType, stake, payout, `seed-${id}-${i}`, at])
      balance -= stake
      ledger.push([id, -stake, balance, 'bet', betId, at])
      if (payout) {
        balance += payout
        ledger.push([id, payout, balance, 'win', betId, at])
      }
    }
    if (!bets.length) continue
    const inserted = await tx.query<{ id: string; round_id: string }>(
      `INSERT INTO bets (account_id, merchant, vendor, game_code, game_type, stake, payout, status, round_id, created_at, settled_at)
       SELECT b.account_id, a.merchant, b.vendor, b.game_code, b.game_type, b.stake, b.payout, 'settled', b.round_id, b.at, b.at
       FROM jsonb_to_recordset($1::jsonb) AS b(account_id bigint, vendor text, game_code text, game_type text, stake bigint, payout bigint, round_id text, at timestamptz)
       JOIN accounts a ON a.id = b.account_id
       RETURNING id, round_id`,
      [
        JSON.stringify(
          bets.map(([account_id, vendor, game_code, game_type, stake, payout, round_id, at]) => ({
            account_id,
            vendor,
            game_code,
            game_type,
            stake,
            payout,
            round_id,
            at,
          })),
        ),
      ],
    )
    const idByIndex = new Map(
      inserted.map((row) => [Number(row.round_id.split('-').at(-1)) + 1, row.id]),
    )
    await tx.query(
      `INSERT INTO ledger (account_id, amount, balance_after, kind, reference, created_at)
       SELECT l.account_id, l.amount, l.balance_after, l.kind, l.reference, l.at
       FROM jsonb_to_recordset($1::jsonb) AS l(account_id bigint, amount bigint, balance_after bigint, kind text, reference text, at timestamptz)`,
      [
        JSON.stringify(
          ledger.map(([account_id, amount, balance_after, kind, index, at]) => ({
            account_id,
            amount,
            balance_after,
            kind,
            reference: `bet:${idByIndex.get(index as number)}`,
            at,
          })),
        ),
      ],
    )
    await tx.query('UPDATE wallets SET balance = $2 WHERE account_id = $1', [id, balance])
  }
}

/** Games at the demo provider and the betting record. */
export const domain: DomainModule = {
  handlers,
  // The seamless wallet the game providers call.
  routes: (app, p) => mountWalletApi(app, p),
  seed,
}
