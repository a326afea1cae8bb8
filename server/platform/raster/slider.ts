import { randomBytes, randomInt } from 'node:crypto'
import { Raster } from './png'

/** Width of the piece's box: a 40 px body with room for an 8 px knob on any side. */
export const pieceBox = 56
const body = 40
const margin = (pieceBox - body) / 2
const knobRadius = 8
const notchRadius = 6

type Side = 'left' | 'right' | 'top' | 'bottom'
const sides: readonly Side[] = ['left', 'right', 'top', 'bottom']

/** A square with a round knob on one side and, on another, a round notch or nothing. */
interface Shape {
  knob: Side
  notch: Side | null
}

/** How a hole is marked: its inside multiplied by `darken`, its rim lightened by `rim` (0..1). */
interface Marking {
  darken: number
  rim: number
}

const unit = () => randomInt(0, 1 << 24) / (1 << 24)
const byte = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v))
const within = (v: number, low: number, high: number) => Math.max(low, Math.min(high, v))

function middleOf(side: Side): [number, number] {
  const half = pieceBox / 2
  if (side === 'left') return [margin, half]
  if (side === 'right') return [margin + body, half]
  return [half, side === 'top' ? margin : margin + body]
}

function isNear(side: Side, px: number, py: number, radius: number) {
  const [cx, cy] = middleOf(side)
  return (px + 0.5 - cx) ** 2 + (py + 0.5 - cy) ** 2 <= radius * radius
}

function isInside(shape: Shape, px: number, py: number) {
  if (px < 0 || py < 0 || px >= pieceBox || py >= pieceBox) return false
  const inBody = px >= margin && py >= margin && px < margin + body && py < margin + body
  const isNotched = shape.notch !== null && isNear(shape.notch, px, py, notchRadius)
  return (inBody && !isNotched) || isNear(shape.knob, px, py, knobRadius)
}

/** Per pixel of the box: 0 outside the shape, 1 on its rim, 2 just inside the rim, 3 within. */
function rings(shape: Shape): Uint8Array {
  const depth = new Uint8Array(pieceBox * pieceBox)
  for (let py = 0; py < pieceBox; py += 1)
    for (let px = 0; px < pieceBox; px += 1) {
      if (!isInside(shape, px, py)) continue
      let nearest = 3
      for (let dy = -2; dy <= 2; dy += 1)
        for (let dx = -2; dx <= 2; dx += 1)
          if (!isInside(shape, px + dx, py + dy))
            nearest = Math.min(nearest, Math.max(Math.abs(dx), Math.abs(dy)))
      depth[py * pieceBox + px] = nearest
    }
  return depth
}

/** Bilinear value noise (0..1) over a grid of random bytes, `cell` px apart. */
function valueNoise(width: number, height: number, cell: number): Float32Array {
  const columns = Math.ceil(width / cell) + 2
  const values = randomBytes(columns * (Math.ceil(height / cell) + 2))
  const out = new Float32Array(width * height)
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const [gx, gy] = [x / cell, y / cell]
      const [ix, iy] = [Math.floor(gx), Math.floor(gy)]
      const [fx, fy] = [gx - ix, gy - iy]
      const i = iy * columns + ix
      const top = values[i]! * (1 - fx) + values[i + 1]! * fx
      const bottom = values[i + columns]! * (1 - fx) + values[i + columns + 1]! * fx
      out[y * width + x] = (top * (1 - fy) + bottom * fy) / 255
    }
  return out
}

/** Four random colours that a texture's blotches blend between. */
const randomPalette = () => Array.from({ length: 4 }, () => [0, 0, 0].map(() => randomInt(40, 220)))

