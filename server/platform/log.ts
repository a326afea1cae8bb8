import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { pino, type DestinationStream, type Level } from 'pino'

/**
 * The platform's log: one JSON object a line on stdout (docs/operations.md, "Logs and metrics").
 * Every line names the instance; a line written while a request runs names that request, its
 * merchant and, once the session is known, its account, however deep in a handler it is written.
 */

/** What a request adds to each line written while it runs (router.ts fills in who calls). */
export interface RequestFields {
  requestId: string
  merchant?: string
  accountId?: number
  /** The catalogue call id, or the group of a route outside the catalogue (metrics.ts). */
  call?: string
}

const requests = new AsyncLocalStorage<RequestFields>()

/**
 * Field names whose values never reach a line, at any of the first three levels of what is
 * logged (a body inside an error inside an object): pino's redaction takes fixed paths, so the
 * depth is spelled out. Messages are written by the code and never carry such values.
 */
const secretKeys = [
  'password',
  'newPassword',
  'oldPassword',
  'confirmPassword',
  'loginPassword',
  'withdrawPassword',
  'fundPassword',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'ticket',
  'code',
  'smsCode',
  'verifyCode',
  'otp',
  'captcha',
  'captchaAnswer',
  'sliderX',
  'secret',
  'signature',
  'authorization',
  'cookie',
  'set-cookie',
  'x-signature',
]

/** The redaction paths: each key at the top, one and two levels down. */
export const redactPaths = secretKeys.flatMap((key) => {
  const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`
  const nested = name.startsWith('[') ? name : `.${name}`
  return [name, `*${nested}`, `*.*${nested}`]
})

/** The level of LOG_LEVEL; quiet under Vitest (tests capture what they read), else info. */
function levelFromEnv(): Level | 'silent' {
  const wanted = process.env.LOG_LEVEL?.trim().toLowerCase()
  const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']
  if (wanted && levels.includes(wanted)) return wanted as Level | 'silent'
  return process.env.VITEST ? 'silent' : 'info'
}

/** The instance a line came from: INSTANCE_ID, else host and process id. */
export const instanceId = process.env.INSTANCE_ID?.trim() || `${hostname()}-${process.pid}`

function serializeError(error: unknown) {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'string' || typeof code === 'number') serialized.errorCode = String(code)
  return serialized
}

/** Where lines go: stdout, or what a test put in its place (captureLogs). */
let sink: DestinationStream = process.stdout
const destination: DestinationStream = { write: (line) => sink.write(line) }

/** The platform's logger; a module may take a child with its own fields (`log.child({...})`). */
export const log = pino(
  {
    level: levelFromEnv(),
    base: { instance: instanceId },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: redactPaths, censor: '[redacted]' },
    // `code` is redacted (an SMS code), so an error's own code (a PostgreSQL SQLSTATE, ECONNRESET)
    // is kept under another name.
    serializers: { err: serializeError },
    // The request's fields, read at each line: an error logged in a handler carries its request.
    mixin: () => ({ ...requests.getStore() }),
  },
  destination,
)

/**
 * A request id the platform takes from a caller (a balancer's or a client's `X-Request-Id`): a
 * short token of safe characters, so that it can neither forge log lines nor grow them.
 */
export const isSafeRequestId = (value: string | undefined): value is string =>
  !!value && /^[A-Za-z0-9._:-]{8,64}$/.test(value)

/** The id of a request: the caller's when it is a safe token, else a new one. */
export const requestIdOf = (incoming: string | undefined) =>
  isSafeRequestId(incoming) ? incoming : randomUUID()

/** Runs fn as a request: every line it writes, at any depth, carries the fields. */
export const withRequest = <T>(fields: RequestFields, fn: () => T): T => requests.run(fields, fn)

/** The fields of the request running now, if any (router.ts adds the merchant and account). */
export const currentRequest = (): RequestFields | undefined => requests.getStore()

/** Adds what became known about the running request (its call, merchant, account) to its lines. */
export function noteRequest(fields: Omit<Partial<RequestFields>, 'requestId'>) {
  const request = requests.getStore()
  if (!request) return
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined) Object.assign(request, { [key]: value })
}

/**
 * Sends the lines to a stream of the test's and lets every level through, until the returned
 * function puts stdout and the level back (tests/contract/observability.test.ts).
 */
export function captureLogs(to: DestinationStream, level: Level = 'debug'): () => void {
  const before = { sink, level: log.level }
  sink = to
  log.level = level
  return () => {
    sink = before.sink
    log.level = before.level
  }
}
