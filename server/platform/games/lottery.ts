import { createHash } from 'node:crypto'
import type { Tx } from '../domain'
import type { lotteryGames } from './catalogue'

type LotteryGame = (typeof lotteryGames)[number]

/** Deterministic bytes for a seed string: the same draw always has the same result. */
function bytesOf(seed: string): Buffer {
  return createHash('sha256').update(seed).digest()
}

/** How many numbers a game draws, from which range, and how they are written. */
function drawShape(game: LotteryGame): { count: number; min: number; max: number; width: number } {
  const digits = /(\d)D$/.exec(game.name)
  if (digits) return { count: Number(digits[1]), min: 0, max: 9, width: 1 }
  if (game.code.includes('KENO')) return { count: 20, min: 1, max: 80, width: 2 }
  if (game.code.includes('PK10')) return { count: 10, min: 1, max: 10, width: 2 }
  if (game.code.includes('11X5')) return { count: 5, min: 1, max: 11, width: 2 }
  if (game.code.includes('FAST3')) return { count: 3, min: 1, max: 6, width: 1 }
  if (game.code.includes('LUCKY28')) return { count: 3, min: 0, max: 9, width: 1 }
  if (game.vendor === 'TCG_LOTTO_VN') return { count: 5, min: 0, max: 99, width: 2 }
  return { count: 5, min: 0, max: 9, width: 1 }
}

/** A draw's numbers. */
function drawNumbers(game: LotteryGame, drawNo: number): string[] {
  const { count, min, max, width } = drawShape(game)
  const bytes = bytesOf(`${game.code}:${drawNo}`)
  return Array.from({ length: count }, (_, i) =>
    String(min + (bytes.readUInt16BE((i * 2) % 30) % (max - min + 1))).padStart(width, '0'),
  )
}

/**
 * Seconds after midnight UTC of a game's draws: the Vietnamese regional games draw at their menu's
 * draw time (Vietnam time, UTC+7), every other game on the interval from the epoch.
 */
function drawOffset(game: LotteryGame): number {
  const region = vnRegions.find((r) => r.gameCode === game.code)
  if (!region) return 0
  const [hours, minutes] = region.drawTime.split(':').map(Number)
  return ((((hours! - 7) * 3_600 + minutes! * 60) % 86_400) + 86_400) % 86_400
}

/** The game's current draw, computed from the clock: draws happen every interval seconds. */
export function lotteryState(game: LotteryGame, now: number) {
  const offset = drawOffset(game)
  const drawNo = Math.floor((now / 1000 - offset) / game.interval)
  return {
    vendor: game.vendor,
    gameCode: game.code,
    gameName: game.name,
    gameType: game.vendor === 'ELOTT' ? 'ELOTT' : 'LOTT',
    prizeMode: game.prizeMode,
    defaultPlayType: game.playType,
    intervalSeconds: game.interval,
    drawNo: String(drawNo + 1),
    nextDrawAt: new Date(((drawNo + 1) * game.interval + offset) * 1000).toISOString(),
    lastResult: drawNumbers(game, drawNo),
  }
}

/** The provinces whose draws each region publishes. */
export const vnProvinces: Record<'north' | 'central' | 'south', string[]> = {
  north: ['Ha Noi'],
  central: ['Da Nang', 'Khanh Hoa'],
  south: ['TP. Ho Chi Minh', 'Dong Thap', 'Ca Mau'],
}

/** The regions of the Vietnamese lottery menu: the game that plays each, its daily draw time (UTC+7). */
export const vnRegions = [
  { region: 'north', gameCode: 'VN-NORTH', drawTime: '18:15' },
  { region: 'central', gameCode: 'VN-CENTRAL', drawTime: '17:15' },
  { region: 'south', gameCode: 'VN-SOUTH', drawTime: '16:15' },
] as const

