import { endSessions } from '../accounts'
import { prefixPattern, teamCte } from '../agent/team'
import type { Db } from '../db'
import type { Tx } from '../domain'
import type { CallOutput } from '../../../src/console/api/types.gen'
import { limitsOf, settlePending } from '../responsible/limits'
import { ApiError } from '../router'
import { recordAudit } from './audit'
import type { OperatorContext } from './context'
import {
  dayRangeOf,
  inMerchantZone,
  invalid,
  merchantSettings,
  oneOf,
  pageOf,
  plainText,
  rowIdOf,
} from './finance'

/*
 * The console's player desk (issue 45): search, profile, ledger and bets, lock and unlock, a
 * forced password change, the authenticator's reset, the sign-in history, and an agent's tree and
 * contracts. Every query is scoped by the operator's merchant: another merchant's account is
 * "not found". Every change is audited in the transaction that makes it.
 */

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

const paged = <T>(list: T[], total: number, page: number, pageSize: number) => ({
  list,
  page,
  total,
  totalPages: Math.ceil(total / pageSize),
})

/** The account's id when it is the merchant's, else 404. */
async function accountOf(q: Tx, ctx: OperatorContext, value: unknown) {
  const id = rowIdOf(value, 'accountId')
  const [row] = await q.query<{ id: string }>(
    'SELECT id FROM accounts WHERE id = $1 AND merchant = $2',
    [id, ctx.merchant],
  )
  if (!row) throw new ApiError('Unknown account', 404)
  return Number(row.id)
}

const searchFields = ['username', 'mobile', 'email'] as const

/**
 * The merchant's accounts whose username, phone number or email (or the one field named) starts
 * with the query, by username; an empty query lists them all.
 */
export async function searchPlayers(
  db: Db,
  ctx: OperatorContext,
  input: { query?: unknown; field?: unknown; page?: number; pageSize?: number },
) {
  const query = input.query === '' ? undefined : plainText(input.query, 'query', 64, true)
  const field = oneOf(input.field, 'field', searchFields)
  const { page, pageSize, offset } = pageOf(input)
  const pattern = prefixPattern(query)
  const on = (name: (typeof searchFields)[number]) => field === undefined || field === name
  const where = `WHERE merchant = $1 AND ($2::text IS NULL
    ${on('username') ? `OR lower(username) LIKE $2::text` : ''}
    ${on('mobile') ? `OR mobile LIKE $2::text` : ''}
    ${on('email') ? `OR lower(email) LIKE $2::text` : ''})`
  const [count] = await db.query<{ count: string }>(
    `SELECT count(*) AS count FROM accounts ${where}`,
    [ctx.merchant, pattern],
  )
  const rows = await db.query<{
    id: string
    username: string
    nickname: string
    type: number
    mobile: string | null
    email: string | null
    locked_by_operator: boolean
    created_at: Date
  }>(
    `SELECT id, username, nickname, type, mobile, email, locked_by_operator, created_at
     FROM accounts ${where} ORDER BY lower(username), id LIMIT $3 OFFSET $4`,
    [ctx.merchant, pattern, pageSize, offset],
  )
  return paged(
    rows.map((r) => ({
      accountId: String(r.id),
      username: r.username,
      nickname: r.nickname,
      type: Number(r.type),
      mobile: r.mobile,
      email: r.email,
      locked: r.locked_by_operator,
      createdAt: iso(r.created_at)!,
    })),
    Number(count?.count ?? 0),
    page,
    pageSize,
  )
}

interface ProfileRow {
  id: string
  username: string
  nickname: string
  type: number
  upline_id: string | null
  upline: string | null
  mobile: string | null
  email: string | null
  created_at: Date
  locked_by_operator: boolean
  locked_until: Date | null
  password_expired: boolean
  has_authenticator: boolean
  known_ips: string[]
  balance: string | null
  last_sign_in: Date | null
  deposits: string
  withdrawals: string
}

