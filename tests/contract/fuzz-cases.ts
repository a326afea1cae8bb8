import type { CatalogueCall } from '../../server/platform/catalogue'

/** The part of a JSON Schema node the cases are derived from. */
interface SchemaNode {
  type?: string | string[]
  const?: unknown
  enum?: unknown[]
  pattern?: string
  minLength?: number
  minimum?: number
  exclusiveMinimum?: number
  properties?: Record<string, SchemaNode>
  required?: string[]
  items?: SchemaNode
}

/** One odd request to a call: what it varies, and what goes in its query or body. */
export interface FuzzCase {
  label: string
  /** The input as an object: the query of a GET or DELETE, else the JSON (sealed when encrypted). */
  input?: unknown
  /** A body sent as it is, past JSON and sealing. */
  raw?: string | Uint8Array<ArrayBuffer>
  /** A query string sent as it is (percent-escapes that encodeURIComponent cannot write). */
  rawQuery?: string
  /** The path parameters' values, where the path has any. */
  pathValue?: string
  headers?: Record<string, string>
}

/** A megabyte of text. */
export const megabyteString = 'a'.repeat(1 << 20)

/** Text no field should take: control characters, broken UTF-16, and the unicode tricks. */
const oddStrings: Record<string, string> = {
  nul: 'a\u0000b',
  'lone high surrogate': 'a\ud800b',
  'lone low surrogate': '\udfff',
  'escape sequence': '\u001b[31mred',
  'bell and delete': '\u0007x\u007f',
  newline: 'a\nb',
  'right-to-left override': '\u202egnp.exe',
  'emoji and zero-width joiner': '😀👨\u200d👩\u200d👧',
  'zero-width joiner': 'a\u200db',
  'byte order mark': '\ufeff1',
  'combining marks': 'e\u0301\u0301\u0301',
  'sql quote': "1' OR '1'='1",
  'percent and backslash': '%00\\x00%',
}

/** Values of the wrong type or out of any range, for every field. */
const oddValues: Record<string, unknown> = {
  null: null,
  true: true,
  'empty object': {},
  'object with a key': { a: 1 },
  'empty array': [],
  'array of strings': ['1', '2'],
  zero: 0,
  'minus one': -1,
  fraction: 1.5,
  '1e308': 1e308,
  '2^63': 2 ** 63,
  '-2^63': -(2 ** 63),
  '2^53 + 2': 2 ** 53 + 2,
  'NaN as text': 'NaN',
  'Infinity as text': 'Infinity',
  '1e308 as text': '1e308',
  '2^63 as text': '9223372036854775808',
  '-2^63-1 as text': '-9223372036854775809',
  '20 nines': '99999999999999999999',
  'empty string': '',
  'blank string': '   ',
  'hex number': '0x10',
}

/** Dates that do not exist, cannot be stored, or are not dates. */
const oddDates = [
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '2026-04-31',
  '0000-01-01',
  '9999-12-31',
  '9999999-01-01',
  '2026-1-1',
  '26-01-01',
  'garbage',
  '2026-01-01T00:00:00Z',
]

const isDateField = (name: string, node: SchemaNode) =>
  /date|time|birthday/i.test(name) || (node.pattern ?? '').includes('\\d{4}')

/** A value the schema takes, where one is easy to write: the base the cases vary one field of. */
export function sample(node: SchemaNode, name = ''): unknown {
  if (node.const !== undefined) return node.const
  if (node.enum) return node.enum[0]
  const type = Array.isArray(node.type) ? node.type[0] : node.type
  switch (type) {
    case 'string':
      if (isDateField(name, node)) return '2026-01-15'
      if (/\\d|0-9/.test(node.pattern ?? '')) return '1'.repeat(Math.max(1, node.minLength ?? 1))
      return 'a'.repeat(Math.max(1, node.minLength ?? 1))
    case 'integer':
    case 'number':
      return node.minimum ?? (node.exclusiveMinimum ?? 0) + 1
    case 'boolean':
      return true
    case 'array':
      return []
    case 'object':
      return Object.fromEntries(
        Object.entries(node.properties ?? {}).map(([key, child]) => [key, sample(child, key)]),
      )
    default:
      return 'a'
  }
}

/** A copy of base with the value at path replaced (undefined removes it). */
function withValue(base: unknown, path: string[], value: unknown): unknown {
  const [head, ...rest] = path
  if (head === undefined) return value
  const object = { ...(base as Record<string, unknown>) }
  if (rest.length === 0 && value === undefined) delete object[head]
  else object[head] = withValue(object[head] ?? {}, rest, value)
  return object
}

/** Every field of a schema, nested ones by their path. */
function fields(node: SchemaNode, path: string[] = []): [string[], SchemaNode][] {
  return Object.entries(node.properties ?? {}).flatMap(([key, child]) => [
    [[...path, key], child] as [string[], SchemaNode],
    ...fields(child, [...path, key]),
  ])
}

/** The odd values of one field: wrong types, huge numbers, odd text, and odd dates where it is a date. */
function fieldValues(name: string, node: SchemaNode, isQuery: boolean): [string, unknown][] {
  const values: [string, unknown][] = [
    ...Object.entries(oddValues),
    ...Object.entries(oddStrings),
    ['long string', isQuery ? 'a'.repeat(8_000) : megabyteString],
  ]
  if (isDateField(name, node)) values.push(...oddDates.map((d): [string, unknown] => [d, d]))
  if (node.type === 'array')
    values.push(
      ['array of a megabyte', [megabyteString]],
      ['array with nul', ['a\u0000']],
      ['a thousand items', Array.from({ length: 1000 }, () => 'a')],
    )
  return values
}

