import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { precompress } from '../shared/precompress'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
}

/** The content type of a file name. */
export const contentType = (file: string) => types[extname(file)] ?? 'application/octet-stream'

/** The file a URL path names under root; null for anything outside it or not a path. */
export function resolveUnder(root: string, urlPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const full = normalize(join(root, decoded))
  if (full !== root && !full.startsWith(root.endsWith(sep) ? root : root + sep)) return null
  return full
}

/** Reads a file under root; null for anything outside it, missing, or not a file. */
export async function readUnder(root: string, urlPath: string): Promise<Buffer | null> {
  const full = resolveUnder(root, urlPath)
  if (!full) return null
  return readFileAt(full)
}

async function readFileAt(full: string): Promise<Buffer | null> {
  try {
    if (!(await stat(full)).isFile()) return null
    return await readFile(full)
  } catch {
    return null
  }
}

/** The encodings a browser accepts, from its Accept-Encoding header (those with q=0 are refused). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>()
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase())
    const q = params.find((p) => p.startsWith('q='))
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name)
  }
  return accepted
}

/** A file and the encodings of it a browser may take instead. */
export interface EncodedFile {
  plain: Buffer
  br?: Buffer
  gzip?: Buffer
}

/** The body a browser best takes: Brotli, else gzip, when it accepts them, else the file itself. */
export function pickEncoding(
  file: EncodedFile,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accepted = acceptedEncodings(acceptEncoding)
  if (file.br && accepted.has('br')) return { body: file.br, encoding: 'br' }
  if (file.gzip && accepted.has('gzip')) return { body: file.gzip, encoding: 'gzip' }
  return { body: file.plain }
}

/** Text worth compressing, and big enough for it to pay (as the build's precompress). */
const compressible = /\.(js|css|svg|json|webmanifest|html)$/
const compressFrom = 1024

/**
 * The files of a build, each read (and compressed) once. The server serves one build for its life:
 * it reads the brands' manifest and shells once (server/shells.ts), and a brand emitted later is
 * served by the next start. Names that are not there are not kept, so that made-up requests
 * cannot fill the memory.
 */
export class BuildFiles {
  private readonly kept = new Map<string, Promise<EncodedFile | null>>()

  constructor(private readonly root: string) {}

  /**
   * A hashed asset with the Brotli and gzip encodings the build wrote beside it
   * (shared/precompress.ts).
   */
  asset(urlPath: string): Promise<EncodedFile | null> {
    return this.keep('asset', urlPath, async (full) => {
      const plain = await readFileAt(full)
      if (!plain) return null
      const [br, gzip] = await Promise.all([readFileAt(`${full}.br`), readFileAt(`${full}.gz`)])
      return { plain, br: br ?? undefined, gzip: gzip ?? undefined }
    })
  }

  /** Any other file of the build (a brand's theme, logos, icons), compressed here when it pays. */
  file(urlPath: string): Promise<EncodedFile | null> {
    return this.keep('file', urlPath, async (full) => {
      const plain = await readFileAt(full)
      if (!plain) return null
      return compressible.test(full) ? encode(plain) : { plain }
    })
  }

  /**
   * Keyed by the file, not the URL: the many spellings of one path (`a/../b`, `%62`) are one entry,
   * so the entries never outnumber the build's files.
   */
  private keep(
    kind: string,
    urlPath: string,
    load: (full: string) => Promise<EncodedFile | null>,
  ): Promise<EncodedFile | null> {
    const full = resolveUnder(this.root, urlPath)
    if (!full) return Promise.resolve(null)
    const key = `${kind}:${full}`
    let file = this.kept.get(key)
    if (!file) {
      file = load(full)
      this.kept.set(key, file)
      void file.then(
        (found) => found || this.kept.delete(key),
        () => this.kept.delete(key),
      )
    }
    return file
  }
}

/** A text's Brotli and gzip encodings, each kept only when smaller than the text. */
export async function encode(plain: Buffer): Promise<EncodedFile> {
  if (plain.length < compressFrom) return { plain }
  const { br, gz } = await precompress(plain)
  return {
    plain,
    br: br.length < plain.length ? br : undefined,
    gzip: gz.length < plain.length ? gz : undefined,
  }
}
