import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Platform } from '../context'
import type { Tx } from '../domain'
import { countWalletMovement, countWalletRefusal } from '../metrics'
import { checkSignature, signatureHeader, timestampHeader } from './signing'
import { localize } from '../i18n'
import { limitPassed, limitValue } from '../responsible/limits'

/**
 * The seamless wallet game providers call (issue 43): POST /wallet/:provider/{balance,debit,
 * credit,rollback}, each signed with the provider's secret (signing.ts). A debit opens a
 * bet for a round, a credit settles the round (payout, 0 for a loss), a rollback refunds a debit
 * whose answer the provider never got. Each changing call is kept by the provider's transaction
 * id: a repeat answers the first answer and moves nothing (docs/providers.md).
 */

/** The documented refusals: the code a provider reads and the HTTP status it comes with. */
export const walletErrors = {
  INVALID_SIGNATURE: 401,
  STALE_REQUEST: 401,
  UNKNOWN_PROVIDER: 404,
  BAD_REQUEST: 400,
  REQUEST_TOO_LARGE: 413,
  SESSION_EXPIRED: 401,
  MERCHANT_MISMATCH: 403,
  PLAYER_MISMATCH: 403,
  CURRENCY_MISMATCH: 400,
  INSUFFICIENT_FUNDS: 402,
  ROUND_NOT_FOUND: 404,
  ROUND_EXISTS: 409,
  ROUND_SETTLED: 409,
  TRANSACTION_NOT_FOUND: 404,
  TRANSACTION_ROLLED_BACK: 409,
  TRANSACTION_CONFLICT: 409,
  /** The player's loss or wager limit (responsible gaming): the answer's message names it. */
  RESPONSIBLE_LIMIT: 403,
} as const

/** A refusal's code. */
export type WalletErrorCode = keyof typeof walletErrors

/** A refusal inside a wallet call's transaction: it rolls the transaction back. */
class WalletError extends Error {
  constructor(
    readonly code: WalletErrorCode,
    /** What the provider may show the player, and details (RESPONSIBLE_LIMIT's limit). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(code)
  }
}

const maxAmount = 1_000_000_000_000
const idPattern = /^[A-Za-z0-9._:-]{1,100}$/

type Body = Record<string, unknown>

const text = (body: Body, key: string) => {
  const value = body[key]
  if (typeof value !== 'string' || !idPattern.test(value)) throw new WalletError('BAD_REQUEST')
  return value
}
const amountOf = (body: Body, min: number) => {
  const value = body.amount
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > maxAmount)
    throw new WalletError('BAD_REQUEST')
  return value
}
const currencyOf = (body: Body) => {
  const value = body.currency
  if (typeof value !== 'string' || !/^[A-Z]{3}$/.test(value)) throw new WalletError('BAD_REQUEST')
  return value
}

interface PlayerSession {
  account_id: string
  merchant: string
  vendor: string
  game_code: string
  game_type: string
  currency: string
  /** The language the game was launched in: a refusal's message is in it. */
  language: string
  live: boolean
}

/**
 * The game session of a player token at this provider, live while its own time lasts and the
 * portal session that launched it does (an expired portal session may not be deleted yet).
 */
async function playerSession(tx: Tx, provider: string, token: string) {
  const [row] = await tx.query<PlayerSession>(
    `SELECT account_id, merchant, vendor, game_code, game_type, currency, language,
       expires_at > platform_now() AND (session_token IS NULL OR EXISTS (
         SELECT 1 FROM sessions s WHERE s.token = provider_sessions.session_token
           AND s.expires_at > platform_now()
           AND coalesce(session_play_ends(s.account_id, s.created_at) > platform_now(), true)))
         AS live
     FROM provider_sessions WHERE token = $1 AND provider = $2`,
    [token, provider],
  )
  return row
}

const balanceOf = async (tx: Tx, accountId: number | string) => {
  const [row] = await tx.query<{ balance: string }>(
    'SELECT balance FROM wallets WHERE account_id = $1',
    [accountId],
  )
  return Number(row?.balance ?? 0)
}

/** Moves money and writes its ledger row; null when the wallet holds too little. */
async function move(tx: Tx, accountId: string, amount: number, kind: string, reference: string) {
  const [row] = await tx.query<{ balance: string }>(
    'UPDATE wallets SET balance = balance + $2 WHERE account_id = $1 AND balance + $2 >= 0 RETURNING balance',
    [accountId, amount],
  )
  if (!row) return null
  await tx.query(
    'INSERT INTO ledger (account_id, amount, balance_after, kind, reference) VALUES ($1, $2, $3, $4, $5)',
    [accountId, amount, row.balance, kind, reference],
  )
  countWalletMovement(kind, amount)
  return Number(row.balance)
}

interface Stored {
  kind: string
  round_id: string
  amount: string
  debit_transaction_id: string | null
  status: number
  answer: Record<string, unknown>
}

interface Call {
  provider: string
  kind: 'debit' | 'credit' | 'rollback'
  transactionId: string
  roundId: string
  amount: number
  debitTransactionId?: string
}

/**
 * Runs one changing call in a transaction, once per transaction id: the round is locked first (a
 * debit, its credit and its rollback of one round never interleave), then a transaction id seen
 * before answers what it answered, or a refusal when this call differs from it.
 */
async function once(
  p: Platform,
  call: Call,
  run: (tx: Tx) => Promise<{ status: number; answer: Record<string, unknown>; row: Partial<Row> }>,
) {
  return p.db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `wallet:${call.provider}:${call.roundId}`,
    ])
    const [seen] = await tx.query<Stored>(
      `SELECT kind, round_id, amount, debit_transaction_id, status, answer FROM provider_transactions
       WHERE provider = $1 AND transaction_id = $2`,
      [call.provider, call.transactionId],
    )
    if (seen) {
      const same =
        seen.kind === call.kind &&
        seen.round_id === call.roundId &&
        Number(seen.amount) === call.amount &&
        (seen.debit_transaction_id ?? undefined) === call.debitTransactionId
      if (!same) throw new WalletError('TRANSACTION_CONFLICT')
      return { status: seen.status, answer: seen.answer }
    }
    const { status, answer, row } = await run(tx)
    // ON CONFLICT: a twin that got past the look above commits first and this one rolls back.
    const inserted = await tx.query(
      `INSERT INTO provider_transactions (provider, transaction_id, kind, round_id, debit_transaction_id,
         account_id, bet_id, amount, currency, status, answer)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (provider, transaction_id) DO NOTHING RETURNING id`,
      [
        call.provider,
        call.transactionId,
        call.kind,
        call.roundId,
        call.debitTransactionId ?? null,
        row.account_id ?? null,
        row.bet_id ?? null,
        call.amount,
        row.currency ?? null,
        status,
        JSON.stringify(answer),
      ],
    )
    if (!inserted[0]) throw new Retry()
    return { status, answer }
  })
}

