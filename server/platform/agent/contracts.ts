import type { CallInput } from '../../../src/api/types.gen'
import type { Platform } from '../context'
import type { Tx } from '../domain'
import { ApiError } from '../router'
import type { MerchantSettings } from '../settings'
import { agentTypes, iso, num } from './team'

/** The contract kinds of the agent centre, as the catalogue lists them. */
export type ContractKind = CallInput<'agent.contracts'>['kind']

/** The consolidated switch (spec §3) that enables each kind; nonzero is enabled. */
const switchOf: Record<ContractKind, keyof MerchantSettings['consolidated']> = {
  dividend: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourlySalary: 'contracthoursalreq',
  realtimeSalary: 'realtimesalreqtype',
}

/** The period each salary kind pays for; a dividend's period is chosen (monthly by default). */
const fixedPeriod: Partial<Record<ContractKind, 'D' | 'H' | null>> = {
  dailySalary: 'D',
  hourlySalary: 'H',
  realtimeSalary: null,
}

export interface ContractRow {
  id: string
  merchant: string
  upline_id: string
  account_id: string
  kind: ContractKind
  rate: string
  active_members: number
  valid_bet: string
  period_type: 'D' | 'W' | 'H' | 'M' | null
  profit_rate: string | null
  loss_rate: string | null
  single_bet: string | null
  status: 'pending' | 'active' | 'refused' | 'terminated'
  request_type: 'new' | 'termination'
  requested_by: string
  created_at: Date
  updated_at: Date
  upline_name: string
  downline_name: string
}

/** True when the merchant's consolidated switches enable the kind. */
export const isKindEnabled = (flags: MerchantSettings['consolidated'], kind: ContractKind) =>
  Boolean(Number(flags[switchOf[kind]]))

/** Refuses a kind the merchant has switched off with 403. */
export async function requireKind(p: Platform, merchant: string, kind: ContractKind) {
  if (!isKindEnabled((await p.settings(merchant)).consolidated, kind))
    throw new ApiError('This contract type is not available', 403)
}

/** A contract row with both parties' usernames. */
const selectContract = `SELECT c.*, u.username AS upline_name, d.username AS downline_name
  FROM agent_contracts c JOIN accounts u ON u.id = c.upline_id JOIN accounts d ON d.id = c.account_id`

/** Who must answer a pending request: the downline for an offer, the other party for a termination. */
function awaitedParty(row: ContractRow): number | null {
  if (row.status !== 'pending') return null
  if (row.request_type === 'new') return Number(row.account_id)
  return Number(row.requested_by) === Number(row.upline_id)
    ? Number(row.account_id)
    : Number(row.upline_id)
}

/** A contract as the caller sees it. */
export function contractView(row: ContractRow, callerId: number) {
  const isUpline = Number(row.upline_id) === callerId
  const rate = (value: string | null) => (value === null ? null : Number(value))
  return {
    id: String(row.id),
    kind: row.kind,
    rate: Number(row.rate),
    activeMembers: Number(row.active_members),
    validBet: num(row.valid_bet),
    periodType: row.period_type,
    profitRate: rate(row.profit_rate),
    lossRate: rate(row.loss_rate),
    singleBet: row.single_bet === null ? null : num(row.single_bet),
    status: row.status,
    requestType: row.request_type,
    role: isUpline ? ('upline' as const) : ('downline' as const),
    counterparty: isUpline ? row.downline_name : row.upline_name,
    awaitingMe: awaitedParty(row) === callerId,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }
}

/** Contracts of one kind the agent offered or received, newest first. */
export async function listContracts(q: Tx, agentId: number, kind: ContractKind) {
  const rows = await q.query<ContractRow>(
    `${selectContract} WHERE c.kind = $2 AND (c.upline_id = $1 OR c.account_id = $1)
     ORDER BY c.created_at DESC, c.id DESC LIMIT 100`,
    [agentId, kind],
  )
  return { list: rows.map((r) => contractView(r, agentId)) }
}

/** One contract the agent is a party to, locked for the transaction; 404 otherwise. */
async function partyContract(tx: Tx, agentId: number, merchant: string, id: string) {
  const [row] = await tx.query<ContractRow>(
    `${selectContract} WHERE c.id = $1 AND c.merchant = $2 AND (c.upline_id = $3 OR c.account_id = $3)
     FOR UPDATE OF c`,
    [id, merchant, agentId],
  )
  if (!row) throw new ApiError('Contract not found', 404)
  return row
}

/** One contract by id, with both usernames. */
async function contractById(tx: Tx, id: string | number) {
  const [row] = await tx.query<ContractRow>(`${selectContract} WHERE c.id = $1`, [id])
  return row!
}

