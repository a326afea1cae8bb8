import { loadBrands } from '../shared/brands'
import type { Brand } from '../src/config/brand.types'
import type { Db } from './platform/db'
import { seedBrands } from './platform/seed'
import type { Shells } from './shells'

/** How often the brand manifest is looked at (BRANDS_POLL_MS overrides it). */
export const brandsPollMs = () => Number(process.env.BRANDS_POLL_MS) || 2_000

/**
 * Serves brands emitted while the server runs (scripts/brands-emit.ts writes the manifest last):
 * every `everyMs` the manifest's time and size are looked at; when they change, the new brands'
 * merchants are seeded (under the migrations' lock: the instance that comes first creates them,
 * the others find them), the merchants are read again and the shells switch to the new manifest.
 * Every instance looks at its own dist, so each serves the brand within a poll of the emit, with
 * no message between them. A stat on a timer rather than fs.watch: the emit replaces the file
 * (a watch on it ends with the old inode) and empties the folder first, and watches are unreliable
 * on network and overlay filesystems; a stat every two seconds costs nothing.
 *
 * A manifest that cannot be read, or a brand that fails its checks, leaves the last good set
 * serving and is logged once; brands already known (served, seeded) are added to `brands` so that
 * the control API's reset seeds them too. Answers the function that stops it.
 */
export function reloadBrands(options: {
  shells: Shells
  db: Db
  brands: Brand[]
  reloadMerchants: () => Promise<void>
  everyMs?: number
  log?: (line: string) => void
}): () => void {
  const { shells, db, brands, reloadMerchants, log = () => {} } = options
  let lastProblem = ''
  let busy = false
  const prepare = async (added: string[]) => {
    if (!added.length) return
    const loaded = loadBrands().brands
    const missing = added.filter((id) => !loaded.some((brand) => brand.id === id))
    if (missing.length) throw new Error(`brands ${missing.join(', ')}: not found or not valid`)
    const fresh = loaded.filter(
      (brand) => added.includes(brand.id) && !brands.some((known) => known.id === brand.id),
    )
    const seeded = await seedBrands(db, fresh)
    brands.push(...fresh)
    await reloadMerchants()
    log(
      `brands added: ${added.join(', ')}${seeded.length ? ` (merchants ${seeded.join(', ')} created)` : ''}`,
    )
  }
  const tick = async () => {
    if (busy) return
    busy = true
    try {
      const added = await shells.reload(prepare)
      if (added.length || lastProblem) lastProblem = ''
    } catch (error) {
      const problem = error instanceof Error ? error.message : String(error)
      if (problem !== lastProblem) log(`brands not reloaded, serving the last good set: ${problem}`)
      lastProblem = problem
    } finally {
      busy = false
    }
  }
  const timer = setInterval(() => void tick(), options.everyMs ?? brandsPollMs())
  timer.unref()
  return () => clearInterval(timer)
}
