/**
 * TypeScript types of the API catalogue (schemas/api/*.json): each call's request and response,
 * and one map from call id to both, which types `call()` in the client and each handler on the
 * server. json-schema-to-typescript writes the types; the descriptions become their doc comments.
 */
import { compile, type JSONSchema } from 'json-schema-to-typescript'

/** One call of a domain file, as far as its types go. */
export interface TypedCall {
  id: string
  /** Whether the call needs a session (`token`), takes one if sent (`optional`) or none. */
  auth: 'none' | 'token' | 'optional'
  request?: object
  response: object
}

/** WalletBalance from wallet.balance, so that every call's types have a name of their own. */
const typeName = (id: string) =>
  id
    .split(/[._-]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')

/** How json-schema-to-typescript writes the generated types (the brand's too). */
export const typeOptions = {
  bannerComment: '',
  format: false,
  // A schema that does not close its object still types only the fields it names.
  additionalProperties: false,
  declareExternallyReferenced: true,
  unknownAny: true,
  // maxItems stays a limit of the validators: as a type it would spell out every tuple length.
  ignoreMinAndMaxItems: true,
} as const

/** Drops `title` keywords, which would name nested types after their fields and collide. */
function untitled(node: unknown, isMap = false): unknown {
  if (Array.isArray(node)) return node.map((item) => untitled(item))
  if (!node || typeof node !== 'object') return node
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) {
    if (!isMap && (key === 'title' || key === '$schema')) continue
    out[key] = untitled(value, !isMap && (key === 'properties' || key === 'definitions'))
  }
  return out
}

/** The module text: `<Name>Input`/`<Name>Output` per call and the `ApiCalls` map. */
export async function apiTypes(calls: readonly TypedCall[], header: string): Promise<string> {
  const parts: string[] = []
  const entries: string[] = []
  for (const call of calls) {
    const name = typeName(call.id)
    const input = call.request ? `${name}Input` : 'NoInput'
    if (call.request)
      parts.push(await compile(untitled(call.request) as JSONSchema, input, typeOptions))
    parts.push(await compile(untitled(call.response) as JSONSchema, `${name}Output`, typeOptions))
    entries.push(`  '${call.id}': { input: ${input}; output: ${name}Output; auth: '${call.auth}' }`)
  }
  return `${header}/* eslint-disable */
/** A call that takes no input. */
export type NoInput = Record<string, never>

${parts.join('\n')}
/**
 * Every call of the catalogue: what it takes (query or body), what its envelope's value is, and
 * whether it needs a session.
 */
export interface ApiCalls {
${entries.join('\n')}
}

/** A call id of the catalogue. */
export type CallId = keyof ApiCalls
/** What a call takes: its query for GET and DELETE, else its body (before sealing). */
export type CallInput<I extends CallId> = ApiCalls[I]['input']
/** The value of a call's envelope, as its response schema describes it. */
export type CallOutput<I extends CallId> = ApiCalls[I]['output']
/** A call's session rule: \`token\` calls are refused without a session before any handler runs. */
export type CallAuth<I extends CallId> = ApiCalls[I]['auth']
`
}
