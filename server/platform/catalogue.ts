import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** One call of the API catalogue (schemas/api/<domain>.json). */
export interface CatalogueCall {
  id: string
  domain: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  auth: 'none' | 'token' | 'optional'
  encrypted: boolean
  form?: boolean
  /** Dates are the caller's calendar days, in the zone of its time-zone header. */
  zoned?: boolean
  summary: string
  request?: object
  response: object
}

/** One domain file of the catalogue. */
export interface CatalogueDomain {
  domain: string
  description: string
  calls: Record<string, Omit<CatalogueCall, 'id' | 'domain'>>
}

/** The folder of the catalogue files. */
export const catalogueDir = join(import.meta.dirname, '..', '..', 'schemas', 'api')

/** Every domain of the catalogue, in file-name order. */
export function readCatalogue(dir = catalogueDir): CatalogueDomain[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as CatalogueDomain)
}

/** Every call of the catalogue, flat. */
export function catalogueCalls(dir = catalogueDir): CatalogueCall[] {
  return readCatalogue(dir).flatMap((d) =>
    Object.entries(d.calls).map(([id, call]) => ({ ...call, id, domain: d.domain })),
  )
}
