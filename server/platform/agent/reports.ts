import type { CallInput } from '../../../src/api/types.gen'
import type { Db } from '../db'
import { gameNameFor } from '../games/name-overrides'
import { ApiError } from '../router'
import { checkRange, inRange, inTeam, iso, num, paging, prefixPattern, teamCte } from './team'

/** Ledger kinds counted as bonus in the profit-and-loss report. */
export const bonusKinds = ['bonus', 'rebate', 'promotion', 'reward']

/**
 * A team member's own rows as a LATERAL subquery: read through the member's index, one member after
 * another. OFFSET 0 keeps the planner from folding it into a join, where it would weigh the team
 * at its guess of a recursive walk's size (often many times the real one) and read the whole
 * table instead.
 */
const memberRows = (select: string) => `LATERAL (${select} OFFSET 0)`

/** Ledger kinds that make up an agent's income. */
const incomeKinds = ['commission', 'dividend', 'salary'] as const

/** Team figures over a range and the daily series for charts. */
export async function overview(
  db: Pick<Db, 'query'>,
  agentId: number,
  range: CallInput<'agent.overview'>,
) {
  checkRange(range.startDate, range.endDate)
  const params = [agentId, range.startDate, range.endDate]
  const [figures] = await db.query<Record<string, string>>(
    `${teamCte}
     SELECT
       (SELECT count(*) FROM team) AS team_size,
       (SELECT count(*) FROM accounts WHERE upline_id = $1) AS direct_members,
       (SELECT count(DISTINCT b.account_id) FROM bets b JOIN team t ON t.id = b.account_id
         WHERE b.status <> 'cancelled' AND ${inRange('b.created_at')}) AS active_members,
       (SELECT count(*) FROM accounts a JOIN team t ON t.id = a.id
         WHERE ${inRange('a.created_at')}) AS new_members,
       (SELECT coalesce(sum(l.amount) FILTER (WHERE l.kind = 'deposit'), 0) FROM ledger l
         JOIN team t ON t.id = l.account_id WHERE ${inRange('l.created_at')}) AS deposits,
       (SELECT coalesce(-sum(l.amount) FILTER (WHERE l.kind = 'withdraw'), 0) FROM ledger l
         JOIN team t ON t.id = l.account_id WHERE ${inRange('l.created_at')}) AS withdrawals,
       (SELECT coalesce(sum(b.stake), 0) FROM bets b JOIN team t ON t.id = b.account_id
         WHERE b.status <> 'cancelled' AND ${inRange('b.created_at')}) AS stake,
       (SELECT coalesce(sum(b.payout), 0) FROM bets b JOIN team t ON t.id = b.account_id
         WHERE b.status <> 'cancelled' AND ${inRange('b.created_at')}) AS payout`,
    params,
  )
  const daily = await db.query<Record<string, string>>(
    `${teamCte},
     days AS (SELECT d::date AS day FROM generate_series($2::date, $3::date, interval '1 day') AS d),
     b AS (SELECT b.created_at::date AS day, sum(b.stake) AS stake, sum(b.payout - b.stake) AS profit,
             count(DISTINCT b.account_id) AS active
           FROM bets b JOIN team t ON t.id = b.account_id WHERE b.status <> 'cancelled' AND ${inRange('b.created_at')} GROUP BY 1),
     l AS (SELECT l.created_at::date AS day, sum(l.amount) AS deposits
           FROM ledger l JOIN team t ON t.id = l.account_id
           WHERE l.kind = 'deposit' AND ${inRange('l.created_at')} GROUP BY 1)
     SELECT to_char(days.day, 'YYYY-MM-DD') AS date, b.stake, b.profit, b.active, l.deposits
     FROM days LEFT JOIN b ON b.day = days.day LEFT JOIN l ON l.day = days.day ORDER BY days.day`,
    params,
  )
  const f = figures!
  return {
    teamSize: num(f.team_size),
    directMembers: num(f.direct_members),
    activeMembers: num(f.active_members),
    newMembers: num(f.new_members),
    deposits: num(f.deposits),
    withdrawals: num(f.withdrawals),
    stake: num(f.stake),
    payout: num(f.payout),
    profit: num(f.payout) - num(f.stake),
    daily: daily.map((d) => ({
      date: d.date!,
      stake: num(d.stake),
      profit: num(d.profit),
      deposits: num(d.deposits),
      activeMembers: num(d.active),
    })),
  }
}

