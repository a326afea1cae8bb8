/**
 * Checks a finished build: no JavaScript that evaluates strings, and shells whose CSP and markup
 * hold no unsafe-eval, unsafe-inline or inline script.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { join } from 'node:path'
import { distDir } from '../shared/brands.ts'
import { chunkOfEveryEntry, chunksOfEveryEntry } from '../shared/entry-chunks.ts'
import { pngSize } from './lib/raster-icon.ts'
import { googleTagHosts } from './lib/shell.ts'

/** The brand config block a shell inlines. */
function readBrandConfig(html: string): { analytics?: { googleTag?: boolean } } | null {
  const json = /<script type="application\/json" id="brand-config"[^>]*>([^<]*)<\/script>/.exec(
    html,
  )?.[1]
  return json ? (JSON.parse(json) as { analytics?: { googleTag?: boolean } }) : null
}

const dist = distDir()
const problems: string[] = []
const assets = join(dist, 'assets')
for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
  const code = readFileSync(join(assets, file), 'utf8')
  if (/\bnew Function\b/.test(code)) problems.push(`assets/${file}: contains new Function`)
  // A call of eval, not a method that happens to be named eval (`eval(t,n){` in a class body).
  if (/(^|[^\w$.'"`])eval\((?![^()]*\)\s*\{)/m.test(code))
    problems.push(`assets/${file}: contains eval(`)
}
// The encodings the server sends in place of a file (shared/precompress.ts): every large
// script has them, and each decodes to the file it stands for, never to an older build's.
for (const file of readdirSync(assets)) {
  const encoded = /^(.*)\.(br|gz)$/.exec(file)
  if (encoded) {
    const [, source = '', kind] = encoded
    let same = false
    try {
      const decoded = (kind === 'br' ? brotliDecompressSync : gunzipSync)(
        readFileSync(join(assets, file)),
      )
      same = decoded.equals(readFileSync(join(assets, source)))
    } catch {
      // A missing source or a corrupt encoding: reported below.
    }
    if (!same) problems.push(`assets/${file}: does not decode to assets/${source}`)
  } else if (/\.(js|css)$/.test(file) && statSync(join(assets, file)).size >= 1024) {
    for (const suffix of ['.br', '.gz'])
      if (!existsSync(join(assets, file + suffix)))
        problems.push(`assets/${file}: no ${suffix} encoding beside it`)
  }
}
const brands = join(dist, 'brands')
for (const id of readdirSync(brands).filter((f) => !f.endsWith('.json'))) {
  const html = readFileSync(join(brands, id, 'index.html'), 'utf8')
  const csp = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]
  if (!csp) problems.push(`brands/${id}/index.html: no CSP meta tag`)
  if (csp && /unsafe-eval|unsafe-inline/.test(csp))
    problems.push(`brands/${id}/index.html: unsafe CSP`)
  // script-src names 'self' and, for a brand that allows Google's tag, that one host only.
  const policy = (csp ?? '').replace(/&#(\d+);/g, (_, code: string) =>
    String.fromCharCode(Number(code)),
  )
  const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/) ?? []
  const allowed = new Set(["'self'", ...googleTagHosts.script])
  if (scriptSrc.some((source) => !allowed.has(source)))
    problems.push(`brands/${id}/index.html: script-src allows ${scriptSrc.join(' ')}`)
  const allowsTag = scriptSrc.some((source) => googleTagHosts.script.includes(source))
  const optedIn = readBrandConfig(html)?.analytics?.googleTag === true
  if (allowsTag !== optedIn)
    problems.push(`brands/${id}/index.html: script-src and analytics.googleTag disagree`)
  // Fonts come from the build alone, and the face a shell preloads is in it.
  const fontSrc = /font-src ([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/) ?? []
  if (fontSrc.some((source) => source !== "'self'"))
    problems.push(`brands/${id}/index.html: font-src allows ${fontSrc.join(' ')}`)
  for (const [, href = ''] of html.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g))
    if (!href.startsWith('/assets/fonts/') || !existsSync(join(dist, href)))
      problems.push(`brands/${id}/index.html: preloads ${href}, which the build does not hold`)
  // The installable app: a manifest the shell links, with a name and icons, and a worker with no eval.
  if (!html.includes(`<link rel="manifest" href="/brands/${id}/manifest.webmanifest"`))
    problems.push(`brands/${id}/index.html: no link to the web app manifest`)
  try {
    const manifest = JSON.parse(readFileSync(join(brands, id, 'manifest.webmanifest'), 'utf8')) as {
      name?: string
      icons?: unknown[]
    }
    if (!manifest.name || !manifest.icons?.length)
      problems.push(`brands/${id}/manifest.webmanifest: no name or no icons`)
    // PNG icons (the manifest's and iOS's touch icon) are there at the size they claim.
    const pngs = (manifest.icons as { src: string; sizes: string; type: string }[])
      .filter((icon) => icon.type === 'image/png')
      .map((icon) => ({ src: icon.src, sizes: icon.sizes }))
    if (!pngs.length) problems.push(`brands/${id}/manifest.webmanifest: no PNG icon`)
    const touch = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1]
    if (!touch) problems.push(`brands/${id}/index.html: no apple-touch-icon link`)
    else pngs.push({ src: touch, sizes: '180x180' })
    for (const { src, sizes } of pngs) {
      const { width, height } = pngSize(readFileSync(join(dist, src)))
      if (`${width}x${height}` !== sizes)
        problems.push(`${src.slice(1)}: ${width}x${height}, not ${sizes}`)
    }
    const worker = readFileSync(join(brands, id, 'sw.js'), 'utf8')
    if (/\bnew Function\b|(^|[^\w$.])eval\(|importScripts\(/m.test(worker))
      problems.push(`brands/${id}/sw.js: evaluates strings or imports scripts`)
  } catch (error) {
    problems.push(`brands/${id}: installable app files missing (${(error as Error).message})`)
  }
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const isModule = /type="module"[^>]*src=/.test(tag)
    const isData = tag.includes('type="application/json"')
    if (!isModule && !isData)
      problems.push(`brands/${id}/index.html: inline or classic script ${tag}`)
  }
}
// The lazy imports' preload lists leave out the chunks every entry loads (shared/entry-chunks.ts):
// each entry must still import each of them, or a lazy chunk would wait for it in turn.
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[] }
>
for (const [name, chunk] of Object.entries(manifest)) {
  if (!chunk.isEntry) continue
  const imported = new Set(
    (chunk.imports ?? []).map((key) => chunkOfEveryEntry(manifest[key]?.file ?? '')),
  )
  for (const needed of chunksOfEveryEntry)
    if (!imported.has(needed))
      problems.push(
        `${name}: its entry does not import the ${needed} chunk (shared/entry-chunks.ts)`,
      )
}
for (const p of problems) console.error(`check-build: ${p}`)
if (problems.length) process.exit(1)
console.log(
  'check-build: no eval or new Function in assets; large assets precompressed; every entry imports the chunks the preload lists leave out; shells hold a strict CSP and link their manifest and icons',
)
