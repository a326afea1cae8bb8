import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brandsDir, checkBrand, formatProblem } from '../shared/brands'

const id = process.argv[2]
if (!id || !/^[a-z][a-z0-9-]{1,31}$/.test(id)) {
  console.error(
    'usage: npm run brand:new <id>   (lower-case letters, digits and dashes, 2-32 long)',
  )
  process.exit(2)
}
const target = join(brandsDir(), id)
if (existsSync(target)) {
  console.error(`brands/${id} already exists`)
  process.exit(1)
}
cpSync(join(brandsDir(), '_template'), target, { recursive: true })
const file = join(target, 'brand.json')
const brand = JSON.parse(readFileSync(file, 'utf8')) as { id: string }
brand.id = id
writeFileSync(file, `${JSON.stringify(brand, null, 2)}\n`)
const { problems } = checkBrand(id)
for (const p of problems) console.error(formatProblem(p))
console.log(`Created brands/${id}. Edit brands/${id}/brand.json, then run npm run brands:check.`)
