import { formatProblem, loadBrands } from '../shared/brands'

const { brands, problems, warnings } = loadBrands()
for (const w of warnings) console.warn(`warning: ${formatProblem(w)}`)
for (const p of problems) console.error(formatProblem(p))
if (problems.length) {
  console.error(`${problems.length} problem(s) in brand configuration.`)
  process.exit(1)
}
const warned = warnings.length ? `; ${warnings.length} warning(s)` : ''
console.log(
  `brands:check: ${brands.length} brand(s) valid: ${brands.map((b) => b.id).join(', ')}${warned}`,
)
