import { randomInt } from 'node:crypto'
import type { Db } from '../db'
import type { Tx } from '../domain'
import { postToWallet } from '../ledger'
import { ApiError } from '../router'
import { inLanguage, type Texts } from '../texts'

/**
 * Raffle promotions (server/migrations/030_raffle_promotions.sql): how many draws a member has
 * today, the prize a draw lands on, and the draw itself with its prize paid in one transaction.
 */

/** A raffle as the seed writes it: amounts in whole currency units. */
export interface RaffleSeed {
  /** Draws every member has each day. */
  freePerDay: number
  /** A paid deposit of at least this many units that day gives one more draw; null: none. */
  depositPerChance: number | null
  /** Draws a member may make in one day, however many deposits. */
  maxPerDay: number
  /** What a draw may give: an amount of 0 is "no prize"; stock absent means without limit. */
  prizes: { name: Texts; amount: number; weight: number; stock?: number }[]
}

/** A member's draws in one raffle today: how many they have and how many they have made. */
export interface RaffleStanding {
  chancesToday: number
  drawnToday: number
}

/** Today in the platform's zone, as SQL over the zone parameter $n. */
const today = (zoneParam: string) => `(platform_now() AT TIME ZONE ${zoneParam})::date`

/**
 * The standing of one account in each raffle of promotionIds: free draws plus one per paid deposit
 * of at least deposit_per_chance made today, at most max_per_day, and the draws made today.
 */
export async function raffleStandings(
  q: Tx,
  accountId: number,
  promotionIds: readonly string[],
  zone: string,
): Promise<Map<string, RaffleStanding>> {
  if (!promotionIds.length) return new Map()
  const rows = await q.query<{ promotion_id: string; chances: number; drawn: string }>(
    `SELECT r.promotion_id,
       least(r.max_per_day, r.free_per_day + (
         SELECT count(*) FROM ledger l
         WHERE l.account_id = $1 AND l.kind = 'deposit' AND r.deposit_per_chance IS NOT NULL
           AND l.amount >= r.deposit_per_chance AND (l.created_at AT TIME ZONE $3)::date = ${today('$3')}
       ))::int AS chances,
       (SELECT count(*) FROM raffle_draws d
        WHERE d.promotion_id = r.promotion_id AND d.account_id = $1 AND d.day = ${today('$3')}) AS drawn
     FROM raffle_rules r WHERE r.promotion_id = ANY ($2::bigint[])`,
    [accountId, promotionIds.map(Number), zone],
  )
  return new Map(
    rows.map((r) => [
      String(r.promotion_id),
      { chancesToday: Number(r.chances), drawnToday: Number(r.drawn) },
    ]),
  )
}

/** Draws left of a standing (never below 0: a lowered rule leaves none, not a debt). */
export const chancesLeft = (s: RaffleStanding) => Math.max(0, s.chancesToday - s.drawnToday)

/**
 * The prize a roll in [0, total weight) lands on: each prize holds a run of rolls as long as its
 * weight, in the order given.
 */
export function pickPrize<T extends { weight: number }>(prizes: readonly T[], roll: number): T {
  let rest = roll
  for (const prize of prizes) {
    if (rest < prize.weight) return prize
    rest -= prize.weight
  }
  throw new Error(`roll ${roll} is past the prizes' total weight`)
}

interface PrizeRow {
  id: string
  name: Texts
  amount: string
  weight: number
  stock: number | null
}

/**
 * Draws a prize among those in stock, by weight, with the platform's randomness, and takes one
 * from its stock. A prize whose last one another draw took meanwhile is drawn again.
 */
