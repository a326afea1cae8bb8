import { inflateSync } from 'node:zlib'
import { randomInt } from 'node:crypto'
import { Raster } from '../../server/platform/raster/png'

/** A decoded picture: its size and RGBA bytes, row by row. */
export interface Picture {
  width: number
  height: number
  rgba: Uint8Array
}

/** Decodes a PNG data URL written by the platform's Raster (8-bit RGBA, filter Sub on each row). */
export function decodePng(dataUrl: string): Picture {
  if (!dataUrl.startsWith('data:image/png;base64,')) throw new Error('not a PNG data URL')
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
  const width = png.readUInt32BE(16)
  const height = png.readUInt32BE(20)
  if (png[24] !== 8 || png[25] !== 6) throw new Error('not 8-bit RGBA')
  // The picture's data, read chunk by chunk (length, type, data, checksum): searching the bytes
  // for 'IEND' found those four letters inside the compressed data now and then, and cut it short.
  const data: Buffer[] = []
  for (let at = 8; at + 12 <= png.length; at += 12 + png.readUInt32BE(at)) {
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT')
      data.push(png.subarray(at + 8, at + 8 + png.readUInt32BE(at)))
  }
  const raw = inflateSync(Buffer.concat(data))
  const stride = width * 4
  const rgba = new Uint8Array(stride * height)
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)]
    if (filter !== 1) throw new Error(`row ${y}: filter ${filter}, not Sub`)
    for (let i = 0; i < stride; i += 1) {
      const left = i >= 4 ? rgba[y * stride + i - 4]! : 0
      rgba[y * stride + i] = (raw[y * (stride + 1) + 1 + i]! + left) & 0xff
    }
  }
  return { width, height, rgba }
}

const luma = (p: Picture, x: number, y: number) => {
  const i = (y * p.width + x) * 4
  return 0.299 * p.rgba[i]! + 0.587 * p.rgba[i + 1]! + 0.114 * p.rgba[i + 2]!
}
const alpha = (p: Picture, x: number, y: number) =>
  x < 0 || x >= p.width ? 0 : p.rgba[(y * p.width + x) * 4 + 3]!

/** Rows and columns where the piece strip is opaque: the band a solver searches. */
function extent(piece: Picture) {
  let [top, bottom, left, right] = [piece.height, -1, piece.width, -1]
  for (let y = 0; y < piece.height; y += 1)
    for (let x = 0; x < piece.width; x += 1)
      if (alpha(piece, x, y) > 0) {
        top = Math.min(top, y)
        bottom = Math.max(bottom, y)
        left = Math.min(left, x)
        right = Math.max(right, x)
      }
  return { top, bottom, left, right }
}

const argBest = (scores: number[], better: (a: number, b: number) => boolean) =>
  scores.reduce((best, score, x) => (better(score, scores[best]!) ? x : best), 0)

/**
 * Naive solver 1, the gap's colour: on the piece's rows, the strip position whose inside (the
 * piece's opaque columns less 3 px each side) is darkest relative to the columns either side.
 */
export function solveByDarkness(background: Picture, piece: Picture): number {
  const { top, bottom, left, right } = extent(piece)
  const columnMean = Array.from({ length: background.width }, (_, x) => {
    let sum = 0
    for (let y = top; y <= bottom; y += 1) sum += luma(background, x, y)
    return sum / (bottom - top + 1)
  })
  const mean = (from: number, to: number) => {
    const columns = columnMean.slice(Math.max(0, from), Math.min(background.width, to))
    return columns.length ? columns.reduce((a, b) => a + b, 0) / columns.length : NaN
  }
  const side = Math.round((right - left) / 2)
  const scores = Array.from({ length: background.width - piece.width + 1 }, (_, x) => {
    const inside = mean(x + left + 3, x + right - 2)
    const around = [mean(x + left - side, x + left), mean(x + right + 1, x + right + 1 + side)]
    const surround = around.filter((v) => !Number.isNaN(v))
    return inside / (surround.reduce((a, b) => a + b, 0) / surround.length)
  })
  return argBest(scores, (a, b) => a < b)
}

/**
 * Naive solver 2, the gap's edges: the piece's two strongest vertical outline columns, read from
 * its alpha, and the strip position where the background has the strongest vertical edges (summed
 * over the piece's rows) at both those columns at once.
 */
