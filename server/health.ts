import type { Hono } from 'hono'
import { pendingMigrations, type Db } from './platform/db'

/** Why an instance is not ready for traffic, or null when it is. */
export type Readiness = () => Promise<string | null>

/** How long the readiness probe waits for the database before it calls it unreachable. */
const probeTimeoutMs = 2_000

/**
 * Ready when not draining, the database answers and every migration file is applied. The reason
 * is a short phrase for the balancer's log; the error itself (it may name a host or a user) is not
 * part of it.
 */
export function readinessOf(db: Db, isDraining: () => boolean): Readiness {
  return async () => {
    if (isDraining()) return 'draining'
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), probeTimeoutMs)
    })
    try {
      const pending = await Promise.race([pendingMigrations(db), late])
      if (pending === 'late') return 'database unreachable'
      if (pending.length) return 'migrations pending'
      return null
    } catch {
      return 'database unreachable'
    } finally {
      clearTimeout(timer)
    }
  }
}

/**
 * /healthz (alive: 200 while the process serves) and /readyz (200 when ready, else 503 with the
 * reason), on every host, never cached: what a balancer probes (docs/operations.md).
 */
export function mountHealth(app: Hono, readiness: Readiness | undefined) {
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ status: 'alive' })
  })
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store')
    const reason = readiness ? await readiness() : null
    return reason === null
      ? c.json({ status: 'ready' })
      : c.json({ status: 'unavailable', reason }, 503)
  })
}
