import { createHash } from 'node:crypto'
import sharp from 'sharp'

/** How a picture is answered: WebP everywhere, AVIF where asked for by name. */
export type PictureFormat = 'webp' | 'avif'

/** The content types of the formats. */
export const pictureTypes: Record<PictureFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
}

/** Bumped when the drawings change: every versioned URL changes with it. */
export const artRevision = 'art-2'

/** The version part of a picture's URL: a hash of what the picture is drawn from. */
export const pictureVersion = (...inputs: (string | number)[]) =>
  createHash('sha1')
    .update([artRevision, ...inputs].join('\n'))
    .digest('hex')
    .slice(0, 10)

/** An SVG drawn as WebP or AVIF at the SVG's own pixel size. */
export async function encodeSvg(svg: string, format: PictureFormat): Promise<Buffer> {
  const image = sharp(Buffer.from(svg), { density: 72 })
  return format === 'avif'
    ? image.avif({ quality: 55, effort: 2 }).toBuffer()
    : image.webp({ quality: 82, effort: 4, smartSubsample: true }).toBuffer()
}

/**
 * Pictures rendered once and kept, least recently used first out, within a byte budget; a
 * picture asked for while it renders waits for that render. At most `parallel` renders run at a
 * time, so that a first lobby of 60 tiles does not hold every core.
 */
export class PictureCache {
  private readonly kept = new Map<string, Buffer>()
  private readonly pending = new Map<string, Promise<Buffer>>()
  private bytes = 0
  private running = 0
  private readonly queue: (() => void)[] = []

  constructor(
    private readonly maxBytes = 48 * 1024 * 1024,
    private readonly parallel = 2,
  ) {}

  /** The picture under a key, rendered by `render` the first time. */
  async get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const known = this.kept.get(key)
    if (known) {
      this.kept.delete(key)
      this.kept.set(key, known)
      return known
    }
    const waiting = this.pending.get(key)
    if (waiting) return waiting
    const job = this.run(render).then(
      (picture) => {
        this.pending.delete(key)
        this.keep(key, picture)
        return picture
      },
      (error: unknown) => {
        this.pending.delete(key)
        throw error
      },
    )
    this.pending.set(key, job)
    return job
  }

  /**
   * A drawing's file: the SVG `draw` makes at the wanted scale, encoded in the wanted format, kept
   * under the key with the version, scale and format.
   */
  drawn(key: string, want: PictureWant, draw: (scale: 1 | 2) => string): Promise<Buffer> {
    return this.get(`${key}/${want.version}/${want.scale}/${want.format}`, () =>
      encodeSvg(draw(want.scale), want.format),
    )
  }

  /** Drops the picture under a key (it was removed at its source). */
  forget(key: string) {
    const known = this.kept.get(key)
    if (!known) return
    this.kept.delete(key)
    this.bytes -= known.length
  }

  /** How many pictures and bytes are kept. */
  get size() {
    return { pictures: this.kept.size, bytes: this.bytes }
  }

  private keep(key: string, picture: Buffer) {
    if (picture.length > this.maxBytes) return
    this.kept.set(key, picture)
    this.bytes += picture.length
    for (const [oldKey, old] of this.kept) {
      if (this.bytes <= this.maxBytes) break
      this.kept.delete(oldKey)
      this.bytes -= old.length
    }
  }

  private async run(render: () => Promise<Buffer>): Promise<Buffer> {
    if (this.running >= this.parallel) await new Promise<void>((go) => this.queue.push(go))
    this.running += 1
    try {
      return await render()
    } finally {
      this.running -= 1
      this.queue.shift()?.()
    }
  }
}

/** The picture answer: long-lived and immutable, since its URL changes whenever it would. */
export function pictureResponse(
  picture: Buffer,
  format: PictureFormat,
  { negotiated = false } = {},
): Response {
  return new Response(new Uint8Array(picture), {
    headers: {
      'content-type': pictureTypes[format],
      'content-length': String(picture.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      // The format followed the request's Accept: a shared cache keeps one answer per Accept.
      ...(negotiated ? { vary: 'Accept' } : {}),
    },
  })
}

/** The picture a URL asks for: which version of the drawing, at which scale, in which format. */
export interface PictureWant {
  version: string
  scale: 1 | 2
  format: PictureFormat
}

/** A picture file name: `<id>.<version>[@2x].<webp|avif>`; null for anything else. */
export function parsePictureFile(
  file: string,
  idPattern: RegExp,
): (PictureWant & { id: string }) | null {
  const match = /^([^./@]{1,64})\.([0-9a-f]{10})(@2x)?\.(webp|avif)$/.exec(file)
  if (!match || !idPattern.test(match[1]!)) return null
  return {
    id: match[1]!,
    version: match[2]!,
    scale: match[3] ? 2 : 1,
    format: match[4] as PictureFormat,
  }
}

/** The sizes and URLs of a picture as the catalogue answers them. */
export function pictureUrls(
  base: string,
  id: string,
  version: string,
  width: number,
  height: number,
) {
  return {
    src: `${base}/${id}.${version}.webp`,
    src2x: `${base}/${id}.${version}@2x.webp`,
    width,
    height,
  }
}
