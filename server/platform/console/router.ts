import Ajv, { type ValidateFunction } from 'ajv'
import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { CallId, CallInput, CallOutput } from '../../../src/console/api/types.gen'
import type { CatalogueCall } from '../catalogue'
import type { Platform } from '../context'
import { disallowedText } from '../input-guard'
import { log, noteRequest } from '../log'
import { clientIp, schemaBudget } from '../router'
import { consoleCalls } from './catalogue'
import type { OperatorContext } from './context'
import { ConsoleError } from './errors'
import { operatorOn } from './operators'
import { isMerchantCall, permissions, type Access } from './permissions'
import { cookieName, resolveSession, sessionRules, type ConsoleSession } from './sessions'

/** Where the console's API is, on the console's hosts alone (server/app.ts). */
export const consoleApiBase = '/console-api'

/** The header every console call carries: a page of another origin cannot send it (CSRF). */
export const consoleCallHeader = 'x-console'
/** The header naming the merchant (merchants.id) a merchant call is about. */
export const consoleMerchantHeader = 'console-merchant'

/** What console handlers may use beyond the platform. */
export interface ConsoleDeps {
  platform: Platform
  /** Reads the merchants' rows again here and has every other instance read them too. */
  reloadMerchants(): Promise<void>
}

/** The operator of a call: there on calls about a merchant (permissions.ts), else null. */
type OperatorOf<I extends CallId> = (typeof permissions)[I] extends readonly string[]
  ? OperatorContext
  : null

/** What a console handler receives. */
export interface ConsoleCallContext<I extends CallId = CallId> {
  input: CallInput<I>
  operator: OperatorOf<I>
  /** The session the cookie names, on every call but the public ones. */
  session: ConsoleSession | null
  ip: string
  /** Sets the session cookie to a new token, or clears it (null). */
  setSession(token: string | null): void
}

/** A console handler answers its call's value, or throws ConsoleError. */
export type ConsoleHandler<I extends CallId = CallId> = (
  ctx: ConsoleCallContext<I>,
) => Promise<CallOutput<I>>

/** Console handlers by call id, each typed by its own call. */
export type ConsoleHandlers = { [I in CallId]?: ConsoleHandler<I> }

/**
 * One area of console calls: every file of server/platform/console/calls/ exports one as
 * `consoleArea`, so adding an area touches no shared registry.
 */
export interface ConsoleArea {
  handlers(deps: ConsoleDeps): ConsoleHandlers
}

const callsDir = join(import.meta.dirname, 'calls')
let areas: Promise<ConsoleArea[]> | undefined

/** Every console area in calls/, in file-name order. */
export function loadConsoleAreas(): Promise<ConsoleArea[]> {
  areas ??= Promise.all(
    readdirSync(callsDir)
      .filter((f) => /\.(ts|js)$/.test(f) && !/\.(test|d)\./.test(f))
      .sort()
      .map(async (f) => {
        const module = (await import(pathToFileURL(join(callsDir, f)).href)) as {
          consoleArea?: ConsoleArea
        }
        if (!module.consoleArea)
          throw new Error(`server/platform/console/calls/${f} exports no consoleArea`)
        return module.consoleArea
      }),
  )
  return areas
}

/** Every console handler, by call id, from the areas in calls/. */
export async function consoleHandlers(deps: ConsoleDeps): Promise<ConsoleHandlers> {
  const handlers: ConsoleHandlers = {}
  for (const area of await loadConsoleAreas()) {
    const own = area.handlers(deps)
    const taken = Object.keys(own).find((id) => id in handlers)
    if (taken) throw new Error(`two console areas answer ${taken}`)
    Object.assign(handlers, own)
  }
  return handlers
}

// A query string is text: its numbers and booleans are read as the schema types them. A JSON body
// has types of its own and is taken as sent: coercing it would turn `true` or "1e3" into an amount.
const queryAjv = new Ajv({ allErrors: false, coerceTypes: true, useDefaults: true, strict: false })
const bodyAjv = new Ajv({ allErrors: false, useDefaults: true, strict: false })
const responseAjv = new Ajv({ allErrors: false, strict: false })

/**
 * Whether the browser reached the console over HTTPS: directly, or through a balancer that ends TLS
 * and says so (`X-Forwarded-Proto`). A client that claims it falsely over plain HTTP only gets a
 * Secure cookie its browser will not keep.
 */
const isHttps = (c: Context) =>
  new URL(c.req.url).protocol === 'https:' ||
  c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https'

/**
 * A request from the console's own page: it carries the console's header (a cross-site form or
 * fetch cannot without a preflight the console never allows), and its Origin, when sent, is the
 * host it came to.
 */
function fromConsolePage(c: Context): boolean {
  if (c.req.header(consoleCallHeader) !== '1') return false
  const origin = c.req.header('origin')
  if (!origin) return true
  // The host alone: behind a balancer that ends TLS the page is https and this request http.
  let originHost: string
  try {
    originHost = new URL(origin).host
  } catch {
    return false
  }
  return (
    originHost.toLowerCase() === (c.req.header('host') ?? new URL(c.req.url).host).toLowerCase()
  )
}

