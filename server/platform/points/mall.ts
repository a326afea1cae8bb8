import type { Brand } from '../../../src/config/brand.types'
import type { Tx } from '../domain'
import { lockAccount } from '../inbox/guards'
import { postToWallet } from '../ledger'
import { ApiError } from '../router'
import type { pointSources } from './ledger'
import { accruePoints, spendPoints } from './ledger'

/** Where an item's generated picture is served. */
export const itemImageUrl = (id: string) => `/media/point-items/${id}.svg`

/** What earns a point in every brand, minor units per point: deposits and the five game types. */
const rates: Record<(typeof pointSources)[number], number> = {
  DEPOSIT: 1_000,
  LIVE: 200,
  LOTT: 100,
  ELOTT: 100,
  PVP: 100,
  RNG: 100,
  SPORTS: 150,
}

/**
 * The point mall every brand starts with: [name, colour, quantity, points, cash part]. The voucher
 * is worth its 100 points at the seeded 10 points a unit, in the brand's own currency.
 */
const items = (currency: Brand['currency']): [string, string, number, number, number | null][] => [
  [`${currency.symbol}10 bonus voucher`, '#2a9d8f', 500, 100, null],
  ['Team jersey', '#e76f51', 50, 800, null],
  ['Bluetooth speaker', '#3a86ff', 20, 1_500, 20_000],
  ['Smartphone', '#6d597a', 3, 20_000, null],
  ['Gold bar 1 g', '#f3a712', 0, 50_000, null],
]

/**
 * Opens a processing redeem order for quantity of an item, taking its stock, its points and any
 * cash part from the main wallet (ledger kind 'redeem'). Refuses unknown items, more than is left,
 * and more than the account holds. Call it under the account's lock.
 */
export async function openOrder(
  tx: Tx,
  accountId: number,
  merchant: string,
  itemId: string,
  quantity: number,
) {
  const [item] = await tx.query<{
    name: string
    points_required: string
    amount_required: string | null
  }>(
    `UPDATE redeem_items SET quantity = quantity - $3 WHERE id = $1 AND merchant = $2 AND quantity >= $3
     RETURNING name, points_required, amount_required`,
    [itemId, merchant, quantity],
  )
  if (!item) {
    const known = await tx.query('SELECT 1 FROM redeem_items WHERE id = $1 AND merchant = $2', [
      itemId,
      merchant,
    ])
    if (!known.length) throw new ApiError('This item does not exist', 404)
    throw new ApiError('Not enough of this item is left', 400)
  }
  const points = Number(item.points_required) * quantity
  const amount = Number(item.amount_required ?? 0) * quantity
  const [order] = await tx.query<{ id: string }>(
    `INSERT INTO redeem_orders (account_id, item_id, quantity, points, amount) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [accountId, itemId, quantity, points, amount],
  )
  const spent = await spendPoints(
    tx,
    accountId,
    points,
    'redeem',
    `redeem:${order!.id}`,
    `Redeem ${quantity} × ${item.name}`,
    amount,
  )
  if (amount > 0) await postToWallet(tx, accountId, -amount, 'redeem', `redeem:${order!.id}`)
  return { orderId: order!.id, points: spent.balance }
}

/** The merchant's points programme and mall, and each demo player's points from their bets. */
export async function seedPoints(tx: Tx, brand: Brand, accounts: ReadonlyMap<string, number>) {
  const merchant = brand.merchantCode
  await tx.query(
    'INSERT INTO points_settings (merchant, exchange_ratio, stake_per_point) VALUES ($1, 10, 100)',
    [merchant],
  )
  await tx.query(
    `INSERT INTO points_rates (merchant, source, per_point)
     SELECT $1, r.key, r.value::bigint FROM jsonb_each_text($2::jsonb) AS r`,
    [merchant, JSON.stringify(rates)],
  )
  const ids = await tx.query<{ id: string }>(
    `INSERT INTO redeem_items (merchant, name, color, quantity, points_required, amount_required, sort)
     SELECT $1, i.name, i.color, i.quantity, i.points, i.amount, i.sort
     FROM jsonb_to_recordset($2::jsonb) AS i(name text, color text, quantity int, points bigint, amount bigint, sort int)
     ORDER BY i.sort RETURNING id`,
    [
      merchant,
      JSON.stringify(
        items(brand.currency).map(([name, color, quantity, points, amount], sort) => ({
          name,
          color,
          quantity,
          points,
          amount,
          sort,
        })),
      ),
    ],
  )
  for (const id of accounts.values()) await accruePoints(tx, id)
  const member = accounts.get('demo_member')
  if (member === undefined) return
  await lockAccount(tx, member)
  const approved = await openOrder(tx, member, merchant, ids[0]!.id, 2)
  await tx.query(
    `UPDATE redeem_orders SET status = 'approved', remark = 'Credited to your account' WHERE id = $1`,
    [approved.orderId],
  )
  const rejected = await openOrder(tx, member, merchant, ids[1]!.id, 1)
  await rejectOrder(tx, rejected.orderId, 'Size out of stock')
}

/** Rejects a processing order: the points and any cash come back and the stock is restored. */
async function rejectOrder(tx: Tx, orderId: string, remark: string) {
  const [order] = await tx.query<{
    account_id: string
    item_id: string
    quantity: number
    points: string
    amount: string
  }>(
    `UPDATE redeem_orders SET status = 'rejected', remark = $2 WHERE id = $1 AND status = 'processing'
     RETURNING account_id, item_id, quantity, points, amount`,
    [orderId, remark],
  )
  await tx.query('UPDATE redeem_items SET quantity = quantity + $2 WHERE id = $1', [
    order!.item_id,
    order!.quantity,
  ])
  await tx.query(
    `INSERT INTO points_ledger (account_id, points, balance_after, type, reference, remark, amount)
     SELECT $1, $2::bigint, coalesce(sum(points), 0) + $2::bigint, 'refund', $3, $4, $5 FROM points_ledger WHERE account_id = $1`,
    [order!.account_id, order!.points, `refund:${orderId}`, remark, order!.amount],
  )
  if (Number(order!.amount) > 0)
    await postToWallet(
      tx,
      Number(order!.account_id),
      Number(order!.amount),
      'refund',
      `redeem:${orderId}`,
    )
}