/** An upline's offer to a direct downline agent, pending its answer. */
export async function offerContract(
  p: Platform,
  agentId: number,
  merchant: string,
  o: CallInput<'agent.offerContract'>,
) {
  await requireKind(p, merchant, o.kind)
  const downline = await p.accounts.byUsername(merchant, o.downline)
  if (!downline || Number(downline.upline_id) !== agentId)
    throw new ApiError('This account is not in your direct downline', 403)
  if (!agentTypes.includes(Number(downline.type)))
    throw new ApiError('Contracts can only be offered to agents', 400)
  const realtime = o.kind === 'realtimeSalary'
  if (realtime && (o.profitRate === undefined || o.lossRate === undefined || !o.singleBet))
    throw new ApiError('A real-time salary needs a profit rate, a loss rate and a single bet', 400)
  const period = o.kind in fixedPeriod ? (fixedPeriod[o.kind] ?? null) : (o.periodType ?? 'M')
  return p.db.transaction(async (tx) => {
    // The one-offer-per-kind index turns a second waiting offer into no row.
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO agent_contracts (merchant, upline_id, account_id, kind, rate, active_members, valid_bet,
         period_type, profit_rate, loss_rate, single_bet, requested_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $2) ON CONFLICT DO NOTHING RETURNING id`,
      [
        merchant,
        agentId,
        downline.id,
        o.kind,
        o.rate,
        o.activeMembers ?? 0,
        o.validBet ?? 0,
        period,
        realtime ? o.profitRate : null,
        realtime ? o.lossRate : null,
        realtime ? o.singleBet : null,
      ],
    )
    if (!row) throw new ApiError('An offer of this type is already waiting for an answer', 409)
    return contractView(await contractById(tx, row.id), agentId)
  })
}

/**
 * The awaited party's answer to an offer or a termination request. Accepting an offer ends the
 * downline's contract in force of that kind; a higher-rate one needs confirm (spec §4).
 */
export async function respondContract(
  p: Platform,
  agentId: number,
  merchant: string,
  input: CallInput<'agent.respondContract'>,
) {
  return p.db.transaction(async (tx) => {
    const row = await partyContract(tx, agentId, merchant, input.id)
    await requireKind(p, merchant, row.kind)
    if (row.status !== 'pending')
      throw new ApiError('This contract is not waiting for an answer', 409)
    if (awaitedParty(row) !== agentId)
      throw new ApiError('Only the other party can answer this request', 403)
    let replaced: ContractRow | null = null
    let next: { status: ContractRow['status']; requestType: ContractRow['request_type'] }
    if (row.request_type === 'termination') {
      next = input.accept
        ? { status: 'terminated', requestType: 'termination' }
        : { status: 'active', requestType: 'new' }
    } else if (!input.accept) {
      next = { status: 'refused', requestType: 'new' }
    } else {
      replaced = await endContractInForce(tx, row, input.confirm === true)
      next = { status: 'active', requestType: 'new' }
    }
    await tx.query(
      `UPDATE agent_contracts SET status = $2, request_type = $3,
         requested_by = CASE WHEN $3 = 'new' THEN upline_id ELSE requested_by END,
         activated_at = coalesce(activated_at, CASE WHEN $2 = 'active' THEN platform_now() END), updated_at = platform_now()
       WHERE id = $1`,
      [row.id, next.status, next.requestType],
    )
    return {
      contract: contractView(await contractById(tx, row.id), agentId),
      replaced: replaced ? contractView(await contractById(tx, replaced.id), agentId) : null,
    }
  })
}

/** Ends the downline's contract in force of the offer's kind; a higher rate needs confirmation. */
async function endContractInForce(tx: Tx, offer: ContractRow, confirmed: boolean) {
  const [existing] = await tx.query<ContractRow>(
    `${selectContract} WHERE c.account_id = $1 AND c.kind = $2
       AND (c.status = 'active' OR (c.status = 'pending' AND c.request_type = 'termination'))
     FOR UPDATE OF c`,
    [offer.account_id, offer.kind],
  )
  if (!existing) return null
  if (Number(existing.rate) > Number(offer.rate) && !confirmed)
    throw new ApiError(
      'Accepting ends your current contract, which has a higher rate; please confirm',
      409,
      { needsConfirmation: true, existingRate: Number(existing.rate) },
    )
  await tx.query(
    `UPDATE agent_contracts SET status = 'terminated', updated_at = platform_now() WHERE id = $1`,
    [existing.id],
  )
  return existing
}

/** Either party asks to end an active contract; the other party answers with respondContract. */
export async function terminateContract(
  p: Platform,
  agentId: number,
  merchant: string,
  id: string,
) {
  return p.db.transaction(async (tx) => {
    const row = await partyContract(tx, agentId, merchant, id)
    await requireKind(p, merchant, row.kind)
    if (row.status !== 'active')
      throw new ApiError('Only an active contract can be terminated', 409)
    await tx.query(
      `UPDATE agent_contracts SET status = 'pending', request_type = 'termination', requested_by = $2,
         updated_at = platform_now() WHERE id = $1`,
      [row.id, agentId],
    )
    return contractView(await contractById(tx, row.id), agentId)
  })
}
