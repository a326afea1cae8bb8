import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createProviderApp, type ProviderConfig } from './app'

/**
 * Starts the demo game provider on 127.0.0.1 (port 0: a free one) and answers its URL, the secret
 * it shares with the platform (generated when not given) and how to stop it.
 */
export async function startDemoProvider(
  config: Omit<ProviderConfig, 'secret'> & { secret?: string; port?: number },
) {
  const secret = config.secret || randomBytes(32).toString('hex')
  const app = createProviderApp({ ...config, secret })
  const server = serve({ fetch: app.fetch, port: config.port ?? 0, hostname: '127.0.0.1' })
  await new Promise((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    secret,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        // A browser's kept-alive connection would hold the stop open.
        if ('closeAllConnections' in server) server.closeAllConnections()
      }),
  }
}
