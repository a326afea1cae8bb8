import { lookup, type LookupAddress, type LookupOptions } from 'node:dns'
import { Agent, setGlobalDispatcher } from 'undici'
import { loadBrands } from '../../shared/brands'

/**
 * Chromium resolves every `<id>.localhost` to this machine, and the platform tells brands apart by
 * the Host; Node's resolver does not know those names. Importing this module makes Node's fetch
 * resolve them as Chromium does, so that the suites' own requests reach a brand by its host, as a
 * browser would (the platform refuses a `merchant` header that names another brand than the Host).
 */
type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void

function loopbackLookup(host: string, options: LookupOptions, callback: LookupCallback) {
  if (host !== 'localhost' && !host.endsWith('.localhost')) {
    lookup(host, options, callback as never)
    return
  }
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }])
  else callback(null, '127.0.0.1', 4)
}

setGlobalDispatcher(new Agent({ connect: { lookup: loopbackLookup as never } }))

const brandIdOf = new Map(loadBrands().brands.map((brand) => [brand.merchantCode, brand.id]))

/** The host of a merchant's brand (`nova.localhost`); throws for a merchant no brand has. */
export function brandHost(merchant: string): string {
  const id = brandIdOf.get(merchant)
  if (!id) throw new Error(`no brand has merchant ${merchant}`)
  return `${id}.localhost`
}

/** The URL with its host replaced by the merchant's brand's host (the port stays). */
export function atBrand(url: string, merchant: string): string {
  const at = new URL(url)
  at.hostname = brandHost(merchant)
  return at.toString().replace(/\/$/, url.endsWith('/') ? '/' : '')
}
