import type { CallInput, CallOutput } from '../../../src/api/types.gen'
import type { Tx } from '../domain'
import { ApiError } from '../router'
import type { MerchantSettings } from '../settings'
import { maskAccountNo } from './guards'

type Finance = MerchantSettings['finance']

/** An order's state; the table's CHECK holds the column to these. */
type WithdrawalStatus = CallOutput<'finance.withdrawals'>['list'][number]['status']

/** A withdrawal order joined with its bank account, as the queries below select it. */
interface WithdrawalRow {
  id: string
  amount: string
  status: WithdrawalStatus
  forced_receipt: boolean
  created_at: Date
  disbursed_at: Date | null
  confirm_deadline: Date | null
  confirmed_at: Date | null
  received_amount: string | null
  has_proof: boolean
  bank_name: string
  account_no: string
}

/** The columns of WithdrawalRow; `w` is withdrawal_orders, `b` bank_accounts. */
export const withdrawalColumns = `w.id, w.amount, w.status, w.forced_receipt, w.created_at, w.disbursed_at,
  w.confirm_deadline, w.confirmed_at, w.received_amount, w.proof IS NOT NULL AS has_proof,
  b.bank_name, b.account_no`

/**
 * Applies the time rules to one account's orders, lazily instead of with timers: a processing
 * order is disbursed disburseSeconds after creation, or after its approval where an operator
 * reviews withdrawals (never while it awaits the review), and a disbursed order nobody confirmed
 * counts as received at its deadline. Both happen at the time they were due, not when noticed.
 */
export async function applyDueRules(q: Tx, accountId: number, finance: Finance) {
  await q.query(
    `UPDATE withdrawal_orders SET status = 'disbursed',
       disbursed_at = coalesce(reviewed_at, created_at) + $2::int * interval '1 second',
       confirm_deadline = coalesce(reviewed_at, created_at) + $2::int * interval '1 second'
         + $3::int * interval '1 minute'
     WHERE account_id = $1 AND status = 'processing' AND review IS DISTINCT FROM 'pending'
       AND coalesce(reviewed_at, created_at) + $2::int * interval '1 second' <= platform_now()`,
    [accountId, finance.disburseSeconds, finance.confirmMinutes],
  )
  await q.query(
    `UPDATE withdrawal_orders SET status = 'autoReceived', confirmed_at = confirm_deadline,
       received_amount = amount
     WHERE account_id = $1 AND status = 'disbursed' AND confirm_deadline <= platform_now()`,
    [accountId],
  )
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : undefined)

/** One order as the API answers it: the confirmation state, with the remainder when partly received. */
export function withdrawalView(r: WithdrawalRow) {
  const amount = Number(r.amount)
  const received = r.received_amount === null ? undefined : Number(r.received_amount)
  return {
    orderId: String(r.id),
    bankName: r.bank_name,
    accountNo: maskAccountNo(r.account_no),
    amount,
    status: r.status,
    time: new Date(r.created_at).toISOString(),
    forcedReceipt: r.forced_receipt,
    confirmable: r.status === 'disbursed',
    disbursedTime: iso(r.disbursed_at),
    confirmDeadline: iso(r.confirm_deadline),
    confirmedTime: iso(r.confirmed_at),
    receivedAmount: received,
    remainder:
      r.status === 'partlyReceived' && received !== undefined ? amount - received : undefined,
    hasProof: r.status === 'notReceived' ? r.has_proof : undefined,
  }
}

/** One page of an account's orders, newest first, after applying the time rules. */
export async function listWithdrawals(
  q: Tx,
  accountId: number,
  finance: Finance,
  pageNo: number,
  pageSize: number,
) {
  await applyDueRules(q, accountId, finance)
  const [count] = await q.query<{ count: string }>(
    'SELECT count(*) AS count FROM withdrawal_orders WHERE account_id = $1',
    [accountId],
  )
  const rows = await q.query<WithdrawalRow>(
    `SELECT ${withdrawalColumns} FROM withdrawal_orders w JOIN bank_accounts b ON b.id = w.bank_id
     WHERE w.account_id = $1 ORDER BY w.created_at DESC, w.id DESC LIMIT $2 OFFSET $3`,
    [accountId, pageSize, (pageNo - 1) * pageSize],
  )
  return {
    list: rows.map(withdrawalView),
    totalPages: Math.ceil(Number(count?.count ?? 0) / pageSize),
  }
}