interface MemberRow {
  id: string
  username: string
  type: number
  balance: string
  locked: boolean
  created_at: Date
  last_login: Date | null
}

/**
 * Direct children of a team account, or team members by username prefix, one page; with both,
 * the children of that account whose username starts with it (the team page finds which of a
 * search's members are the agent's own, the ones a transfer may go to).
 */
export async function downline(
  db: Pick<Db, 'query'>,
  agentId: number,
  input: CallInput<'agent.downline'>,
) {
  const { pageSize, offset } = paging(input)
  const parentId = input.parentId ? Number(input.parentId) : agentId
  if (parentId !== agentId && !(await inTeam(db, agentId, parentId)))
    throw new ApiError('This account is not in your team', 403)
  const pattern = prefixPattern(input.username)
  const where = !pattern
    ? `a.upline_id = $2`
    : input.parentId
      ? `a.upline_id = $2 AND lower(a.username) LIKE $3`
      : `a.id IN (SELECT id FROM team) AND lower(a.username) LIKE $2`
  const params: (number | string)[] =
    pattern && input.parentId ? [agentId, parentId, pattern] : [agentId, pattern ?? parentId]
  const [limit, skip] = [params.length + 1, params.length + 2]
  // The page carries the count of all it was cut from: a search walks the whole team once, not
  // once for the count and again for the page.
  const rows = await db.query<MemberRow & { total: string }>(
    `${teamCte}, found AS (
       SELECT a.id, a.username, a.type, a.locked_until, a.created_at, count(*) OVER () AS total
       FROM accounts a WHERE ${where} ORDER BY a.username LIMIT $${limit} OFFSET $${skip})
     SELECT a.id, a.username, a.type, coalesce(w.balance, 0) AS balance,
       coalesce(a.locked_until > platform_now(), false) AS locked, a.created_at,
       (SELECT max(s.created_at) FROM sessions s WHERE s.account_id = a.id) AS last_login, a.total
     FROM found a LEFT JOIN wallets w ON w.account_id = a.id ORDER BY a.username`,
    [...params, pageSize, offset],
  )
  // A page past the end holds no row to carry the count: it is counted on its own.
  const [count] = rows.length
    ? [{ count: rows[0]!.total }]
    : await db.query<{ count: string }>(
        `${teamCte} SELECT count(*) AS count FROM accounts a WHERE ${where}`,
        params,
      )
  const sizes = await teamSizes(
    db,
    rows.map((r) => Number(r.id)),
  )
  const [parent] = await db.query<{ id: string; username: string }>(
    'SELECT id, username FROM accounts WHERE id = $1',
    [pattern && !input.parentId ? agentId : parentId],
  )
  const total = num(count?.count)
  return {
    totalPages: Math.ceil(total / pageSize),
    total,
    parent: { id: String(parent!.id), username: parent!.username },
    list: rows.map((r) => ({
      id: String(r.id),
      username: r.username,
      type: Number(r.type),
      balance: num(r.balance),
      status: r.locked ? ('locked' as const) : ('normal' as const),
      teamSize: sizes.get(Number(r.id)) ?? 0,
      createdAt: iso(r.created_at),
      lastLogin: r.last_login ? iso(r.last_login) : null,
    })),
  }
}

/** The size of each account's own downline, by account id. */
async function teamSizes(db: Pick<Db, 'query'>, ids: number[]) {
  if (!ids.length) return new Map<number, number>()
  const rows = await db.query<{ root: string; size: string }>(
    `WITH RECURSIVE sub (root, id) AS (
       SELECT id, id FROM accounts WHERE id = ANY($1::bigint[])
       UNION
       SELECT s.root, a.id FROM accounts a JOIN sub s ON a.upline_id = s.id
     )
     SELECT root, count(*) - 1 AS size FROM sub GROUP BY root`,
    [ids],
  )
  return new Map(rows.map((r) => [Number(r.root), num(r.size)]))
}

/**
 * The team's bets over a range, newest first, with totals; each names its game as the game list
 * answers the merchant (null for a game the catalogue no longer holds).
 */
