import type { Context, Hono } from 'hono'
import type { Platform } from '../context'
import type { DomainModule, Tx } from '../domain'
import { checkPaymentPassword } from '../finance/guards'
import { lockAccount, page, requireRealAccount } from '../inbox/guards'
import { postToWallet } from '../ledger'
import {
  accruePoints,
  pointSources,
  pointsBalance,
  pointsRates,
  pointsSettings,
  spendPoints,
} from '../points/ledger'
import { itemImageUrl, openOrder, seedPoints } from '../points/mall'
import { ApiError, type Handlers } from '../router'
import { refusal } from '../i18n'

interface OrderRow {
  id: string
  item_id: string
  name: string
  quantity: number
  points: string
  amount: string
  status: 'processing' | 'rejected' | 'approved'
  remark: string
  created_at: Date
}

/** A redeem order with its item's name, for the API. */
const orderSql = `SELECT o.*, i.name FROM redeem_orders o JOIN redeem_items i ON i.id = o.item_id`

/** A redeem order as the API answers it. */
const orderView = (r: OrderRow) => ({
  id: String(r.id),
  itemId: String(r.item_id),
  name: r.name,
  quantity: Number(r.quantity),
  points: Number(r.points),
  amount: Number(r.amount),
  status: r.status,
  remark: r.remark,
  time: new Date(r.created_at).toISOString(),
})

/** The greatest common divisor, for the smallest number of points that converts to whole minor units. */
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a)

/** Refuses real-account actions of trial accounts, and a missing or wrong payment password. */
async function checkPassword(p: Platform, accountId: number, password: string) {
  await requireRealAccount(p, accountId)
  await checkPaymentPassword(p, accountId, password)
}

/** Brings the account's earned points up to date in their own transaction. */
const accrue = (p: Platform, accountId: number) =>
  p.db.transaction(async (tx) => {
    await lockAccount(tx, accountId)
    await accruePoints(tx, accountId)
  })

/** Converts points to money in one transaction: the points row, then the wallet's 'points' row. */
async function convert(tx: Tx, accountId: number, merchant: string, points: number) {
  const { exchangeRatio } = await pointsSettings(tx, merchant)
  const step = exchangeRatio / gcd(exchangeRatio, 100)
  if (points % step) throw new ApiError(refusal`Points convert in multiples of ${step}`, 400)
  await lockAccount(tx, accountId)
  await accruePoints(tx, accountId)
  const amount = (points * 100) / exchangeRatio
  const spent = await spendPoints(
    tx,
    accountId,
    points,
    'convert',
    'convert',
    'Converted to money',
    amount,
  )
  const sumBalance = await postToWallet(tx, accountId, amount, 'points', `points:${spent.id}`)
  return { points: spent.balance, amount, sumBalance }
}

