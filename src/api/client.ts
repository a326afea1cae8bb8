import { callMeta, validatorLoaders, type CallMeta, type ReadId } from './catalogue.gen'
import { pathOfId, queryString } from './call-path'
import { takeFirstAnswer } from './first-answers'
import type { CallId, CallInput, CallOutput } from './types.gen'
import { nextTask } from '@/lib/next-task'
import { ApiError } from './errors'
import type { PublicKey } from './seal'

/** What the transport needs from the app: where the API is and who is calling. */
export interface Transport {
  baseUrl: string
  merchant: () => string
  language: () => string
  /** The caller's IANA time zone: report ranges are its calendar days. The runtime's by default. */
  timeZone?: () => string
  token: () => string | null
  /** Called when any call answers 401: the app ends the session and opens the login modal. */
  onUnauthorized: () => void
  /**
   * Called when a call is refused because the site is closed to the caller (`maintenance`, 503;
   * `regionBlocked`, 403): the app reads the system status again and shows the status page.
   */
  onClosed?: (code: ClosedCode) => void
  timeoutMs?: number
  fetch?: typeof globalThis.fetch
}

let transport: Transport | undefined

/**
 * The time zone of the visitor's clock, whose days the date pickers show. Only report calls carry
 * it (`zoned` in the catalogue), and it is read once: a first `Intl.DateTimeFormat` costs a phone
 * more than 10 ms, which the first screen's calls do not pay.
 */
let clockZone: string | undefined
const localTimeZone = () => (clockZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone)
let publicKey: Promise<PublicKey> | undefined

/** Sets up the one HTTP client. */
export function configureTransport(options: Transport) {
  transport = options
  publicKey = undefined
}

/** A body that is not JSON stays text, so that the caller can tell a broken answer from a refusal. */
const parseBody = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** The platform's answer to a request with an error status: the status and the parsed body. */
class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`HTTP ${status}`)
  }
}

/**
 * One request to the platform with the caller's headers: the parsed body (JSON when it is JSON, else
 * text), or HttpStatusError for a 4xx or 5xx, or what fetch threw. The browser's fetch rather than
 * ofetch (the design's client): every first visit loads this, ofetch cost 3.2 KB gzip of the first
 * visit's budget (docs/performance.md), and what the portal used of it is the few lines here. It never retries: retries belong
 * to the query client alone (retryIfTransient), or the two would multiply; a write is sent again
 * only by the person.
 */
async function send(
  t: Transport,
  path: string,
  init: { method: string; query?: object; body?: unknown; zoned?: boolean; signal: AbortSignal },
): Promise<unknown> {
  const headers = new Headers({
    accept: 'application/json',
    language: t.language(),
    merchant: t.merchant(),
  })
  if (init.zoned) headers.set('time-zone', t.timeZone?.() ?? localTimeZone())
  const token = t.token()
  if (token) headers.set('authorization', `Bearer ${token}`)
  let body: BodyInit | undefined
  if (init.body instanceof URLSearchParams) body = init.body
  else if (init.body !== undefined && init.body !== null) {
    body = JSON.stringify(init.body)
    headers.set('content-type', 'application/json')
  }
  // Read at each request, so that a test's stub or a replaced global fetch is the one used.
  const response = await (t.fetch ?? globalThis.fetch)(
    `${t.baseUrl.replace(/\/$/, '')}${path}${queryString(init.query)}`,
    { method: init.method, headers, body, signal: init.signal },
  )
  const data = parseBody(await response.text())
  if (response.status >= 400) throw new HttpStatusError(response.status, data)
  return data
}

/**
 * Where the platform is and which merchant is calling, for requests outside the catalogue (the
 * phone-auth provider answers beside the API, on the API's origin).
 */
export function transportTarget(): { baseUrl: string; merchant: string; fetch?: typeof fetch } {
  if (!transport) throw new Error('configureTransport() must run before transportTarget()')
  return { baseUrl: transport.baseUrl, merchant: transport.merchant(), fetch: transport.fetch }
}

/** Why the platform refuses every call but the system ones (server/platform/system-status.ts). */
export type ClosedCode = 'maintenance' | 'regionBlocked'

/** The closed site's refusal in an answer, or null: the status and the envelope's value.code agree. */
function closedCode(error: unknown): ClosedCode | null {
  if (!(error instanceof HttpStatusError) || !isEnvelope(error.data)) return null
  const code = (error.data.value as { code?: unknown } | null)?.code
  if (error.status === 503 && code === 'maintenance') return code
  if (error.status === 403 && code === 'regionBlocked') return code
  return null
}

/** Options of one call besides its input. */
export interface CallOptions {
  signal?: AbortSignal
}

/**
 * A call's arguments: its input (the query of a GET or DELETE, else the body) and options. The
 * input may be left out when the call's request schema requires nothing.
 */
export type CallArgs<I extends CallId> =
  Record<string, never> extends CallInput<I>
    ? [input?: CallInput<I>, options?: CallOptions]
    : [input: CallInput<I>, options?: CallOptions]

interface Envelope {
  success: boolean
  value: unknown
  message: string
}

const isEnvelope = (data: unknown): data is Envelope =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as Envelope).success === 'boolean' &&
  'value' in data