export async function teamBets(
  db: Pick<Db, 'query'>,
  agentId: number,
  merchant: string,
  input: CallInput<'agent.teamBets'>,
) {
  checkRange(input.startDate, input.endDate)
  const { pageSize, offset } = paging(input)
  const members = `${teamCte}, m AS (
      SELECT id, username FROM team WHERE $4::text IS NULL OR lower(username) LIKE $4)`
  const bets = `FROM m, ${memberRows(`SELECT b.id, b.created_at, b.stake, b.payout FROM bets b
      WHERE b.account_id = m.id AND b.status <> 'cancelled' AND ${inRange('b.created_at')}
        AND ($5::text IS NULL OR b.game_type = $5)`)} b`
  const params = [
    agentId,
    input.startDate,
    input.endDate,
    prefixPattern(input.username),
    input.gameType || null,
  ]
  // One walk over the team's bets gives the page (cut from the index: the ids of the newest, before
  // any bet is read whole) and, beside each row, the totals of them all.
  const rows = await db.query<
    Record<string, string> & { status: 'open' | 'settled'; created_at: Date }
  >(
    `${members}, page AS (
       SELECT b.id, m.username, count(*) OVER () AS total_count, sum(b.stake) OVER () AS total_stake,
         sum(b.payout) OVER () AS total_payout
       ${bets} ORDER BY b.created_at DESC, b.id DESC LIMIT $6 OFFSET $7)
     SELECT b.*, page.username, page.total_count, page.total_stake, page.total_payout,
       (SELECT g.name FROM games g WHERE g.vendor = b.vendor AND g.game_code = b.game_code) AS game_name
     FROM page JOIN bets b ON b.id = page.id ORDER BY b.created_at DESC, b.id DESC`,
    [...params, pageSize, offset],
  )
  // A page past the end holds no row to carry the totals: they are summed on their own.
  const [totals] = rows.length
    ? [{ count: rows[0]!.total_count, stake: rows[0]!.total_stake, payout: rows[0]!.total_payout }]
    : await db.query<Record<string, string>>(
        `${members} SELECT count(*) AS count, coalesce(sum(b.stake), 0) AS stake,
           coalesce(sum(b.payout), 0) AS payout ${bets}`,
        params,
      )
  const count = num(totals?.count)
  return {
    totalPages: Math.ceil(count / pageSize),
    totals: {
      count,
      stake: num(totals?.stake),
      payout: num(totals?.payout),
      profit: num(totals?.payout) - num(totals?.stake),
    },
    list: rows.map((r) => ({
      id: String(r.id),
      username: r.username!,
      vendor: r.vendor!,
      gameCode: r.game_code!,
      gameName: r.game_name ? gameNameFor(merchant, r.vendor!, r.game_code!, r.game_name) : null,
      gameType: r.game_type!,
      stake: num(r.stake),
      payout: num(r.payout),
      profit: num(r.payout) - num(r.stake),
      status: r.status,
      time: iso(r.created_at),
    })),
  }
}

