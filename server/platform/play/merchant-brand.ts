import { checkBrand, formatProblem } from '../../../shared/brands'
import type { Brand } from '../../../src/config/brand.types'
import type { Db } from '../db'

const brands = new Map<string, Brand>()

/**
 * The brand a merchant runs (its currency and languages): the merchants table names the brand,
 * whose brand.json is read and checked once, as the server read it at start.
 */
export async function brandOfMerchant(db: Pick<Db, 'query'>, merchant: string): Promise<Brand> {
  const [row] = await db.query<{ brand_id: string }>(
    'SELECT brand_id FROM merchants WHERE code = $1',
    [merchant],
  )
  if (!row) throw new Error(`no merchant ${merchant}`)
  return brandById(row.brand_id)
}

/** A brand's brand.json by its id (merchants.brand_id), read and checked once. */
export function brandById(id: string): Brand {
  const known = brands.get(id)
  if (known) return known
  const { brand, problems } = checkBrand(id)
  if (!brand) throw new Error(problems.map(formatProblem).join('\n'))
  brands.set(id, brand)
  return brand
}