const maxProofBytes = 5 * 1024 * 1024
const magic = {
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff]),
}

/** Decodes a proof data URL and checks that it really is a PNG or JPEG of at most 5 MB. */
export function parseProof(dataUrl: string): { bytes: Buffer; type: 'png' | 'jpeg' } {
  const match = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl)
  if (!match) throw new ApiError('The proof must be a PNG or JPEG image', 400)
  const type = match[1] === 'png' ? 'png' : 'jpeg'
  if (match[2]!.length > Math.ceil(maxProofBytes / 3) * 4)
    throw new ApiError('The proof image may be at most 5 MB', 400)
  const bytes = Buffer.from(match[2]!, 'base64')
  if (bytes.length > maxProofBytes) throw new ApiError('The proof image may be at most 5 MB', 400)
  if (!bytes.subarray(0, magic[type].length).equals(magic[type]))
    throw new ApiError('The proof must be a PNG or JPEG image', 400)
  return { bytes, type }
}

/** Checks a confirmation against the order before it is recorded. */
function checkOutcome(
  input: CallInput<'finance.confirmWithdrawal'>,
  amount: number,
  forcedReceipt: boolean,
) {
  if (input.outcome === 'notReceived') {
    if (forcedReceipt)
      throw new ApiError(
        'This withdrawal has forced receipt and cannot be refunded; please mark it received',
        400,
      )
    if (!input.proof) throw new ApiError('Please upload a proof that it was not received', 400)
  }
  if (input.outcome === 'partlyReceived') {
    const received = input.receivedAmount
    if (received === undefined || received <= 0 || received >= amount)
      throw new ApiError(
        'The amount received must be more than 0 and less than the amount withdrawn',
        400,
      )
  }
}

/** Records the member's confirmation of one of their disbursed orders and answers the order. */
export async function confirmWithdrawal(
  tx: Tx,
  accountId: number,
  finance: Finance,
  input: CallInput<'finance.confirmWithdrawal'>,
) {
  const proof = input.outcome === 'notReceived' && input.proof ? parseProof(input.proof) : null
  await applyDueRules(tx, accountId, finance)
  const orderId = /^\d{1,18}$/.test(input.orderId) ? input.orderId : '0'
  const [order] = await tx.query<{ amount: string; status: string; forced_receipt: boolean }>(
    `SELECT amount, status, forced_receipt FROM withdrawal_orders
     WHERE id = $1 AND account_id = $2 FOR UPDATE`,
    [orderId, accountId],
  )
  if (!order) throw new ApiError('Withdrawal order not found', 404)
  if (order.status !== 'disbursed')
    throw new ApiError('Only a disbursed withdrawal awaiting confirmation can be confirmed', 409)
  const amount = Number(order.amount)
  checkOutcome(input, amount, order.forced_receipt)
  const received =
    input.outcome === 'received'
      ? amount
      : input.outcome === 'partlyReceived'
        ? input.receivedAmount!
        : null
  await tx.query(
    `UPDATE withdrawal_orders SET status = $2, confirmed_at = platform_now(), received_amount = $3,
       proof = $4, proof_type = $5 WHERE id = $1`,
    [orderId, input.outcome, received, proof?.bytes ?? null, proof?.type ?? null],
  )
  const [row] = await tx.query<WithdrawalRow>(
    `SELECT ${withdrawalColumns} FROM withdrawal_orders w JOIN bank_accounts b ON b.id = w.bank_id
     WHERE w.id = $1`,
    [orderId],
  )
  return withdrawalView(row!)
}
