import { createHash } from 'node:crypto'
import type { Context, Hono } from 'hono'
import type { Platform } from '../context'
import { isCleanText } from '../input-guard'
import { postToWallet } from '../ledger'
import { htmlPage, type PagePolicy } from '../page-headers'
import { inLanguage, type Texts } from '../texts'

interface OrderRow {
  id: string
  amount: string
  status: 'pending' | 'paid' | 'cancelled'
  channel_name: Texts
  currency: string
  minor_units: number
}

const style = `body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1d2330;margin:0}
main{max-width:420px;margin:48px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0002}
h1{font-size:1.3rem;margin:0 0 16px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}
dt{color:#667}dd{margin:0;font-weight:600}.actions{display:flex;gap:12px;margin-top:20px}
button{font-size:1rem;padding:10px 20px;border-radius:8px;border:1px solid #99a;background:#fff;cursor:pointer}
.pay{background:#1a7f37;border-color:#1a7f37;color:#fff}`

/**
 * No script at all; the one style block is allowed by its hash; forms post back only here. The
 * portal opens the cashier in a new tab (deposit-form.tsx), never in a frame: nothing may frame it.
 */
const policy: PagePolicy = {
  style: [`'sha256-${createHash('sha256').update(style).digest('base64')}'`],
  formAction: ["'self'"],
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  )

/** An amount in minor units as the brand's currency shows it, e.g. PHP 1,000.00. */
const money = (amount: number, currency: string, minorUnits: number) =>
  `${currency} ${(amount / 10 ** minorUnits).toLocaleString('en-US', {
    minimumFractionDigits: minorUnits,
    maximumFractionDigits: minorUnits,
  })}`

/** The whole page around a body. */
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Demo cashier</title><style>${style}</style></head><body><main><h1>Demo cashier</h1>${body}</main></body></html>`

/** The order with its buttons while pending, or its outcome. */
function orderPage(order: OrderRow, note = '') {
  const id = encodeURIComponent(order.id)
  const actions =
    order.status === 'pending'
      ? `<div class="actions"><form method="post" action="/cashier/${id}/pay"><button class="pay" type="submit">Pay</button></form><form method="post" action="/cashier/${id}/cancel"><button type="submit">Cancel</button></form></div>`
      : '<p>You may close this page and return to the site.</p>'
  return page(
    `${note ? `<p>${escapeHtml(note)}</p>` : ''}<dl><dt>Order</dt><dd>${escapeHtml(order.id)}</dd><dt>Channel</dt><dd>${escapeHtml(inLanguage(order.channel_name, 'EN'))}</dd><dt>Amount</dt><dd>${escapeHtml(money(Number(order.amount), order.currency, order.minor_units))}</dd><dt>Status</dt><dd>${order.status}</dd></dl>${actions}`,
  )
}

/** Answers HTML with the cashier's headers. */
const html = (c: Context, body: string, status: 200 | 404 | 409 = 200) =>
  htmlPage(c, body, policy, status)

/**
 * The demo cashier a deposit's payUrl points to, standing in for a payment provider: the order
 * page, Pay (credits the wallet once, ledger 'deposit' with reference 'deposit:<id>') and Cancel.
 */
export function cashierRoutes(app: Hono, p: Platform, merchantOf: (c: Context) => string) {
  // An order is found only at the site of its account's merchant, as every call is.
  const find = async (c: Context, id: string) =>
    (
      await p.db.query<OrderRow>(
        `SELECT o.id, o.amount, o.status, c.name AS channel_name, c.currency, c.minor_units
         FROM deposit_orders o JOIN deposit_channels c ON c.id = o.channel_id
           JOIN accounts a ON a.id = o.account_id
         WHERE o.id = $1 AND a.merchant = $2`,
        [id.slice(0, 64), merchantOf(c)],
      )
    )[0]
  const ofMerchant = `account_id IN (SELECT id FROM accounts WHERE merchant = $2)`
  const notFound = (c: Context) => html(c, page('<p>This order does not exist.</p>'), 404)

  app.get('/cashier/:orderId', async (c) => {
    if (!isCleanText(c.req.param('orderId'))) return notFound(c)
    const order = await find(c, c.req.param('orderId'))
    return order ? html(c, orderPage(order)) : notFound(c)
  })

  app.post('/cashier/:orderId/pay', async (c) => {
    const id = c.req.param('orderId').slice(0, 64)
    if (!isCleanText(id)) return notFound(c)
    const paid = await p.db.transaction(async (tx) => {
      const [order] = await tx.query<{ account_id: string; amount: string }>(
        `UPDATE deposit_orders SET status = 'paid', settled_at = platform_now()
         WHERE id = $1 AND status = 'pending' AND ${ofMerchant} RETURNING account_id, amount`,
        [id, merchantOf(c)],
      )
      if (order)
        await postToWallet(
          tx,
          Number(order.account_id),
          Number(order.amount),
          'deposit',
          `deposit:${id}`,
        )
      return Boolean(order)
    })
    const order = await find(c, id)
    if (!order) return notFound(c)
    if (!paid) return html(c, orderPage(order, `This order is already ${order.status}.`), 409)
    return html(c, orderPage(order, 'Payment received. Your balance has been credited.'))
  })

  app.post('/cashier/:orderId/cancel', async (c) => {
    const id = c.req.param('orderId').slice(0, 64)
    if (!isCleanText(id)) return notFound(c)
    const cancelled = await p.db.query(
      `UPDATE deposit_orders SET status = 'cancelled', settled_at = platform_now()
       WHERE id = $1 AND status = 'pending' AND ${ofMerchant} RETURNING id`,
      [id, merchantOf(c)],
    )
    const order = await find(c, id)
    if (!order) return notFound(c)
    if (!cancelled.length)
      return html(c, orderPage(order, `This order is already ${order.status}.`), 409)
    return html(c, orderPage(order, 'The order was cancelled.'))
  })
}
