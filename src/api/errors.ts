/** Why a call failed; screens pick their message and action from the kind. */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'server' | 'schema' | 'unauthorized'

/** A failed platform call. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly details: { callId: string; status?: number; value?: unknown } = { callId: '' },
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** Gateway answers of an instance that is restarting or overloaded: a later try may succeed. */
const transientStatuses: ReadonlySet<number> = new Set([502, 503, 504])

/**
 * True for failures that can succeed on retry: the network, a time-out, a gateway's 502/503/504.
 * A refusal (4xx), a platform fault (500) or an answer that breaks its schema would fail again.
 */
export const isRetryable = (error: unknown) =>
  error instanceof ApiError &&
  (error.kind === 'network' ||
    error.kind === 'timeout' ||
    (error.kind === 'http' && transientStatuses.has(error.details.status ?? 0)))

/** The query client's retry rule: twice at most, and only what can succeed on retry. */
export const retryIfTransient = (failureCount: number, error: unknown) =>
  failureCount < 2 && isRetryable(error)

/** The platform's own words for a refusal; otherwise the fallback (network and other failures). */
export const refusalMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.kind === 'server' ? error.message : fallback

/**
 * The platform's "switched off" answer (403) to the calls of a part the merchant can turn off, such
 * as the mission activity and the marketing centre (spec §2.8: guarded by availability): the page
 * shows a warning instead of an error, and asking again at once would only be refused again.
 */
export const isSwitchedOff = (error: unknown) =>
  error instanceof ApiError && error.kind === 'server' && error.details.status === 403
