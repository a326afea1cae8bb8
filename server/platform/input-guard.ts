import { refusal, type Refusal } from './i18n'

/** The part of a request schema the guard reads. */
interface SchemaNode {
  properties?: Record<string, SchemaNode>
  items?: SchemaNode
  /** The values of a map (per-language texts): read where no property names the key. */
  additionalProperties?: SchemaNode | boolean
  /** Free text that may hold line breaks and tabs (a message, a comment). */
  'x-multiline'?: boolean
}

/** C0 control characters and DEL (matching them is the point, hence the lint exceptions). */
// eslint-disable-next-line no-control-regex
const control = /[\u0000-\u001f\u007f]/
/** The same without tab, newline and carriage return, for multi-line text. */
// eslint-disable-next-line no-control-regex
const controlButLineBreaks = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
/** Half a surrogate pair: text that is not valid UTF-16 and cannot be stored as UTF-8. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/**
 * True when a text holds no control character (tab and line breaks neither) and no half surrogate
 * pair: what an id or a token from outside the catalogue (a URL, a provider's body) must be before
 * it goes to the database.
 */
export const isCleanText = (text: string) => !control.test(text) && !loneSurrogate.test(text)

/**
 * The refusal of a request whose strings, at any depth, hold control characters or half a
 * surrogate pair, naming the field (its path as the schema's errors name it: `profile/nickname`);
 * undefined when every string is clean. Tab, newline and carriage return pass only in fields the
 * schema marks `"x-multiline": true`. Meant for input that passed its schema, whose depth is the
 * schema's; path parameters are checked without one.
 */
export function disallowedText(input: unknown, schema?: object): Refusal | undefined {
  const queue: [unknown, SchemaNode | undefined, string][] = [[input, schema, '']]
  const at = (field: string, key: string | number) => (field ? `${field}/${key}` : String(key))
  for (const [value, node, field] of queue) {
    if (typeof value === 'string') {
      const banned = node?.['x-multiline'] ? controlButLineBreaks : control
      if (banned.test(value) || loneSurrogate.test(value))
        return refusal`${field || 'input'} contains characters that are not allowed`
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => queue.push([item, node?.items, at(field, i)]))
    } else if (value && typeof value === 'object') {
      const others =
        typeof node?.additionalProperties === 'object' ? node.additionalProperties : undefined
      for (const [key, child] of Object.entries(value))
        queue.push([child, node?.properties?.[key] ?? others, at(field, key)])
    }
  }
  return undefined
}

/**
 * SQLSTATEs of PostgreSQL's data exceptions that only a caller's value can cause: invalid text
 * representation (22P02), numeric value out of range (22003), datetime field overflow (22008),
 * invalid datetime format (22007), bad UTF-8 (22021) and an untranslatable character (22P05).
 * Division by zero and the rest of class 22 are the code's own mistakes and stay 500s.
 */
const inputDataErrors = new Set(['22P02', '22003', '22008', '22007', '22021', '22P05'])

/**
 * True when a database error is one of the data exceptions above: a value the checks before the
 * query let through. The router answers it 400 as a backstop and logs it, for the check it lacks.
 */
export function isInputDataError(error: unknown): error is Error & { code: string } {
  const code = (error as { code?: unknown } | null)?.code
  return error instanceof Error && typeof code === 'string' && inputDataErrors.has(code)
}
