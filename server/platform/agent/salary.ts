import type { Platform } from '../context'
import { postToWallet } from '../ledger'
import { ApiError } from '../router'
import { requireKind, type ContractRow } from './contracts'
import { iso, num, teamCte } from './team'

/** The salary kinds settled by closed period: the period length and how far back a settlement reaches. */
const periods = {
  dailySalary: { unit: 'day', lookback: '7 days' },
  hourlySalary: { unit: 'hour', lookback: '48 hours' },
} as const

export type SalaryKind = keyof typeof periods

interface PeriodRow {
  start: Date
  valid_bet: string
  active: string
  amount: string
}

/**
 * Settles the caller's own salary contract in force of one kind: every closed day or hour since it
 * became active (up to 7 days or 48 hours back) that is not settled yet. A period pays rate % of the
 * caller's team's valid bet (settled stake) when the team reached the contract's valid bet and
 * active members; the platform credits it to the caller's wallet as ledger kind 'salary'. Each
 * period is recorded, paid or not, so that it is never paid twice.
 */
export async function settleSalary(
  p: Platform,
  agentId: number,
  merchant: string,
  kind: SalaryKind,
) {
  await requireKind(p, merchant, kind)
  const { unit, lookback } = periods[kind]
  return p.db.transaction(async (tx) => {
    const [contract] = await tx.query<ContractRow & { activated_at: Date }>(
      `SELECT * FROM agent_contracts WHERE account_id = $1 AND kind = $2 AND merchant = $3
         AND (status = 'active' OR (status = 'pending' AND request_type = 'termination'))
       FOR UPDATE`,
      [agentId, kind, merchant],
    )
    if (!contract) throw new ApiError('You have no active contract of this type', 404)
    const rows = await tx.query<PeriodRow>(
      `${teamCte},
       periods AS (
         SELECT start FROM generate_series(
           greatest(date_trunc('${unit}', $2::timestamptz) + interval '1 ${unit}',
                    date_trunc('${unit}', now() - interval '${lookback}')),
           date_trunc('${unit}', now()) - interval '1 ${unit}',
           interval '1 ${unit}') AS start
         WHERE NOT EXISTS (
           SELECT 1 FROM agent_salary_periods s WHERE s.contract_id = $3 AND s.period_start = start)),
       figures AS (
         SELECT periods.start, coalesce(sum(b.stake), 0) AS valid_bet,
           count(DISTINCT b.account_id) AS active
         FROM periods LEFT JOIN bets b ON b.status = 'settled' AND b.created_at >= periods.start
           AND b.created_at < periods.start + interval '1 ${unit}'
           AND b.account_id IN (SELECT id FROM team)
         GROUP BY periods.start)
       INSERT INTO agent_salary_periods (contract_id, account_id, period_start, valid_bet, active_members, amount)
       SELECT $3, $1, f.start, f.valid_bet, f.active,
         CASE WHEN f.valid_bet >= $4 AND f.active >= $5 THEN floor(f.valid_bet * $6::numeric / 100) ELSE 0 END
       FROM figures f ORDER BY f.start
       ON CONFLICT DO NOTHING
       RETURNING period_start AS start, valid_bet, active_members AS active, amount`,
      [
        agentId,
        contract.activated_at ?? contract.created_at,
        contract.id,
        contract.valid_bet,
        contract.active_members,
        contract.rate,
      ],
    )
    rows.sort((a, b) => new Date(a.start).getTime() - new Date(b.start).getTime())
    for (const row of rows) {
      if (num(row.amount) > 0)
        await postToWallet(
          tx,
          agentId,
          num(row.amount),
          'salary',
          `salary:${contract.id}:${iso(row.start)}`,
        )
    }
    const [wallet] = await tx.query<{ balance: string }>(
      'SELECT balance FROM wallets WHERE account_id = $1',
      [agentId],
    )
    return {
      periods: rows.map((r) => ({
        periodStart: iso(r.start),
        validBet: num(r.valid_bet),
        activeMembers: num(r.active),
        amount: num(r.amount),
      })),
      total: rows.reduce((sum, r) => sum + num(r.amount), 0),
      balance: num(wallet?.balance),
    }
  })
}
