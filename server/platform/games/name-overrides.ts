/**
 * Vendor and game names that the test control API gives one merchant (the catalogue itself is
 * shared by every brand, so a suite must not rename a game under another brand's tests). Empty
 * unless a suite sets them; the games handlers apply them to their answers.
 */
const overrides = new Map<string, { vendors: Map<string, string>; games: Map<string, string> }>()

/** Sets a merchant's vendor names (by vendor code) and game names (by "vendor/gameCode"). */
export function setNameOverrides(
  merchant: string,
  vendors: Record<string, string>,
  games: Record<string, string>,
) {
  overrides.set(merchant, {
    vendors: new Map(Object.entries(vendors)),
    games: new Map(Object.entries(games)),
  })
}

/** Puts a merchant's catalogue names back, or every merchant's. */
export const clearNameOverrides = (merchant?: string) =>
  merchant === undefined ? overrides.clear() : overrides.delete(merchant)

/** A vendor's display name for a merchant. */
export const vendorNameFor = (merchant: string, code: string, name: string) =>
  overrides.get(merchant)?.vendors.get(code) ?? name

/** A game's name for a merchant. */
export const gameNameFor = (merchant: string, vendor: string, gameCode: string, name: string) =>
  overrides.get(merchant)?.games.get(`${vendor}/${gameCode}`) ?? name
