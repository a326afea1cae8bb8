import { randomInt, randomUUID } from 'node:crypto'

const ttlMs = 5 * 60 * 1000
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** Image and slider captchas, generated and verified on the server; each answer is good once. */
export class Captchas {
  private readonly codes = new Map<string, { code: string; expires: number }>()
  private readonly sliders = new Map<string, { x: number; expires: number }>()

  /** A new image captcha: its id and an SVG image as a data URL. */
  image() {
    this.sweep()
    const code = Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('')
    const captchaId = randomUUID()
    this.codes.set(captchaId, { code, expires: Date.now() + ttlMs })
    const letters = [...code]
      .map(
        (ch, i) =>
          `<text x="${12 + i * 24}" y="${28 + randomInt(-4, 5)}" transform="rotate(${randomInt(-18, 19)} ${20 + i * 24} 22)">${ch}</text>`,
      )
      .join('')
    const noise = Array.from(
      { length: 5 },
      () =>
        `<line x1="${randomInt(0, 110)}" y1="${randomInt(0, 40)}" x2="${randomInt(0, 110)}" y2="${randomInt(0, 40)}"/>`,
    ).join('')
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="110" height="40"><rect width="110" height="40" fill="#f2f2f2"/><g font-family="monospace" font-size="22" font-weight="700" fill="#333">${letters}</g><g stroke="#888" stroke-width="1">${noise}</g></svg>`
    return {
      captchaId,
      image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      code,
    }
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

  /** A new slider: background with a gap, the piece, its row; the gap's x stays on the server. */
  slider() {
    this.sweep()
    const width = 280
    const x = randomInt(80, width - 50)
    const y = randomInt(10, 100)
    const sliderId = randomUUID()
    this.sliders.set(sliderId, { x, expires: Date.now() + ttlMs })
    const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="150"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#3a7bd5"/><stop offset="1" stop-color="#00d2ff"/></linearGradient></defs><rect width="${width}" height="150" fill="url(#g)"/><rect x="${x}" y="${y}" width="40" height="40" rx="6" fill="#000" fill-opacity=".45" stroke="#fff"/></svg>`
    const piece = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" rx="6" fill="#fff" stroke="#3a7bd5" stroke-width="2"/></svg>`
    const encode = (svg: string) =>
      `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
    return { sliderId, background: encode(background), piece: encode(piece), y, width, x }
  }

  /** True once when the piece was dropped within 5 px of the gap. */
  checkSlider(sliderId: string | undefined, offset: number | undefined): boolean {
    if (!sliderId || offset === undefined) return false
    const entry = this.sliders.get(sliderId)
    this.sliders.delete(sliderId)
    return Boolean(entry && entry.expires > Date.now() && Math.abs(entry.x - offset) <= 5)
  }

  private sweep() {
    const now = Date.now()
    for (const [id, e] of this.codes) if (e.expires < now) this.codes.delete(id)
    for (const [id, e] of this.sliders) if (e.expires < now) this.sliders.delete(id)
  }
}
