import type { ServiceEndpoint } from './index'
import { signatureProblem, signedHeaders } from './signing'

/**
 * The seam to payment service providers (PSPs): the platform asks for a hosted payment page and,
 * when webhooks get lost, for a payment's state; the PSP reports outcomes by signed webhooks that
 * the adapter reads. One adapter per PSP protocol, chosen per merchant (MerchantSettings
 * `paymentProvider`), its endpoint and secret from configuration (Platform.integrations).
 */
export interface PaymentProvider {
  /** Opens a payment for a deposit order; idempotent by orderId at the PSP. */
  createPayment(request: PaymentRequest): Promise<{ reference: string; payUrl: string }>
  /** The PSP's view of a payment, or null when the PSP does not know the reference. */
  paymentStatus(reference: string): Promise<PaymentState | null>
  /** Sends a withdrawal's money to the member's bank; idempotent by payoutId at the PSP. */
  createPayout(request: PayoutRequest): Promise<{ reference: string }>
  /** The PSP's view of a payout, or null when the PSP does not know the reference. */
  payoutStatus(reference: string): Promise<PayoutState | null>
  /** A webhook's event when its signature and time stamp hold, else why not. */
  readWebhook(header: (name: string) => string | undefined, rawBody: string): WebhookReading
}

/** What a withdrawal asks the PSP to pay out; amount in minor units of currency. */
export interface PayoutRequest {
  payoutId: string
  amount: number
  currency: string
  merchant: string
  bank: { bankName: string; accountNo: string; holderName: string }
}

/** A payout as the PSP reports it: pending until the bank paid it or refused it. */
export interface PayoutState {
  reference: string
  status: 'pending' | 'paid' | 'failed'
  amount: number
  currency: string
  merchant: string
}

/** What a deposit asks the PSP for; amount in minor units of currency. */
export interface PaymentRequest {
  orderId: string
  amount: number
  currency: string
  merchant: string
  returnUrl: string
  language: string
}

/** The final and non-final states of a payment at the PSP. */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'expired'

/** A payment as the PSP reports it (status answer and webhook alike). */
export interface PaymentState {
  reference: string
  status: PaymentStatus
  amount: number
  currency: string
  merchant: string
}

/** One webhook delivery: the event's own id makes a repeated delivery recognisable. */
export type PaymentEvent =
  | (PaymentState & { eventId: string; type: 'payment' })
  | (PayoutState & { eventId: string; type: 'payout' })

export type WebhookReading =
  { event: PaymentEvent } | { problem: 'unsigned' | 'stale' | 'badSignature' | 'malformed' }

/** A PSP that did not answer, or answered something this adapter cannot read. */
export class ProviderUnavailable extends Error {}

const paymentStatuses: readonly string[] = ['pending', 'paid', 'failed', 'expired']
const payoutStatuses: readonly string[] = ['pending', 'paid', 'failed']
const text = (value: unknown, max = 128): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max && !/[\p{Cc}]/u.test(value)

/** A payment's or a payout's state read from untrusted JSON, or null when malformed. */
function parseState(value: unknown, statuses: readonly string[]) {
  if (typeof value !== 'object' || value === null) return null
  const v = value as Record<string, unknown>
  if (!text(v.reference) || !text(v.merchant, 64) || !text(v.currency, 8)) return null
  if (typeof v.status !== 'string' || !statuses.includes(v.status)) return null
  if (!Number.isSafeInteger(v.amount) || (v.amount as number) <= 0) return null
  return {
    reference: v.reference,
    status: v.status,
    amount: v.amount as number,
    currency: v.currency,
    merchant: v.merchant,
  }
}

/** A PaymentState read from untrusted JSON, or null when any field is missing or malformed. */
export const parsePaymentState = (value: unknown) =>
  parseState(value, paymentStatuses) as PaymentState | null

/** A PayoutState read from untrusted JSON, or null when any field is missing or malformed. */
export const parsePayoutState = (value: unknown) =>
  parseState(value, payoutStatuses) as PayoutState | null

