/**
 * Cuts the slices the brands' typefaces are served in (shared/brand-fonts.ts: the package's latin
 * file in two, latin-basic and the rest of latin) into node_modules/.cache/brand-fonts/, where the
 * shells, theme.css and brands:emit find them, and measures each weight's latin file there for the
 * local face text is drawn with until the typeface lands (shared/fallback-faces.ts). A slice is
 * named by its source's content and its code points, a measure by its file and its reader's
 * version, so one already made is kept. Run by npm run gen (postinstall, build and test run it).
 *
 * Cut with subset-font (HarfBuzz's subsetter in WebAssembly): the slice keeps its glyphs' layout
 * (kerning, marks), which a hand-written cut of the woff2 tables would not; it drops their hinting
 * (sliceCut in shared/brand-fonts.ts says why).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fromFile } from '@capsizecss/unpack/fs'
import subsetFont from 'subset-font'
import { brandFontMetrics, brandFontSlices, sliceCut } from '../shared/brand-fonts.ts'
import { formatProblem, loadBrands } from '../shared/brands.ts'
import { faceMetricsOf } from '../shared/fallback-faces.ts'

const { brands, problems } = loadBrands()
// A brand that does not load is brands:check's to report; its slices are cut once it loads.
for (const problem of problems) console.warn(`gen-fonts: ${formatProblem(problem)}`)

/**
 * Makes each file not made yet, written whole and then renamed: a build that runs beside this
 * never reads half a file. Answers how many it made.
 */
async function makeMissing<T>(
  jobs: Map<string, T>,
  make: (job: T) => Promise<Uint8Array | string>,
): Promise<number> {
  let made = 0
  for (const [path, job] of jobs) {
    if (existsSync(path)) continue
    const content = await make(job)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(`${path}.tmp`, content)
    renameSync(`${path}.tmp`, path)
    made += 1
  }
  return made
}

const slices = new Map(
  brands.flatMap((brand) => brandFontSlices(brand)).map((slice) => [slice.path, slice]),
)
const cut = await makeMissing(slices, (slice) =>
  subsetFont(readFileSync(slice.from), String.fromCodePoint(...slice.points), {
    targetFormat: 'woff2',
    noHinting: sliceCut === 'unhinted',
  }),
)
const measures = new Map(
  brands.flatMap((brand) => brandFontMetrics(brand)).map((job) => [job.path, job]),
)
const measured = await makeMissing(measures, async (job) =>
  JSON.stringify(faceMetricsOf(await fromFile(job.from))),
)
console.log(
  `gen-fonts: ${slices.size} font slice(s), ${cut} cut now; ` +
    `${measures.size} face(s) measured, ${measured} now`,
)