/** A query value as the URL carries it: objects as JSON, the rest as text. */
const queryText = (value: unknown) =>
  typeof value === 'string' ? value : value === null ? 'null' : JSON.stringify(value)

/**
 * The field cases a call gets at most: a call with many fields of one kind (registration's 26
 * strings) takes every few of them, spread over its fields and the odd values alike.
 */
const maxFieldCases = 400

/**
 * The odd requests of one call, derived from its request schema: each field with the odd values
 * (every one, up to maxFieldCases), each required field missing, an extra field, and (for bodies)
 * malformed JSON and odd content types. A GET's or DELETE's values go in the query, where lone
 * surrogates are sent as the bytes of one (percent-escaped) since a URL cannot hold them.
 */
export function fuzzCases(call: CatalogueCall): FuzzCase[] {
  const schema = (call.request ?? { type: 'object', properties: {} }) as SchemaNode
  const isQuery = call.method === 'GET' || call.method === 'DELETE'
  const base = sample(schema)
  const perField = fields(schema).map(([path, node]) =>
    fieldValues(path.at(-1) ?? '', node, isQuery).map(([label, value]) => ({
      label: `${path.join('.')} = ${label}`,
      input: withValue(base, path, value),
    })),
  )
  // Every stride-th case, starting one further along in each field, so every odd value is sent.
  const stride = Math.ceil(perField.flat().length / maxFieldCases)
  const cases: FuzzCase[] = [
    { label: 'sample', input: base },
    ...perField.flatMap((list, f) => list.filter((_, v) => (v + f) % stride === 0)),
  ]
  for (const name of schema.required ?? [])
    cases.push({ label: `${name} missing`, input: withValue(base, [name], undefined) })
  cases.push(
    { label: 'extra field', input: { ...(base as object), extraField: 'x' } },
    { label: 'empty input', input: {} },
  )
  const properties = schema.properties ?? {}
  if (properties.startDate && properties.endDate)
    cases.push({
      label: 'reversed range',
      input: { ...(base as object), startDate: '2026-03-01', endDate: '2026-01-01' },
    })
  if (call.path.includes('/:'))
    for (const value of ['0', '-1', '99999999999999999999', '%00', '%ED%A0%80', 'a%20b', '..'])
      cases.push({ label: `path parameter ${value}`, input: base, pathValue: value })
  if (call.zoned)
    for (const zone of ['Mars/Olympus', 'Factory', 'EST5EDT', 'America/Ciudad_Juarez', 'x'])
      cases.push({ label: `time zone ${zone}`, input: base, headers: { 'time-zone': zone } })
  for (const token of ["' OR 1=1 --", 'x'.repeat(4_000), '%00'])
    cases.push({ label: `token ${token.slice(0, 12)}`, input: base, headers: { token } })
  cases.push({ label: 'odd language', input: base, headers: { language: '../../etc' } })
  if (isQuery) {
    const first = Object.keys(properties)[0] ?? 'x'
    cases.push(
      { label: 'lone surrogate bytes', rawQuery: `${first}=%ED%A0%80` },
      { label: 'invalid utf-8', rawQuery: `${first}=%FF%FE` },
      { label: 'bad percent escape', rawQuery: `${first}=%&%zz=1` },
      { label: 'nul escape', rawQuery: `${first}=%00` },
      { label: 'repeated field', rawQuery: `${first}=1&${first}=2&${first}=` },
      { label: 'query of 100 KB', rawQuery: `${first}=${'a'.repeat(100_000)}` },
    )
  } else {
    for (const raw of ['', '{', '{"a":', 'null', '[]', '"x"', '42', 'true', '{"a":1}x', '\u0000'])
      cases.push({ label: `body ${JSON.stringify(raw)}`, raw })
    cases.push(
      { label: 'nested a hundred thousand deep', raw: '['.repeat(100_000) + ']'.repeat(100_000) },
      { label: 'lone surrogate escape', raw: '{"x":"\\ud800"}' },
      { label: 'invalid utf-8 bytes', raw: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
      { label: 'prototype keys', raw: '{"__proto__":{"admin":true},"constructor":{"a":1}}' },
      {
        label: 'form body',
        raw: 'a=b&c=%00',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      {
        label: 'multipart garbage',
        raw: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--x',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      },
      { label: 'text content type', input: base, headers: { 'content-type': 'text/plain' } },
      { label: 'no content type', input: base, headers: { 'content-type': '' } },
    )
  }
  return cases
}

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** The query string of a case: its raw query, or its input's fields, each percent-escaped. */
export function queryOf(c: FuzzCase): string {
  if (c.rawQuery !== undefined) return `?${c.rawQuery}`
  const input = (c.input ?? {}) as Record<string, unknown>
  const pairs = Object.entries(input).map(([key, value]) => {
    // A URL cannot hold a lone surrogate: send the bytes one would have (invalid UTF-8).
    const escaped = queryText(value)
      .split(loneSurrogate)
      .map((part) => encodeURIComponent(part))
      .join('%ED%A0%80')
    return `${encodeURIComponent(key)}=${escaped}`
  })
  return pairs.length ? `?${pairs.join('&')}` : ''
}
