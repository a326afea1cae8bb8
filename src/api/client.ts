import { ofetch, FetchError, type $Fetch } from 'ofetch'
import { catalogue, validatorLoaders, type CallId } from './catalogue.gen'
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
  timeoutMs?: number
  fetch?: typeof globalThis.fetch
}

let transport: Transport | undefined

/** The time zone of the visitor's clock, whose days the date pickers show. */
const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone
let client: $Fetch | undefined
let publicKey: Promise<PublicKey> | undefined

/** Sets up the one HTTP client. Retries belong to TanStack Query, so the client never retries. */
export function configureTransport(options: Transport) {
  transport = options
  publicKey = undefined
  client = ofetch.create(
    {
      baseURL: options.baseUrl,
      retry: 0,
      onRequest: ({ options: request }) => {
        const headers = new Headers(request.headers)
        headers.set('language', options.language())
        headers.set('merchant', options.merchant())
        headers.set('time-zone', options.timeZone?.() ?? localTimeZone())
        const token = options.token()
        if (token) headers.set('authorization', `Bearer ${token}`)
        request.headers = headers
      },
    },
    options.fetch ? { fetch: options.fetch } : undefined,
  )
}

/**
 * Where the platform is and which merchant is calling, for requests outside the catalogue (the
 * phone-auth provider answers beside the API, on the API's origin).
 */
export function transportTarget(): { baseUrl: string; merchant: string; fetch?: typeof fetch } {
  if (!transport) throw new Error('configureTransport() must run before transportTarget()')
  return { baseUrl: transport.baseUrl, merchant: transport.merchant(), fetch: transport.fetch }
}

/** Options of one call. */
export interface CallOptions {
  query?: Record<string, string | number | boolean | undefined>
  body?: unknown
  signal?: AbortSignal
}

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
  if (error instanceof FetchError) {
    const status = error.response?.status
    const data: unknown = error.data
    if (status === 401)
      return new ApiError('unauthorized', isEnvelope(data) ? data.message : 'Not logged in', {
        callId,
        status,
      })
    if (
      error.cause instanceof Error &&
      (error.cause.name === 'TimeoutError' || error.cause.name === 'AbortError') &&
      !status
    ) {
      return new ApiError('timeout', 'The request timed out', { callId })
    }
    if (status) {
      if (isEnvelope(data) && status < 500)
        return new ApiError('server', data.message, { callId, status, value: data.value })
      // A 5xx stays retryable (kind http) but keeps the platform's reason, e.g. a game under maintenance.
      const reason = isEnvelope(data) && data.message ? data.message : `HTTP ${status}`
      return new ApiError('http', reason, { callId, status })
    }
    return new ApiError('network', 'Network error', { callId })
  }
  return new ApiError('network', error instanceof Error ? error.message : 'Network error', {
    callId,
  })
}

/**
 * Calls the platform: the catalogue gives method, path, auth and encryption; the answer's envelope
 * is unwrapped and its value checked with the generated validator.
 */
export async function call<T = unknown>(id: CallId, options: CallOptions = {}): Promise<T> {
  if (!client || !transport) throw new Error('configureTransport() must run before call()')
  const meta = catalogue[id]
  const method = meta.method ?? 'GET'
  let body = options.body
  // ofetch applies its own timeout only to calls without a signal, and a query always passes one:
  // the query's signal is joined with a time-out here, or a platform that never answers leaves the
  // screen loading for good.
  const deadline = new AbortController()
  const abort = () => deadline.abort(options.signal?.reason)
  options.signal?.addEventListener('abort', abort, { once: true })
  if (options.signal?.aborted) abort()
  const timer = setTimeout(
    () => deadline.abort(new DOMException('The request timed out', 'TimeoutError')),
    transport.timeoutMs ?? 15_000,
  )
  // The answer's validator loads beside the request, not after the answer.
  const load = validatorLoaders[id] ?? validatorLoaders[id.slice(0, id.indexOf('.'))]!
  const validatorsLoaded = load()
  validatorsLoaded.catch(() => undefined)
  try {
    if (meta.encrypted) {
      // Only sign-in, registration and password calls are sealed: WebCrypto code loads with them.
      const { seal } = await import('./seal')
      body = await seal(body ?? {}, await getPublicKey())
    }
    if (meta.form) body = new URLSearchParams(body as Record<string, string>)
    const data: unknown = await client(meta.path, {
      method,
      query: method === 'GET' || method === 'DELETE' ? options.query : undefined,
      body: method === 'GET' || method === 'DELETE' ? undefined : (body as Record<string, unknown>),
      signal: deadline.signal,
      // A body that is not JSON stays text: an error status still reports its status, and a
      // success status reports the broken answer below.
      parseResponse: (text) => {
        try {
          return JSON.parse(text) as unknown
        } catch {
          return text
        }
      },
    })
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
    return data.value as T
  } catch (error) {
    const apiError = toApiError(error, id)
    if (apiError.kind === 'unauthorized') transport.onUnauthorized()
    throw apiError
  } finally {
    clearTimeout(timer)
  }
}

function getPublicKey(): Promise<PublicKey> {
  publicKey ??= call<PublicKey>('auth.publicKey').catch((error: unknown) => {
    publicKey = undefined
    throw error
  })
  return publicKey
}