/** A twin call committed while this one ran: it is answered again, from what the twin stored. */
class Retry extends Error {}

interface Row {
  account_id: string
  bet_id: string
  currency: string
}

interface Debit {
  account_id: string
  bet_id: string
  currency: string
  status: 'open' | 'settled' | 'cancelled'
}

/** The debit that opened a round (or the one of a transaction id), with its bet's state. */
async function debitOf(tx: Tx, provider: string, by: 'round' | 'transaction', id: string) {
  const [row] = await tx.query<Debit>(
    `SELECT t.account_id, t.bet_id, t.currency, b.status FROM provider_transactions t
     JOIN bets b ON b.id = t.bet_id
     WHERE t.provider = $1 AND t.kind = 'debit' AND ${by === 'round' ? 't.round_id' : 't.transaction_id'} = $2`,
    [provider, id],
  )
  return row
}

/** A credit or rollback names the player the round is theirs: another player's token is refused. */
async function checkPlayer(tx: Tx, provider: string, token: string, debit: Debit) {
  const session = await playerSession(tx, provider, token)
  if (session && session.account_id !== debit.account_id) throw new WalletError('PLAYER_MISMATCH')
}

const calls = {
  async balance(p: Platform, provider: string, body: Body) {
    const session = await playerSession(p.db, provider, text(body, 'playerToken'))
    if (!session?.live) throw new WalletError('SESSION_EXPIRED')
    return {
      status: 200,
      answer: {
        ok: true,
        balance: await balanceOf(p.db, session.account_id),
        currency: session.currency,
      },
    }
  },

  debit(p: Platform, provider: string, body: Body) {
    const token = text(body, 'playerToken')
    const merchant = text(body, 'merchant')
    const call: Call = {
      provider,
      kind: 'debit',
      transactionId: text(body, 'transactionId'),
      roundId: text(body, 'roundId'),
      amount: amountOf(body, 1),
    }
    const currency = currencyOf(body)
    return once(p, call, async (tx) => {
      const [refunded] = await tx.query(
        `SELECT 1 FROM provider_transactions WHERE provider = $1 AND kind = 'rollback' AND debit_transaction_id = $2`,
        [provider, call.transactionId],
      )
      if (refunded) throw new WalletError('TRANSACTION_ROLLED_BACK')
      const session = await playerSession(tx, provider, token)
      if (!session?.live) throw new WalletError('SESSION_EXPIRED')
      const settings = await p.settings(session.merchant)
      if (session.merchant !== merchant || settings.gameProvider !== provider)
        throw new WalletError('MERCHANT_MISMATCH')
      if (session.currency !== currency) throw new WalletError('CURRENCY_MISMATCH')
      if (await debitOf(tx, provider, 'round', call.roundId)) throw new WalletError('ROUND_EXISTS')
      // The player's loss and wager limits, checked with the wallet locked: never debited past them.
      const passed = await limitPassed(
        tx,
        { accountId: Number(session.account_id), merchant: session.merchant },
        ['loss', 'wager'],
        call.amount,
        p.clock.now(),
      )
      if (passed)
        throw new WalletError('RESPONSIBLE_LIMIT', {
          message: localize(passed.refusal, session.language),
          ...limitValue(passed),
        })
      const [bet] = await tx.query<{ id: string }>(
        `INSERT INTO bets (account_id, merchant, vendor, game_code, game_type, stake, status, round_id)
         VALUES ($1, $2, $3, $4, $5, $6, 'open', $7) RETURNING id`,
        [
          session.account_id,
          session.merchant,
          session.vendor,
          session.game_code,
          session.game_type,
          call.amount,
          `${provider}:${call.roundId}`,
        ],
      )
      const balance = await move(tx, session.account_id, -call.amount, 'bet', `bet:${bet!.id}`)
      if (balance === null) throw new WalletError('INSUFFICIENT_FUNDS')
      return {
        status: 200,
        answer: { ok: true, balance, currency, transactionId: call.transactionId },
        row: { account_id: session.account_id, bet_id: bet!.id, currency },
      }
    })
  },

  credit(p: Platform, provider: string, body: Body) {
    const token = text(body, 'playerToken')
    const call: Call = {
      provider,
      kind: 'credit',
      transactionId: text(body, 'transactionId'),
      roundId: text(body, 'roundId'),
      amount: amountOf(body, 0),
    }
    const currency = currencyOf(body)
    return once(p, call, async (tx) => {
      // A win before its bet (messages out of order) is refused; the provider sends it again.
      const debit = await debitOf(tx, provider, 'round', call.roundId)
      if (!debit) throw new WalletError('ROUND_NOT_FOUND')
      await checkPlayer(tx, provider, token, debit)
      if (debit.currency !== currency) throw new WalletError('CURRENCY_MISMATCH')
      if (debit.status !== 'open') throw new WalletError('ROUND_SETTLED')
      await tx.query(
        `UPDATE bets SET payout = $2, status = 'settled', settled_at = platform_now() WHERE id = $1`,
        [debit.bet_id, call.amount],
      )
      // A loss settles the round with no money moved.
      const balance =
        call.amount > 0
          ? await move(tx, debit.account_id, call.amount, 'win', `bet:${debit.bet_id}`)
          : await balanceOf(tx, debit.account_id)
      return {
        status: 200,
        answer: { ok: true, balance, currency, transactionId: call.transactionId },
        row: { account_id: debit.account_id, bet_id: debit.bet_id, currency },
      }
    })
  },

  rollback(p: Platform, provider: string, body: Body) {
    const token = text(body, 'playerToken')
    const call: Call = {
      provider,
      kind: 'rollback',
      transactionId: text(body, 'transactionId'),
      roundId: text(body, 'roundId'),
      amount: 0,
      debitTransactionId: text(body, 'debitTransactionId'),
    }
    return once(p, call, async (tx) => {
      const debit = await debitOf(tx, provider, 'transaction', call.debitTransactionId!)
      // Rollback before debit: kept, so that the debit is refused if it arrives after all.
      if (!debit)
        return {
          status: walletErrors.TRANSACTION_NOT_FOUND,
          answer: { ok: false, code: 'TRANSACTION_NOT_FOUND' },
          row: {},
        }
      await checkPlayer(tx, provider, token, debit)
      if (debit.status === 'settled') throw new WalletError('ROUND_SETTLED')
      const [{ stake } = { stake: '0' }] = await tx.query<{ stake: string }>(
        'SELECT stake FROM bets WHERE id = $1',
        [debit.bet_id],
      )
      // Refunded already under another rollback id: nothing moves twice.
      const balance =
        debit.status === 'cancelled'
          ? await balanceOf(tx, debit.account_id)
          : await cancelRound(tx, debit, Number(stake))
      return {
        status: 200,
        answer: {
          ok: true,
          balance,
          currency: debit.currency,
          transactionId: call.transactionId,
        },
        row: { account_id: debit.account_id, bet_id: debit.bet_id, currency: debit.currency },
      }
    })
  },
}

