import '../lib/brand-hosts'
import type { CallId, CallInput } from '../../src/console/api/types.gen'
import type { OperatorContext, Role } from '../../server/platform/console/context'
import type { Db } from '../../server/platform/db'
import { postToWallet } from '../../server/platform/ledger'
import { hashPassword } from '../../server/platform/passwords'
import { ApiError } from '../../server/platform/router'
import { consoleCalls } from '../../server/platform/console/catalogue'
import { devOperatorPassword, devTotpSecret } from '../../server/platform/console/seed'
import { totpCode } from '../../server/platform/totp'

/**
 * A console client for the contract suites: calls by id from schemas/console/ at the console's
 * host (admin.localhost, which tests/lib/brand-hosts resolves to this machine), keeping the
 * session cookie as a browser does.
 */
export interface ConsoleAnswer {
  status: number
  body: { success: boolean; value: unknown; message: string; code?: string }
  setCookie: string | null
}

const callsById = new Map(consoleCalls().map((call) => [call.id, call]))

/** The console's origin on a test platform: its port, the console's host. */
export const consoleOrigin = (platformOrigin: string, host = 'admin.localhost') => {
  const url = new URL(platformOrigin)
  url.hostname = host
  return url.origin
}

export class ConsoleClient {
  cookie = ''

  constructor(readonly origin: string) {}

  /** Makes a call by id with an input, about a merchant (its id) when given. */
  async call(
    id: CallId | string,
    input: Record<string, unknown> = {},
    merchantId?: number,
    headers: Record<string, string> = { 'x-console': '1' },
  ): Promise<ConsoleAnswer> {
    const call = callsById.get(id)
    if (!call) throw new Error(`no console call ${id}`)
    const query = call.method === 'GET' || call.method === 'DELETE'
    const url = new URL(`/console-api${call.path}`, this.origin)
    if (query)
      for (const [key, value] of Object.entries(input)) url.searchParams.set(key, String(value))
    const response = await fetch(url, {
      method: call.method,
      headers: {
        ...headers,
        ...(query ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(merchantId === undefined ? {} : { 'console-merchant': String(merchantId) }),
      },
      body: query ? undefined : JSON.stringify(input),
    })
    const setCookie = response.headers.get('set-cookie')
    if (setCookie) {
      const pair = setCookie.split(';')[0] ?? ''
      this.cookie = /=$/.test(pair) || /Max-Age=0/i.test(setCookie) ? '' : pair
    }
    return { status: response.status, body: (await response.json()) as never, setCookie }
  }

  /** Typed convenience: the value of a call that must succeed. */
  async value<I extends CallId>(id: I, input: CallInput<I> | object = {}, merchantId?: number) {
    const answer = await this.call(id, input as Record<string, unknown>, merchantId)
    if (!answer.body.success)
      throw new Error(`${id}: ${answer.status} ${answer.body.code} ${answer.body.message}`)
    return answer.body.value
  }

  /**
   * Signs a seeded operator in: password, then the code of its secret. `step` picks the code's
   * 30-second step around now (a code works once, so a second sign-in within a step takes +1).
   */
  async signIn(username: string, step = 0) {
    const password = await this.call('auth.signIn', { username, password: devOperatorPassword })
    if (password.status !== 200) throw new Error(`sign-in ${username}: ${password.body.message}`)
    const code = totpCode(devTotpSecret(username), Date.now() + step * 30_000)
    const me = await this.call('auth.verifyTotp', { code })
    if (me.status !== 200) throw new Error(`code of ${username}: ${me.body.message}`)
    return me.body.value as {
      operator: { id: number; username: string }
      merchants: { id: number; code: string; role: string; calls: string[] }[]
    }
  }
}

/** The refusal a console function ends with (the test fails if it succeeds). */
export async function refused(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  if (!(error instanceof ApiError)) throw new Error(`expected a refusal, got ${String(error)}`)
  return error
}

let operators = 0
/**
 * A fresh operator with a role on a merchant, as the console router's context names it, for
 * suites that call the console's functions directly (no password or TOTP: never signs in).
 */
export async function newOperator(db: Db, merchant: string, role: Role): Promise<OperatorContext> {
  const username = `op${process.pid}x${(operators += 1)}`
  const [row] = await db.query<{ id: string; merchant_id: number }>(
    `WITH o AS (INSERT INTO operators (username, password_hash, totp_secret)
       VALUES ($1, 'x', 'x') RETURNING id)
     INSERT INTO operator_merchants (operator_id, merchant_id, role)
     SELECT o.id, m.id, $3 FROM o, merchants m WHERE m.code = $2
     RETURNING operator_id AS id, merchant_id`,
    [username, merchant, role],
  )
  return { operatorId: Number(row!.id), username, merchantId: row!.merchant_id, merchant, role }
}

let players = 0
/**
 * A fresh adult member of a merchant with `balance` (minor units) deposited through the ledger, who
 * signs in with `password`, for the suites that follow a console change to the portal.
 */
export async function freshPlayer(
  db: Db,
  options: { password: string; balance: number; merchant?: string },
): Promise<{ username: string; accountId: number }> {
  const username = `pl${process.pid % 100_000}x${(players += 1)}${Math.floor(Math.random() * 1e4)}`
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO accounts (merchant, username, password_hash, nickname, type, first_login, profile)
     VALUES ($3, $1, $2, $1, 3, false, '{"birthday": "1990-05-01"}') RETURNING id`,
    [username, await hashPassword(options.password), options.merchant ?? 'LUCKY01'],
  )
  const accountId = Number(row!.id)
  await db.query('INSERT INTO wallets (account_id, balance) VALUES ($1, 0)', [accountId])
  await db.transaction((tx) => postToWallet(tx, accountId, options.balance, 'deposit', 'test'))
  return { username, accountId }
}
