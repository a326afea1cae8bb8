import { callIds } from '@/api/catalogue.gen'
import { pathOfId } from '@/api/call-path'
import { configureTransport } from '@/api/client'
import type { CallId, CallOutput } from '@/api/types.gen'
import { session } from '@/state/session.store'
import { anyCallMeta } from './any-call'

/** A refusal: the platform's envelope with success false, on a 4xx unless told otherwise. */
export interface Refusal {
  refused: true
  message: string
  status: number
  value: unknown
}

/** The platform refuses a call with `message` (and a value, such as `{ captchaRequired: true }`). */
export const refuse = (message: string, options: { status?: number; value?: unknown } = {}) =>
  ({
    refused: true,
    message,
    status: options.status ?? 400,
    value: options.value ?? null,
  }) satisfies Refusal

/** A request as the platform received it: a sealed body already opened. */
export interface ReceivedRequest {
  id: CallId
  method: string
  /** The query of a GET or DELETE, every value a string as in the URL. */
  query: Record<string, string>
  /** The JSON (or form) body of a write, opened when the call is sealed. */
  body: Record<string, unknown>
  headers: Headers
}

/** One call's answer: its value (typed by the call's response schema), a refusal, or either later. */
export type Handler<I extends CallId> = (
  request: ReceivedRequest,
) => CallOutput<I> | Refusal | Promise<CallOutput<I> | Refusal>

/** Answers by call id; a call with no answer fails with 501, naming itself. */
export type Handlers = { [I in CallId]?: Handler<I> }

const routes = new Map(
  callIds.map((id) => [
    `${anyCallMeta(id).method ?? 'GET'} ${anyCallMeta(id).path ?? pathOfId(id)}`,
    { id, isSealed: anyCallMeta(id).encrypted === true },
  ]),
)

/**
 * The platform at the HTTP boundary: points the transport at a fake fetch that answers envelopes
 * from `handlers` and records every request. Sealed calls are sealed with the test's own key (its
 * public half is served as `auth.publicKey`) and opened here, so a test reads what was sent.
 */
export function fakePlatform(handlers: Handlers) {
  const requests: ReceivedRequest[] = []
  const unanswered: string[] = []

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    // As the browser's fetch, a request whose signal is already aborted never leaves: a query that
    // a test's end cancelled, its call still waiting for its task (client.ts), must not reach the
    // next test's platform as a request of its own.
    if (init.signal?.aborted)
      throw init.signal.reason ?? new DOMException('The operation was aborted.', 'AbortError')
    // Read from init, not through a Request: jsdom's AbortSignal is not the one Request accepts.
    const url = new URL(input instanceof Request ? input.url : String(input))
    const method = (init.method ?? 'GET').toUpperCase()
    const headers = new Headers(init.headers)
    const route = routes.get(`${method} ${url.pathname}`)
    if (!route) return envelope(404, false, null, `fake platform: no call at ${url.pathname}`)
    if (route.id === 'auth.publicKey' && !handlers['auth.publicKey'])
      return envelope(200, true, await keys.publicKey(), '')
    const received: ReceivedRequest = {
      id: route.id,
      method,
      query: Object.fromEntries(url.searchParams),
      body: await readBody(init.body, route.isSealed ? keys : null),
      headers,
    }
    requests.push(received)
    const handler = handlers[route.id] as Handler<CallId> | undefined
    if (!handler) {
      unanswered.push(route.id)
      return envelope(501, false, null, `fake platform: no answer for ${route.id}`)
    }
    const answer = await handler(received)
    return isRefusal(answer)
      ? envelope(answer.status, false, answer.value, answer.message)
      : envelope(200, true, answer, '')
  }

  configureTransport({
    baseUrl: 'https://platform.test',
    merchant: () => 'TEST',
    language: () => 'EN',
    token: () => session.token,
    onUnauthorized: () => undefined,
    fetch,
  })

  return {
    /** Every request received, in order (the public key's excepted). */
    requests,
    /** Calls that came without an answer in `handlers`. */
    unanswered,
    /** The requests of one call. */
    requestsOf: (id: CallId) => requests.filter((request) => request.id === id),
  }
}

const isRefusal = (answer: unknown): answer is Refusal =>
  typeof answer === 'object' && answer !== null && (answer as Refusal).refused === true

const envelope = (status: number, success: boolean, value: unknown, message: string) =>
  new Response(JSON.stringify({ success, value, message }), {
    status,
    headers: { 'content-type': 'application/json' },
  })

async function readBody(
  sent: BodyInit | null | undefined,
  keys: SealingKeys | null,
): Promise<Record<string, unknown>> {
  if (sent instanceof URLSearchParams) return Object.fromEntries(sent)
  if (typeof sent !== 'string' || !sent) return {}
  const body = JSON.parse(sent) as Record<string, unknown>
  return keys ? keys.open(body as unknown as Sealed) : body
}

/** A body as src/api/seal.ts seals it. */
interface Sealed {
  key: string
  iv: string
  ts: number
  nonce: string
  data: string
}

type SealingKeys = typeof keys

const toBase64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/**
 * An RSA-OAEP key pair made at first use (once per test file: making one takes a while), which
 * opens what the client sealed with its half.
 */
const keys = sealingKeys()

function sealingKeys() {
  const subtle = globalThis.crypto.subtle
  let pair: Promise<CryptoKeyPair> | undefined
  const keyPair = () =>
    (pair ??= subtle.generateKey(
      {
        name: 'RSA-OAEP',
        modulusLength: 2048,
        publicExponent: new Uint8Array([1, 0, 1]),
        hash: 'SHA-256',
      },
      true,
      ['encrypt', 'decrypt'],
    ))
  return {
    publicKey: async () => ({
      keyId: 'test-key',
      publicKey: toBase64(await subtle.exportKey('spki', (await keyPair()).publicKey)),
    }),
    open: async (sealed: Sealed): Promise<Record<string, unknown>> => {
      const raw = await subtle.decrypt(
        { name: 'RSA-OAEP' },
        (await keyPair()).privateKey,
        fromBase64(sealed.key),
      )
      const aes = await subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt'])
      const plain = await subtle.decrypt(
        {
          name: 'AES-GCM',
          iv: fromBase64(sealed.iv),
          additionalData: new TextEncoder().encode(`${sealed.ts}.${sealed.nonce}`),
        },
        aes,
        fromBase64(sealed.data),
      )
      return JSON.parse(new TextDecoder().decode(plain)) as Record<string, unknown>
    },
  }
}

/** A promise and its resolve, for an answer the test releases when it has seen the busy state. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}
