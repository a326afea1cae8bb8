import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'

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

/** Reads a file under root; null for anything outside it, missing, or not a file. */
export async function readUnder(root: string, urlPath: string): Promise<Buffer | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const full = normalize(join(root, decoded))
  if (full !== root && !full.startsWith(root.endsWith(sep) ? root : root + sep)) return null
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

/**
 * A built file as the browser best takes it: the Brotli or gzip encoding the build wrote beside it
 * (scripts/lib/precompress.ts) when the browser accepts that, else the file itself; null as for
 * readUnder.
 */
export async function readEncoded(
  root: string,
  urlPath: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding?: 'br' | 'gzip' } | null> {
  const accepted = acceptedEncodings(acceptEncoding)
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!accepted.has(encoding)) continue
    const body = await readUnder(root, urlPath + suffix)
    if (body) return { body, encoding }
  }
  const body = await readUnder(root, urlPath)
  return body && { body }
}
