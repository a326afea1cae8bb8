import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Db } from './db'
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

/** The stored form of an image code: an HMAC keyed by the captcha's id, so no plain code is kept. */
const codeHash = (captchaId: string, code: string) =>
  createHmac('sha256', captchaId).update(code.trim().toUpperCase()).digest('base64url')

/** Captchas written before a new one (a few at a time: the sweep stays cheap). */
const sweepBatch = 50

/**
 * Image and slider captchas, generated and verified on the server; each answer is good once, on
 * whichever instance it is given (the table is shared: migration 035).
 */
export class Captchas {
  /**
   * `revealAnswers` keeps the plain code beside its hash for the test control API (peek); only a
   * platform started with PLATFORM_CONTROL_SECRET sets it. `now` is the clock, in epoch
   * milliseconds; tests pass their own.
   */
  constructor(
    private readonly db: Pick<Db, 'query'>,
    private readonly options: { revealAnswers?: boolean; now?: () => number } = {},
  ) {}

  private nowMs() {
    return this.options.now?.() ?? Date.now()
  }

  /** Writes a captcha, sweeping a few expired ones on the way. */
  private async store(
    merchant: string,
    id: string,
    kind: 'image' | 'slider',
    answer: { codeHash?: string; x?: number; plain?: string },
    ttl: number,
  ) {
    const now = this.nowMs()
    await this.db.query(
      `WITH swept AS (
         DELETE FROM captchas WHERE id IN (
           SELECT id FROM captchas WHERE expires_at < $7 ORDER BY expires_at LIMIT ${sweepBatch}))
       INSERT INTO captchas (id, merchant, kind, code_hash, x, answer, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $8)`,
      [
        id,
        merchant,
        kind,
        answer.codeHash ?? null,
        answer.x ?? null,
        answer.plain ?? null,
        new Date(now),
        new Date(now + ttl),
      ],
    )
  }

  /** Takes a live captcha of the merchant (it is spent, right or wrong), or null. */
  private async take(merchant: string, id: string | undefined, kind: 'image' | 'slider') {
    if (!id || id.length > 64) return null
    const [row] = await this.db.query<{ code_hash: string | null; x: number | null }>(
      `DELETE FROM captchas WHERE id = $1 AND merchant = $2 AND kind = $3 AND expires_at > $4
       RETURNING code_hash, x`,
      [id, merchant, kind, new Date(this.nowMs())],
    )
    return row ?? null
  }

  /** A new image captcha: its id, the code (for the server only) and a PNG data URL. */
  async image(merchant: string) {
    const code = Array.from(
      { length: 4 },
      () => captchaAlphabet[randomInt(captchaAlphabet.length)],
    ).join('')
    const captchaId = randomUUID()
    await this.store(
      merchant,
      captchaId,
      'image',
      {
        codeHash: codeHash(captchaId, code),
        plain: this.options.revealAnswers ? code : undefined,
      },
      ttlMs,
    )
    return { captchaId, image: drawCode(code).toDataUrl(), code }
  }

  /** True once for the right code at its merchant; the captcha is spent either way. */
  async checkImage(
    merchant: string,
    captchaId: string | undefined,
    answer: string | undefined,
  ): Promise<boolean> {
    const entry = await this.take(merchant, captchaId, 'image')
    if (!entry?.code_hash || !answer || answer.length > 64) return false
    const given = Buffer.from(codeHash(captchaId!, answer))
    const expected = Buffer.from(entry.code_hash)
    return given.length === expected.length && timingSafeEqual(given, expected)
  }

  /**
   * A new slider: the background with the gap and its decoys, and the piece as a strip of the
   * picture's height that shows it at the gap's rows (a person needs them; a decoy shares them).
   * No `y` is returned. `x` is the answer, for the server and tests only: the handler does not
   * send it.
   */
  async slider(merchant: string) {
    const width = 280
    const height = 150
    const x = randomInt(pieceBox + 8, width - pieceBox + 1)
    const sliderId = randomUUID()
    await this.store(merchant, sliderId, 'slider', { x }, sliderTtlMs)
    const { background, piece } = drawSlider(width, height, x)
    return { sliderId, background: background.toDataUrl(), piece: piece.toDataUrl(), width, x }
  }

  /** True once when the piece was dropped within 4 px of the gap; the slider is spent either way. */
  async checkSlider(
    merchant: string,
    sliderId: string | undefined,
    offset: number | undefined,
  ): Promise<boolean> {
    if (typeof offset !== 'number') return false
    const entry = await this.take(merchant, sliderId, 'slider')
    return entry?.x != null && Math.abs(entry.x - offset) <= sliderTolerance
  }

  /**
   * The answer of a live captcha, for the test control API only: a slider's x or an image's code,
   * on a platform that reveals them (revealAnswers); null otherwise.
   */
  async peek(id: string): Promise<{ x?: number; code?: string } | null> {
    if (!this.options.revealAnswers || id.length > 64) return null
    const [row] = await this.db.query<{ x: number | null; answer: string | null }>(
      'SELECT x, answer FROM captchas WHERE id = $1 AND expires_at > $2',
      [id, new Date(this.nowMs())],
    )
    if (row?.x != null) return { x: row.x }
    return row?.answer ? { code: row.answer } : null
  }
}