async function readInput(c: Context, call: CatalogueCall): Promise<unknown> {
  if (call.method === 'GET' || call.method === 'DELETE')
    return Object.fromEntries(new URL(c.req.url).searchParams)
  try {
    const text = await c.req.text()
    return text ? (JSON.parse(text) as unknown) : {}
  } catch {
    throw new ConsoleError('badRequest', 'the body is not JSON')
  }
}

/** The session a call needs by its access, or the refusal. */
function checkStage(access: Access, session: ConsoleSession | null) {
  if (access === 'public') return
  if (!session) throw new ConsoleError('notSignedIn')
  if (access === 'session') return
  if (access === 'totp') {
    if (session.stage !== 'totp') throw new ConsoleError('badRequest', 'already signed in')
    return
  }
  if (session.stage !== 'signed-in') throw new ConsoleError('totpRequired')
}

/** The operator's context on the merchant the call names, or the refusal. */
async function checkMerchant(
  c: Context,
  deps: ConsoleDeps,
  roles: readonly string[],
  session: ConsoleSession,
): Promise<OperatorContext> {
  const named = c.req.header(consoleMerchantHeader) ?? ''
  if (!/^[1-9][0-9]{0,8}$/.test(named)) throw new ConsoleError('merchantRequired')
  const operator = await operatorOn(deps.platform.db, session.operatorId, Number(named))
  if (!operator) throw new ConsoleError('notYourMerchant')
  if (!roles.includes(operator.role)) throw new ConsoleError('forbidden')
  return operator
}

/**
 * Mounts every call of schemas/console/ under /console-api, each with its handler and its entry
 * of the permission table; a call missing either fails here. The request is validated against
 * the call's schema and, with checkResponses, the answer too. The caller (server/app.ts) keeps
 * these routes to the console's hosts.
 */
export function mountConsole(
  app: Hono,
  deps: ConsoleDeps,
  handlers: ConsoleHandlers,
  checkResponses: boolean,
) {
  for (const call of consoleCalls()) {
    const id = call.id as CallId
    const handler = handlers[id] as ConsoleHandler | undefined
    if (!handler) throw new Error(`schemas/console/${call.domain}.json: no handler for ${call.id}`)
    const access = (permissions as Record<string, Access | undefined>)[call.id]
    if (!access) throw new Error(`server/platform/console/permissions.ts: no entry for ${call.id}`)
    const requestAjv = call.method === 'GET' || call.method === 'DELETE' ? queryAjv : bodyAjv
    const validateRequest: ValidateFunction = requestAjv.compile(
      call.request ?? { type: 'object', additionalProperties: false },
    )
    const validateResponse = responseAjv.compile(call.response)
    const limit = bodyLimit({
      maxSize: Math.max(100_000, schemaBudget(call.request)),
      onError: (c) => c.json(refused(new ConsoleError('badRequest', 'too large')), 413),
    })
    app.on(call.method, consoleApiBase + call.path, limit, async (c) => {
      noteRequest({ call: `console:${call.id}` })
      try {
        if (!fromConsolePage(c)) throw new ConsoleError('forbiddenOrigin')
        const secure = isHttps(c)
        const token = getCookie(c, cookieName(secure))
        const session = token ? await resolveSession(deps.platform.db, token) : null
        checkStage(access, session)
        const operator =
          isMerchantCall(access) && session ? await checkMerchant(c, deps, access, session) : null
        if (operator) noteRequest({ merchant: operator.merchant })
        const input = await readInput(c, call)
        if (!validateRequest(input))
          throw new ConsoleError('badRequest', describeError(validateRequest))
        if (disallowedText(input, call.request)) throw new ConsoleError('badRequest', 'text')
        const value = await handler({
          input: input as never,
          operator: operator as never,
          session,
          ip: clientIp(c),
          setSession: (next) => {
            if (next === null) deleteCookie(c, cookieName(secure), { path: '/', secure })
            else
              setCookie(c, cookieName(secure), next, {
                path: '/',
                httpOnly: true,
                sameSite: 'Strict',
                secure,
                maxAge: sessionRules.absoluteHours * 3600,
              })
          },
        })
        if (checkResponses && !validateResponse(value)) {
          log.error(
            { errors: validateResponse.errors },
            `console ${call.id}: answer breaks its schema`,
          )
          throw new ConsoleError('internal')
        }
        c.header('Cache-Control', 'no-store')
        return c.json({ success: true, value: value ?? null, message: 'OK' })
      } catch (error) {
        const known = error instanceof ConsoleError ? error : null
        if (!known) log.error({ err: error }, `console ${call.id}: failed`)
        const answer = known ?? new ConsoleError('internal')
        return c.json(refused(answer), answer.status as 400)
      }
    })
  }
  app.all(`${consoleApiBase}/*`, (c) =>
    c.json(refused(new ConsoleError('notFound', 'no such console call')), 404),
  )
}

/** The envelope of a refusal: its code for the console to show, its English text for scripts. */
const refused = (error: ConsoleError) => ({
  success: false,
  value: null,
  message: error.message,
  code: error.code,
})

function describeError(validate: ValidateFunction): string {
  const e = validate.errors?.[0]
  return e ? `${e.instancePath || '(body)'} ${e.message ?? e.keyword}` : 'invalid'
}
