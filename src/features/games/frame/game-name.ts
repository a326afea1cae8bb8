import type { StageGame } from './game-stage'

/** How deep the walk goes into a cached answer (a paged list's pages, its games, a game). */
const maxDepth = 6

/**
 * The display name of a game the cached game answers know (lists, hot, new, recent, favourites,
 * the vendor popup), else of its vendor's card, else null. /game's address names the game by its
 * codes only; the game was almost always launched from one of those answers, so no request is
 * made for its name.
 */
export function cachedGameName(answers: readonly unknown[], game: StageGame): string | null {
  let vendorName: string | null = null
  const visit = (value: unknown, depth: number): string | null => {
    if (depth > maxDepth || typeof value !== 'object' || value === null) return null
    if (Array.isArray(value)) {
      for (const item of value) {
        const found = visit(item, depth + 1)
        if (found) return found
      }
      return null
    }
    const item = value as Record<string, unknown>
    const isVendor = item.vendor === game.vendor || item.vassalage === game.vendor
    if (isVendor && item.gameCode === game.gameCode && isName(item.gameName)) return item.gameName
    if (isVendor && item.lobbyCode === game.gameCode && isName(item.displayName))
      return item.displayName
    if (item.vassalage === game.vendor && isName(item.displayName)) vendorName ??= item.displayName
    for (const child of Object.values(item)) {
      const found = visit(child, depth + 1)
      if (found) return found
    }
    return null
  }
  for (const answer of answers) {
    const found = visit(answer, 0)
    if (found) return found
  }
  return vendorName
}

const isName = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''
