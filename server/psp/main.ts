import { randomBytes } from 'node:crypto'
import { serve } from '@hono/node-server'
import { createPspApp, type PspConfig } from './app'

/**
 * Starts the demo PSP alone on 127.0.0.1: PORT (0 = a free one), PLATFORM_URL (where webhooks go),
 * PSP_SECRET (shared with the platform's DEMO_PSP_SECRET) and PSP_STATE_FILE (its books; memory
 * without it). server/main.ts starts it the same
 * way beside the platform when DEMO_PSP_URL is not set.
 */
export async function startPsp(options: PspConfig & { port: number }) {
  const psp = createPspApp(options)
  const server = serve({ fetch: psp.fetch, port: options.port, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  return { psp, server, url: `http://127.0.0.1:${port}` }
}

if (process.argv[1] === import.meta.filename) {
  const platformUrl = process.env.PLATFORM_URL
  const secret = process.env.PSP_SECRET ?? process.env.DEMO_PSP_SECRET
  if (!platformUrl || !secret) {
    console.error('server/psp/main.ts needs PLATFORM_URL and PSP_SECRET')
    process.exit(1)
  }
  const { url } = await startPsp({
    port: Number(process.env.PORT ?? 0),
    platformUrl,
    secret,
    stateFile: process.env.PSP_STATE_FILE || undefined,
  })
  console.log(`Demo PSP on ${url} (webhooks to ${platformUrl})`)
}

/** A secret for a PSP started beside the platform when none is configured. */
export const freshSecret = () => randomBytes(32).toString('hex')