/** Cancels an open round's bet and gives its stake back (ledger 'refund'); answers the balance. */
async function cancelRound(tx: Tx, debit: Debit, stake: number) {
  await tx.query(
    `UPDATE bets SET status = 'cancelled', settled_at = platform_now() WHERE id = $1`,
    [debit.bet_id],
  )
  return move(tx, debit.account_id, stake, 'refund', `bet:${debit.bet_id}`)
}

/** How long a provider's round may stay open before the platform cancels it. */
export const staleRoundMinutes = 60

/**
 * Rounds a provider opened and never settled (it stopped between the bet and the win, and its
 * retries stopped with it) are cancelled by the platform after `olderThanMinutes`: the stake comes
 * back (ledger 'refund'), and a rollback of the platform's own is kept for the round, so that a
 * credit arriving later is refused with ROUND_SETTLED, as for any cancelled round. server/main.ts
 * runs it every minute. Answers how many rounds it cancelled.
 */
export async function cancelStaleRounds(p: Platform, olderThanMinutes = staleRoundMinutes) {
  const open = await p.db.query<{ provider: string; transaction_id: string; round_id: string }>(
    `SELECT t.provider, t.transaction_id, t.round_id FROM provider_transactions t
     JOIN bets b ON b.id = t.bet_id
     WHERE t.kind = 'debit' AND b.status = 'open'
       AND b.created_at <= platform_now() - make_interval(mins => $1)
     ORDER BY b.id LIMIT 500`,
    [olderThanMinutes],
  )
  let cancelled = 0
  for (const stale of open) {
    const call: Call = {
      provider: stale.provider,
      kind: 'rollback',
      transactionId: `platform-stale:${stale.transaction_id}`,
      roundId: stale.round_id,
      amount: 0,
      debitTransactionId: stale.transaction_id,
    }
    const result = await once(p, call, async (tx) => {
      const debit = await debitOf(tx, stale.provider, 'transaction', stale.transaction_id)
      // Settled or cancelled by the provider since the look above: nothing to do.
      if (!debit || debit.status !== 'open')
        return { status: 409, answer: { ok: false, code: 'ROUND_SETTLED' }, row: {} }
      const [bet] = await tx.query<{ stake: string }>('SELECT stake FROM bets WHERE id = $1', [
        debit.bet_id,
      ])
      const balance = await cancelRound(tx, debit, Number(bet!.stake))
      return {
        status: 200,
        answer: { ok: true, balance, currency: debit.currency, transactionId: call.transactionId },
        row: { account_id: debit.account_id, bet_id: debit.bet_id, currency: debit.currency },
      }
    }).catch((error: unknown) => {
      // A provider's own call for the round committed first (a twin): the next run looks again.
      if (error instanceof Retry) return null
      throw error
    })
    if (result?.status === 200) cancelled += 1
  }
  return cancelled
}

