/**
 * Cuts the slices the brands' typefaces are served in (shared/brand-fonts.ts: the package's latin
 * file in two, latin-basic and the rest of latin) into node_modules/.cache/brand-fonts/, where the
 * shells, theme.css and brands:emit find them. A slice is named by its source's content and its
 * code points, so one already cut is kept. Run by npm run gen (postinstall, build and test run it).
 *
 * Cut with subset-font (HarfBuzz's subsetter in WebAssembly): the slice keeps its glyphs' layout
 * (kerning, marks), which a hand-written cut of the woff2 tables would not; it drops their hinting
 * (sliceCut in shared/brand-fonts.ts says why).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fromFile } from '@capsizecss/unpack/fs'
import subsetFont from 'subset-font'
import {
  brandFontMetrics,
  brandFontSlices,
  sliceCut,
  type FaceMetrics,
} from '../shared/brand-fonts.ts'
import { formatProblem, loadBrands } from '../shared/brands.ts'

const { brands, problems } = loadBrands()
// A brand that does not load is brands:check's to report; its slices are cut once it loads.
for (const problem of problems) console.warn(`gen-fonts: ${formatProblem(problem)}`)
const slices = new Map(
  brands.flatMap((brand) => brandFontSlices(brand)).map((slice) => [slice.path, slice]),
)
let cut = 0
for (const slice of slices.values()) {
  if (existsSync(slice.path)) continue
  const bytes = await subsetFont(readFileSync(slice.from), String.fromCodePoint(...slice.points), {
    targetFormat: 'woff2',
    noHinting: sliceCut === 'unhinted',
  })
  mkdirSync(dirname(slice.path), { recursive: true })
  // Written whole, then renamed: a build that runs beside this never reads half a file.
  writeFileSync(`${slice.path}.tmp`, bytes)
  renameSync(`${slice.path}.tmp`, slice.path)
  cut += 1
}
// The measures a fallback face is resized to (fallbackFaceCss), read from the package's latin file.
const jobs = new Map(
  brands.flatMap((brand) => brandFontMetrics(brand)).map((job) => [job.path, job]),
)
let measured = 0
for (const job of jobs.values()) {
  if (existsSync(job.path)) continue
  const read = await fromFile(job.from)
  const metrics: FaceMetrics = {
    ascent: read.ascent,
    descent: read.descent,
    lineGap: read.lineGap,
    unitsPerEm: read.unitsPerEm,
    xWidthAvg: read.subsets?.latin?.xWidthAvg ?? read.xWidthAvg,
  }
  mkdirSync(dirname(job.path), { recursive: true })
  writeFileSync(`${job.path}.tmp`, JSON.stringify(metrics))
  renameSync(`${job.path}.tmp`, job.path)
  measured += 1
}
console.log(
  `gen-fonts: ${slices.size} font slice(s), ${cut} cut now; ${jobs.size} face(s) measured, ${measured} now`,
)
