import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { Hono, type Context } from 'hono'
import { signatureProblem, signedHeaders } from '../platform/integrations/signing'
import { paymentPage, pageStyle } from './page'

/**
 * The demo payment service provider: another company's server that the platform reaches only over
 * the payment seam (server/platform/integrations/payment-provider.ts). It opens payments on signed
 * requests, shows the hosted payment page where the payer pays or cancels, answers a payment's
 * state, and reports each outcome to the platform by a signed webhook, retried with backoff until
 * the platform answers 2xx. Its books (payments and payouts) live in memory, and in `stateFile`
 * when one is given, as a PSP keeps them: a PSP killed and started again knows what was paid. The
 * webhooks under way die with it; the platform's reconciliation asks for what they would have said.
 */
export interface PspConfig {
  /** The platform's origin; webhooks go to `${platformUrl}/psp/${providerId}/webhook`. */
  platformUrl: string
  /** The secret shared with the platform (HMAC-SHA256, both directions). */
  secret: string
  /** The id the platform knows this PSP by (its adapter id); default "demo". */
  providerId?: string
  /** The origin payers reach the hosted page at; default the origin the API request came to. */
  publicUrl?: string
  /** A payment not paid within this many minutes expires; default 30. */
  paymentMinutes?: number
  /** The first retry's delay, doubled each time; default 1000 ms. */
  retryBaseMs?: number
  /** Deliveries of one webhook at most, the first included; default 8 (about 2 minutes). */
  maxAttempts?: number
  /** A payout is paid this many seconds after it was requested; default 30; null: never by itself. */
  payoutSeconds?: number | null
  /** A JSON file the books are kept in, read at start and written at each change; none: memory. */
  stateFile?: string
}

/** What the books file holds. */
interface Books {
  payments: Payment[]
  payouts: Payout[]
}

/** The books a file holds, or empty ones when it does not exist yet. */
function readBooks(file: string): Books {
  if (!existsSync(file)) return { payments: [], payouts: [] }
  const books = JSON.parse(readFileSync(file, 'utf8')) as Partial<Books>
  return { payments: books.payments ?? [], payouts: books.payouts ?? [] }
}

/** A payout as this PSP keeps it: pending until its bank pays or refuses it. */
export interface Payout {
  reference: string
  payoutId: string
  merchant: string
  amount: number
  currency: string
  status: 'pending' | 'paid' | 'failed'
}

/** A payment as this PSP keeps it. */
export interface Payment {
  reference: string
  orderId: string
  merchant: string
  amount: number
  currency: string
  returnUrl: string
  language: string
  status: 'pending' | 'paid' | 'failed' | 'expired'
  expiresAt: number
}

const maxBodyBytes = 16 * 1024
const idPattern = /^[A-Za-z0-9_-]{1,64}$/

/** Whether a request names its own id (under `idKey`), a merchant and a positive amount in a currency. */
const isMoneyRequest = (v: Record<string, unknown>, idKey: 'orderId' | 'payoutId') => {
  const id = v[idKey]
  return (
    typeof id === 'string' &&
    idPattern.test(id) &&
    typeof v.merchant === 'string' &&
    idPattern.test(v.merchant) &&
    Number.isSafeInteger(v.amount) &&
    (v.amount as number) > 0 &&
    typeof v.currency === 'string' &&
    /^[A-Z]{3}$/.test(v.currency)
  )
}

/** The request body of POST /api/payments, or null when any field is missing or malformed. */
function paymentRequest(value: unknown) {
  if (typeof value !== 'object' || value === null) return null
  const v = value as Record<string, unknown>
  const ok =
    isMoneyRequest(v, 'orderId') &&
    typeof v.language === 'string' &&
    /^[A-Za-z-]{0,8}$/.test(v.language) &&
    typeof v.returnUrl === 'string' &&
    v.returnUrl.length <= 2048 &&
    URL.canParse(v.returnUrl) &&
    /^https?:$/.test(new URL(v.returnUrl).protocol)
  return ok
    ? {
        orderId: v.orderId as string,
        merchant: v.merchant as string,
        amount: v.amount as number,
        currency: v.currency as string,
        language: v.language as string,
        returnUrl: v.returnUrl as string,
      }
    : null
}

/** The request body of POST /api/payouts, or null when any field is missing or malformed. */
function payoutRequest(value: unknown) {
  if (typeof value !== 'object' || value === null) return null
  const v = value as Record<string, unknown>
  const bank = (v.bank ?? null) as Record<string, unknown> | null
  const field = (x: unknown) => typeof x === 'string' && x.length > 0 && x.length <= 100
  const ok =
    isMoneyRequest(v, 'payoutId') &&
    bank !== null &&
    field(bank.bankName) &&
    field(bank.accountNo) &&
    field(bank.holderName)
  return ok
    ? {
        payoutId: v.payoutId as string,
        merchant: v.merchant as string,
        amount: v.amount as number,
        currency: v.currency as string,
      }
    : null
}

