import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { listBrandIds } from '../../shared/brands.ts'

/**
 * Writes `count` brands into `target`, copied in turn from the shipped brands of `source` (config,
 * assets, message overrides) with their own id, merchant code and name, as an operator with many
 * brands would have them. Returns their ids.
 */
export function generateBrands(source: string, target: string, count: number): string[] {
  const models = listBrandIds(source)
  if (!models.length) throw new Error(`no brands in ${source} to copy`)
  const ids: string[] = []
  for (let i = 1; i <= count; i++) {
    const model = models[(i - 1) % models.length]!
    const id = `bench-${String(i).padStart(3, '0')}`
    const dir = join(target, id)
    cpSync(join(source, model), dir, { recursive: true })
    const file = join(dir, 'brand.json')
    const brand = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
    brand.id = id
    brand.merchantCode = `BENCH${String(i).padStart(3, '0')}`
    brand.displayName = `Bench ${i}`
    brand.domains = []
    writeFileSync(file, `${JSON.stringify(brand, null, 2)}\n`)
    ids.push(id)
  }
  return ids
}
