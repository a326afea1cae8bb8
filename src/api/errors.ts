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

/** True for errors worth retrying (the platform or the network may recover). */
export const isRetryable = (error: unknown) =>
  error instanceof ApiError &&
  (error.kind === 'network' ||
    error.kind === 'timeout' ||
    (error.kind === 'http' && (error.details.status ?? 0) >= 500))
