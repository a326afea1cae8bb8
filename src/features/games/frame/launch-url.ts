/** What play.launch answers: the game's address, the provider's origin, and how to open it. */
export interface LaunchAnswer {
  url: string
  origin: string
  mode: 'iframe' | 'window'
}

const httpOrigin = (text: string): string | null => {
  try {
    const url = new URL(text)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null
  } catch {
    return null
  }
}

/**
 * Spec §9: the launch goes through a launch CDN picked at random from the permission answer. The
 * game's path and query stay; only the origin changes. CDNs that are not http(s) are ignored, and
 * with none left the provider's own address is used. Answers null for an address that is not http(s).
 */
export function launchTarget(
  answer: Pick<LaunchAnswer, 'url' | 'origin'>,
  cdns: readonly string[],
  random: () => number = Math.random,
): { url: string; origin: string } | null {
  const own = httpOrigin(answer.url)
  if (!own) return null
  const usable = cdns.map(httpOrigin).filter((origin): origin is string => origin !== null)
  if (!usable.length) return { url: answer.url, origin: own }
  const origin = usable[Math.min(usable.length - 1, Math.floor(random() * usable.length))]!
  const url = new URL(answer.url)
  return { url: `${origin}${url.pathname}${url.search}${url.hash}`, origin }
}

/** A message the game frame may send: its balance changed, or it asks to close. */
export type FrameMessage = { type: 'balance'; balance: number } | { type: 'close' }

/**
 * Accepts a postMessage only from the launched game: its origin, its window, and a known shape.
 * Anything else is ignored (spec §2.6).
 */
export function frameMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  origin: string,
  frame: unknown,
): FrameMessage | null {
  if (event.origin !== origin || !frame || event.source !== frame) return null
  const data: unknown = event.data
  if (!data || typeof data !== 'object') return null
  const { type, balance } = data as { type?: unknown; balance?: unknown }
  if (type === 'balance' && typeof balance === 'number' && Number.isFinite(balance))
    return { type, balance }
  if (type === 'close') return { type }
  return null
}
