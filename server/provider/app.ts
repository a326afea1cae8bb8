import { randomBytes, randomInt } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { htmlPage, type PagePolicy } from '../platform/page-headers'
import { checkSignature, signatureHeader, timestampHeader } from '../platform/integrations/signing'
import { providerAssets } from './page'
import { providerRefusals } from './provider-locale'
import { spin } from './slot'
import { walletClient, type WalletClient, type WalletClientOptions } from './wallet-client'

/** The demo game provider's configuration: where the platform's wallet is and the shared secret. */
export interface ProviderConfig {
  /** The platform's base URL (no trailing slash), where /wallet/:provider/... answers. */
  platformUrl: string
  secret: string
  /** The id the platform configured this provider under (its wallet path); "demo" by default. */
  providerId?: string
  /** The origin the game pages are on; by default the origin the platform's launch came to. */
  publicUrl?: string
  walletTimeoutMs?: number
  retryDelaysMs?: readonly number[]
  /** The fetch wallet calls go through (tests lose answers with their own). */
  fetch?: typeof fetch
}

/** What a launch told the provider about a player's game, kept in memory by session id. */
interface GameSession {
  playerToken: string
  merchant: string
  gameName: string
  currency: string
  minorUnits: number
  language: string
  portalOrigin: string
  startedAt: number
}

const stakes = [100, 500, 1000, 5000]
const sessionMs = 4 * 3600_000
const maxSessions = 50_000
const idPattern = /^[A-Za-z0-9._:-]{1,100}$/
const originPattern = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i

/** The launch request's fields, checked; undefined when one is missing or malformed. */
function launchOf(body: Record<string, unknown>): Omit<GameSession, 'startedAt'> | undefined {
  const { playerToken, merchant, gameName, currency, minorUnits, language, portalOrigin } = body
  if (typeof playerToken !== 'string' || !idPattern.test(playerToken)) return undefined
  if (typeof merchant !== 'string' || !idPattern.test(merchant)) return undefined
  if (typeof gameName !== 'string' || !gameName || gameName.length > 200) return undefined
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return undefined
  if (typeof minorUnits !== 'number' || ![0, 1, 2, 3].includes(minorUnits)) return undefined
  if (typeof language !== 'string' || !/^[A-Z]{2}$/.test(language)) return undefined
  if (typeof portalOrigin !== 'string' || !originPattern.test(portalOrigin)) return undefined
  return { playerToken, merchant, gameName, currency, minorUnits, language, portalOrigin }
}

const readJson = async (c: Context) => {
  const body: unknown = await c.req.json().catch(() => ({}))
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
}

/**
 * The demo game provider as an outside service: the platform asks it for launch URLs (signed),
 * players' browsers load its game page, and every bet and win goes through the platform's
 * seamless wallet. It never reads the platform's database.
 */