const timeoutMs = 5000

/**
 * The demo PSP's protocol (server/psp/): signed JSON POSTs to /api/payments,
 * /api/payments/status, /api/payouts and /api/payouts/status; webhooks signed the same way with
 * the same secret, `type` "payment" or "payout".
 */
export function demoPaymentProvider(endpoint: ServiceEndpoint): PaymentProvider {
  const post = async (path: string, payload: unknown) => {
    const body = JSON.stringify(payload)
    let response: Response
    try {
      response = await fetch(`${endpoint.url}${path}`, {
        method: 'POST',
        headers: signedHeaders(endpoint.secret, body),
        body,
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new ProviderUnavailable(`PSP ${path}: ${String(error)}`)
    }
    const answer: unknown = await response.json().catch(() => null)
    return { status: response.status, answer }
  }
  return {
    async createPayment(request) {
      const { status, answer } = await post('/api/payments', request)
      const a = answer as { reference?: unknown; payUrl?: unknown } | null
      if (status !== 200 || !text(a?.reference) || !text(a.payUrl, 2048))
        throw new ProviderUnavailable(`PSP create payment: HTTP ${status}`)
      const payUrl = new URL(a.payUrl)
      if (payUrl.protocol !== 'http:' && payUrl.protocol !== 'https:')
        throw new ProviderUnavailable('PSP create payment: not an http(s) page')
      return { reference: a.reference, payUrl: payUrl.href }
    },
    async paymentStatus(reference) {
      const { status, answer } = await post('/api/payments/status', { reference })
      if (status === 404) return null
      const state = status === 200 ? parsePaymentState(answer) : null
      if (!state || state.reference !== reference)
        throw new ProviderUnavailable(`PSP payment status: HTTP ${status}`)
      return state
    },
    async createPayout(request) {
      const { status, answer } = await post('/api/payouts', request)
      const reference = (answer as { reference?: unknown } | null)?.reference
      if (status !== 200 || !text(reference))
        throw new ProviderUnavailable(`PSP create payout: HTTP ${status}`)
      return { reference }
    },
    async payoutStatus(reference) {
      const { status, answer } = await post('/api/payouts/status', { reference })
      if (status === 404) return null
      const state = status === 200 ? parsePayoutState(answer) : null
      if (!state || state.reference !== reference)
        throw new ProviderUnavailable(`PSP payout status: HTTP ${status}`)
      return state
    },
    readWebhook(header, rawBody) {
      const problem = signatureProblem(endpoint.secret, header, rawBody)
      if (problem) return { problem }
      let value: unknown
      try {
        value = JSON.parse(rawBody)
      } catch {
        return { problem: 'malformed' }
      }
      const { eventId, type } = (value ?? {}) as { eventId?: unknown; type?: unknown }
      if (!text(eventId)) return { problem: 'malformed' }
      if (type === 'payment') {
        const state = parsePaymentState(value)
        return state ? { event: { ...state, eventId, type } } : { problem: 'malformed' }
      }
      if (type === 'payout') {
        const state = parsePayoutState(value)
        return state ? { event: { ...state, eventId, type } } : { problem: 'malformed' }
      }
      return { problem: 'malformed' }
    },
  }
}

/** Adapters by protocol id: adding a PSP is one entry here and its endpoint in configuration. */
export const paymentAdapters: Record<string, (endpoint: ServiceEndpoint) => PaymentProvider> = {
  demo: demoPaymentProvider,
}

/** The adapter for a provider id with its configured endpoint, or null when either is missing. */
export function paymentProvider(
  endpoints: Record<string, ServiceEndpoint>,
  id: string,
): PaymentProvider | null {
  const adapter = Object.hasOwn(paymentAdapters, id) ? paymentAdapters[id] : undefined
  const endpoint = Object.hasOwn(endpoints, id) ? endpoints[id] : undefined
  return adapter && endpoint ? adapter(endpoint) : null
}
