/**
 * The platform's seams to other companies' servers (issue 43, design §8 "Seams"): game providers
 * that call the seamless wallet, and payment service providers (PSPs) that take deposits and make
 * payouts. Each outside service is reached by an adapter chosen per merchant in its settings
 * (`gameProvider`, `paymentProvider`), and each adapter has its own endpoint and shared secret from
 * configuration. The demo provider and the demo PSP (server/provider/, server/psp/) are outside
 * services like any other: the platform knows only their URL and secret.
 */

/** Where an outside service answers and the secret its requests and ours are signed with. */
export interface ServiceEndpoint {
  /** Base URL of the service, e.g. http://127.0.0.1:9700 (no trailing slash). */
  url: string
  /** The shared secret (HMAC-SHA256) for both directions. */
  secret: string
}

/** The outside services this platform instance talks to, by adapter id ("demo", …). */
export interface IntegrationConfig {
  gameProviders: Record<string, ServiceEndpoint>
  paymentProviders: Record<string, ServiceEndpoint>
}

/** No outside service: a platform started without any (a test that needs none). */
export const noIntegrations = (): IntegrationConfig => ({ gameProviders: {}, paymentProviders: {} })

/**
 * The configuration of a standalone start, from the environment: DEMO_PROVIDER_URL with
 * DEMO_PROVIDER_SECRET, and DEMO_PSP_URL with DEMO_PSP_SECRET. A service whose URL is not set is
 * left out (server/main.ts then starts the demo one beside the platform).
 */
export function integrationsFromEnv(env: NodeJS.ProcessEnv = process.env): IntegrationConfig {
  const config = noIntegrations()
  if (env.DEMO_PROVIDER_URL && env.DEMO_PROVIDER_SECRET)
    config.gameProviders.demo = { url: env.DEMO_PROVIDER_URL, secret: env.DEMO_PROVIDER_SECRET }
  if (env.DEMO_PSP_URL && env.DEMO_PSP_SECRET)
    config.paymentProviders.demo = { url: env.DEMO_PSP_URL, secret: env.DEMO_PSP_SECRET }
  return config
}
