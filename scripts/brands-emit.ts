/**
 * Writes one shell per brand into dist/brands/<id>/ from an existing build: index.html with the
 * brand inlined, theme.css, logos and favicon, the installable app's files (web app manifest,
 * icons, offline page, service worker), plus dist/brands/manifest.json for the server, and the
 * woff2 files of the brands' typefaces in dist/assets/fonts/ (hashed names, cached as assets).
 * The app's JavaScript is not built here, so adding a brand costs a shell, not a rebuild.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { copyFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brandTypeface } from '../shared/brand-fonts'
import { brandsDir, distDir, formatProblem, loadBrands } from '../shared/brands'
import { offlineMain } from './lib/pwa'
import { offlineTexts, pwaFilesOf, serviceWorkerCode, serviceWorkerFor } from './lib/pwa-emit'
import { contentSecurityPolicy, renderShell, themeCss } from './lib/shell'

const dist = distDir()
const templatePath = join(dist, 'index.html')
if (!existsSync(templatePath)) {
  console.error(`brands:emit: ${templatePath} is missing; run npm run build first`)
  process.exit(1)
}
const template = readFileSync(templatePath, 'utf8')
const { brands, problems } = loadBrands()
if (problems.length) {
  for (const p of problems) console.error(formatProblem(p))
  process.exit(1)
}

const worker = serviceWorkerCode()
const out = join(dist, 'brands')
rmSync(out, { recursive: true, force: true })
const manifest: { defaultBrand: string; brands: Record<string, { hosts: string[]; csp: string }> } =
  {
    defaultBrand: brands.some((b) => b.id === 'default') ? 'default' : (brands[0]?.id ?? ''),
    brands: {},
  }
// The files are written all at once rather than one after another: for 100 brands, waiting on
// each write took longer than everything else the shells need.
const writes: Promise<void>[] = []
const write = (path: string, data: string | Uint8Array) => writes.push(writeFile(path, data))
const fonts = join(dist, 'assets', 'fonts')
mkdirSync(fonts, { recursive: true })
const fontFiles = new Map<string, string>()
for (const brand of brands) {
  const dir = join(out, brand.id)
  mkdirSync(dir, { recursive: true })
  const texts = offlineTexts(brand, brandsDir())
  const shell = renderShell(template, brand, { csp: true, offline: offlineMain(brand, texts) })
  write(join(dir, 'index.html'), shell)
  write(join(dir, 'theme.css'), themeCss(brand))
  const pwa = pwaFilesOf(brand, brandsDir(), texts)
  for (const [name, text] of Object.entries(pwa)) write(join(dir, name), text)
  write(join(dir, 'sw.js'), serviceWorkerFor(brand, shell, pwa, worker))
  const files = new Set([
    brand.theme.favicon,
    brand.theme.light.logo,
    brand.theme.dark.logo,
    ...brand.footer.vendorLogos.flatMap((v) => (v.logo ? [v.logo] : [])),
  ])
  for (const file of files)
    writes.push(copyFile(join(brandsDir(), brand.id, file), join(dir, file)))
  for (const face of brandTypeface(brand)?.faces ?? []) fontFiles.set(face.fileName, face.source)
  manifest.brands[brand.id] = {
    hosts: [`${brand.id}.localhost`, ...brand.domains],
    csp: contentSecurityPolicy(brand, 'header'),
  }
}
for (const [name, source] of fontFiles) writes.push(copyFile(source, join(fonts, name)))
await Promise.all(writes)
// The manifest last, and whole (renamed into place): a running server reloads the brands when it
// changes (server/shells.ts), and finds every file it names already written.
await writeFile(join(out, 'manifest.json.tmp'), `${JSON.stringify(manifest, null, 2)}\n`)
renameSync(join(out, 'manifest.json.tmp'), join(out, 'manifest.json'))
console.log(
  `brands:emit: ${brands.length} shell(s) in ${out}: ${brands.map((b) => b.id).join(', ')}`,
)