export function createProviderApp(config: ProviderConfig) {
  const sessions = new Map<string, GameSession>()
  const options: WalletClientOptions = {
    platformUrl: config.platformUrl,
    providerId: config.providerId ?? 'demo',
    secret: config.secret,
    timeoutMs: config.walletTimeoutMs ?? 5_000,
    retryDelaysMs: config.retryDelaysMs ?? [250, 1_000, 2_000, 4_000],
    fetch: config.fetch,
  }
  const wallet = walletClient(options)
  const app = new Hono()

  const sessionOf = (id: unknown) => {
    if (typeof id !== 'string' || !idPattern.test(id)) return undefined
    const found = sessions.get(id)
    if (found && Date.now() - found.startedAt > sessionMs) sessions.delete(id)
    return sessions.get(id)
  }

  app.post('/launch', async (c) => {
    const raw = await c.req.text()
    const headers = {
      signature: c.req.header(signatureHeader),
      timestamp: c.req.header(timestampHeader),
    }
    const problem = checkSignature(config.secret, headers, raw)
    if (problem) return c.json({ ok: false, code: problem }, 401)
    let launch: ReturnType<typeof launchOf>
    try {
      launch = launchOf(JSON.parse(raw) as Record<string, unknown>)
    } catch {
      launch = undefined
    }
    if (!launch) return c.json({ ok: false, code: 'BAD_REQUEST' }, 400)
    // The oldest session makes room: a Map keeps insertion order.
    if (sessions.size >= maxSessions) sessions.delete(sessions.keys().next().value!)
    const id = randomBytes(18).toString('base64url')
    sessions.set(id, { ...launch, startedAt: Date.now() })
    const origin = config.publicUrl ?? new URL(c.req.url).origin
    const query = new URLSearchParams({
      session: id,
      currency: launch.currency,
      lang: launch.language.toLowerCase(),
    })
    return c.json({ ok: true, url: `${origin}/play?${query}` })
  })

  // The game runs framed by the brand site that launched it, and by no other page. An ended
  // session's notice is framed by the same site; an unknown session's by nobody.
  app.get('/play', async (c) => {
    const found = sessionOf(c.req.query('session'))
    const policy: PagePolicy = {
      script: ["'self'"],
      style: ["'self'"],
      img: ["'self'", 'data:'],
      connect: ["'self'"],
      frameAncestors: found ? [found.portalOrigin] : [],
    }
    if (!found) return htmlPage(c, providerAssets.endedHtml(), policy, 404)
    const reply = await wallet.balance(found.playerToken).catch(() => undefined)
    if (reply?.answer.code === 'SESSION_EXPIRED') {
      const ended = { language: found.language, portalOrigin: found.portalOrigin }
      return htmlPage(c, providerAssets.endedHtml(ended), policy, 404)
    }
    return htmlPage(c, providerAssets.html(found), policy)
  })
  app.get('/game.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8')
    return c.body(providerAssets.script)
  })
  app.get('/game.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8')
    return c.body(providerAssets.css)
  })

  app.post('/api/state', async (c) => {
    const found = sessionOf((await readJson(c)).session)
    if (!found) return c.json({ ok: false, message: providerRefusals.ended }, 401)
    const reply = await wallet.balance(found.playerToken).catch(() => undefined)
    if (reply?.answer.code === 'SESSION_EXPIRED')
      return c.json({ ok: false, message: providerRefusals.ended }, 401)
    if (reply?.status !== 200) return c.json({ ok: false }, 503)
    return c.json({ ok: true, balance: reply.answer.balance, stakes })
  })

  app.post('/api/spin', async (c) => {
    const body = await readJson(c)
    const found = sessionOf(body.session)
    if (!found) return c.json({ ok: false, message: providerRefusals.ended }, 401)
    const stake = Number(body.stake)
    if (!Number.isInteger(stake) || stake < 100 || stake > 1_000_000)
      return c.json({ ok: false, message: providerRefusals.invalidStake }, 400)
    return playRound(c, wallet, found, stake)
  })

  return app
}

/** One spin: the stake debited, the reels, the payout credited (0 for a loss) to settle the round. */
async function playRound(c: Context, wallet: WalletClient, session: GameSession, stake: number) {
  const roundId = randomBytes(12).toString('hex')
  const debitId = `d-${roundId}`
  const { playerToken, currency } = session
  const debit = await wallet
    .debit({
      playerToken,
      merchant: session.merchant,
      transactionId: debitId,
      roundId,
      amount: stake,
      currency,
    })
    .catch(() => undefined)
  if (!debit || debit.status >= 500) {
    // The debit's answer never came: whether the stake left the wallet is unknown, so the round is
    // cancelled (a debit that never arrived is refused when it does: rollback before debit).
    const rollback = await wallet.rollback({
      playerToken,
      transactionId: `r-${debitId}`,
      roundId,
      debitTransactionId: debitId,
    })
    const balance = rollback?.answer.balance
    return c.json({ ok: false, message: providerRefusals.refunded, balance }, 503)
  }
  if (debit.answer.code === 'SESSION_EXPIRED')
    return c.json({ ok: false, message: providerRefusals.ended }, 401)
  if (debit.answer.code === 'INSUFFICIENT_FUNDS')
    return c.json({ ok: false, message: providerRefusals.insufficientBalance }, 400)
  // The player's own loss or wager limit: the platform's message (in the game's language) says
  // which limit and when it resets.
  if (debit.answer.code === 'RESPONSIBLE_LIMIT' && typeof debit.answer.message === 'string')
    return c.json({ ok: false, message: debit.answer.message }, 403)
  if (debit.status !== 200) return c.json({ ok: false }, 503)
  const outcome = spin(randomInt)
  const payout = stake * outcome.multiplier
  const creditOf = () =>
    wallet.credit({ playerToken, transactionId: `c-${roundId}`, roundId, amount: payout, currency })
  const credit = await creditOf()
  if (!credit) settleLater(creditOf)
  if (credit?.status !== 200) return c.json({ ok: false }, 503)
  return c.json({ ok: true, reels: outcome.reels, payout, balance: credit.answer.balance, roundId })
}

/**
 * A credit that no try got an answer to is sent again later, minutes apart (its transaction id
 * makes a repeat harmless): the round stays open at the platform until it arrives.
 */
function settleLater(send: () => Promise<unknown>, attempt = 1) {
  if (attempt > 10) return
  const timer = setTimeout(() => {
    void send().then((reply) => {
      if (!reply) settleLater(send, attempt + 1)
    })
  }, 30_000 * attempt)
  timer.unref()
}
