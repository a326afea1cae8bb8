import Ajv from 'ajv'
import standaloneCode from 'ajv/dist/standalone/index.js'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { compactSchemaReads, inlineUcs2length, schemaLiterals } from './compact-validators'

const ucs2length = (
  createRequire(import.meta.url)('ajv/dist/runtime/ucs2length.js') as {
    default: (text: string) => number
  }
).default

describe('compact validators', () => {
  it('read the schema literals of ajv’s standalone code, braces inside strings included', () => {
    const literals = schemaLiterals(
      'const schema11 = {"a":"}{\\"","b":[1,{"c":2}]};const schema12 = {"d":"]"};function v(){}',
    )
    expect(literals.get('schema11')).toEqual({ a: '}{"', b: [1, { c: 2 }] })
    expect(literals.get('schema12')).toEqual({ d: ']' })
  })

  it('turn reads of a schema into constants and drop the schema no code reads', () => {
    const schema = {
      type: 'object',
      properties: { list: { items: { properties: { a: { type: 'string' }, b: {} } } } },
      enum: ['X', 'Y'],
    }
    const code = [
      'var func4 = Object.prototype.hasOwnProperty;',
      `var schema11 = ${JSON.stringify(schema)};`,
      'function validate10(data) {',
      '  if (!func4.call(schema11.properties.list.items.properties, key0)) return false;',
      '  return schema11.enum.includes(data);',
      '}',
    ].join('\n')
    const compact = compactSchemaReads(code, new Map([['schema11', schema]]))
    expect(compact).not.toContain('schema11')
    // The names alone for a properties map; the enum whole; a method called on it stays.
    expect(compact).toContain('var read0 = {"a":0,"b":0};')
    expect(compact).toContain('func4.call(read0, key0)')
    expect(compact).toContain('var read1 = ["X","Y"];')
    expect(compact).toContain('return read1.includes(data);')
    // The constants come before the validators that read them.
    expect(compact.indexOf('var read0')).toBeLessThan(compact.indexOf('function validate10'))
  })

  it('keep all of a part that code reads on into by a computed key', () => {
    const schema = { properties: { 'a-b': { enum: [1] } } }
    const code = `var schema12 = ${JSON.stringify(schema)};\nfunction v(d) { return schema12.properties["a-b"].enum[0] === d; }`
    const compact = compactSchemaReads(code, new Map([['schema12', schema]]))
    expect(compact).not.toContain('schema12')
    expect(compact).toContain('var read0 = {"a-b":{"enum":[1]}};')
    expect(compact).toContain('return read0["a-b"].enum[0] === d;')
  })

  it('refuse a properties map that names __proto__, which a literal would not hold', () => {
    const schema = JSON.parse('{"properties":{"__proto__":{}}}') as object
    const code = `var schema13 = ${JSON.stringify(schema)};\nfunction v(k) { return func4.call(schema13.properties, k); }`
    expect(() => compactSchemaReads(code, new Map([['schema13', schema]]))).toThrow(/__proto__/)
  })

  it('write ajv’s ucs2length in place of its module, counting code points as ajv does', () => {
    const ajv = new Ajv({ code: { source: true, esm: true } })
    ajv.addSchema({ type: 'string', maxLength: 2 }, 'short')
    const raw = standaloneCode(ajv, { short: 'short' })
    expect(raw).toContain('require("ajv/dist/runtime/ucs2length")')
    const inlined = inlineUcs2length(raw, ucs2length)
    expect(inlined).not.toMatch(/require\(/)
    expect(inlined).toContain('(function ucs2length(str)')
    expect(ucs2length('😀😀')).toBe(2)
  })
})
