import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { encode, type EncodedFile } from './static'

/** What brands:emit wrote: each brand's hosts and CSP header, and the default brand. */
export interface ShellManifest {
  defaultBrand: string
  brands: Record<string, { hosts: string[]; csp: string }>
}

/** The manifest at its path, checked for the shape the server relies on; throws otherwise. */
function readManifest(file: string): ShellManifest {
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Partial<ShellManifest>
  const brands = manifest.brands
  const isEntry = (entry: unknown) =>
    typeof entry === 'object' &&
    entry !== null &&
    Array.isArray((entry as { hosts?: unknown }).hosts) &&
    (entry as { hosts: unknown[] }).hosts.every((host) => typeof host === 'string') &&
    typeof (entry as { csp?: unknown }).csp === 'string'
  if (
    typeof manifest.defaultBrand !== 'string' ||
    typeof brands !== 'object' ||
    brands === null ||
    !(manifest.defaultBrand in brands) ||
    !Object.values(brands).every(isEntry)
  )
    throw new Error(`${file}: not a brand manifest`)
  return manifest as ShellManifest
}

/**
 * How many shells with tags are kept encoded: one per brand, route, language and first banner is
 * some 540 for the three brands' 30 routes in six languages, and a crawl that walks them all must
 * not compress a shell on every request. About 14 KB each (the page, its Brotli and its gzip).
 */
const shellsKept = 1024

/** The brand shells of a build, picked by the request's Host; read again when brands are emitted. */
export class Shells {
  private byHost = new Map<string, string>()
  private html = new Map<string, string>()
  private encoded = new Map<string, Promise<EncodedFile>>()
  /** Shells with tags in their head (a picture's hint, a first screen's code), by brand and tags. */
  private hinted = new Map<string, Promise<EncodedFile>>()
  private current: ShellManifest
  private readonly file: string
  /** When the manifest read last was written, and its size: a new emit changes one or both. */
  private stamp = ''
  /** The stamp of a manifest that could not be read: tried again once it changes. */
  private failed = ''

  constructor(
    private readonly dist: string,
    manifest?: ShellManifest,
  ) {
    this.file = join(dist, 'brands', 'manifest.json')
    if (manifest) this.current = manifest
    else {
      this.stamp = stampOf(this.file)
      this.current = readManifest(this.file)
    }
    this.index()
  }

  /** The manifest in use: the last good one read. */
  get manifest(): ShellManifest {
    return this.current
  }

  /**
   * Reads the manifest again if it was written since, and switches to it once `prepare` has made
   * ready what its new brands need (their merchants); answers the ids of the brands it added.
   * Throws, keeping the last good set in use, when the manifest or a shell it names cannot be read
   * (an emit half done: tried again once the manifest changes) or when prepare fails (tried again
   * at the next call). Every shell is read again, since an emit may change them.
   */
  async reload(prepare: (added: string[]) => Promise<void> = async () => {}): Promise<string[]> {
    const stamp = stampOf(this.file)
    if (stamp === this.stamp || stamp === this.failed) return []
    let next: ShellManifest
    let html: Map<string, string>
    try {
      next = readManifest(this.file)
      // Every shell read before the switch: one that cannot be read keeps the last good set.
      html = new Map(
        Object.keys(next.brands).map((id) => [
          id,
          readFileSync(join(this.dist, 'brands', id, 'index.html'), 'utf8'),
        ]),
      )
    } catch (error) {
      this.failed = stamp
      throw error
    }
    const added = Object.keys(next.brands).filter((id) => !(id in this.current.brands))
    await prepare(added)
    this.stamp = stamp
    this.current = next
    this.html = html
    this.encoded = new Map()
    this.hinted = new Map()
    this.index()
    return added
  }

  /** The brand id for a Host header (port ignored); the default brand when no brand claims it. */
  brandFor(hostHeader: string | undefined): string {
    const host = (hostHeader ?? '')
      .toLowerCase()
      .replace(/:\d+$/, '')
      .replace(/^\[|\]$/g, '')
    return this.byHost.get(host) ?? this.current.defaultBrand
  }

  /** The brand's index.html, read once. */
  shell(id: string): string {
    let html = this.html.get(id)
    if (html === undefined) {
      html = readFileSync(join(this.dist, 'brands', id, 'index.html'), 'utf8')
      this.html.set(id, html)
    }
    return html
  }

  /** The brand's index.html with its Brotli and gzip encodings, compressed once. */
  encodedShell(id: string): Promise<EncodedFile> {
    let file = this.encoded.get(id)
    if (!file) {
      file = encode(Buffer.from(this.shell(id)))
      this.encoded.set(id, file)
    }
    return file
  }

  /**
   * The brand's index.html with a tag (the first picture's preload hint) in its head, ahead of its
   * scripts so that the browser asks for it first, tags (the first screen's code) at the end of its
   * head, after the entry's own files, and a tag (the first answers' data) at the end of its body;
   * encoded once per brand and tags, the oldest of more than `shellsKept` forgotten.
   */
  encodedShellWith(id: string, headTag: string, endTags = '', bodyTag = ''): Promise<EncodedFile> {
    const key = `${id}\n${headTag}\n${endTags}\n${bodyTag}`
    let file = this.hinted.get(key)
    if (!file) {
      const html = withBodyTag(withEndTags(withHeadTag(this.shell(id), headTag), endTags), bodyTag)
      file = encode(Buffer.from(html))
      if (this.hinted.size >= shellsKept) this.hinted.delete(this.hinted.keys().next().value!)
      this.hinted.set(key, file)
    }
    return file
  }

  /** The CSP header of a brand. */
  csp(id: string): string {
    return (
      this.current.brands[id]?.csp ??
      "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'"
    )
  }

  private index() {
    const byHost = new Map<string, string>()
    for (const [id, entry] of Object.entries(this.current.brands)) {
      for (const host of entry.hosts) byHost.set(host.toLowerCase(), id)
    }
    this.byHost = byHost
  }
}

/**
 * The page with a tag before its first module script, else before the end of its head, else right
 * after its doctype (a page whose head the parser opens by itself).
 */
function withHeadTag(html: string, tag: string): string {
  if (!tag) return html
  const at = html.search(/<script type="module"|<\/head>/i)
  if (at >= 0) return `${html.slice(0, at)}${tag}\n    ${html.slice(at)}`
  const doctype = /^<!doctype html>/i.exec(html)?.[0].length ?? 0
  return `${html.slice(0, doctype)}${tag}${html.slice(doctype)}`
}

/**
 * The page with tags before the end of its head, else at its end (a page whose head the parser
 * closes by itself: preload links are allowed in the body).
 */
function withEndTags(html: string, tags: string): string {
  if (!tags) return html
  const at = html.search(/<\/head>/i)
  return at >= 0 ? `${html.slice(0, at)}  ${tags}\n  ${html.slice(at)}` : `${html}${tags}`
}

/** The page with a tag at the end of its body (or its end): read before its module scripts run. */
function withBodyTag(html: string, tag: string): string {
  if (!tag) return html
  const at = html.search(/<\/body>/i)
  return at >= 0 ? `${html.slice(0, at)}  ${tag}\n  ${html.slice(at)}` : `${html}${tag}`
}

/** When a file was last written and its size, or '' when it is not there. */
function stampOf(file: string): string {
  try {
    const { mtimeMs, size } = statSync(file)
    return `${mtimeMs}:${size}`
  } catch {
    return ''
  }
}
