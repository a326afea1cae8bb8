import { randomInt, randomUUID } from 'node:crypto'
import { captchaAlphabet, glyphs } from './raster/font'
import { Raster } from './raster/png'
import { drawSlider, pieceBox } from './raster/slider'

const ttlMs = 5 * 60 * 1000
const sliderTtlMs = 2 * 60 * 1000
/** How far (px) a dropped piece may be from the gap. */
const sliderTolerance = 4

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

/** Image and slider captchas, generated and verified on the server; each answer is good once. */
export class Captchas {
  private readonly codes = new Map<string, { code: string; expires: number }>()
  private readonly sliders = new Map<string, { x: number; expires: number }>()

  /** `now` is the clock, in epoch milliseconds; tests pass their own. */
  constructor(private readonly now: () => number = Date.now) {}

  /** A new image captcha: its id, the code (for the server only) and a PNG data URL. */
  image() {
    this.sweep()
    const code = Array.from(
      { length: 4 },
      () => captchaAlphabet[randomInt(captchaAlphabet.length)],
    ).join('')
    const captchaId = randomUUID()
    this.codes.set(captchaId, { code, expires: this.now() + ttlMs })
    return { captchaId, image: drawCode(code).toDataUrl(), code }
  }

  /** True once for the right code; the captcha is spent either way. */
  checkImage(captchaId: string | undefined, answer: string | undefined): boolean {
    if (!captchaId) return false
    const entry = this.codes.get(captchaId)
    this.codes.delete(captchaId)
    return Boolean(
      entry && entry.expires > this.now() && answer && entry.code === answer.trim().toUpperCase(),
    )
  }

  /**
   * A new slider: the background with the gap and its decoys, and the piece as a strip of the
   * picture's height that shows it at the gap's rows (a person needs them; a decoy shares them).
   * No `y` is returned. `x` is the answer, for the server and tests only: the handler does not
   * send it.
   */
  slider() {
    this.sweep()
    const width = 280
    const height = 150
    const x = randomInt(pieceBox + 8, width - pieceBox + 1)
    const sliderId = randomUUID()
    this.sliders.set(sliderId, { x, expires: this.now() + sliderTtlMs })
    const { background, piece } = drawSlider(width, height, x)
    return { sliderId, background: background.toDataUrl(), piece: piece.toDataUrl(), width, x }
  }

  /** True once when the piece was dropped within 4 px of the gap; the slider is spent either way. */
  checkSlider(sliderId: string | undefined, offset: number | undefined): boolean {
    if (!sliderId || offset === undefined) return false
    const entry = this.sliders.get(sliderId)
    this.sliders.delete(sliderId)
    return Boolean(
      entry && entry.expires > this.now() && Math.abs(entry.x - offset) <= sliderTolerance,
    )
  }

  /** The answer of a live captcha, for the test control API only. */
  peek(id: string): { x?: number; code?: string } | null {
    const slider = this.sliders.get(id)
    if (slider) return { x: slider.x }
    const code = this.codes.get(id)
    return code ? { code: code.code } : null
  }

  private sweep() {
    const now = this.now()
    for (const [id, e] of this.codes) if (e.expires < now) this.codes.delete(id)
    for (const [id, e] of this.sliders) if (e.expires < now) this.sliders.delete(id)
  }
}