async function takePrize(tx: Tx, promotionId: string): Promise<PrizeRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const prizes = await tx.query<PrizeRow>(
      `SELECT id, name, amount, weight, stock FROM raffle_prizes
       WHERE promotion_id = $1 AND (stock IS NULL OR stock > 0) ORDER BY sort, id`,
      [Number(promotionId)],
    )
    const total = prizes.reduce((sum, p) => sum + p.weight, 0)
    if (!total) throw new ApiError('The prizes of this draw are all given out', 409)
    const prize = pickPrize(prizes, randomInt(total))
    if (prize.stock === null) return prize
    const [taken] = await tx.query(
      'UPDATE raffle_prizes SET stock = stock - 1 WHERE id = $1 AND stock > 0 RETURNING id',
      [Number(prize.id)],
    )
    if (taken) return prize
  }
  throw new ApiError('The prizes of this draw are all given out', 409)
}

/** One draw as the catalogue answers it (content.rafflePromotion). */
export interface DrawAnswer {
  id: string
  drawId: string
  prize: { id: string; name: string; amount: number }
  amount: number
  chancesLeft: number
  sumBalance: number
  drawnAt: string
}

interface DrawRow {
  id: string
  promotion_id: string
  prize_id: string
  amount: string
  created_at: Date
  name: Texts
}

/** What a draw answers, read from its row after it was written or found again. */
async function answerOf(
  tx: Tx,
  draw: DrawRow,
  accountId: number,
  options: { zone: string; language: string },
): Promise<DrawAnswer> {
  const standing = (
    await raffleStandings(tx, accountId, [String(draw.promotion_id)], options.zone)
  ).get(String(draw.promotion_id))
  const [wallet] = await tx.query<{ balance: string }>(
    'SELECT balance FROM wallets WHERE account_id = $1',
    [accountId],
  )
  const amount = Number(draw.amount)
  return {
    id: String(draw.promotion_id),
    drawId: String(draw.id),
    prize: { id: String(draw.prize_id), name: inLanguage(draw.name, options.language), amount },
    amount,
    chancesLeft: standing ? chancesLeft(standing) : 0,
    sumBalance: Number(wallet?.balance ?? 0),
    drawnAt: new Date(draw.created_at).toISOString(),
  }
}

const drawColumns = `d.id, d.promotion_id, d.prize_id, d.amount, d.created_at, p.name`

/**
 * One draw of a member in an open raffle, in one transaction: the member's wallet row is locked
 * first, so two requests of one member run one after the other; a request id seen before answers
 * its draw again; otherwise a draw needs a chance left today, its prize is drawn, and a prize with
 * money is paid to the main wallet (ledger kind promotion, reference raffle:<draw id>).
 */
async function drawOnce(
  db: Db,
  promotionId: string,
  accountId: number,
  requestId: string,
  options: { zone: string; language: string },
): Promise<DrawAnswer> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM wallets WHERE account_id = $1 FOR UPDATE', [accountId])
    const [earlier] = await tx.query<DrawRow>(
      `SELECT ${drawColumns} FROM raffle_draws d JOIN raffle_prizes p ON p.id = d.prize_id
       WHERE d.account_id = $1 AND d.request_id = $2`,
      [accountId, requestId],
    )
    if (earlier) {
      if (String(earlier.promotion_id) !== promotionId)
        throw new ApiError('This request was already used for another promotion', 409)
      return answerOf(tx, earlier, accountId, options)
    }
    const standing = (await raffleStandings(tx, accountId, [promotionId], options.zone)).get(
      promotionId,
    )
    if (!standing || chancesLeft(standing) === 0)
      throw new ApiError('You have no draws left today', 409)
    const prize = await takePrize(tx, promotionId)
    const [written] = await tx.query<{ id: string; created_at: Date }>(
      `INSERT INTO raffle_draws (promotion_id, account_id, day, seq, request_id, prize_id, amount)
       VALUES ($1, $2, ${today('$3')}, $4, $5, $6, $7) RETURNING id, created_at`,
      [
        Number(promotionId),
        accountId,
        options.zone,
        standing.drawnToday + 1,
        requestId,
        Number(prize.id),
        Number(prize.amount),
      ],
    )
    const draw: DrawRow = {
      ...written!,
      promotion_id: promotionId,
      prize_id: prize.id,
      amount: prize.amount,
      name: prize.name,
    }
    if (Number(prize.amount) > 0)
      await postToWallet(tx, accountId, Number(prize.amount), 'promotion', `raffle:${draw.id}`)
    return answerOf(tx, draw, accountId, options)
  })
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'

