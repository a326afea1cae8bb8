import { validateBrand } from './validators.gen.js'
import type { Brand } from './brand.types'

/** A field of the brand config that failed validation, for the error page. */
export interface ConfigProblem {
  pointer: string
  message: string
}

/** The brand config read from the shell, or what is wrong with it. */
export type BrandResult = { ok: true; brand: Brand } | { ok: false; problems: ConfigProblem[] }

/** Reads the brand config the shell inlined and checks it with the generated validator. */
export function readBrand(doc: Document = document): BrandResult {
  const block = doc.getElementById('brand-config')
  if (!block?.textContent) {
    return {
      ok: false,
      problems: [{ pointer: '/', message: 'no brand configuration in the page' }],
    }
  }
  let data: unknown
  try {
    data = JSON.parse(block.textContent)
  } catch {
    return {
      ok: false,
      problems: [{ pointer: '/', message: 'the brand configuration is not JSON' }],
    }
  }
  return checkBrand(data)
}

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

/** The URL of a file from the brand's folder, as the shell emission publishes it. */
export const brandAssetUrl = (brand: Brand, file: string) => `/brands/${brand.id}/${file}`
