import type { ServerType } from '@hono/node-server'

/** What a shutdown does, in order (server/main.ts fills it in). */
export interface Drain {
  server: ServerType
  /** Readiness answers 503 from here on (server/health.ts). */
  markDraining(): void
  /** Ends what would keep connections open or work going: timers, the open streams. */
  stopWork(): Promise<void>
  /** Closes what the process holds once the requests are done: the event bus, the database pool. */
  close(): Promise<void>
  /** How long the requests under way get to finish before their connections are cut. */
  timeoutMs: number
  /** How long readiness says 503 while connections are still taken (a balancer's probes see it). */
  delayMs: number
  log?: (line: string) => void
}

const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref()
  })

/**
 * On SIGTERM or SIGINT: readiness turns 503, then (after delayMs) no new connection is taken, the
 * timers and open streams end (clients reconnect elsewhere), the requests under way finish within
 * timeoutMs (their connections are cut after it), the pool closes and the process exits 0. A
 * second signal exits at once (1).
 */
export function drainOnSignals(
  drain: Drain,
  exit: (code: number) => void = (code) => process.exit(code),
) {
  let started = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) {
      drain.log?.(`${signal} again: exiting now`)
      exit(1)
      return
    }
    started = true
    drain.log?.(`${signal}: draining`)
    void shutDown(drain).then(
      () => exit(0),
      (error: unknown) => {
        drain.log?.(`shutdown failed: ${error instanceof Error ? error.message : String(error)}`)
        exit(1)
      },
    )
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
}

async function shutDown(drain: Drain) {
  const { server } = drain
  const deadline = Date.now() + drain.delayMs + drain.timeoutMs
  drain.markDraining()
  if (drain.delayMs > 0) await pause(drain.delayMs)
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  await drain.stopWork()
  // Keep-alive connections with nothing under way are closed as they fall idle: a request under
  // way finishes on its own connection, and no new one starts on it.
  const http1 = server as { closeIdleConnections?: () => void; closeAllConnections?: () => void }
  let done = false
  void closed.then(() => {
    done = true
  })
  while (!done && Date.now() < deadline) {
    http1.closeIdleConnections?.()
    await Promise.race([closed, pause(100)])
  }
  if (!done) {
    drain.log?.(`requests still under way after ${drain.timeoutMs} ms: closing their connections`)
    http1.closeAllConnections?.()
  }
  await drain.close()
  drain.log?.('drained')
}
