import Ajv, { type ValidateFunction } from 'ajv'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { bodyLimit as limitBody } from 'hono/body-limit'
import type { CallAuth, CallId, CallInput, CallOutput } from '../../src/api/types.gen'
import type { CatalogueCall } from './catalogue'
import {
  clientAddress,
  clientCountry,
  countryHeaderOf,
  forwardedFor,
  proxyHeaderOf,
  trustedProxies,
} from './client-address'
import { inEnglish, localize, plainRefusal, refusal, type Refusal } from './i18n'
import { disallowedText, isInputDataError } from './input-guard'
import { log, noteRequest } from './log'
import { SealError, type Sealer } from './sealed'
import { readTimeZone } from './time-zone'

/**
 * A refusal with the message the client shows and the HTTP status. The message is the English
 * text (a literal, or refusal`…${value}…` when it holds values); the router answers it in the
 * caller's language (server/platform/i18n), and tests/unit/refusal-translations.test.ts checks
 * that every language has it.
 */
export class ApiError extends Error {
  /** What the message says, as catalog templates and their values. */
  readonly refusals: readonly Refusal[]

  constructor(
    message: string | Refusal | readonly Refusal[],
    readonly status: 400 | 401 | 403 | 404 | 409 | 429 | 500 | 502 | 503 = 400,
    readonly value: unknown = null,
  ) {
    const refusals =
      typeof message === 'string'
        ? [plainRefusal(message)]
        : Array.isArray(message)
          ? (message as readonly Refusal[])
          : [message as Refusal]
    super(inEnglish(refusals))
    this.refusals = refusals
  }

  /** The message in a language of the `language` header; English when it has no translation. */
  messageIn(language: string | undefined): string {
    return localize(this.refusals, language)
  }
}

/** Who is calling: a session, which belongs to the account's merchant and to no other. */
export interface Caller {
  accountId: number
  /** The merchant whose site issued the session. */
  merchant: string
  token: string
}

/** What a handler receives: the caller is always there on a call that needs a session. */
export interface CallContext<I = Record<string, unknown>, C extends Caller | null = Caller | null> {
  input: I
  caller: C
  merchant: string
  language: string
  /** The caller's IANA zone on zoned calls (`time-zone` header), else UTC: report days are its. */
  timeZone: string
  ip: string
  params: Record<string, string>
  /** The URL the request came to (the game provider answers on another host of it). */
  requestUrl: string
  /** The page's origin (Origin header, else the Host), where a launched game may post messages. */
  origin: string
  /** The caller's country as a trusted balancer names it (clientCountry); null when not known. */
  country: string | null
}

/**
 * A handler answers the envelope's value, or throws ApiError. Both sides are typed by the call id
 * from the catalogue (src/api/types.gen.ts): the input its request schema lets through, the value
 * its response schema describes.
 */
export type Handler<I extends CallId = CallId> = (
  ctx: CallContext<CallInput<I>, CallerOf<I>>,
) => Promise<CallOutput<I>>

/** The caller of a call: tenancyOf refuses a `token` call without a session before its handler. */
type CallerOf<I extends CallId> = CallAuth<I> extends 'token' ? Caller : Caller | null

/** Handlers by call id: each one typed by its own call. */
export type Handlers = { [I in CallId]?: Handler<I> }

/** What the router needs from the platform. */
export interface RouterDeps {
  sealer: Sealer
  resolveToken: (token: string) => Promise<Caller | null>
  /** The merchant of the site the request came to, decided by the server from the Host alone. */
  merchantFor: (c: Context) => string
  /** Checks answers against their schema (tests and development). */
  checkResponses: boolean
  /**
   * Refuses every call but the system domain's while the merchant is closed to the caller
   * (maintenance, or the caller's region blocked): the portal shows its status page then.
   */
  gate?: (merchant: string, country: string | null) => Promise<void>
}

const requestAjv = new Ajv({ allErrors: false, coerceTypes: true, strict: false })
const responseAjv = new Ajv({ allErrors: false, strict: false })

/**
 * The first problem of a request, naming the field: the fixed words are translated, the field name
 * and the schema's limit stay as they are.
 */
