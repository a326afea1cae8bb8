import { cpSync } from 'node:fs'
import { join } from 'node:path'
import { test } from '@playwright/test'
import { serve } from '@hono/node-server'
import { createApp } from '../../../server/app'
import { distDir } from '../../../shared/brands'

/** The repository root. */
export const root = join(import.meta.dirname, '..', '..', '..')

/**
 * A private copy of the build (DIST_DIR, else dist/) that a test may change, in the test's own
 * output folder (Playwright empties the output folder at the start of every run).
 */
export function copyDist(): string {
  const dist = test.info().outputPath('dist')
  cpSync(distDir(), dist, { recursive: true, preserveTimestamps: true })
  return dist
}

/** Serves a build on a free port until the returned close() is called. */
export async function serveDist(dist: string) {
  const server = serve({ fetch: createApp({ dist }).fetch, port: 0 })
  await new Promise((resolve) => server.once('listening', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { port, close: () => server.close() }
}
