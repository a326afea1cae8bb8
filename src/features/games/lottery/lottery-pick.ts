import type { LotteryPick } from './lottery-lobby'

const text = (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : undefined

/** The lottery URL's query (spec §2.1: gameCode, vendor, playType), with anything odd left out. */
export function readPick(search: Record<string, unknown>): LotteryPick {
  const pick: LotteryPick = {}
  const vendor = text(search.vendor)
  const gameCode = text(search.gameCode)
  const playType = text(search.playType)
  if (vendor) pick.vendor = vendor
  if (vendor && gameCode) pick.gameCode = gameCode
  if (vendor && playType) pick.playType = playType
  return pick
}