type CallName = keyof typeof calls

async function answerCall(c: Context, p: Platform, name: CallName) {
  const provider = c.req.param('provider') ?? ''
  const endpoint = Object.hasOwn(p.integrations.gameProviders, provider)
    ? p.integrations.gameProviders[provider]
    : undefined
  const refuse = (code: WalletErrorCode, details: Record<string, unknown> = {}) => {
    countWalletRefusal('provider', code)
    return c.json({ ok: false, code, ...details }, walletErrors[code])
  }
  if (!endpoint) return refuse('UNKNOWN_PROVIDER')
  const raw = await c.req.text()
  const problem = checkSignature(
    endpoint.secret,
    { signature: c.req.header(signatureHeader), timestamp: c.req.header(timestampHeader) },
    raw,
  )
  if (problem) return refuse(problem)
  let body: Body
  try {
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error()
    body = parsed as Body
  } catch {
    return refuse('BAD_REQUEST')
  }
  for (let attempt = 0; ; attempt += 1) {
    try {
      const { status, answer } = await calls[name](p, provider, body)
      // A refusal answered as a kept answer (a repeat of one, a rollback before its debit).
      const code = (answer as { code?: unknown }).code
      if (answer.ok === false && typeof code === 'string' && code in walletErrors)
        countWalletRefusal('provider', code)
      return c.json(answer, status as 200)
    } catch (error) {
      if (error instanceof WalletError) return refuse(error.code, error.details)
      if (error instanceof Retry && attempt < 2) continue
      throw error
    }
  }
}

/** A wallet call's body is a few ids and an amount: anything larger is refused before it is read. */
const maxCallBytes = 16 * 1024

/** Mounts the wallet API of every configured game provider. */
export function mountWalletApi(app: Hono, p: Platform) {
  const limit = bodyLimit({
    maxSize: maxCallBytes,
    onError: (c) => {
      countWalletRefusal('provider', 'REQUEST_TOO_LARGE')
      return c.json({ ok: false, code: 'REQUEST_TOO_LARGE' }, walletErrors.REQUEST_TOO_LARGE)
    },
  })
  for (const name of Object.keys(calls) as CallName[])
    app.post(`/wallet/:provider/${name}`, limit, (c) => answerCall(c, p, name))
}
