import { crc32, deflateSync } from 'node:zlib'

/** An RGBA raster to draw on and encode. */
export class Raster {
  readonly pixels: Uint8Array
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 4)
  }

  /** Sets one pixel, ignoring points outside the raster. */
  set(x: number, y: number, [r, g, b, a = 255]: readonly number[]) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return
    const i = (Math.floor(y) * this.width + Math.floor(x)) * 4
    this.pixels.set([r!, g!, b!, a], i)
  }

  get(x: number, y: number): number[] {
    const i = (y * this.width + x) * 4
    return [...this.pixels.subarray(i, i + 4)]
  }

  /** Fills a rectangle. */
  fill(x: number, y: number, w: number, h: number, color: readonly number[]) {
    for (let j = y; j < y + h; j += 1) for (let i = x; i < x + w; i += 1) this.set(i, j, color)
  }

  /** The raster as a PNG file. */
  toPng(): Buffer {
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4)
      length.writeUInt32BE(data.length)
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
      const crc = Buffer.alloc(4)
      crc.writeUInt32BE(crc32(body) >>> 0)
      return Buffer.concat([length, body, crc])
    }
    const header = Buffer.alloc(13)
    header.writeUInt32BE(this.width, 0)
    header.writeUInt32BE(this.height, 4)
    header.set([8, 6, 0, 0, 0], 8) // 8-bit RGBA, no interlace
    // Filter "Sub" on every row: gradients turn into runs of small numbers that deflate well.
    const stride = this.width * 4
    const rows = Buffer.alloc((stride + 1) * this.height)
    for (let y = 0; y < this.height; y += 1) {
      const out = y * (stride + 1)
      rows[out] = 1
      for (let i = 0; i < stride; i += 1) {
        const value = this.pixels[y * stride + i]!
        const left = i >= 4 ? this.pixels[y * stride + i - 4]! : 0
        rows[out + 1 + i] = (value - left) & 0xff
      }
    }
    return Buffer.concat([
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', Buffer.alloc(0)),
    ])
  }

  /** The PNG as a data URL. */
  toDataUrl(): string {
    return `data:image/png;base64,${this.toPng().toString('base64')}`
  }
}
