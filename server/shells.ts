import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { encode, type EncodedFile } from './static'

/** What brands:emit wrote: each brand's hosts and CSP header, and the default brand. */
export interface ShellManifest {
  defaultBrand: string
  brands: Record<string, { hosts: string[]; csp: string }>
}

/** The brand shells of a build, picked by the request's Host. */
export class Shells {
  private readonly byHost = new Map<string, string>()
  private readonly html = new Map<string, string>()
  private readonly encoded = new Map<string, Promise<EncodedFile>>()

  constructor(
    private readonly dist: string,
    readonly manifest: ShellManifest = JSON.parse(
      readFileSync(join(dist, 'brands', 'manifest.json'), 'utf8'),
    ) as ShellManifest,
  ) {
    for (const [id, entry] of Object.entries(manifest.brands)) {
      for (const host of entry.hosts) this.byHost.set(host.toLowerCase(), id)
    }
  }

  /** The brand id for a Host header (port ignored); the default brand when no brand claims it. */
  brandFor(hostHeader: string | undefined): string {
    const host = (hostHeader ?? '')
      .toLowerCase()
      .replace(/:\d+$/, '')
      .replace(/^\[|\]$/g, '')
    return this.byHost.get(host) ?? this.manifest.defaultBrand
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

  /** The CSP header of a brand. */
  csp(id: string): string {
    return (
      this.manifest.brands[id]?.csp ??
      "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'"
    )
  }
}
