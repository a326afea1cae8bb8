import { formatProblem, loadBrands } from './lib/brands'

const { brands, problems } = loadBrands()
for (const p of problems) console.error(formatProblem(p))
if (problems.length) {
  console.error(`${problems.length} problem(s) in brand configuration.`)
  process.exit(1)
}
console.log(`brands:check: ${brands.length} brand(s) valid: ${brands.map((b) => b.id).join(', ')}`)
