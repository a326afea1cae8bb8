import type { Platform } from '../context'
import { checkDayRange } from '../dates'
import type { Tx } from '../domain'
import { ApiError, type Caller } from '../router'
import { refusal } from '../i18n'

/** Account types that may use the agent centre (spec §6). */
export const agentTypes = [1, 2, 41, 42]

/** Default page size of the portal's lists (spec §9). */
export const defaultPageSize = 14

/** Longest date range a report covers, in days after the start date. */
const maxRangeDays = 92

/**
 * The caller's whole downline as a CTE named team (id, username, type, upline_id): every account
 * whose upline chain reaches $1, not the caller itself. UNION (not UNION ALL) stops on a cycle. The
 * username and type come along so that a report over a big team need not read each member's
 * account again, and the upline so that one can find the team's uplines (accounts_team holds all
 * four).
 */
export const teamCte = `WITH RECURSIVE team (id, username, type, upline_id) AS (
  SELECT id, username, type, upline_id FROM accounts WHERE upline_id = $1
  UNION
  SELECT a.id, a.username, a.type, a.upline_id FROM accounts a JOIN team t ON a.upline_id = t.id
)`

/** Rows of a date range: created_at within [$2, $3] whole days. */
export const inRange = (column: string) => `${column} >= $2::date AND ${column} < ($3::date + 1)`

/** The calling agent's account id; refuses non-agents with 403. */
export async function requireAgent(p: Platform, caller: Caller | null): Promise<number> {
  const account = caller ? await p.accounts.byId(caller.accountId) : null
  if (!account || !agentTypes.includes(Number(account.type)))
    throw new ApiError('Non-agents cannot use the agent centre', 403)
  return Number(account.id)
}

/** Checks a report's date range: real dates, end not before start, at most 92 days. */
export function checkRange(startDate: string, endDate: string) {
  checkDayRange(startDate, endDate)
  const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000
  if (days > maxRangeDays)
    throw new ApiError(refusal`The date range can cover at most ${maxRangeDays + 1} days`, 400)
}

/** True when accountId is in agentId's downline. */
export async function inTeam(q: Tx, agentId: number, accountId: number): Promise<boolean> {
  const rows = await q.query(`${teamCte} SELECT 1 FROM team WHERE id = $2`, [agentId, accountId])
  return rows.length > 0
}

/** A LIKE pattern matching usernames that start with prefix (wildcards in it match literally). */
export const prefixPattern = (prefix: string | undefined) =>
  prefix ? `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null

/** Page number, size and offset of a paged request. */
export function paging(input: { pageNo?: number; pageSize?: number }) {
  const pageSize = input.pageSize ?? defaultPageSize
  const pageNo = input.pageNo ?? 1
  return { pageSize, offset: (pageNo - 1) * pageSize }
}

/** A figure from the database (bigint and numeric arrive as strings) as a number. */
export const num = (value: unknown) => Number(value ?? 0)

/** A timestamp as ISO text. */
export const iso = (value: Date | string) => new Date(value).toISOString()