/** Prize tiers: name, how many numbers, how many digits (north, then central and south). */
const tiers: Record<'north' | 'other', [string, number, number][]> = {
  north: [
    ['special', 1, 5],
    ['first', 1, 5],
    ['second', 2, 5],
    ['third', 6, 5],
    ['fourth', 4, 4],
    ['fifth', 6, 4],
    ['sixth', 3, 3],
    ['seventh', 4, 2],
  ],
  other: [
    ['special', 1, 6],
    ['first', 1, 5],
    ['second', 1, 5],
    ['third', 2, 5],
    ['fourth', 7, 5],
    ['fifth', 1, 4],
    ['sixth', 3, 4],
    ['seventh', 1, 3],
    ['eighth', 1, 2],
  ],
}

/** Today's date in Vietnam (draws are published in the evening, UTC+7). */
const vietnamDate = (time: number) => new Date(time + 7 * 3_600_000).toISOString().slice(0, 10)

/** One province's prizes on one day. */
function drawPrizes(region: 'north' | 'central' | 'south', province: string, date: string) {
  const bytes = bytesOf(`vn:${province}:${date}`)
  let cursor = 0
  const next = (digits: number) => {
    const value = bytes.readUInt32BE(cursor % 28) ^ (cursor * 2_654_435_761)
    cursor += 3
    return String(Math.abs(value) % 10 ** digits).padStart(digits, '0')
  }
  return tiers[region === 'north' ? 'north' : 'other'].map(([prize, count, digits]) => ({
    prize,
    numbers: Array.from({ length: count }, () => next(digits)),
  }))
}

/** Writes the draws of the last 30 days that are missing, so that results keep up with the date. */
export async function ensureDraws(db: Tx, now: number) {
  const today = vietnamDate(now)
  const [latest] = await db.query<{ d: string | null }>(
    `SELECT to_char(max(draw_date), 'YYYY-MM-DD') AS d FROM lottery_draws`,
  )
  if (latest?.d === today) return
  const rows = []
  for (let day = 29; day >= 0; day--) {
    const date = vietnamDate(now - day * 86_400_000)
    for (const [region, names] of Object.entries(vnProvinces) as ['north', string[]][])
      for (const province of names)
        rows.push({ region, province, date, prizes: drawPrizes(region, province, date) })
  }
  await db.query(
    `INSERT INTO lottery_draws (region, province, draw_date, prizes)
     SELECT d.region, d.province, d.date::date, d.prizes
     FROM jsonb_to_recordset($1::jsonb) AS d(region text, province text, date text, prizes jsonb)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(rows)],
  )
}

/** A region's results on a day (default: the latest day with draws). */
export async function vnResults(db: Tx, region: 'north' | 'central' | 'south', date?: string) {
  const rows = await db.query<{
    province: string
    d: string
    prizes: { prize: string; numbers: string[] }[]
  }>(
    `SELECT province, to_char(draw_date, 'YYYY-MM-DD') AS d, prizes FROM lottery_draws
     WHERE region = $1 AND draw_date = coalesce($2::date, (SELECT max(draw_date) FROM lottery_draws WHERE region = $1))
     ORDER BY province`,
    [region, date ?? null],
  )
  return {
    region,
    date: rows[0]?.d ?? date ?? '',
    draws: rows.map((r) => ({ province: r.province, prizes: r.prizes })),
  }
}

/** How often each two-digit ending came up over the last 30 days of draws. */
export async function vnFrequencies(db: Tx, count: number, region?: string) {
  const rows = await db.query<{ number: string; n: string; days: string }>(
    `WITH recent AS (
       SELECT draw_date, prizes FROM lottery_draws
       WHERE draw_date > (SELECT max(draw_date) FROM lottery_draws) - 30 AND ($1::text IS NULL OR region = $1)
     ), endings AS (
       SELECT right(n.value #>> '{}', 2) AS number
       FROM recent, jsonb_array_elements(recent.prizes) AS p, jsonb_array_elements(p.value -> 'numbers') AS n
     )
     SELECT e.number, count(*) AS n, (SELECT count(DISTINCT draw_date) FROM recent) AS days
     FROM endings e GROUP BY e.number`,
    [region ?? null],
  )
  const counts = new Map(rows.map((r) => [r.number, Number(r.n)]))
  const list = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'))
    .map((number) => ({ number, count: counts.get(number) ?? 0 }))
    .sort((a, b) => b.count - a.count || a.number.localeCompare(b.number))
    .slice(0, count)
  return { days: Number(rows[0]?.days ?? 0), list }
}
