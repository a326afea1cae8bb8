import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type * as ResvgModule from '@resvg/resvg-js'

const require = createRequire(import.meta.url)

/** Where rasterized icons are kept between builds, as other build tools keep theirs. */
const defaultCacheDir = join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'icons')

/** The rasterizer's version is part of every key: a new resvg may draw differently. */
const rendererVersion = (require('@resvg/resvg-js/package.json') as { version: string }).version

/** PNGs rasterized in this process, by key: brands that share an icon share its PNGs. */
const memory = new Map<string, Buffer>()

/**
 * An SVG drawn as a square PNG of `size` pixels with resvg (a prebuilt binary from npm, no system
 * library). Cached by the SVG's hash, the size and the rasterizer's version, in memory and in
 * node_modules/.cache/icons, so that a build of many brands draws each distinct icon once and a
 * build after it none. A cache that cannot be written is passed over.
 */
export function rasterizeSvg(svg: string, size: number, cacheDir = defaultCacheDir): Buffer {
  const key = createHash('sha256')
    .update(`${rendererVersion}\n${size}\n`)
    .update(svg)
    .digest('hex')
    .slice(0, 32)
  const known = memory.get(key)
  if (known) return known
  const file = join(cacheDir, `${key}.png`)
  let png: Buffer
  try {
    png = readFileSync(file)
  } catch {
    png = render(svg, size)
    try {
      mkdirSync(cacheDir, { recursive: true })
      // Written aside and renamed, so that a build running beside this one never reads half a file.
      const part = `${file}.${process.pid}.part`
      writeFileSync(part, png)
      renameSync(part, file)
    } catch {
      // A read-only tree: the build goes on without the cache.
    }
  }
  memory.set(key, png)
  return png
}

/** Draws the SVG; the native module loads only when something is not in the cache. */
function render(svg: string, size: number): Buffer {
  const { Resvg } = require('@resvg/resvg-js') as typeof ResvgModule
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render()
  if (image.width !== size || image.height !== size)
    throw new Error(`icon drawn at ${image.width}x${image.height}, not ${size}x${size}`)
  return image.asPng()
}

/** Width and height of a PNG, from its IHDR chunk. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength)
  if (bytes.readUInt32BE(0) !== 0x89504e47 || bytes.toString('latin1', 12, 16) !== 'IHDR')
    throw new Error('not a PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}