/** One account as support reads it: who, its flags, balance and money totals; never a secret. */
export async function playerProfile(db: Db, ctx: OperatorContext, input: { accountId?: unknown }) {
  const id = rowIdOf(input.accountId, 'accountId')
  const [row] = await db.query<ProfileRow>(
    `SELECT a.id, a.username, a.nickname, a.type, a.upline_id, u.username AS upline, a.mobile,
       a.email, a.created_at, a.locked_by_operator,
       CASE WHEN a.locked_until > platform_now() THEN a.locked_until END AS locked_until,
       a.password_expired, a.totp_secret IS NOT NULL AS has_authenticator, a.known_ips,
       w.balance, (SELECT max(at) FROM sign_ins s WHERE s.account_id = a.id) AS last_sign_in,
       (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'deposit'), 0) FROM ledger l
         WHERE l.account_id = a.id) AS deposits,
       (SELECT coalesce(-sum(amount) FILTER (WHERE kind = 'withdraw'), 0) FROM ledger l
         WHERE l.account_id = a.id) AS withdrawals
     FROM accounts a LEFT JOIN accounts u ON u.id = a.upline_id
       LEFT JOIN wallets w ON w.account_id = a.id
     WHERE a.id = $1 AND a.merchant = $2`,
    [id, ctx.merchant],
  )
  if (!row) throw new ApiError('Unknown account', 404)
  const { menu } = await merchantSettings(db, ctx.merchant)
  return {
    accountId: String(row.id),
    username: row.username,
    nickname: row.nickname,
    type: Number(row.type),
    uplineId: row.upline_id === null ? null : String(row.upline_id),
    upline: row.upline,
    mobile: row.mobile,
    email: row.email,
    createdAt: iso(row.created_at)!,
    locked: row.locked_by_operator,
    /** Locked for a while after failed sign-ins (not by an operator). */
    lockedUntil: iso(row.locked_until),
    passwordChangeForced: row.password_expired,
    /** The portal asks for the change only while the merchant's forcedPasswordChange is on. */
    forcedPasswordChangeOn: menu.forcedPasswordChange,
    hasAuthenticator: row.has_authenticator,
    knownIps: row.known_ips,
    balance: Number(row.balance ?? 0),
    lastSignIn: iso(row.last_sign_in),
    deposits: Number(row.deposits),
    withdrawals: Number(row.withdrawals),
  }
}

/** The changes of a player's responsible-gaming tools the page shows, newest first. */
const responsibleHistoryRows = 50

/**
 * A player's responsible-gaming state as support reads it (issue 46): the limits in force with
 * their pending changes (one whose cooling-off has ended is applied first, as the platform does
 * before it enforces), the reality-check interval, a running time-out or self-exclusion, the
 * closure, and the newest changes the player made (rg_history, written by triggers). Nothing here
 * lifts an exclusion: it cannot be undone early.
 */
export async function playerResponsible(
  db: Db,
  ctx: OperatorContext,
  input: { accountId?: unknown },
) {
  const id = rowIdOf(input.accountId, 'accountId')
  const [row] = await db.query<{
    reality_check_minutes: number | null
    excluded_kind: 'timeOut' | 'selfExclusion' | null
    excluded_until: Date | null
    excluded_now: boolean
    closed_at: Date | null
    closed_reason: string | null
  }>(
    `SELECT reality_check_minutes, excluded_kind, excluded_until, closed_at, closed_reason,
       excluded_kind IS NOT NULL AND (excluded_until IS NULL OR excluded_until > platform_now())
         AS excluded_now
     FROM accounts WHERE id = $1 AND merchant = $2`,
    [id, ctx.merchant],
  )
  if (!row) throw new ApiError('Unknown account', 404)
  await settlePending(db, Number(id))
  const limits = await limitsOf(db, Number(id))
  type Change = CallOutput<'players.responsible'>['history'][number]['change']
  const history = await db.query<{ change: Change; detail: Record<string, unknown>; at: Date }>(
    'SELECT change, detail, at FROM rg_history WHERE account_id = $1 ORDER BY id DESC LIMIT $2',
    [id, responsibleHistoryRows],
  )
  return {
    limits: limits.map((limit) => ({
      kind: limit.kind,
      period: limit.period,
      amount: limit.amount,
      pending: limit.pending
        ? { amount: limit.pending.amount, appliesAt: limit.pending.appliesAt.toISOString() }
        : null,
    })),
    realityCheckMinutes: row.reality_check_minutes,
    exclusion:
      row.excluded_now && row.excluded_kind
        ? { kind: row.excluded_kind, until: iso(row.excluded_until) }
        : null,
    closedAt: iso(row.closed_at),
    closedReason: row.closed_reason,
    history: history.map((entry) => ({
      change: entry.change,
      detail: historyDetail(entry.detail),
      at: iso(entry.at)!,
    })),
  }
}

