import type { ServiceEndpoint } from './index'
import { postSigned } from './signing'

/** What the platform tells a provider when a player opens one of its games. */
export interface LaunchRequest {
  /** The game session's token: the provider presents it to the wallet API for this player. */
  playerToken: string
  merchant: string
  vendor: string
  gameCode: string
  gameName: string
  /** ISO 4217 code of the player's wallet, and its minor units (amounts are minor units). */
  currency: string
  minorUnits: number
  /** A language code of the product (EN, VI...). */
  language: string
  /** The page that frames the game: the only origin its messages go to. */
  portalOrigin: string
  /** Where the game sends the player when they leave it. */
  returnUrl: string
}

/** Why a launch failed: the provider did not answer in time, or refused. */
export class LaunchFailed extends Error {}

/** A game aggregator or studio, reached by an adapter (one per protocol). */
export interface GameProvider {
  /** Asks the provider for the URL that opens the game for this player (server to server). */
  launch(request: LaunchRequest): Promise<{ url: string }>
}

/** How long the platform waits for a provider's launch answer. */
export const launchTimeoutMs = 5_000

/**
 * The demo provider's protocol (server/provider/): a signed POST to its /launch that answers the
 * game's URL. An adapter for another provider maps the same request to that provider's API.
 */
export function demoGameProvider(endpoint: ServiceEndpoint): GameProvider {
  return {
    async launch(request) {
      const reply = await postSigned(
        `${endpoint.url}/launch`,
        endpoint.secret,
        request,
        launchTimeoutMs,
      ).catch((error: unknown) => {
        throw new LaunchFailed(`provider unreachable: ${String(error)}`)
      })
      const url = reply.answer.url
      if (reply.status !== 200 || typeof url !== 'string' || !/^https?:\/\//.test(url))
        throw new LaunchFailed(`provider refused the launch (${reply.status})`)
      return { url }
    },
  }
}

/** The adapters by protocol; a merchant's settings.gameProvider names the configured endpoint. */
const adapters: Record<string, (endpoint: ServiceEndpoint) => GameProvider> = {
  demo: demoGameProvider,
}

/** The adapter of a configured provider id, or undefined when none is configured under that id. */
export function gameProviderFor(
  providers: Record<string, ServiceEndpoint>,
  id: string,
): GameProvider | undefined {
  const endpoint = Object.hasOwn(providers, id) ? providers[id] : undefined
  const adapter = Object.hasOwn(adapters, id) ? adapters[id] : undefined
  return endpoint && adapter ? adapter(endpoint) : undefined
}