/** Each team member's stake, payout, profit, deposits, withdrawals and bonus over a range. */
export async function profitLoss(
  db: Pick<Db, 'query'>,
  agentId: number,
  input: CallInput<'agent.profitLoss'>,
) {
  checkRange(input.startDate, input.endDate)
  const { pageSize, offset } = paging(input)
  const members = `${teamCte},
    m AS (SELECT id, username, type FROM team WHERE $4::text IS NULL OR lower(username) LIKE $4)`
  // Figures over the range from the quarter-hour totals of migration 040: a member's own, or an
  // upline's direct downlines'. One index walk each, over the quarters with activity.
  const figuresOf = (table: 'account_quarters' | 'upline_quarters', id: string) =>
    memberRows(`SELECT sum(q.stake) AS stake, sum(q.payout) AS payout,
      sum(q.deposits) AS deposits, sum(q.withdrawals) AS withdrawals, sum(q.bonus) AS bonus
      FROM ${table} q
      WHERE q.${table === 'account_quarters' ? 'account_id' : 'upline_id'} = ${id}
        AND ${inRange('q.quarter')}`)
  const sums = (of: string) => `coalesce(${of}.stake, 0) AS stake,
    coalesce(${of}.payout, 0) AS payout, coalesce(${of}.deposits, 0) AS deposits,
    coalesce(${of}.withdrawals, 0) AS withdrawals, coalesce(${of}.bonus, 0) AS bonus`
  // One statement, one walk of the team. The whole team's totals are its uplines' (the agent and
  // each member with downlines of its own: every member is some upline's direct downline), a
  // few hundred rows for a team of 10,000; a search's totals are its members' own. The page's
  // figures are read for its members only. The totals ride on each page row, or on a row of their
  // own when the page is past the end.
  const answer = await db.query<Record<string, string | null>>(
    `${members},
     f AS (SELECT f.* FROM (SELECT DISTINCT upline_id FROM team) u,
             ${figuresOf('upline_quarters', 'u.upline_id')} f WHERE $4::text IS NULL
           UNION ALL
           SELECT f.* FROM m, ${figuresOf('account_quarters', 'm.id')} f WHERE $4::text IS NOT NULL),
     t AS (SELECT (SELECT count(*) FROM m) AS count, ${sums('t')}
           FROM (SELECT sum(stake) AS stake, sum(payout) AS payout, sum(deposits) AS deposits,
                   sum(withdrawals) AS withdrawals, sum(bonus) AS bonus FROM f) t),
     p AS (SELECT * FROM m ORDER BY username LIMIT $5 OFFSET $6),
     r AS (SELECT p.id, p.username, p.type, ${sums('f')}
           FROM p, ${figuresOf('account_quarters', 'p.id')} f)
     SELECT r.*, t.count AS total_count, t.stake AS total_stake, t.payout AS total_payout,
       t.deposits AS total_deposits, t.withdrawals AS total_withdrawals, t.bonus AS total_bonus
     FROM t LEFT JOIN r ON true ORDER BY r.username`,
    [agentId, input.startDate, input.endDate, prefixPattern(input.username), pageSize, offset],
  )
  const first = answer[0]
  const totals = {
    count: first?.total_count,
    stake: first?.total_stake,
    payout: first?.total_payout,
    deposits: first?.total_deposits,
    withdrawals: first?.total_withdrawals,
    bonus: first?.total_bonus,
  }
  const rows = answer.filter((r) => r.id !== null)
  const figures = (r: Record<string, string | null | undefined> | undefined) => ({
    stake: num(r?.stake),
    payout: num(r?.payout),
    profit: num(r?.payout) - num(r?.stake),
    deposits: num(r?.deposits),
    withdrawals: num(r?.withdrawals),
    bonus: num(r?.bonus),
  })
  return {
    totalPages: Math.ceil(num(totals?.count) / pageSize),
    totals: figures(totals),
    list: rows.map((r) => ({
      id: String(r.id),
      username: r.username!,
      type: num(r.type),
      ...figures(r),
    })),
  }
}

/** The agent's own income (commission, dividend, salary credits) by day over a range. */
export async function revenue(
  db: Pick<Db, 'query'>,
  agentId: number,
  range: CallInput<'agent.revenue'>,
) {
  checkRange(range.startDate, range.endDate)
  const rows = await db.query<Record<string, string>>(
    `WITH days AS (SELECT d::date AS day FROM generate_series($2::date, $3::date, interval '1 day') AS d),
     l AS (SELECT created_at::date AS day,
             sum(amount) FILTER (WHERE kind = 'commission') AS commission,
             sum(amount) FILTER (WHERE kind = 'dividend') AS dividend,
             sum(amount) FILTER (WHERE kind = 'salary') AS salary
           FROM ledger WHERE account_id = $1 AND kind = ANY($4::text[]) AND ${inRange('created_at')}
           GROUP BY 1)
     SELECT to_char(days.day, 'YYYY-MM-DD') AS date, l.commission, l.dividend, l.salary
     FROM days LEFT JOIN l ON l.day = days.day ORDER BY days.day`,
    [agentId, range.startDate, range.endDate, incomeKinds],
  )
  const daily = rows.map((r) => {
    const [commission, dividend, salary] = [num(r.commission), num(r.dividend), num(r.salary)]
    return { date: r.date!, commission, dividend, salary, total: commission + dividend + salary }
  })
  const sum = (key: 'commission' | 'dividend' | 'salary' | 'total') =>
    daily.reduce((total, d) => total + d[key], 0)
  return {
    totals: {
      commission: sum('commission'),
      dividend: sum('dividend'),
      salary: sum('salary'),
      total: sum('total'),
    },
    daily,
  }
}