/** The point mall: balance, items, redeeming, history, details and conversion. */
function handlers(p: Platform): Handlers {
  return {
    'points.summary': async ({ caller, merchant }) => {
      const accountId = caller.accountId
      const settings = await pointsSettings(p.db, merchant)
      const rates = await pointsRates(p.db, merchant)
      await accrue(p, accountId)
      const [pending] = await p.db.query<{ points: string }>(
        `SELECT coalesce(sum(points), 0) AS points FROM redeem_orders WHERE account_id = $1 AND status = 'processing'`,
        [accountId],
      )
      return {
        points: await pointsBalance(p.db, accountId),
        exchangeRatio: settings.exchangeRatio,
        pending: Number(pending!.points),
        convertStep: settings.exchangeRatio / gcd(settings.exchangeRatio, 100),
        stakePerPoint: rates.get('RNG') ?? 0,
        rates: pointSources
          .filter((source) => rates.has(source))
          .map((source) => ({ source, perPoint: rates.get(source)! })),
      }
    },
    'points.items': async ({ merchant }) => {
      const rows = await p.db.query<{
        id: string
        name: string
        quantity: number
        points_required: string
        amount_required: string | null
      }>('SELECT * FROM redeem_items WHERE merchant = $1 ORDER BY sort, id LIMIT 100', [merchant])
      return {
        list: rows.map((r) => ({
          id: String(r.id),
          name: r.name,
          image: itemImageUrl(String(r.id)),
          quantity: Number(r.quantity),
          pointsRequired: Number(r.points_required),
          ...(r.amount_required ? { amountRequired: Number(r.amount_required) } : {}),
          status: Number(r.quantity) > 0 ? 'available' : 'soldOut',
        })),
      }
    },
    'points.redeem': async ({ input, caller, merchant }) => {
      const { itemId, quantity, password } = input
      const accountId = caller.accountId
      await checkPassword(p, accountId, password)
      return p.db.transaction(async (tx) => {
        await lockAccount(tx, accountId)
        await accruePoints(tx, accountId)
        const opened = await openOrder(tx, accountId, merchant, itemId, quantity)
        const [order] = await tx.query<OrderRow>(`${orderSql} WHERE o.id = $1`, [opened.orderId])
        return { order: orderView(order!), points: opened.points }
      })
    },
    'points.redeemed': async ({ input, caller }) => {
      const { pageSize, offset } = page(input)
      const rows = await p.db.query<OrderRow>(
        `${orderSql} WHERE o.account_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT $2 OFFSET $3`,
        [caller.accountId, pageSize, offset],
      )
      const [count] = await p.db.query<{ n: string }>(
        'SELECT count(*) AS n FROM redeem_orders WHERE account_id = $1',
        [caller.accountId],
      )
      return { totalPages: Math.ceil(Number(count!.n) / pageSize), list: rows.map(orderView) }
    },
    'points.details': async ({ input, caller }) => {
      const { pageSize, offset } = page(input)
      const accountId = caller.accountId
      await accrue(p, accountId)
      const rows = await p.db.query<{
        id: string
        points: string
        amount: string
        type: 'earn' | 'redeem' | 'convert' | 'refund'
        status: 'completed' | 'processing' | 'rejected' | 'approved'
        created_at: Date
        remark: string
        balance_after: string
      }>(
        `SELECT l.*, coalesce(o.status, 'completed') AS status FROM points_ledger l
         LEFT JOIN redeem_orders o ON o.account_id = l.account_id AND l.type = 'redeem'
           AND l.reference = 'redeem:' || o.id
         WHERE l.account_id = $1 ORDER BY l.id DESC LIMIT $2 OFFSET $3`,
        [accountId, pageSize, offset],
      )
      const [count] = await p.db.query<{ n: string }>(
        'SELECT count(*) AS n FROM points_ledger WHERE account_id = $1',
        [accountId],
      )
      return {
        totalPages: Math.ceil(Number(count!.n) / pageSize),
        list: rows.map((r) => ({
          id: String(r.id),
          points: Number(r.points),
          amount: Number(r.amount),
          type: r.type,
          status: r.status,
          time: new Date(r.created_at).toISOString(),
          remark: r.remark,
          balance: Number(r.balance_after),
        })),
      }
    },
    'points.convert': async ({ input, caller, merchant }) => {
      const { points, password } = input
      await checkPassword(p, caller.accountId, password)
      return p.db.transaction((tx) => convert(tx, caller.accountId, merchant, points))
    },
  }
}

/** Escapes text for SVG. */
const xml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!)

/**
 * Generated pictures of the point-mall items: a gift in the item's colour with its name, of the
 * Host's merchant's items alone (points.items lists every one of them: no state hides an item).
 */
function routes(app: Hono, p: Platform, merchantOf: (c: Context) => string) {
  app.get('/media/point-items/:file', async (c) => {
    const notFound = () =>
      new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })
    const id = c.req.param('file').replace(/\.svg$/, '')
    if (!/^\d{1,18}$/.test(id)) return notFound()
    const [item] = await p.db.query<{ name: string; color: string }>(
      'SELECT name, color FROM redeem_items WHERE id = $1 AND merchant = $2',
      [id, merchantOf(c)],
    )
    if (!item) return notFound()
    c.header('Content-Type', 'image/svg+xml')
    c.header('Cache-Control', 'public, max-age=3600')
    return c.body(
      `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><rect width="200" height="200" rx="16" fill="${xml(item.color)}"/><rect x="55" y="70" width="90" height="70" rx="6" fill="#fff" fill-opacity=".9"/><rect x="48" y="58" width="104" height="20" rx="4" fill="#fff"/><rect x="94" y="58" width="12" height="82" fill="${xml(item.color)}" fill-opacity=".7"/><text x="100" y="175" font-family="sans-serif" font-size="15" fill="#fff" text-anchor="middle">${xml(item.name)}</text></svg>`,
    )
  })
}

/** The points mall domain. */
export const domain: DomainModule = { handlers, routes, seed: seedPoints }
