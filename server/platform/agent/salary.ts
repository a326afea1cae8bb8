import type { Platform } from '../context'
import type { Tx } from '../domain'
import { postToWallet } from '../ledger'
import { ApiError } from '../router'
import { isKindEnabled, requireKind, type ContractKind, type ContractRow } from './contracts'
import { ledgerKindOf, payoutOf, periodPlan } from './payout'
import { iso, num, teamCte } from './team'

interface FigureRow {
  start: Date
  end: Date
  valid_bet: string
  payout: string
  active: string
}

type InForce = ContractRow & { activated_at: Date | null }

/** A settled period as the calls answer it. */
export interface SettledPeriod {
  periodStart: string
  periodEnd: string
  validBet: number
  activeMembers: number
  teamProfit: number
  amount: number
}

/**
 * The team figures of every closed period of a contract not settled yet, since it became active
 * and at most its plan's lookback before now. Real-time salary counts single bets of at least the
 * contract's single bet amount only.
 */
async function dueFigures(tx: Tx, contract: InForce, now: Date) {
  const plan = periodPlan(contract.kind, contract.period_type)
  const minStake = contract.kind === 'realtimeSalary' ? num(contract.single_bet) : 0
  return tx.query<FigureRow>(
    `${teamCte},
     periods AS (
       SELECT start FROM generate_series(
         greatest(${plan.trunc('$2::timestamptz')} + interval '${plan.step}',
                  ${plan.trunc(`$4::timestamptz - interval '${plan.lookback}'`)}),
         ${plan.trunc('$4::timestamptz')} - interval '${plan.step}',
         interval '${plan.step}') AS start
       WHERE NOT EXISTS (
         SELECT 1 FROM agent_salary_periods s WHERE s.contract_id = $3 AND s.period_start = start))
     SELECT periods.start, periods.start + interval '${plan.step}' AS "end",
       coalesce(sum(b.stake), 0) AS valid_bet, coalesce(sum(b.payout), 0) AS payout,
       count(DISTINCT b.account_id) AS active
     FROM periods LEFT JOIN bets b ON b.status = 'settled' AND b.created_at >= periods.start
       AND b.created_at < periods.start + interval '${plan.step}' AND b.stake >= $5
       AND b.account_id IN (SELECT id FROM team)
     GROUP BY periods.start ORDER BY periods.start`,
    [
      contract.account_id,
      contract.activated_at ?? contract.created_at,
      contract.id,
      now.toISOString(),
      minStake,
    ],
  )
}

/**
 * Settles one contract in force: records each closed, unsettled period (paid or not, so it is never
 * paid twice) and credits what it pays to the downline's wallet in the same transaction.
 */
async function settleContract(tx: Tx, contract: InForce, now: Date): Promise<SettledPeriod[]> {
  const terms = {
    kind: contract.kind,
    rate: Number(contract.rate),
    activeMembers: num(contract.active_members),
    validBet: num(contract.valid_bet),
    profitRate: contract.profit_rate === null ? null : Number(contract.profit_rate),
    lossRate: contract.loss_rate === null ? null : Number(contract.loss_rate),
  }
  const settled: SettledPeriod[] = []
  for (const row of await dueFigures(tx, contract, now)) {
    const figures = {
      validBet: num(row.valid_bet),
      payout: num(row.payout),
      activeMembers: num(row.active),
    }
    const amount = payoutOf(terms, figures)
    const teamProfit = figures.payout - figures.validBet
    const inserted = await tx.query(
      `INSERT INTO agent_salary_periods (contract_id, account_id, period_start, period_end, valid_bet,
         active_members, team_profit, amount, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING contract_id`,
      [
        contract.id,
        contract.account_id,
        row.start,
        row.end,
        figures.validBet,
        figures.activeMembers,
        teamProfit,
        amount,
        now.toISOString(),
      ],
    )
    if (!inserted.length) continue
    if (amount > 0)
      await postToWallet(
        tx,
        Number(contract.account_id),
        amount,
        ledgerKindOf(contract.kind),
        `${ledgerKindOf(contract.kind)}:${contract.id}:${iso(row.start)}`,
      )
    settled.push({
      periodStart: iso(row.start),
      periodEnd: iso(row.end),
      validBet: figures.validBet,
      activeMembers: figures.activeMembers,
      teamProfit,
      amount,
    })
  }
  return settled
}

const inForce = `(status = 'active' OR (status = 'pending' AND request_type = 'termination'))`

/**
 * Settles the caller's own contract in force of one kind up to now: every closed period since it
 * became active that is not settled yet. Answers the periods settled, their total and the wallet.
 */
export async function settleSalary(
  p: Platform,
  agentId: number,
  merchant: string,
  kind: ContractKind,
  now = p.clock.now(),
) {
  await requireKind(p, merchant, kind)
  return p.db.transaction(async (tx) => {
    const [contract] = await tx.query<InForce>(
      `SELECT * FROM agent_contracts WHERE account_id = $1 AND kind = $2 AND merchant = $3
         AND ${inForce} FOR UPDATE`,
      [agentId, kind, merchant],
    )
    if (!contract) throw new ApiError('You have no active contract of this type', 404)
    const periods = await settleContract(tx, contract, now)
    const [wallet] = await tx.query<{ balance: string }>(
      'SELECT balance FROM wallets WHERE account_id = $1',
      [agentId],
    )
    return {
      periods,
      total: periods.reduce((sum, r) => sum + r.amount, 0),
      balance: num(wallet?.balance),
    }
  })
}

/**
 * Settles every contract in force whose merchant has its kind enabled, one transaction each (the
 * platform's scheduler runs it every minute, so real-time salary is paid within its 5 minutes and
 * daily wages the day after). With agentId, only the contracts that agent is a party to of a kind.
 */
export async function settleDueContracts(
  p: Platform,
  now = p.clock.now(),
  only?: { agentId: number; kind: ContractKind },
) {
  const ids = await p.db.query<{ id: string; merchant: string; kind: ContractKind }>(
    `SELECT id, merchant, kind FROM agent_contracts WHERE ${inForce}
       AND ($1::bigint IS NULL OR ((upline_id = $1 OR account_id = $1) AND kind = $2))`,
    [only?.agentId ?? null, only?.kind ?? null],
  )
  let paid = 0
  for (const { id, merchant, kind } of ids) {
    const flags = (await p.settings(merchant)).consolidated
    if (!isKindEnabled(flags, kind)) continue
    paid += await p.db.transaction(async (tx) => {
      const [contract] = await tx.query<InForce>(
        `SELECT * FROM agent_contracts WHERE id = $1 AND ${inForce} FOR UPDATE`,
        [id],
      )
      if (!contract) return 0
      return (await settleContract(tx, contract, now)).reduce((sum, r) => sum + r.amount, 0)
    })
  }
  return paid
}
