import type { CallId, CallInput, CallOutput } from './types.gen'
import { consoleCatalogue } from './catalogue.gen'
import * as validators from './validators.gen.js'

/** A refusal of the console API: its stable code (server/platform/console/errors.ts) and status. */
export class ConsoleApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** The merchant a call is about (merchants.id), for calls about one merchant. */
export interface CallOptions {
  merchantId?: number
  signal?: AbortSignal
}

const responseValidators = validators as unknown as Record<string, (data: unknown) => boolean>

/**
 * Makes a console call by id: the path and method from schemas/console/, the session in its
 * HttpOnly cookie, the console's header (the server refuses a call without it), and the answer
 * checked against the call's response schema.
 */
export async function consoleCall<I extends CallId>(
  id: I,
  input: CallInput<I> | Record<string, never>,
  options: CallOptions = {},
): Promise<CallOutput<I>> {
  const { method, path } = consoleCatalogue[id]
  const url = new URL(`/console-api${path}`, window.location.origin)
  const isQuery = method === 'GET' || method === 'DELETE'
  if (isQuery)
    for (const [key, value] of Object.entries(input as Record<string, unknown>))
      if (value !== undefined && value !== '') url.searchParams.set(key, String(value))
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    signal: options.signal,
    headers: {
      'x-console': '1',
      ...(isQuery ? {} : { 'content-type': 'application/json' }),
      ...(options.merchantId === undefined
        ? {}
        : { 'console-merchant': String(options.merchantId) }),
    },
    body: isQuery ? undefined : JSON.stringify(input),
  })
  const body = (await response.json().catch(() => null)) as {
    success?: boolean
    value?: unknown
    message?: string
    code?: string
  } | null
  if (!body?.success)
    throw new ConsoleApiError(body?.code ?? 'internal', response.status, body?.message ?? '')
  const validate = responseValidators[id.replace('.', '_')]
  if (validate && !validate(body.value))
    throw new ConsoleApiError('internal', response.status, `${id}: unexpected answer`)
  return body.value as CallOutput<I>
}
