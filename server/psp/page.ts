import type { Payment } from './app'

/** The hosted page's one style block, allowed by its hash in the page's CSP (no script at all). */
export const pageStyle = `body{font-family:system-ui,sans-serif;background:#eef1f6;color:#1d2330;margin:0}
main{max-width:420px;margin:48px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0002}
h1{font-size:1.3rem;margin:0 0 16px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}
dt{color:#667}dd{margin:0;font-weight:600}.actions{display:flex;gap:12px;margin-top:20px}
button{font-size:1rem;padding:10px 20px;border-radius:8px;border:1px solid #99a;background:#fff;cursor:pointer}
.pay{background:#1a7f37;border-color:#1a7f37;color:#fff}`

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  )

/** Minor units per currency this demo knows; others show two decimals. */
const minorUnits: Record<string, number> = { VND: 0, JPY: 0, KRW: 0 }

/** An amount in minor units as a payer reads it, e.g. PHP 1,000.00. */
const money = (amount: number, currency: string) => {
  const digits = minorUnits[currency] ?? 2
  return `${currency} ${(amount / 10 ** digits).toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })}`
}

/** The hosted payment page: the payment with Pay and Cancel while pending, else its outcome. */
export function paymentPage(payment: Payment | null, note = '') {
  let body = '<p>This payment does not exist.</p>'
  if (payment) {
    const ref = encodeURIComponent(payment.reference)
    const actions =
      payment.status === 'pending'
        ? `<div class="actions"><form method="post" action="/pay/${ref}/pay"><button class="pay" type="submit">Pay</button></form><form method="post" action="/pay/${ref}/cancel"><button class="cancel" type="submit">Cancel</button></form></div>`
        : `<p><a href="${escapeHtml(payment.returnUrl)}">Return to the site</a></p>`
    body = `${note ? `<p>${escapeHtml(note)}</p>` : ''}<dl><dt>Merchant</dt><dd>${escapeHtml(payment.merchant)}</dd><dt>Order</dt><dd>${escapeHtml(payment.orderId)}</dd><dt>Amount</dt><dd>${escapeHtml(money(payment.amount, payment.currency))}</dd><dt>Status</dt><dd>${payment.status}</dd></dl>${actions}`
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Demo payment</title><style>${pageStyle}</style></head><body><main><h1>Demo payment</h1>${body}</main></body></html>`
}