const csp = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(pageStyle).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/** The demo PSP's Hono app and the handles a test uses to lose webhooks or wait for them. */
export function createPspApp(config: PspConfig) {
  const providerId = config.providerId ?? 'demo'
  const retryBaseMs = config.retryBaseMs ?? 1000
  const maxAttempts = config.maxAttempts ?? 8
  const payments = new Map<string, Payment>()
  const byOrder = new Map<string, string>()
  const payouts = new Map<string, Payout>()
  const byPayoutId = new Map<string, string>()
  const inFlight = new Set<Promise<void>>()
  const control = { dropWebhooks: false, delivered: 0, failedDeliveries: 0 }
  const payoutSeconds = config.payoutSeconds === undefined ? 30 : config.payoutSeconds

  /** Writes the books whole (a new file renamed over the old: never half written). */
  const save = () => {
    if (!config.stateFile) return
    const books: Books = { payments: [...payments.values()], payouts: [...payouts.values()] }
    writeFileSync(`${config.stateFile}.new`, JSON.stringify(books))
    renameSync(`${config.stateFile}.new`, config.stateFile)
  }

  /** A pending payment past its time is expired, and the platform told so. */
  const current = (payment: Payment) => {
    if (payment.status === 'pending' && Date.now() >= payment.expiresAt) {
      payment.status = 'expired'
      save()
      notify(payment)
    }
    return payment
  }

  /** One delivery attempt: true when the platform stored it or will never take it. */
  const attempt = async (body: string) => {
    if (control.dropWebhooks) return true
    try {
      const response = await fetch(`${config.platformUrl}/psp/${providerId}/webhook`, {
        method: 'POST',
        headers: signedHeaders(config.secret, body),
        body,
        signal: AbortSignal.timeout(5000),
      })
      await response.body?.cancel()
      const retry = response.status >= 500 || response.status === 408 || response.status === 429
      if (response.ok) control.delivered++
      else if (!retry) control.failedDeliveries++
      return !retry
    } catch {
      return false
    }
  }

  /**
   * Reports a payment's or a payout's new state: the same event id on every retry, a fresh
   * signature each.
   */
  const notify = (item: Payment | Payout) => {
    const event = {
      eventId: randomBytes(12).toString('hex'),
      ...('payoutId' in item
        ? { type: 'payout', payoutId: item.payoutId }
        : { type: 'payment', orderId: item.orderId }),
      reference: item.reference,
      merchant: item.merchant,
      status: item.status,
      amount: item.amount,
      currency: item.currency,
      occurredAt: new Date().toISOString(),
    }
    const body = JSON.stringify(event)
    const delivery = (async () => {
      for (let n = 1; n <= maxAttempts; n++) {
        if (await attempt(body)) return
        if (n < maxAttempts)
          await new Promise((resolve) => setTimeout(resolve, retryBaseMs * 2 ** (n - 1)).unref())
      }
      control.failedDeliveries++
    })()
    inFlight.add(delivery)
    void delivery.finally(() => inFlight.delete(delivery))
    return delivery
  }

  /** The signed JSON body of an API request, or an error answer. */
  const signedJson = async (c: Context) => {
    const raw = await c.req.text()
    if (raw.length > maxBodyBytes) return { error: c.json({ error: 'tooLarge' }, 413) }
    const problem = signatureProblem(config.secret, (name) => c.req.header(name), raw)
    if (problem) return { error: c.json({ error: problem }, 401) }
    try {
      return { value: JSON.parse(raw) as unknown }
    } catch {
      return { error: c.json({ error: 'malformed' }, 400) }
    }
  }

  const html = (c: Context, body: string, status: 200 | 404 | 409 = 200) => {
    c.header('Content-Security-Policy', csp)
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'no-referrer')
    c.header('Cache-Control', 'no-store')
    return c.html(body, status)
  }

  const app = new Hono()

  app.post('/api/payments', async (c) => {
    const body = await signedJson(c)
    if (body.error) return body.error
    const request = paymentRequest(body.value)
    if (!request) return c.json({ error: 'malformed' }, 400)
    const origin = config.publicUrl ?? new URL(c.req.url).origin
    // Idempotent by the merchant's order id: a repeated request answers the payment it opened.
    const key = `${request.merchant}:${request.orderId}`
    let payment = payments.get(byOrder.get(key) ?? '')
    if (payment && (payment.amount !== request.amount || payment.currency !== request.currency))
      return c.json({ error: 'orderConflict' }, 409)
    if (!payment) {
      payment = {
        ...request,
        reference: `psp_${randomBytes(12).toString('hex')}`,
        status: 'pending',
        expiresAt: Date.now() + (config.paymentMinutes ?? 30) * 60_000,
      }
      payments.set(payment.reference, payment)
      byOrder.set(key, payment.reference)
      save()
    }
    return c.json({ reference: payment.reference, payUrl: `${origin}/pay/${payment.reference}` })
  })

  app.post('/api/payments/status', async (c) => {
    const body = await signedJson(c)
    if (body.error) return body.error
    const reference = (body.value as { reference?: unknown } | null)?.reference
    const payment = typeof reference === 'string' ? payments.get(reference) : undefined
    if (!payment) return c.json({ error: 'unknownPayment' }, 404)
    const { status, amount, currency, merchant, orderId } = current(payment)
    return c.json({ reference, orderId, status, amount, currency, merchant })
  })

  /** The bank's answer to a payout: paid or refused, reported to the platform. */
  const settlePayout = (reference: string, outcome: 'paid' | 'failed') => {
    const payout = payouts.get(reference)
    if (!payout || payout.status !== 'pending') return null
    payout.status = outcome
    save()
    return notify(payout)
  }

  /** The demo's bank pays a payout payoutSeconds after it was requested (or after a restart). */
  const payLater = (reference: string) => {
    if (payoutSeconds !== null)
      setTimeout(() => void settlePayout(reference, 'paid'), payoutSeconds * 1000).unref()
  }

  // The books as a previous run left them; its pending payouts are paid in their time again.
  if (config.stateFile) {
    const books = readBooks(config.stateFile)
    for (const payment of books.payments) {
      payments.set(payment.reference, payment)
      byOrder.set(`${payment.merchant}:${payment.orderId}`, payment.reference)
    }
    for (const payout of books.payouts) {
      payouts.set(payout.reference, payout)
      byPayoutId.set(`${payout.merchant}:${payout.payoutId}`, payout.reference)
      if (payout.status === 'pending') payLater(payout.reference)
    }
  }

  app.post('/api/payouts', async (c) => {
    const body = await signedJson(c)
    if (body.error) return body.error
    const request = payoutRequest(body.value)
    if (!request) return c.json({ error: 'malformed' }, 400)
    // Idempotent by the merchant's withdrawal id: a retried request pays nothing twice.
    const key = `${request.merchant}:${request.payoutId}`
    let payout = payouts.get(byPayoutId.get(key) ?? '')
    if (payout && (payout.amount !== request.amount || payout.currency !== request.currency))
      return c.json({ error: 'payoutConflict' }, 409)
    if (!payout) {
      payout = {
        ...request,
        reference: `pout_${randomBytes(12).toString('hex')}`,
        status: 'pending',
      }
      payouts.set(payout.reference, payout)
      byPayoutId.set(key, payout.reference)
      save()
      payLater(payout.reference)
    }
    return c.json({ reference: payout.reference, status: payout.status })
  })

  app.post('/api/payouts/status', async (c) => {
    const body = await signedJson(c)
    if (body.error) return body.error
    const reference = (body.value as { reference?: unknown } | null)?.reference
    const payout = typeof reference === 'string' ? payouts.get(reference) : undefined
    if (!payout) return c.json({ error: 'unknownPayout' }, 404)
    const { status, amount, currency, merchant, payoutId } = payout
    return c.json({ reference, payoutId, status, amount, currency, merchant })
  })

  const find = (c: Context) => {
    const payment = payments.get(c.req.param('reference') ?? '')
    return payment && current(payment)
  }
  const missing = (c: Context) => html(c, paymentPage(null), 404)

  app.get('/pay/:reference', (c) => {
    const payment = find(c)
    return payment ? html(c, paymentPage(payment)) : missing(c)
  })

  const settle = (outcome: 'paid' | 'failed', note: string) => async (c: Context) => {
    const payment = find(c)
    if (!payment) return missing(c)
    if (payment.status !== 'pending')
      return html(c, paymentPage(payment, `This payment is already ${payment.status}.`), 409)
    payment.status = outcome
    save()
    // The first delivery is awaited, so the page answers after the platform heard of it (or the
    // first try failed and the retries go on behind).
    let timer: NodeJS.Timeout | undefined
    await Promise.race([
      notify(payment),
      new Promise((resolve) => (timer = setTimeout(resolve, 5000))),
    ])
    clearTimeout(timer)
    return html(c, paymentPage(payment, note))
  }
  app.post('/pay/:reference/pay', settle('paid', 'Payment received. You may return to the site.'))
  app.post('/pay/:reference/cancel', settle('failed', 'The payment was cancelled.'))

  return {
    app,
    fetch: app.fetch,
    payments,
    payouts,
    /** The bank paid or refused a pending payout (the demo pays each after payoutSeconds). */
    settlePayout,
    /** Switches for tests: lose every webhook, and counts of deliveries. */
    control,
    /** Resolves when every webhook under way has been delivered or given up. */
    async settled() {
      while (inFlight.size) await Promise.allSettled([...inFlight])
    },
  }
}

/** The demo PSP as createPspApp makes it. */
export type PspApp = ReturnType<typeof createPspApp>