function describe(validate: ValidateFunction): Refusal {
  const e = validate.errors?.[0]
  if (!e) return refusal`Invalid request`
  const field =
    e.instancePath.replace(/^\//, '') ||
    String(e.params.missingProperty ?? e.params.additionalProperty ?? '')
  const limit = (e.params as { limit?: number }).limit ?? ''
  if (e.keyword === 'additionalProperties') return refusal`${field} is not a known field`
  if (e.keyword === 'required') return refusal`${field} is required`
  if (!field) return refusal`Invalid request`
  switch (e.keyword) {
    case 'type':
      return refusal`${field} must be of type ${String((e.params as { type?: unknown }).type)}`
    case 'minLength':
      return refusal`${field} must have at least ${limit} characters`
    case 'maxLength':
      return refusal`${field} must have at most ${limit} characters`
    case 'minimum':
      return refusal`${field} must be at least ${limit}`
    case 'maximum':
      return refusal`${field} must be at most ${limit}`
    case 'exclusiveMinimum':
      return refusal`${field} must be more than ${limit}`
    case 'exclusiveMaximum':
      return refusal`${field} must be less than ${limit}`
    case 'minItems':
      return refusal`${field} must have at least ${limit} items`
    case 'maxItems':
      return refusal`${field} must have at most ${limit} items`
    case 'pattern':
    case 'format':
      return refusal`${field} has the wrong format`
    case 'enum':
    case 'const':
      return refusal`${field} is not one of the allowed values`
    default:
      return refusal`${field} is invalid`
  }
}

export { normalizeIp } from './client-address'

/**
 * The proxies of TRUST_PROXY (server/platform/client-address.ts): read at start, where a list that
 * does not parse stops the server, and read again only when the variable changes (a test that
 * stands in for a balancer sets it).
 */
let trustRead = {
  spec: process.env.TRUST_PROXY ?? '',
  list: trustedProxies(process.env.TRUST_PROXY ?? ''),
}
const proxies = () => {
  const spec = process.env.TRUST_PROXY ?? ''
  if (spec !== trustRead.spec) trustRead = { spec, list: trustedProxies(spec) }
  return trustRead.list
}
/** The header they name the client in (PROXY_HEADER), read once at start. */
export const proxyHeader = proxyHeaderOf(process.env.PROXY_HEADER)

/** The request's socket peer; undefined where the server cannot tell (a request made in-process). */
function socketPeer(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address
  } catch {
    return undefined
  }
}

/** The caller's address: the socket's peer, or the client a trusted proxy names. */
export function clientIp(c: Context): string {
  const peer = socketPeer(c)
  const named = c.req.header(proxyHeader)
  return clientAddress(
    peer,
    named !== undefined && proxyHeader === 'forwarded' ? forwardedFor(named) : named,
    proxies(),
  )
}

/** The header a trusted balancer names the caller's country in (COUNTRY_HEADER), read once at start. */
const countryHeader = countryHeaderOf(process.env.COUNTRY_HEADER)

/** The caller's country (ISO 3166-1 alpha-2), believed from a trusted proxy alone; else null. */
export function requestCountry(c: Context): string | null {
  return clientCountry(socketPeer(c), c.req.header(countryHeader), proxies())
}

function pageOrigin(c: Context): string {
  const origin = c.req.header('origin')
  if (origin && /^https?:\/\/[^/\s]+$/.test(origin)) return origin
  const url = new URL(c.req.url)
  return `${url.protocol}//${c.req.header('host') ?? url.host}`
}

/** The envelope every answer uses. */
export const envelope = (success: boolean, value: unknown, message: string) => ({
  success,
  value,
  message,
})

/**
 * An envelope sent as JSON with its length. The compress middleware (server/app.ts) leaves a body
 * under 1 KB as it is, and can tell only by this header: without it every answer went through a
 * gzip stream of its own, a status of 150 bytes as much as a game list.
 */
export function sendEnvelope(
  c: Context,
  answer: ReturnType<typeof envelope>,
  status: ContentfulStatusCode = 200,
) {
  const text = JSON.stringify(answer)
  return c.body(text, status, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(text)),
  })
}

/**
 * The largest JSON a request schema allows, roughly: strings by maxLength, arrays by maxItems. A
 * call's body limit follows from it, so that only calls that declare large fields (image uploads)
 * accept large bodies.
 */
export function schemaBudget(schema: unknown): number {
  if (!schema || typeof schema !== 'object') return 1_000
  const node = schema as {
    type?: string | string[]
    maxLength?: number
    maxItems?: number
    items?: unknown
    properties?: Record<string, unknown>
  }
  if (node.properties)
    return Object.entries(node.properties).reduce(
      (sum, [key, value]) => sum + key.length + 4 + schemaBudget(value),
      2,
    )
  if (node.items) return 2 + (node.maxItems ?? 100) * (schemaBudget(node.items) + 1)
  if (node.maxLength !== undefined) return node.maxLength * 2 + 2
  return 1_000
}

const minBodyLimit = 1_000_000
const maxBodyLimit = 32_000_000

/**
 * A body over its call's limit, refused by its length or as it streams in, before it is read. The
 * connection closes with the answer: the server drops the unread rest, so a client that sent its
 * next request on the same connection would see it fail.
 */
const tooLarge = (c: Context) => {
  c.header('Connection', 'close')
  return sendEnvelope(
    c,
    envelope(false, null, localize(refusal`Request body is too large`, c.req.header('language'))),
    413,
  )
}