/** A history row's detail as the console reads it: amounts as numbers, times as ISO text. */
function historyDetail(detail: Record<string, unknown>) {
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value))
  const text = (value: unknown) => (typeof value === 'string' ? value : null)
  return {
    kind: text(detail.kind),
    period: text(detail.period),
    amount: number(detail.amount),
    from: number(detail.from),
    appliesAt: detail.appliesAt ? iso(String(detail.appliesAt)) : null,
    until: detail.until ? iso(String(detail.until)) : null,
    minutes: number(detail.minutes),
    reason: text(detail.reason),
  }
}

/** What a ledger or bets page takes: the account, an optional day range, a page. */
export interface HistoryQuery {
  accountId?: unknown
  startDate?: unknown
  endDate?: unknown
  page?: number
  pageSize?: number
}

/** The account's ledger rows, newest first, over the merchant's days when a range is given. */
export async function playerLedger(db: Db, ctx: OperatorContext, input: HistoryQuery) {
  const { start, end } = dayRangeOf(input)
  const { page, pageSize, offset } = pageOf(input)
  return inMerchantZone(db, ctx.merchant, async (tx) => {
    const id = await accountOf(tx, ctx, input.accountId)
    const where = `WHERE account_id = $1 AND ($2::date IS NULL OR created_at >= $2::date)
      AND ($3::date IS NULL OR created_at < $3::date + 1)`
    const [count] = await tx.query<{ count: string }>(
      `SELECT count(*) AS count FROM ledger ${where}`,
      [id, start, end],
    )
    const rows = await tx.query<{
      id: string
      amount: string
      balance_after: string
      kind: string
      reference: string
      created_at: Date
    }>(
      `SELECT id, amount, balance_after, kind, reference, created_at FROM ledger ${where}
       ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
      [id, start, end, pageSize, offset],
    )
    return paged(
      rows.map((r) => ({
        ledgerId: String(r.id),
        amount: Number(r.amount),
        balanceAfter: Number(r.balance_after),
        kind: r.kind,
        reference: r.reference,
        createdAt: iso(r.created_at)!,
      })),
      Number(count?.count ?? 0),
      page,
      pageSize,
    )
  })
}

/** The account's bets, newest first, over the merchant's days when a range is given. */
export async function playerBets(db: Db, ctx: OperatorContext, input: HistoryQuery) {
  const { start, end } = dayRangeOf(input)
  const { page, pageSize, offset } = pageOf(input)
  return inMerchantZone(db, ctx.merchant, async (tx) => {
    const id = await accountOf(tx, ctx, input.accountId)
    const where = `WHERE account_id = $1 AND merchant = $2
      AND ($3::date IS NULL OR created_at >= $3::date)
      AND ($4::date IS NULL OR created_at < $4::date + 1)`
    const params = [id, ctx.merchant, start, end]
    const [count] = await tx.query<{ count: string }>(
      `SELECT count(*) AS count FROM bets ${where}`,
      params,
    )
    const rows = await tx.query<{
      id: string
      vendor: string
      game_code: string
      game_type: string
      stake: string
      payout: string
      status: string
      created_at: Date
      settled_at: Date | null
    }>(
      `SELECT id, vendor, game_code, game_type, stake, payout, status, created_at, settled_at
       FROM bets ${where} ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`,
      [...params, pageSize, offset],
    )
    return paged(
      rows.map((r) => ({
        betId: String(r.id),
        vendor: r.vendor,
        gameCode: r.game_code,
        gameType: r.game_type,
        stake: Number(r.stake),
        payout: Number(r.payout),
        status: r.status,
        createdAt: iso(r.created_at)!,
        settledAt: iso(r.settled_at),
      })),
      Number(count?.count ?? 0),
      page,
      pageSize,
    )
  })
}

/** The flags an operator's account change touches, as the audit log keeps them. */
interface Flags {
  locked: boolean
  passwordChangeForced: boolean
  hasAuthenticator: boolean
}

/**
 * Changes one account of the merchant in a transaction with its audit row: the account is
 * locked, change runs, and the flags before and after are recorded.
 */
async function changeAccount(
  db: Db,
  ctx: OperatorContext,
  accountId: unknown,
  action: string,
  change: (tx: Tx, id: number) => Promise<void>,
) {
  const id = rowIdOf(accountId, 'accountId')
  return db.transaction(async (tx) => {
    const flags = async (lock: boolean) => {
      const [row] = await tx.query<{ l: boolean; p: boolean; t: boolean }>(
        `SELECT locked_by_operator AS l, password_expired AS p, totp_secret IS NOT NULL AS t
         FROM accounts WHERE id = $1 AND merchant = $2${lock ? ' FOR UPDATE' : ''}`,
        [id, ctx.merchant],
      )
      if (!row) throw new ApiError('Unknown account', 404)
      return { locked: row.l, passwordChangeForced: row.p, hasAuthenticator: row.t } as Flags
    }
    const before = await flags(true)
    await change(tx, Number(id))
    const after = await flags(false)
    await recordAudit(tx, {
      operatorId: ctx.operatorId,
      merchantId: ctx.merchantId,
      action,
      target: `account:${id}`,
      before,
      after,
    })
    return { accountId: id, ...after }
  })
}

/**
 * Locks or unlocks an account. Locking ends every session of it in the same transaction: each
 * session's live stream hears `session` with reason `locked` and its games stop; sign-in is
 * refused until it is unlocked. Unlocking lifts a lock of failed sign-ins too.
 */
export async function setPlayerLock(
  db: Db,
  ctx: OperatorContext,
  input: { accountId?: unknown; locked?: unknown },
) {
  const { locked } = input
  if (typeof locked !== 'boolean') throw invalid('locked')
  return changeAccount(
    db,
    ctx,
    input.accountId,
    locked ? 'player.lock' : 'player.unlock',
    async (tx, id) => {
      // Unlocking also lifts a lock of failed sign-ins: support unlocks the player either way.
      await tx.query(
        `UPDATE accounts SET locked_by_operator = $2,
         locked_until = CASE WHEN $2 THEN locked_until END WHERE id = $1`,
        [id, locked],
      )
      if (locked) await endSessions(tx, id, 'locked')
    },
  )
}

/**
 * Makes the account's next password sign-in ask for a new password (the portal's
 * forcedPasswordChange flow: login answers passwordExpired while the merchant's switch is on).
 */
export async function forcePasswordChange(
  db: Db,
  ctx: OperatorContext,
  input: { accountId?: unknown },
) {
  return changeAccount(db, ctx, input.accountId, 'player.forcePasswordChange', async (tx, id) => {
    await tx.query('UPDATE accounts SET password_expired = true WHERE id = $1', [id])
  })
}

/**
 * Unbinds the account's authenticator app (a player who lost the phone): its next sign-in from a
 * new address asks for the merchant's other verification instead, and it may bind an app again.
 */
export async function resetTwoFactor(db: Db, ctx: OperatorContext, input: { accountId?: unknown }) {
  return changeAccount(db, ctx, input.accountId, 'player.resetTwoFactor', async (tx, id) => {
    await tx.query('UPDATE accounts SET totp_secret = NULL WHERE id = $1', [id])
  })
}

/** The account's sign-ins (one per session opened), newest first. */
export async function signInHistory(
  db: Db,
  ctx: OperatorContext,
  input: { accountId?: unknown; page?: number; pageSize?: number },
) {
  const { page, pageSize, offset } = pageOf(input)
  const id = await accountOf(db, ctx, input.accountId)
  const [count] = await db.query<{ count: string }>(
    'SELECT count(*) AS count FROM sign_ins WHERE account_id = $1',
    [id],
  )
  const rows = await db.query<{ ip: string | null; at: Date }>(
    `SELECT ip, at FROM sign_ins WHERE account_id = $1 ORDER BY at DESC, id DESC
     LIMIT $2 OFFSET $3`,
    [id, pageSize, offset],
  )
  return paged(
    rows.map((r) => ({ ip: r.ip, at: iso(r.at)! })),
    Number(count?.count ?? 0),
    page,
    pageSize,
  )
}

/** How deep the tree's level counts go: deeper levels are counted in the last one's total. */
const maxLevels = 30

/**
 * An account's place in the agent tree: its uplines to the top, how many accounts each level of
 * its downline holds, its whole team's size, and one page of its direct downlines, each with the
 * size of its own team.
 */
export async function agentTree(
  db: Db,
  ctx: OperatorContext,
  input: { accountId?: unknown; page?: number; pageSize?: number },
) {
  const { page, pageSize, offset } = pageOf(input)
  const id = await accountOf(db, ctx, input.accountId)
  const uplines = await db.query<{ id: string; username: string; type: number; depth: number }>(
    `WITH RECURSIVE up (id, username, type, upline_id, depth) AS (
       SELECT u.id, u.username, u.type, u.upline_id, 1 FROM accounts a
         JOIN accounts u ON u.id = a.upline_id WHERE a.id = $1 AND u.merchant = $3
       UNION ALL
       SELECT u.id, u.username, u.type, u.upline_id, up.depth + 1 FROM up
         JOIN accounts u ON u.id = up.upline_id WHERE up.depth < $2 AND u.merchant = $3)
     SELECT id, username, type, depth FROM up ORDER BY depth`,
    [id, maxLevels, ctx.merchant],
  )
  const levels = await db.query<{ level: number; count: string }>(
    `WITH RECURSIVE down (id, level) AS (
       SELECT id, 1 FROM accounts WHERE upline_id = $1 AND merchant = $2
       UNION ALL
       SELECT a.id, down.level + 1 FROM accounts a JOIN down ON a.upline_id = down.id
       WHERE down.level < $3 AND a.merchant = $2)
     SELECT level, count(*) AS count FROM down GROUP BY level ORDER BY level`,
    [id, ctx.merchant, maxLevels],
  )
  const [team] = await db.query<{ count: string }>(
    `${teamCte} SELECT count(*) AS count FROM team`,
    [id],
  )
  const direct = Number(levels[0]?.count ?? 0)
  const rows = await db.query<{ id: string; username: string; type: number; created_at: Date }>(
    `SELECT id, username, type, created_at FROM accounts WHERE upline_id = $1 AND merchant = $2
     ORDER BY lower(username), id LIMIT $3 OFFSET $4`,
    [id, ctx.merchant, pageSize, offset],
  )
  const downlines = []
  for (const r of rows) {
    const [size] = await db.query<{ count: string }>(
      `${teamCte} SELECT count(*) AS count FROM team`,
      [r.id],
    )
    downlines.push({
      accountId: String(r.id),
      username: r.username,
      type: Number(r.type),
      teamSize: Number(size?.count ?? 0),
      createdAt: iso(r.created_at)!,
    })
  }
  return {
    uplines: uplines.map((u) => ({
      accountId: String(u.id),
      username: u.username,
      type: Number(u.type),
    })),
    levels: levels.map((l) => ({ level: Number(l.level), count: Number(l.count) })),
    teamSize: Number(team?.count ?? 0),
    downlines: paged(downlines, direct, page, pageSize),
  }
}

/** The agent contracts the account is a party to (as upline or downline), newest first. */
export async function agentContracts(
  db: Db,
  ctx: OperatorContext,
  input: { accountId?: unknown; page?: number; pageSize?: number },
) {
  const { page, pageSize, offset } = pageOf(input)
  const id = await accountOf(db, ctx, input.accountId)
  const where = 'WHERE c.merchant = $1 AND (c.upline_id = $2 OR c.account_id = $2)'
  const [count] = await db.query<{ count: string }>(
    `SELECT count(*) AS count FROM agent_contracts c ${where}`,
    [ctx.merchant, id],
  )
  const rows = await db.query<{
    id: string
    kind: string
    rate: string
    status: string
    request_type: string
    upline_id: string
    account_id: string
    upline_name: string
    downline_name: string
    period_type: string | null
    valid_bet: string
    active_members: number
    created_at: Date
    activated_at: Date | null
  }>(
    `SELECT c.id, c.kind, c.rate, c.status, c.request_type, c.upline_id, c.account_id,
       u.username AS upline_name, d.username AS downline_name, c.period_type, c.valid_bet,
       c.active_members, c.created_at, c.activated_at
     FROM agent_contracts c JOIN accounts u ON u.id = c.upline_id
       JOIN accounts d ON d.id = c.account_id
     ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT $3 OFFSET $4`,
    [ctx.merchant, id, pageSize, offset],
  )
  return paged(
    rows.map((r) => ({
      contractId: String(r.id),
      kind: r.kind,
      rate: Number(r.rate),
      status: r.status,
      requestType: r.request_type,
      role: Number(r.upline_id) === id ? ('upline' as const) : ('downline' as const),
      upline: r.upline_name,
      downline: r.downline_name,
      periodType: r.period_type,
      validBet: Number(r.valid_bet),
      activeMembers: Number(r.active_members),
      createdAt: iso(r.created_at)!,
      activatedAt: iso(r.activated_at),
    })),
    Number(count?.count ?? 0),
    page,
    pageSize,
  )
}
