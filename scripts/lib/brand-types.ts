/**
 * TypeScript types of brands/<id>/brand.json from schemas/brand.schema.json, so that a change to
 * the schema changes the types the code reads a brand through (src/config/brand.types.ts).
 * json-schema-to-typescript writes them; a `title` in the schema names a type of its own.
 */
import { compile, type JSONSchema } from 'json-schema-to-typescript'
import { typeOptions } from './api-types.ts'

/**
 * The schema as the types see it: a `$ref` stands alone (draft-07 ignores its siblings, and a
 * description beside it would otherwise copy the referenced type as ThemeTokens1), and the root's
 * title and `$schema` keyword go, so that the root type is named Brand.
 */
function forTypes(node: unknown, isMap = false): unknown {
  if (Array.isArray(node)) return node.map((item) => forTypes(item))
  if (!node || typeof node !== 'object') return node
  if (!isMap && '$ref' in node) return { $ref: (node as { $ref: unknown }).$ref }
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) {
    if (!isMap && (key === '$schema' || key === '$id')) continue
    out[key] = forTypes(value, !isMap && (key === 'properties' || key === 'definitions'))
  }
  return out
}

/** The module text: `Brand` and each titled part of it (LanguageCode, ThemeTokens, ...). */
export async function brandTypes(schema: object, header: string): Promise<string> {
  const root = forTypes(schema) as Record<string, unknown>
  delete root.title
  const types = await compile(root as JSONSchema, 'Brand', typeOptions)
  return `${header}/* eslint-disable */\n${types}`
}