/** Coarse blotches from the palette, fine mottling and grain: no part of it is smooth. */
function texture(width: number, height: number, palette: number[][]): Raster {
  const raster = new Raster(width, height)
  const coarse = valueNoise(width, height, 26)
  const fine = valueNoise(width, height, 5)
  const grain = randomBytes(width * height)
  const { pixels } = raster
  for (let p = 0; p < width * height; p += 1) {
    const blotch = coarse[p]! * (palette.length - 1)
    const step = Math.min(palette.length - 2, Math.floor(blotch))
    const [low, high, t] = [palette[step]!, palette[step + 1]!, blotch - step]
    const shift = (fine[p]! - 0.5) * 60 + ((grain[p]! % 3) - 1) * 8
    for (let c = 0; c < 3; c += 1)
      pixels[p * 4 + c] = byte(low[c]! + (high[c]! - low[c]!) * t + shift)
    pixels[p * 4 + 3] = 255
  }
  return raster
}

/** Discs, rings, bars and shadows in random colours: edges and dark places that are no hole. */
function scatter(raster: Raster) {
  const { width, height, pixels } = raster
  for (let item = 0; item < 16; item += 1) {
    const [cx, cy, r, kind] = [randomInt(width), randomInt(height), randomInt(5, 25), randomInt(4)]
    const color = [randomInt(256), randomInt(256), randomInt(256)]
    const opacity = 0.45 + unit() * 0.5
    const shade = 0.45 + unit() * 0.35
    for (let y = Math.max(0, cy - r); y <= Math.min(height - 1, cy + r); y += 1)
      for (let x = Math.max(0, cx - r); x <= Math.min(width - 1, cx + r); x += 1) {
        const d = (x - cx) ** 2 + (y - cy) ** 2
        const isHit =
          kind === 1
            ? d <= r * r && d >= (r - 4) ** 2
            : kind === 2
              ? Math.abs(y - cy) <= r / 3
              : d <= r * r
        if (!isHit) continue
        const i = (y * width + x) * 4
        // Kind 3 is a shadow: it darkens what is under it, as a hole does.
        for (let c = 0; c < 3; c += 1)
          pixels[i + c] =
            kind === 3
              ? byte(pixels[i + c]! * shade)
              : byte(pixels[i + c]! + (color[c]! - pixels[i + c]!) * opacity)
      }
  }
}

/**
 * Paints over the shape in the box with the mean colour of the box's pixels outside the shape,
 * fine mottling and grain: nothing that was under the shape is left, and no blotch the piece's
 * could correlate with. The colour is made greyer because a flat patch of the piece's hue would
 * match it by colour alone (a template match on R, G and B found the gap 1 time in 6 at full
 * colour); the brightness stays, so the marking's darkness keeps its meaning.
 */
function retexture(raster: Raster, depth: Uint8Array, left: number, top: number) {
  const { width, pixels } = raster
  const at = (p: number) => ((top + Math.floor(p / pieceBox)) * width + left + (p % pieceBox)) * 4
  const mean = [0, 0, 0]
  let count = 0
  for (let p = 0; p < depth.length; p += 1) {
    if (depth[p]) continue
    for (let c = 0; c < 3; c += 1) mean[c]! += pixels[at(p) + c]!
    count += 1
  }
  const [r, g, b] = mean.map((v) => v / count) as [number, number, number]
  const grey = 0.299 * r + 0.587 * g + 0.114 * b
  const saturation = 0.1 + unit() * 0.3
  const colour = [r, g, b].map((v) => grey + (v - grey) * saturation)
  const fine = valueNoise(pieceBox, pieceBox, 3)
  const grain = randomBytes(pieceBox * pieceBox)
  for (let p = 0; p < depth.length; p += 1) {
    if (!depth[p]) continue
    const shift = (fine[p]! - 0.5) * 60 + ((grain[p]! % 3) - 1) * 8
    for (let c = 0; c < 3; c += 1) pixels[at(p) + c] = byte(colour[c]! + shift)
  }
}

/**
 * Marks a hole of that shape: fresh texture inside, darkened and grained, a light rim, a dark
 * line within.
 */
