import type { CallInput } from '../../../src/api/types.gen'
import type { Platform } from '../context'
import { zonedDb } from '../time-zone'
import { requireKind } from './contracts'
import { settleDueContracts } from './salary'
import { checkRange, inRange, iso, num, paging } from './team'

interface PayoutRow {
  contract_id: string
  period_start: Date
  period_end: Date
  valid_bet: string
  active_members: number
  team_profit: string
  amount: string
  created_at: Date
  rate: string
  counterparty: string
  total_count: string
  total_valid_bet: string
  total_amount: string
}

/**
 * Settled periods of one contract kind whose period starts within the dates, newest first, with
 * totals. Periods that closed since the scheduler last ran are settled first, so the records are
 * never behind the clock.
 */
export async function listPayouts(
  p: Platform,
  agentId: number,
  merchant: string,
  q: CallInput<'agent.payouts'>,
  timeZone: string,
) {
  await requireKind(p, merchant, q.kind)
  checkRange(q.startDate, q.endDate)
  await settleDueContracts(p, undefined, { agentId, kind: q.kind })
  const { pageSize, offset } = paging(q)
  const received = (q.side ?? 'received') === 'received'
  const rows = await zonedDb(p.db, timeZone).query<PayoutRow>(
    `SELECT s.contract_id, s.period_start, s.period_end, s.valid_bet, s.active_members, s.team_profit,
       s.amount, s.created_at, c.rate, o.username AS counterparty,
       count(*) OVER () AS total_count, sum(s.valid_bet) OVER () AS total_valid_bet,
       sum(s.amount) OVER () AS total_amount
     FROM agent_salary_periods s JOIN agent_contracts c ON c.id = s.contract_id
     JOIN accounts o ON o.id = CASE WHEN $5 THEN c.upline_id ELSE c.account_id END
     WHERE c.kind = $4 AND ${inRange('s.period_start')}
       AND (CASE WHEN $5 THEN c.account_id ELSE c.upline_id END) = $1
     ORDER BY s.period_start DESC, s.contract_id DESC LIMIT $6 OFFSET $7`,
    [agentId, q.startDate, q.endDate, q.kind, received, pageSize, offset],
  )
  const first = rows[0]
  const count = num(first?.total_count)
  return {
    totalPages: Math.ceil(count / pageSize),
    totals: {
      count,
      validBet: num(first?.total_valid_bet),
      amount: num(first?.total_amount),
    },
    list: rows.map((r) => ({
      contractId: String(r.contract_id),
      periodStart: iso(r.period_start),
      periodEnd: iso(r.period_end),
      counterparty: r.counterparty,
      rate: Number(r.rate),
      validBet: num(r.valid_bet),
      activeMembers: num(r.active_members),
      teamProfit: num(r.team_profit),
      amount: num(r.amount),
      paidAt: iso(r.created_at),
    })),
  }
}