function toApiError(error: unknown, callId: string): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof HttpStatusError) {
    const { status, data } = error
    if (status === 401)
      return new ApiError('unauthorized', isEnvelope(data) ? data.message : 'Not logged in', {
        callId,
        status,
      })
    // The closed site's 503 is a refusal, not a gateway's hiccup: asking again changes nothing.
    if (isEnvelope(data) && (status < 500 || closedCode(error)))
      return new ApiError('server', data.message, { callId, status, value: data.value })
    // A 5xx stays retryable (kind http) but keeps the platform's reason, e.g. a game under maintenance.
    const reason = isEnvelope(data) && data.message ? data.message : `HTTP ${status}`
    return new ApiError('http', reason, { callId, status })
  }
  // What fetch threw: a network failure, or our deadline's abort.
  const name = (error as { name?: unknown } | null)?.name
  if (name === 'TimeoutError' || name === 'AbortError')
    return new ApiError('timeout', 'The request timed out', { callId })
  return new ApiError('network', error instanceof Error ? error.message : 'Network error', {
    callId,
  })
}

/**
 * Reads from the platform (a GET): the catalogue gives the path and whether the dates are the
 * caller's days. A call that changes something is a write (src/api/write.ts).
 */
export function call<I extends ReadId>(id: I, ...args: CallArgs<I>): Promise<CallOutput<I>> {
  return request(id, callMeta(id), ...args)
}

/**
 * Calls the platform as `meta` says (method, path, encryption, form body): the answer's envelope
 * is unwrapped and its value checked with the generated validator.
 *
 * Each call starts in a task of its own. Starting a request costs the main thread more than it
 * seems (the browser sets up its loader and records where it came from; the call's time-out and its
 * validators' chunk come with it), and a screen asks for several answers at once: on a phone, a
 * route's calls in one task held the main thread 25-40 ms, long enough to hold back input and
 * frames. Yielding first also lets the headers read the session and language as they are when the
 * request leaves.
 */
export async function request<I extends CallId>(
  id: I,
  meta: CallMeta,
  ...[input, options = {}]: CallArgs<I>
): Promise<CallOutput<I>> {
  await nextTask()
  const t = transport
  if (!t) throw new Error('configureTransport() must run before call()')
  const path = meta.path ?? pathOfId(id)
  const method = meta.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'DELETE'
  let body: unknown = hasBody ? input : undefined
  // The query's signal is joined with a time-out, or a platform that never answers would leave the
  // screen loading for good.
  const deadline = new AbortController()
  const abort = () => deadline.abort(options.signal?.reason)
  options.signal?.addEventListener('abort', abort, { once: true })
  if (options.signal?.aborted) abort()
  const timer = setTimeout(
    () => deadline.abort(new DOMException('The request timed out', 'TimeoutError')),
    t.timeoutMs ?? 15_000,
  )
  // The answer's validator loads beside the request, not after the answer.
  const validatorsLoaded = loadValidators(id)
  try {
    if (meta.encrypted) {
      // Only sign-in, registration and password calls are sealed: WebCrypto code loads with them.
      const { seal } = await import('./seal')
      body = await seal(body ?? {}, await getPublicKey())
    }
    if (meta.form) body = new URLSearchParams(body as Record<string, string>)
    const query = hasBody ? undefined : (input ?? undefined)
    // A first call the server answered in the page (first-answers.ts) is not sent; its answer is
    // checked below as the network's would be.
    const embedded =
      method === 'GET'
        ? takeFirstAnswer(
            t.baseUrl.replace(/\/$/, ''),
            `${path}${queryString(query)}`,
            t.language(),
          )
        : undefined
    const data =
      embedded ??
      (await send(t, path, {
        method,
        query,
        body,
        zoned: meta.zoned,
        signal: deadline.signal,
      }))
    if (typeof data === 'string')
      throw new ApiError('schema', 'The answer is not JSON', { callId: id })
    if (!isEnvelope(data))
      throw new ApiError('schema', 'The answer has no envelope', { callId: id })
    if (!data.success) throw new ApiError('server', data.message, { callId: id, value: data.value })
    const validators = (await validatorsLoaded) as Record<
      string,
      ((value: unknown) => boolean) | undefined
    >
    const validate = validators[id.replace('.', '_')]
    if (!validate?.(data.value))
      throw new ApiError('schema', 'The answer does not match its schema', { callId: id })
    return data.value as CallOutput<I>
  } catch (error) {
    const apiError = toApiError(error, id)
    if (apiError.kind === 'unauthorized') t.onUnauthorized()
    const closed = closedCode(error)
    if (closed) t.onClosed?.(closed)
    throw apiError
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The validators of a call's chunk, loaded once: a settled module is kept, since a repeated
 * import() resolves only behind every task already queued. A failed load is tried again next time.
 */
const validatorChunks = new Map<string, Promise<object>>()
function loadValidators(id: CallId): Promise<object> {
  const key = id in validatorLoaders ? id : id.slice(0, id.indexOf('.'))
  let chunk = validatorChunks.get(key)
  if (!chunk) {
    chunk = validatorLoaders[key]!()
    chunk.catch(() => validatorChunks.delete(key))
    validatorChunks.set(key, chunk)
  }
  return chunk
}

function getPublicKey(): Promise<PublicKey> {
  publicKey ??= call('auth.publicKey').catch((error: unknown) => {
    publicKey = undefined
    throw error
  })
  return publicKey
}