export function solveByEdges(background: Picture, piece: Picture): number {
  const { top, bottom } = extent(piece)
  const outline = Array.from({ length: piece.width + 1 }, (_, x) => {
    let sum = 0
    for (let y = top; y <= bottom; y += 1)
      sum += Math.abs(alpha(piece, x, y) - alpha(piece, x - 1, y))
    return sum
  })
  const first = argBest(outline, (a, b) => a > b)
  const second = argBest(
    outline.map((v, x) => (Math.abs(x - first) < 10 ? -1 : v)),
    (a, b) => a > b,
  )
  const edge = Array.from({ length: background.width }, (_, x) => {
    if (x === 0) return 0
    let sum = 0
    for (let y = top; y <= bottom; y += 1)
      sum += Math.abs(luma(background, x, y) - luma(background, x - 1, y))
    return sum
  })
  // The outline is 2 px wide: take the strongest edge within a pixel of each column.
  const near = (x: number) => Math.max(edge[x - 1] ?? 0, edge[x] ?? 0, edge[x + 1] ?? 0)
  const scores = Array.from(
    { length: background.width - piece.width + 1 },
    (_, x) => near(x + first) + near(x + second),
  )
  return argBest(scores, (a, b) => a > b)
}

/**
 * Solver 3, template matching: normalised cross-correlation of the piece's opaque interior (3 px
 * clear of its outline, so its rim is left out) with the background on the piece's rows, at every
 * strip position; the best wins. It correlates the R, G and B values of all those pixels as one
 * vector, less one mean (as scikit-image's `match_template` does with a colour template), so a
 * darkened copy matches as well as the original and its hue counts too: on brightness alone it
 * found only 2 old gaps in 3, since a piece holding nothing but the smooth gradient correlates as
 * well with any place along it.
 */
export function solveByTemplate(background: Picture, piece: Picture): number {
  const isInterior = (x: number, y: number) => {
    for (let dy = -3; dy <= 3; dy += 1)
      for (let dx = -3; dx <= 3; dx += 1)
        if (y + dy < 0 || y + dy >= piece.height || !alpha(piece, x + dx, y + dy)) return false
    return true
  }
  const at: number[] = []
  const template: number[] = []
  for (let y = 0; y < piece.height; y += 1)
    for (let x = 0; x < piece.width; x += 1)
      if (isInterior(x, y))
        for (let c = 0; c < 3; c += 1) {
          at.push((y * background.width + x) * 4 + c)
          template.push(piece.rgba[(y * piece.width + x) * 4 + c]!)
        }
  const centred = (values: number[]) => {
    const mean = values.reduce((a, b) => a + b, 0) / values.length
    return values.map((v) => v - mean)
  }
  const t = centred(template)
  const scores = Array.from({ length: background.width - piece.width + 1 }, (_, offset) => {
    const b = centred(at.map((i) => background.rgba[i + offset * 4]!))
    let [product, ofTemplate, ofBackground] = [0, 0, 0]
    t.forEach((v, i) => {
      product += v * b[i]!
      ofTemplate += v * v
      ofBackground += b[i]! * b[i]!
    })
    return product / (Math.sqrt(ofTemplate * ofBackground) || 1)
  })
  return argBest(scores, (a, b) => a > b)
}

/**
 * The slider picture as the platform drew it before issue 38 (a 40 px square gap darkened to 0.4
 * with a light border, over a smooth gradient), with its 40 px piece put into a transparent strip
 * of the picture's height at the gap's row, so both drawings meet the solvers in the same form.
 */
export function oldDrawSlider() {
  const [width, height, pieceSize] = [280, 150, 40]
  const gapX = randomInt(80, width - pieceSize - 10)
  const gapY = randomInt(10, height - pieceSize - 10)
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
  const piece = new Raster(pieceSize, height)
  for (let y = 0; y < pieceSize; y += 1)
    for (let x = 0; x < pieceSize; x += 1) {
      const edge = x < 2 || y < 2 || x >= pieceSize - 2 || y >= pieceSize - 2
      piece.set(x, gapY + y, edge ? [255, 255, 255] : background.get(gapX + x, gapY + y))
      const [r, g, b] = background.get(gapX + x, gapY + y)
      background.set(gapX + x, gapY + y, edge ? [240, 240, 240] : [r! * 0.4, g! * 0.4, b! * 0.4])
    }
  return { background: background.toDataUrl(), piece: piece.toDataUrl(), x: gapX }
}
