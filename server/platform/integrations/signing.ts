import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * How the platform and an outside service (a game provider, a PSP) sign what they send each other,
 * both directions, one shared secret per service: HMAC-SHA256, hex, over `${timestamp}.${rawBody}`,
 * where timestamp is the sender's Unix time in seconds. The receiver refuses a request older or
 * newer than the replay window; within it, the sender's own id (a provider's transaction id, a
 * PSP's event id) makes a repeat harmless. Wall-clock time, never the platform's business clock,
 * which tests move. docs/providers.md describes it for adapter writers.
 */
export const signatureHeader = 'x-signature'
/** The header with the sender's Unix time in seconds. */
export const timestampHeader = 'x-timestamp'
/** How far a request's timestamp may be from the receiver's clock, in seconds. */
export const replayWindowSeconds = 300

/** The signature of a body sent at a time (seconds). */
export function sign(secret: string, timestamp: string | number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
}

/** The headers of a signed JSON request with this body, sent now. */
export function signedHeaders(secret: string, body: string, now = Date.now()) {
  const timestamp = String(Math.floor(now / 1000))
  return {
    'content-type': 'application/json',
    [timestampHeader]: timestamp,
    [signatureHeader]: sign(secret, timestamp, body),
  }
}

/** Why a signed request is refused, or null when it is good. */
export function checkSignature(
  secret: string,
  headers: { signature?: string | null; timestamp?: string | null },
  body: string,
  now = Date.now(),
): 'INVALID_SIGNATURE' | 'STALE_REQUEST' | null {
  const { signature, timestamp } = headers
  if (
    !signature ||
    !timestamp ||
    !/^\d{1,12}$/.test(timestamp) ||
    !/^[0-9a-f]{64}$/.test(signature)
  )
    return 'INVALID_SIGNATURE'
  const expected = Buffer.from(sign(secret, timestamp, body), 'hex')
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'INVALID_SIGNATURE'
  if (Math.abs(now / 1000 - Number(timestamp)) > replayWindowSeconds) return 'STALE_REQUEST'
  return null
}

/** Why a signed request is refused, by a header getter: the words of the PSP's webhook answers. */
export function signatureProblem(
  secret: string,
  header: (name: string) => string | undefined,
  body: string,
  now = Date.now(),
): 'unsigned' | 'stale' | 'badSignature' | null {
  const signature = header(signatureHeader)
  const timestamp = header(timestampHeader)
  if (!signature || !timestamp) return 'unsigned'
  const problem = checkSignature(secret, { signature, timestamp }, body, now)
  if (problem === 'STALE_REQUEST') return 'stale'
  return problem ? 'badSignature' : null
}

/** POSTs a signed JSON body and answers the status and JSON answer; throws on a network error or time-out. */
export async function postSigned(
  url: string,
  secret: string,
  payload: unknown,
  timeoutMs: number,
  fetcher: typeof fetch = fetch,
): Promise<{ status: number; answer: Record<string, unknown> }> {
  const body = JSON.stringify(payload)
  const response = await fetcher(url, {
    method: 'POST',
    headers: signedHeaders(secret, body),
    body,
    signal: AbortSignal.timeout(timeoutMs),
  })
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>
  return { status: response.status, answer }
}
