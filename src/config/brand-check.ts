import { validateBrand } from './validators.gen.js'
import type { Brand } from './brand.types'
import type { BrandResult } from './brand'

/** Checks data against the brand schema. */
export function checkBrand(data: unknown): BrandResult {
  if (validateBrand(data)) return { ok: true, brand: data as Brand }
  const problems = (validateBrand.errors ?? []).map((e) => {
    const property = e.params.additionalProperty ?? e.params.missingProperty
    const pointer = property ? `${e.instancePath}/${String(property)}` : e.instancePath
    return { pointer: pointer || '/', message: e.message ?? e.keyword }
  })
  return { ok: false, problems }
}