/** The team's ledger rows over a range, newest first, with totals. */
export async function transactions(
  db: Pick<Db, 'query'>,
  agentId: number,
  input: CallInput<'agent.transactions'>,
) {
  checkRange(input.startDate, input.endDate)
  const { pageSize, offset } = paging(input)
  const from = `${teamCte}, m AS (
      SELECT id, username FROM team WHERE $4::text IS NULL OR lower(username) LIKE $4)
    SELECT %s FROM ledger l JOIN m ON m.id = l.account_id
    WHERE ${inRange('l.created_at')} AND ($5::text IS NULL OR l.kind = $5)`
  const params = [
    agentId,
    input.startDate,
    input.endDate,
    prefixPattern(input.username),
    input.kind || null,
  ]
  const [totals] = await db.query<Record<string, string>>(
    from.replace(
      '%s',
      `count(*) AS count, coalesce(sum(l.amount) FILTER (WHERE l.amount > 0), 0) AS credits,
       coalesce(-sum(l.amount) FILTER (WHERE l.amount < 0), 0) AS debits`,
    ),
    params,
  )
  const rows = await db.query<Record<string, string> & { created_at: Date }>(
    `${from.replace('%s', 'l.*, m.username')} ORDER BY l.created_at DESC, l.id DESC LIMIT $6 OFFSET $7`,
    [...params, pageSize, offset],
  )
  const count = num(totals?.count)
  return {
    totalPages: Math.ceil(count / pageSize),
    totals: {
      count,
      credits: num(totals?.credits),
      debits: num(totals?.debits),
      net: num(totals?.credits) - num(totals?.debits),
    },
    list: rows.map((r) => ({
      id: String(r.id),
      username: r.username!,
      kind: r.kind!,
      amount: num(r.amount),
      balanceAfter: num(r.balance_after),
      time: iso(r.created_at),
    })),
  }
}

/**
 * The credit report: for each direct downline, what the agent transferred to it (credited) and
 * what it sent back (returned) over a range, the net the agent has put out, and the downline's
 * balance now. A transfer writes a transfer-out and a transfer-in row with one reference in one
 * transaction (so one timestamp); the two rows are paired on both.
 */
export async function creditReport(
  db: Pick<Db, 'query'>,
  agentId: number,
  input: CallInput<'agent.creditReport'>,
) {
  checkRange(input.startDate, input.endDate)
  const { pageSize, offset } = paging(input)
  const rowsCte = `WITH m AS (
      SELECT a.id, a.username, a.type FROM accounts a
      WHERE a.upline_id = $1 AND ($4::text IS NULL OR lower(a.username) LIKE $4)),
    p AS (
      SELECT o.account_id AS from_id, i.account_id AS to_id, i.amount, i.created_at
      FROM ledger o JOIN ledger i
        ON i.reference = o.reference AND i.created_at = o.created_at AND i.kind = 'transfer-in'
      WHERE o.kind = 'transfer-out' AND ${inRange('o.created_at')}
        AND ((o.account_id = $1 AND i.account_id IN (SELECT id FROM m))
          OR (i.account_id = $1 AND o.account_id IN (SELECT id FROM m)))),
    r AS (
      SELECT m.id, m.username, m.type,
        coalesce(sum(p.amount) FILTER (WHERE p.from_id = $1), 0) AS credited,
        coalesce(sum(p.amount) FILTER (WHERE p.to_id = $1), 0) AS returned,
        count(p.amount) AS transfers, max(p.created_at) AS last_transfer,
        coalesce((SELECT w.balance FROM wallets w WHERE w.account_id = m.id), 0) AS balance
      FROM m LEFT JOIN p ON p.from_id = m.id OR p.to_id = m.id
      GROUP BY m.id, m.username, m.type)`
  const params = [agentId, input.startDate, input.endDate, prefixPattern(input.username)]
  const [totals] = await db.query<Record<string, string>>(
    `${rowsCte} SELECT count(*) AS count, coalesce(sum(credited), 0) AS credited,
       coalesce(sum(returned), 0) AS returned, coalesce(sum(transfers), 0) AS transfers,
       coalesce(sum(balance), 0) AS balance FROM r`,
    params,
  )
  const rows = await db.query<Record<string, string> & { last_transfer: Date | null }>(
    `${rowsCte} SELECT * FROM r ORDER BY username LIMIT $5 OFFSET $6`,
    [...params, pageSize, offset],
  )
  const figures = (r: Record<string, unknown> | undefined) => ({
    credited: num(r?.credited),
    returned: num(r?.returned),
    net: num(r?.credited) - num(r?.returned),
    transfers: num(r?.transfers),
    balance: num(r?.balance),
  })
  return {
    totalPages: Math.ceil(num(totals?.count) / pageSize),
    totals: figures(totals),
    list: rows.map((r) => ({
      id: String(r.id),
      username: r.username!,
      type: num(r.type),
      ...figures(r),
      lastTransfer: r.last_transfer ? iso(r.last_transfer) : null,
    })),
  }
}