async function readInput(c: Context, call: CatalogueCall, sealer: Sealer): Promise<unknown> {
  if (call.method === 'GET' || call.method === 'DELETE')
    return Object.fromEntries(new URL(c.req.url).searchParams)
  if (call.form) {
    try {
      return Object.fromEntries((await c.req.formData()).entries())
    } catch {
      throw new ApiError('A form-encoded body is expected', 400)
    }
  }
  let body: unknown
  try {
    const text = await c.req.text()
    body = text ? (JSON.parse(text) as unknown) : {}
  } catch {
    throw new ApiError('Request body is not valid JSON', 400)
  }
  if (!call.encrypted) return body
  try {
    return await sealer.open(body)
  } catch (error) {
    // SealError texts are translated like refusals (the scan reads new SealError(...) too).
    if (error instanceof SealError) throw new ApiError(error.message, 400)
    throw error
  }
}

/**
 * The tenancy rule, in one place: the merchant is the Host's, and a session counts only at the
 * site of the merchant that issued it. A session of another merchant is no session here (a call
 * that needs one answers 401), whether it came to that merchant's host or named it in the
 * `merchant` header. The header the app sends is kept as a check, not a choice: a request whose
 * header names another merchant than its Host is refused. Anyone may reach any brand by its Host,
 * as a browser does; what cannot cross from one brand to another is a session.
 */
export async function tenancyOf(
  c: Context,
  auth: CatalogueCall['auth'],
  deps: Pick<RouterDeps, 'resolveToken' | 'merchantFor'>,
): Promise<{ merchant: string; caller: Caller | null }> {
  const merchant = deps.merchantFor(c)
  const token =
    c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? c.req.header('token') ?? ''
  const session = token ? await deps.resolveToken(token) : null
  const caller = session?.merchant === merchant ? session : null
  if (auth === 'token' && !caller) throw new ApiError('Not logged in', 401)
  // The only read of the client's `merchant` header: compared with the Host's merchant, never
  // used as one (tests/contract/tenancy.test.ts).
  const named = c.req.header('merchant')
  if (named && named !== merchant)
    throw new ApiError('This site does not belong to that merchant', 400)
  return { merchant, caller }
}

/** Mounts every catalogue call under base, each with its handler; a call without one fails loudly. */
export function mountCatalogue(
  app: Hono,
  base: string,
  calls: CatalogueCall[],
  handlers: Handlers,
  deps: RouterDeps,
) {
  for (const call of calls) {
    // The catalogue is read at run time, so its ids are strings here: the one place a handler is
    // taken untyped. Its request schema (validateRequest) is what CallInput describes.
    const handler = handlers[call.id as CallId] as Handler | undefined
    if (!handler) throw new Error(`schemas/api/${call.domain}.json: no handler for ${call.id}`)
    const validateRequest = requestAjv.compile<CallInput<CallId>>(
      call.request ?? { type: 'object', additionalProperties: false },
    )
    const validateResponse = responseAjv.compile(call.response)
    const bodyLimit = Math.min(
      maxBodyLimit,
      Math.max(minBodyLimit, schemaBudget(call.request) * (call.encrypted ? 2 : 1)),
    )
    const limit = limitBody({ maxSize: bodyLimit, onError: tooLarge })
    // The request's log lines and its latency are the call's from here on (server/platform/log.ts).
    const named: MiddlewareHandler = (c, next) => {
      noteRequest({ call: call.id, merchant: deps.merchantFor(c) || undefined })
      return next()
    }
    app.on(call.method, base + call.path, named, limit, async (c) => {
      const language = c.req.header('language') ?? 'EN'
      try {
        const { merchant, caller } = await tenancyOf(c, call.auth, deps)
        noteRequest({ accountId: caller?.accountId })
        const country = requestCountry(c)
        if (call.domain !== 'system') await deps.gate?.(merchant, country)
        const input = await readInput(c, call, deps.sealer)
        if (!validateRequest(input)) throw new ApiError(describe(validateRequest), 400)
        const badText = disallowedText(input, call.request) ?? disallowedText(c.req.param())
        if (badText) throw new ApiError(badText, 400)
        const value = await handler({
          input,
          caller,
          merchant,
          language,
          timeZone: call.zoned ? readTimeZone(c.req.header('time-zone')) : 'UTC',
          ip: clientIp(c),
          params: c.req.param() as Record<string, string>,
          requestUrl: c.req.url,
          origin: pageOrigin(c),
          country,
        })
        if (deps.checkResponses && !validateResponse(value)) {
          log.error({ errors: validateResponse.errors }, `${call.id}: answer breaks its schema`)
          throw new ApiError('Internal error', 500)
        }
        return sendEnvelope(c, envelope(true, value ?? null, 'OK'))
      } catch (error) {
        if (error instanceof ApiError)
          return sendEnvelope(
            c,
            envelope(false, error.value, error.messageIn(language)),
            error.status,
          )
        if (isInputDataError(error)) {
          log.warn({ err: error }, `${call.id}: a value reached the database unchecked`)
          return sendEnvelope(
            c,
            envelope(false, null, localize(refusal`Invalid request`, language)),
            400,
          )
        }
        log.error({ err: error }, `${call.id}: failed`)
        return sendEnvelope(
          c,
          envelope(false, null, localize(refusal`Internal error`, language)),
          500,
        )
      }
    })
  }
}