/**
 * A draw, safe to repeat: the same request id answers the same draw, and a request that lost a race
 * for the same chance or id (a unique row another transaction wrote first) runs once more, when it
 * finds that draw or the chances left.
 */
export async function drawRaffle(
  db: Db,
  promotionId: string,
  accountId: number,
  requestId: string,
  options: { zone: string; language: string },
): Promise<DrawAnswer> {
  try {
    return await drawOnce(db, promotionId, accountId, requestId, options)
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    return drawOnce(db, promotionId, accountId, requestId, options)
  }
}

/** A raffle as content.promotion shows it: its rule, its prizes, and the member's day and draws. */
export async function raffleDetail(
  db: Db,
  promotionId: string,
  accountId: number | null,
  options: { zone: string; language: string },
) {
  const [rule] = await db.query<{
    free_per_day: number
    deposit_per_chance: string | null
    max_per_day: number
  }>('SELECT * FROM raffle_rules WHERE promotion_id = $1', [Number(promotionId)])
  const prizes = await db.query<PrizeRow>(
    'SELECT id, name, amount, weight, stock FROM raffle_prizes WHERE promotion_id = $1 ORDER BY sort, id',
    [Number(promotionId)],
  )
  const standing =
    accountId === null
      ? undefined
      : (await raffleStandings(db, accountId, [promotionId], options.zone)).get(promotionId)
  const draws =
    accountId === null
      ? []
      : await db.query<DrawRow>(
          `SELECT ${drawColumns} FROM raffle_draws d JOIN raffle_prizes p ON p.id = d.prize_id
           WHERE d.account_id = $1 AND d.promotion_id = $2 ORDER BY d.created_at DESC, d.id DESC LIMIT 20`,
          [accountId, Number(promotionId)],
        )
  return {
    freePerDay: Number(rule?.free_per_day ?? 0),
    depositPerChance: rule?.deposit_per_chance ? Number(rule.deposit_per_chance) : null,
    maxPerDay: Number(rule?.max_per_day ?? 0),
    prizes: prizes.map((p) => ({
      id: String(p.id),
      name: inLanguage(p.name, options.language),
      amount: Number(p.amount),
      inStock: p.stock === null || p.stock > 0,
    })),
    chancesToday: standing ? standing.chancesToday : null,
    chancesLeft: standing ? chancesLeft(standing) : null,
    draws: draws.map((d) => ({
      id: String(d.id),
      prizeName: inLanguage(d.name, options.language),
      amount: Number(d.amount),
      time: new Date(d.created_at).toISOString(),
    })),
  }
}

/** Writes the rule and prizes of each seeded raffle; scale turns whole units into minor units. */
export async function seedRaffles(
  tx: Tx,
  raffles: readonly { promotionId: string; raffle: RaffleSeed }[],
  scale: number,
) {
  for (const { promotionId, raffle } of raffles) {
    await tx.query(
      `INSERT INTO raffle_rules (promotion_id, free_per_day, deposit_per_chance, max_per_day)
       VALUES ($1, $2, $3, $4)`,
      [
        Number(promotionId),
        raffle.freePerDay,
        raffle.depositPerChance === null ? null : raffle.depositPerChance * scale,
        raffle.maxPerDay,
      ],
    )
    await tx.query(
      `INSERT INTO raffle_prizes (promotion_id, name, amount, weight, stock, sort)
       SELECT $1, p.name, p.amount, p.weight, p.stock, p.sort
       FROM jsonb_to_recordset($2::jsonb) AS p(name jsonb, amount bigint, weight int, stock int, sort int)`,
      [
        Number(promotionId),
        JSON.stringify(
          raffle.prizes.map((p, sort) => ({
            name: p.name,
            amount: p.amount * scale,
            weight: p.weight,
            stock: p.stock ?? null,
            sort,
          })),
        ),
      ],
    )
  }
}
