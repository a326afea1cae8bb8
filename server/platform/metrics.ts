import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { log } from './log'

/**
 * The platform's Prometheus metrics, served at /metrics (observe.ts; docs/operations.md, "Logs and
 * metrics"). Labels are bounded sets: catalogue call ids and route groups, never raw paths; kinds
 * and reasons the code names; merchant codes. Never an account, a session or a secret.
 */
export const metrics = new Registry()

// The process's own: CPU, memory, event-loop lag, handles, garbage collection.
collectDefaultMetrics({ register: metrics })

/** Request latency by catalogue call id (or route group) and HTTP status. */
export const requestDuration = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'Time to answer a request (to its headers, for a stream), by catalogue call id or route group and status',
  labelNames: ['call', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metrics],
})

/** Money moved in and out of wallets, by ledger kind. */
export const walletMovements = new Counter({
  name: 'portal_wallet_movements_total',
  help: 'Wallet movements posted in a transaction (one rolled back afterwards included), by ledger kind and direction',
  labelNames: ['kind', 'direction'] as const,
  registers: [metrics],
})

/** Wallet movements refused: too little money, or a game provider's call refused. */
export const walletRefusals = new Counter({
  name: 'portal_wallet_refusals_total',
  help: 'Wallet movements refused, by source (ledger: a platform call; provider: the seamless wallet) and reason',
  labelNames: ['source', 'reason'] as const,
  registers: [metrics],
})

/** Counts one movement of a wallet (server/platform/ledger.ts, the seamless wallet). */
export function countWalletMovement(kind: string, amount: number) {
  walletMovements.inc({ kind, direction: amount < 0 ? 'debit' : 'credit' })
}

/** Counts one refused movement. */
export function countWalletRefusal(source: 'ledger' | 'provider', reason: string) {
  walletRefusals.inc({ source, reason })
}

/** Sign-ins whose password or code was wrong. */
export const loginFailures = new Counter({
  name: 'portal_login_failures_total',
  help: 'Sign-ins refused for a wrong password or code, by merchant',
  labelNames: ['merchant'] as const,
  registers: [metrics],
})

/** Sign-ins that met the image captcha after earlier failures. */
export const captchasDemanded = new Counter({
  name: 'portal_login_captcha_demanded_total',
  help: 'Sign-in attempts that had to answer the image captcha (failures before them), by merchant',
  labelNames: ['merchant'] as const,
  registers: [metrics],
})

/** Captcha answers checked, solved or refused. */
export const captchaChecks = new Counter({
  name: 'portal_captcha_checks_total',
  help: 'Captcha answers checked at sign-in, by kind (image, slider) and result (solved, refused)',
  labelNames: ['kind', 'result'] as const,
  registers: [metrics],
})

/** Counts a captcha answer checked at sign-in; answers whether it was solved. */
export function countCaptcha(kind: 'image' | 'slider', solved: boolean): boolean {
  captchaChecks.inc({ kind, result: solved ? 'solved' : 'refused' })
  return solved
}

/** Live streams open in this process (server/platform/streams.ts). */
export const openStreams = new Gauge({
  name: 'portal_open_streams',
  help: 'Server-sent event streams open in this process, by kind (chat, live)',
  labelNames: ['kind'] as const,
  registers: [metrics],
})

/** What a node-postgres pool holds now. */
export interface PoolUse {
  total: number
  idle: number
  waiting: number
}

const pools = new Set<() => PoolUse>()

/**
 * Reports a database pool's use at each scrape, until the answered function is called (the
 * database closes). PGlite has no pool and reports none.
 */
export function observePool(read: () => PoolUse): () => void {
  pools.add(read)
  return () => void pools.delete(read)
}

new Gauge({
  name: 'portal_db_pool_connections',
  help: 'PostgreSQL pool connections by state: total (open), idle, waiting (queries queued for one)',
  labelNames: ['state'] as const,
  registers: [metrics],
  collect() {
    this.reset()
    const sum: PoolUse = { total: 0, idle: 0, waiting: 0 }
    for (const read of pools) {
      const use = read()
      sum.total += use.total
      sum.idle += use.idle
      sum.waiting += use.waiting
    }
    if (!pools.size) return
    for (const [state, value] of Object.entries(sum)) this.set({ state }, value)
  },
})

/** What an event bus has not yet handed out. */
export interface OutboxLag {
  /** Committed events after the bus's cursor. */
  undelivered: number
  /** Age of the oldest of them, seconds (0 when there is none). */
  seconds: number
}

const outboxes = new Set<() => Promise<OutboxLag>>()

/** Reports an event bus's lag at each scrape, until the answered function is called. */
export function observeOutbox(read: () => Promise<OutboxLag>): () => void {
  outboxes.add(read)
  return () => void outboxes.delete(read)
}

/** The lag of every bus in the process, read once per scrape for both gauges. */
async function outboxLag(): Promise<OutboxLag | null> {
  if (!outboxes.size) return null
  const lags = await Promise.all(
    [...outboxes].map((read) =>
      read().catch((error: unknown) => {
        log.warn({ err: error }, 'event outbox lag not read')
        return null
      }),
    ),
  )
  const read = lags.filter((lag): lag is OutboxLag => lag !== null)
  if (!read.length) return null
  return {
    undelivered: read.reduce((sum, lag) => sum + lag.undelivered, 0),
    seconds: Math.max(...read.map((lag) => lag.seconds)),
  }
}

let pendingLag: Promise<OutboxLag | null> | null = null
/** One read for the two gauges of a scrape. */
const sharedLag = () => {
  pendingLag ??= outboxLag().finally(() => setTimeout(() => (pendingLag = null), 0))
  return pendingLag
}

new Gauge({
  name: 'portal_events_undelivered',
  help: 'Committed events the event bus has not yet handed to streams and listeners',
  registers: [metrics],
  async collect() {
    this.reset()
    const lag = await sharedLag()
    if (lag) this.set(lag.undelivered)
  },
})

new Gauge({
  name: 'portal_events_lag_seconds',
  help: 'Age of the oldest committed event the event bus has not yet handed out (0: none waits)',
  registers: [metrics],
  async collect() {
    this.reset()
    const lag = await sharedLag()
    if (lag) this.set(lag.seconds)
  },
})
