import { randomInt, randomUUID } from 'node:crypto'
import { captchaAlphabet, glyphs } from './raster/font'
import { Raster } from './raster/png'

const ttlMs = 5 * 60 * 1000
const pieceSize = 40

/** Pictures are rasters (PNG), not SVG: the answer is not in the markup for a bot to read. */
function drawCode(code: string): Raster {
  const raster = new Raster(120, 44)
  for (let y = 0; y < raster.height; y += 1)
    for (let x = 0; x < raster.width; x += 1) {
      const shade = 235 + randomInt(0, 20)
      raster.set(x, y, [shade, shade, shade - randomInt(0, 10)])
    }
  ;[...code].forEach((ch, index) => {
    const rows = glyphs[ch]!
    const scale = 4
    const left = 8 + index * 27 + randomInt(-2, 3)
    const top = 6 + randomInt(-3, 4)
    const shear = randomInt(-2, 3) / 10
    const color = [randomInt(20, 90), randomInt(20, 90), randomInt(60, 140)]
    rows.forEach((bits, row) => {
      for (let column = 0; column < 5; column += 1) {
        if (!(bits & (0x10 >> column))) continue
        const x = left + column * scale + Math.round((rows.length - row) * scale * shear)
        raster.fill(x, top + row * scale, scale, scale, color)
      }
    })
  })
  for (let line = 0; line < 4; line += 1) {
    let x = randomInt(0, raster.width)
    let y = randomInt(0, raster.height)
    const color = [randomInt(80, 160), randomInt(80, 160), randomInt(80, 160)]
    for (let step = 0; step < 90; step += 1) {
      raster.set(x, y, color)
      x += randomInt(-1, 3)
      y += randomInt(-1, 2)
    }
  }
  return raster
}

function drawSlider(width: number, height: number, gapX: number, gapY: number) {
  const background = new Raster(width, height)
  const hue = [randomInt(30, 90), randomInt(90, 160), randomInt(160, 230)]
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const t = (x + y) / (width + height)
      background.set(
        x,
        y,
        [hue[0]! + t * 80, hue[1]! + t * 40, hue[2]! - t * 60].map((v) =>
          Math.max(0, Math.min(255, Math.round(v))),
        ),
      )
    }
  for (let blob = 0; blob < 14; blob += 1) {
    const cx = randomInt(0, width)
    const cy = randomInt(0, height)
    const r = randomInt(6, 22)
    const color = [randomInt(0, 256), randomInt(0, 256), randomInt(0, 256), 255]
    for (let y = -r; y <= r; y += 1)
      for (let x = -r; x <= r; x += 1)
        if (x * x + y * y <= r * r) background.set(cx + x, cy + y, color)
  }
  const piece = new Raster(pieceSize, pieceSize)
  for (let y = 0; y < pieceSize; y += 1)
    for (let x = 0; x < pieceSize; x += 1) {
      const edge = x < 2 || y < 2 || x >= pieceSize - 2 || y >= pieceSize - 2
      piece.set(x, y, edge ? [255, 255, 255] : background.get(gapX + x, gapY + y))
      const [r, g, b] = background.get(gapX + x, gapY + y)
      background.set(gapX + x, gapY + y, edge ? [240, 240, 240] : [r! * 0.4, g! * 0.4, b! * 0.4])
    }
  return { background, piece }
}

/** Image and slider captchas, generated and verified on the server; each answer is good once. */
export class Captchas {
  private readonly codes = new Map<string, { code: string; expires: number }>()
  private readonly sliders = new Map<string, { x: number; expires: number }>()

  /** A new image captcha: its id, the code (for the server only) and a PNG data URL. */
  image() {
    this.sweep()
    const code = Array.from(
      { length: 4 },
      () => captchaAlphabet[randomInt(captchaAlphabet.length)],
    ).join('')
    const captchaId = randomUUID()
    this.codes.set(captchaId, { code, expires: Date.now() + ttlMs })
    return { captchaId, image: drawCode(code).toDataUrl(), code }
  }

  /** True once for the right code; the captcha is spent either way. */
  checkImage(captchaId: string | undefined, answer: string | undefined): boolean {
    if (!captchaId) return false
    const entry = this.codes.get(captchaId)
    this.codes.delete(captchaId)
    return Boolean(
      entry && entry.expires > Date.now() && answer && entry.code === answer.trim().toUpperCase(),
    )
  }

  /** A new slider: background with a gap and the piece cut from it; the gap's x stays on the server. */
  slider() {
    this.sweep()
    const width = 280
    const height = 150
    const x = randomInt(80, width - pieceSize - 10)
    const y = randomInt(10, height - pieceSize - 10)
    const sliderId = randomUUID()
    this.sliders.set(sliderId, { x, expires: Date.now() + ttlMs })
    const { background, piece } = drawSlider(width, height, x, y)
    return { sliderId, background: background.toDataUrl(), piece: piece.toDataUrl(), y, width, x }
  }

  /** True once when the piece was dropped within 5 px of the gap. */
  checkSlider(sliderId: string | undefined, offset: number | undefined): boolean {
    if (!sliderId || offset === undefined) return false
    const entry = this.sliders.get(sliderId)
    this.sliders.delete(sliderId)
    return Boolean(entry && entry.expires > Date.now() && Math.abs(entry.x - offset) <= 5)
  }

  /** The answer of a live captcha, for the test control API only. */
  peek(id: string): { x?: number; code?: string } | null {
    const slider = this.sliders.get(id)
    if (slider) return { x: slider.x }
    const code = this.codes.get(id)
    return code ? { code: code.code } : null
  }

  private sweep() {
    const now = Date.now()
    for (const [id, e] of this.codes) if (e.expires < now) this.codes.delete(id)
    for (const [id, e] of this.sliders) if (e.expires < now) this.sliders.delete(id)
  }
}
