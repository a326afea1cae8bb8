/**
 * Makes ajv's standalone code of the portal's response validators smaller without changing what
 * passes. ajv keeps a schema whole, as a literal, wherever its code reads a part of it: the names an
 * object of more than 8 properties allows (`additionalProperties: false` checks each key with
 * `hasOwnProperty.call(schemaN.….properties, key)`), an enum's values or a type in a failure's
 * parameters. Each such read becomes a constant of what it reads — for `properties`, the names
 * alone — and a schema no code reads any more is dropped. On a first visit's validator chunks that
 * is about 1 KB gzip.
 */

/** The schema literals of ajv's raw standalone code (`const schemaN = <JSON>;`), by name. */
export function schemaLiterals(raw: string): Map<string, unknown> {
  const literals = new Map<string, unknown>()
  const declaration = /\bconst (schema\d+) = /g
  for (let match = declaration.exec(raw); match; match = declaration.exec(raw)) {
    const start = match.index + match[0].length
    literals.set(match[1]!, JSON.parse(raw.slice(start, jsonEnd(raw, start))))
  }
  return literals
}

const isMap = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value)

/** The index just after the JSON value that starts at `start` (an object or an array). */
function jsonEnd(text: string, start: number): number {
  let depth = 0
  let inString = false
  for (let i = start; i < text.length; i++) {
    const char = text[i]
    if (inString) {
      if (char === '\\') i++
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '{' || char === '[') depth++
    else if (char === '}' || char === ']') {
      depth--
      if (depth === 0) return i + 1
    }
  }
  throw new Error('compact-validators: a schema literal does not end')
}

/**
 * Rewrites esbuild's bundle of the standalone code (where each schema is one line
 * `var schemaN = …;`): reads of schema parts become constants, unread schemas go.
 */
export function compactSchemaReads(code: string, literals: Map<string, unknown>): string {
  const constants = new Map<string, string>()
  const read = /\b(schema\d+)((?:\.[A-Za-z_$][\w$]*)+)/g
  const rewritten = code.replace(read, (whole, name: string, path: string, offset: number) => {
    // The declaration itself, and a name that is not a known schema, stay.
    if (!literals.has(name) || code.startsWith(`var ${name} = `, offset - 4)) return whole
    let value = literals.get(name)
    let taken = ''
    for (const key of path.slice(1).split('.')) {
      if (!value || typeof value !== 'object' || !Object.hasOwn(value, key)) break
      value = (value as Record<string, unknown>)[key]
      taken += `.${key}`
    }
    if (!taken) return whole
    const lastKey = taken.slice(taken.lastIndexOf('.') + 1)
    if (value && typeof value === 'object' && Object.hasOwn(value, '__proto__')) {
      throw new Error('compact-validators: a schema names __proto__, which a literal cannot hold')
    }
    // Only hasOwnProperty reads a whole `properties` map: its names alone, unless the code reads
    // on into it (`….properties["a-b"]`, which the path above does not follow).
    const readsOn = taken !== path || code[offset + whole.length] === '['
    const names =
      !readsOn && lastKey === 'properties' && isMap(value) ? Object.keys(value) : undefined
    const literal = names
      ? JSON.stringify(Object.fromEntries(names.map((key) => [key, 0])))
      : JSON.stringify(value)
    let constant = constants.get(literal)
    if (!constant) {
      constant = `read${constants.size}`
      constants.set(literal, constant)
    }
    return constant + path.slice(taken.length)
  })
  const declarations = [...constants].map(([literal, name]) => `var ${name} = ${literal};`)
  const kept = rewritten
    .split('\n')
    .filter((line) => {
      const schema = /^var (schema\d+) = /.exec(line)?.[1]
      return !schema || new RegExp(`\\b${schema}\\b`).test(rewritten.replace(line, ''))
    })
    .join('\n')
  if (!declarations.length) return kept
  // Before the first function: the bundle's own declarations come first, then ajv's validators.
  const at = kept.search(/^function /m)
  if (at < 0) throw new Error('compact-validators: no validator function in the bundle')
  return `${kept.slice(0, at)}${declarations.join('\n')}\n${kept.slice(at)}`
}

/**
 * ajv's code requires its ucs2length (a string's length in code points, for maxLength and
 * minLength) as a CommonJS module, which the bundle wraps in a module loader: the function's own
 * source goes in its place.
 */
export function inlineUcs2length(raw: string, ucs2length: (text: string) => number): string {
  const required = 'require("ajv/dist/runtime/ucs2length").default'
  if (!raw.includes(required)) return raw
  const source = ucs2length.toString()
  if (!source.startsWith('function ucs2length(')) {
    throw new Error('compact-validators: ajv’s ucs2length is not the function it was')
  }
  return raw.replaceAll(required, `(${source})`)
}