function carve(raster: Raster, shape: Shape, left: number, top: number, { darken, rim }: Marking) {
  const depth = rings(shape)
  retexture(raster, depth, left, top)
  const grain = randomBytes(pieceBox * pieceBox * 3)
  const { width, pixels } = raster
  for (let py = 0; py < pieceBox; py += 1)
    for (let px = 0; px < pieceBox; px += 1) {
      const ring = depth[py * pieceBox + px]!
      if (!ring) continue
      const i = ((top + py) * width + left + px) * 4
      for (let c = 0; c < 3; c += 1) {
        const v = pixels[i + c]!
        const noise = (grain[(py * pieceBox + px) * 3 + c]! - 128) / 8
        pixels[i + c] = byte(
          ring === 1
            ? v + (255 - v) * rim + noise
            : ring === 2
              ? v * (1 - rim * 0.6) + noise
              : v * darken + noise,
        )
      }
    }
}

/**
 * The piece: the answer's shape with a light rim, in a full-height strip at the hole's rows. Its
 * texture is its own (the background's palette, fresh noise), so only its outline matches a hole.
 */
function drawPiece(shape: Shape, top: number, height: number, palette: number[][]): Raster {
  const piece = new Raster(pieceBox, height)
  const face = texture(pieceBox, pieceBox, palette)
  const depth = rings(shape)
  for (let p = 0; p < depth.length; p += 1) {
    const ring = depth[p]!
    if (!ring) continue
    const to = p * 4 + top * pieceBox * 4
    for (let c = 0; c < 3; c += 1) {
      const v = face.pixels[p * 4 + c]!
      piece.pixels[to + c] =
        ring === 1 ? byte(v + (255 - v) * 0.9) : ring === 2 ? byte(v * 0.65) : v
    }
    piece.pixels[to + 3] = 255
  }
  return piece
}

const isUpright = (side: Side | null) => side === null || side === 'top' || side === 'bottom'

/**
 * The answer's shape and the decoys'. A decoy never has the answer's knob side, so that the match
 * is plain to a person; the first decoy, the strongly marked one beside the answer, has straight
 * left and right sides (knob and notch on top or bottom), so its outline has the longest
 * vertical edges any shape has.
 */
function pickShapes(decoys: number): [Shape, ...Shape[]] {
  const all = sides.flatMap((knob) =>
    [null, ...sides.filter((s) => s !== knob)].map((notch) => ({ knob, notch })),
  )
  const answer = all[randomInt(all.length)]!
  const others = all.filter((s) => s.knob !== answer.knob)
  const take = (from: Shape[]) =>
    others.splice(others.indexOf(from[randomInt(from.length)]!), 1)[0]!
  const first = take(others.filter((s) => isUpright(s.knob) && isUpright(s.notch)))
  return [answer, first, ...Array.from({ length: decoys - 1 }, () => take(others))]
}

/** Mean luminance of a rectangle, clipped to the raster (NaN when nothing is left). */
function meanLuma(raster: Raster, left: number, top: number, width: number, height: number) {
  const [x0, x1] = [Math.max(0, left), Math.min(raster.width, left + width)]
  const [y0, y1] = [Math.max(0, top), Math.min(raster.height, top + height)]
  if (x1 <= x0 || y1 <= y0) return NaN
  let sum = 0
  for (let y = y0; y < y1; y += 1)
    for (let x = x0; x < x1; x += 1) {
      const i = (y * raster.width + x) * 4
      sum +=
        0.299 * raster.pixels[i]! + 0.587 * raster.pixels[i + 1]! + 0.114 * raster.pixels[i + 2]!
    }
  return sum / ((x1 - x0) * (y1 - y0))
}

/** How dark a box's body is beside the background to its left and right (1: as light). */
function relativeLuma(raster: Raster, left: number, top: number) {
  const [x, y, side] = [left + margin, top + margin, 20]
  const around = [
    meanLuma(raster, x - side, y, side, body),
    meanLuma(raster, x + body, y, side, body),
  ]
  const known = around.filter((v) => !Number.isNaN(v))
  return meanLuma(raster, x, y, body, body) / (known.reduce((a, b) => a + b, 0) / known.length)
}

