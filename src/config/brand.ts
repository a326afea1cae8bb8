import type { Brand } from './brand.types'

/** A field of the brand config that failed validation, for the error page. */
export interface ConfigProblem {
  pointer: string
  message: string
}

/** The brand config read from the shell, or what is wrong with it. */
export type BrandResult = { ok: true; brand: Brand } | { ok: false; problems: ConfigProblem[] }

/** The SHA-256 of a text in hex, or null where the page has no Web Crypto (plain http). */
async function sha256(text: string): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Reads the brand config the shell inlined. The build validated it and stamped its fingerprint on
 * the block; a config whose fingerprint still matches is the one the build checked. Any other
 * (a hand-edited shell) goes through the generated validator, loaded only then.
 */
export async function readBrand(doc: Document = document): Promise<BrandResult> {
  const block = doc.getElementById('brand-config')
  const text = block?.textContent
  if (!text) {
    return {
      ok: false,
      problems: [{ pointer: '/', message: 'no brand configuration in the page' }],
    }
  }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return {
      ok: false,
      problems: [{ pointer: '/', message: 'the brand configuration is not JSON' }],
    }
  }
  const stamp = block.dataset.checked
  if (stamp && stamp === (await sha256(text))) return { ok: true, brand: data as Brand }
  const { checkBrand } = await import('./brand-check')
  return checkBrand(data)
}

/** The URL of a file from the brand's folder, as the shell emission publishes it. */
export const brandAssetUrl = (brand: Brand, file: string) => `/brands/${brand.id}/${file}`