/**
 * Where the decoys go: the first on the answer's rows (within 3 px), where the background is no
 * lighter beside its surroundings than at the answer, so that its stronger marking also looks
 * stronger; the second on those rows too if there is room; the rest anywhere free. Boxes do not
 * overlap; a decoy with no room left is null.
 */
function placeDecoys(background: Raster, answer: { x: number; y: number }, count: number) {
  const boxes = [answer]
  const placed: ({ x: number; y: number } | null)[] = []
  const isFree = (x: number, y: number) =>
    boxes.every((b) => Math.abs(b.x - x) >= pieceBox || Math.abs(b.y - y) >= pieceBox)
  const spots = (y: number) =>
    Array.from({ length: background.width - pieceBox + 1 }, (_, x) => ({ x, y })).filter((s) =>
      isFree(s.x, s.y),
    )
  const onAnswerRows = () =>
    spots(within(answer.y + randomInt(-3, 4), 2, background.height - pieceBox - 2))
  const anywhere = () => spots(randomInt(2, background.height - pieceBox - 1))
  const answerLuma = relativeLuma(background, answer.x, answer.y)
  for (let index = 0; index < count; index += 1) {
    let free = index < 2 ? onAnswerRows() : anywhere()
    for (let attempt = 0; !free.length && attempt < 20; attempt += 1) free = anywhere()
    if (index === 0) {
      const darker = free.filter((s) => relativeLuma(background, s.x, s.y) <= answerLuma)
      if (darker.length) free = darker
    }
    const spot = free.length ? free[randomInt(free.length)]! : null
    if (spot) boxes.push(spot)
    placed.push(spot)
  }
  return placed
}

/** Rounds every colour to a multiple of `step`: the grain stays, the PNG is half the size. */
function posterize(raster: Raster, step: number) {
  const { pixels } = raster
  for (let i = 0; i < pixels.length; i += 1)
    if (i % 4 !== 3) pixels[i] = Math.min(255, Math.round(pixels[i]! / step) * step)
}

/**
 * A slider picture: a textured background with the answer's hole, its box's left edge at `gapX`,
 * and 2 to 4 decoy holes of other shapes drawn the same way, one or two of them on the answer's
 * rows and the first of those marked more strongly, so that a scan for the darkest or most
 * outlined place finds a decoy; and the piece, as a strip of the picture's height transparent
 * around it, at the answer's rows (a person needs them; a decoy shares them). Every hole is
 * painted over with fresh texture and the piece has its own, so the piece's texture and colour
 * match no hole: only its outline does, as a person matches it.
 */
export function drawSlider(width: number, height: number, gapX: number) {
  const palette = randomPalette()
  const background = texture(width, height, palette)
  scatter(background)
  const [answer, ...decoyShapes] = pickShapes(randomInt(2, 5))
  const gapY = randomInt(4, height - pieceBox - 3)
  const piece = drawPiece(answer, gapY, height, palette)
  const decoys = placeDecoys(background, { x: gapX, y: gapY }, decoyShapes.length)

  const marking = { darken: 0.58 + unit() * 0.17, rim: 0.45 + unit() * 0.25 }
  carve(background, answer, gapX, gapY, marking)
  decoys.forEach((spot, index) => {
    if (!spot) return
    const stronger = {
      darken: Math.max(0.3, marking.darken - 0.22 - unit() * 0.1),
      rim: Math.min(1, marking.rim + 0.2 + unit() * 0.2),
    }
    const either = {
      darken: within(marking.darken + (unit() - 0.5) * 0.3, 0.35, 0.8),
      rim: within(marking.rim + (unit() - 0.5) * 0.3, 0.4, 1),
    }
    carve(background, decoyShapes[index]!, spot.x, spot.y, index === 0 ? stronger : either)
  })
  posterize(background, 8)
  posterize(piece, 8)
  return { background, piece }
}
