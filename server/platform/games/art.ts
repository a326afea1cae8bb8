import { iconGroup } from '../media/icon-set'
import { fitText, textLines } from '../media/lettering'
import { hashOf, seeded } from '../media/seeded'
import { chooseIcon } from './icon-choice'

/**
 * The reference platform's game and vendor pictures, drawn as SVG from a game-icons icon, a
 * background per game type (gradient, glow and the type's own shapes) and the name lettered in.
 * Deterministic: a game's picture depends only on its name, vendor and type.
 */

/**
 * The shapes a game's picture is drawn in: one per tile aspect a brand may choose (brand.json
 * layout.tiles.aspect), so that a brand of tall tiles gets a tall drawing rather than the middle of
 * a wide one (its icon cut, a long name lettered past the edges).
 */
export type ArtShape = 'landscape' | 'portrait' | 'square'

/** A game picture's size at 1x per shape (the size the lobby grid shows it at), and its icon's. */
export const gameArtSizes = {
  landscape: { width: 240, height: 180, icon: 92, iconTop: 14 },
  portrait: { width: 180, height: 240, icon: 120, iconTop: 40 },
  square: { width: 200, height: 200, icon: 100, iconTop: 18 },
} as const satisfies Record<
  ArtShape,
  { width: number; height: number; icon: number; iconTop: number }
>

/** The picture shape of a brand's tile aspect ("4:3" and anything unknown are landscape). */
export const shapeOfAspect = (aspect: string | undefined): ArtShape =>
  aspect === '3:4' ? 'portrait' : aspect === '1:1' ? 'square' : 'landscape'
/** A vendor picture's size at 1x (2:1, a lobby card's art). */
export const vendorArtSize = { width: 320, height: 160 } as const

interface TypeLook {
  hue: number
  /** How far a game's hue may move from the type's. */
  spread: number
  from: (h: number) => string
  to: (h: number) => string
  accent: string
  shapes: (rand: () => number, w: number, h: number) => string
}

const hsl = (h: number, s: number, l: number) =>
  `hsl(${Math.round(((h % 360) + 360) % 360)} ${s}% ${l}%)`

const f = (n: number) => n.toFixed(1)

/** Rays from a point: the slot machine's burst. */
function rays(cx: number, cy: number, r: number, count: number, offset: number) {
  const parts: string[] = []
  for (let i = 0; i < count; i++) {
    const a0 = ((i + offset) / count) * Math.PI * 2
    const a1 = a0 + Math.PI / count / 1.6
    parts.push(
      `M${f(cx)} ${f(cy)}L${f(cx + r * Math.cos(a0))} ${f(cy + r * Math.sin(a0))}L${f(cx + r * Math.cos(a1))} ${f(cy + r * Math.sin(a1))}Z`,
    )
  }
  return `<path d="${parts.join('')}" fill="#fff" fill-opacity=".07"/>`
}

function sparkles(rand: () => number, w: number, h: number, n: number, fill: string) {
  let out = ''
  for (let i = 0; i < n; i++) {
    const x = rand() * w
    const y = rand() * h * 0.7
    const s = 2 + rand() * 4
    out += `<path d="M${f(x)} ${f(y - s)}Q${f(x)} ${f(y)} ${f(x + s)} ${f(y)}Q${f(x)} ${f(y)} ${f(x)} ${f(y + s)}Q${f(x)} ${f(y)} ${f(x - s)} ${f(y)}Q${f(x)} ${f(y)} ${f(x)} ${f(y - s)}Z" fill="${fill}" fill-opacity="${(0.35 + rand() * 0.5).toFixed(2)}"/>`
  }
  return out
}

const looks: Record<string, TypeLook> = {
  RNG: {
    hue: 285,
    spread: 45,
    from: (h) => hsl(h, 68, 46),
    to: (h) => hsl(h + 35, 72, 16),
    accent: '#ffd54a',
    shapes: (rand, w, h) =>
      rays(w / 2, h * 0.4, w, 14, rand()) + sparkles(rand, w, h, 7, '#fff3b0'),
  },
  FISH: {
    hue: 200,
    spread: 16,
    from: (h) => hsl(h, 78, 44),
    to: (h) => hsl(h + 20, 82, 13),
    accent: '#7ff3ff',
    shapes: (rand, w, h) => {
      let out = ''
      for (let i = 0; i < 3; i++) {
        const y = h * (0.2 + i * 0.22) + rand() * 8
        out += `<path d="M0 ${f(y)}q${w / 8} -10 ${w / 4} 0t${w / 4} 0t${w / 4} 0t${w / 4} 0" fill="none" stroke="#fff" stroke-opacity=".1" stroke-width="3"/>`
      }
      for (let i = 0; i < 9; i++)
        out += `<circle cx="${f(rand() * w)}" cy="${f(rand() * h * 0.75)}" r="${f(2 + rand() * 6)}" fill="#fff" fill-opacity=".08" stroke="#fff" stroke-opacity=".35"/>`
      return out
    },
  },
  PVP: {
    hue: 152,
    spread: 14,
    from: (h) => hsl(h, 55, 34),
    to: (h) => hsl(h, 62, 11),
    accent: '#ffd76a',
    shapes: (rand, w, h) => {
      let out = `<ellipse cx="${w / 2}" cy="${h * 0.95}" rx="${w * 0.62}" ry="${h * 0.5}" fill="none" stroke="#ffd76a" stroke-opacity=".25" stroke-width="3"/>`
      for (let i = 0; i < 6; i++) {
        const x = rand() * w
        const y = rand() * h * 0.8
        const s = 5 + rand() * 6
        out += `<path d="M${f(x)} ${f(y - s)}L${f(x + s * 0.7)} ${f(y)}L${f(x)} ${f(y + s)}L${f(x - s * 0.7)} ${f(y)}Z" fill="#fff" fill-opacity=".09"/>`
      }
      return out
    },
  },
  LIVE: {
    hue: 350,
    spread: 12,
    from: (h) => hsl(h, 66, 34),
    to: (h) => hsl(h - 10, 55, 7),
    accent: '#ffcc55',
    shapes: (rand, w, h) => {
      const x = w * (0.3 + rand() * 0.4)
      return `<path d="M${f(x - 14)} 0L${f(x + 14)} 0L${f(w * 0.85)} ${h}L${f(w * 0.15)} ${h}Z" fill="#fff" fill-opacity=".07"/><ellipse cx="${w / 2}" cy="${h * 1.05}" rx="${w * 0.7}" ry="${h * 0.32}" fill="#0a3d24" fill-opacity=".55" stroke="#ffcc55" stroke-opacity=".35" stroke-width="2"/>${sparkles(rand, w, h, 4, '#ffe7a3')}`
    },
  },
  SPORTS: {
    hue: 122,
    spread: 10,
    from: (h) => hsl(h, 48, 38),
    to: (h) => hsl(h, 55, 15),
    accent: '#ffffff',
    shapes: (_rand, w, h) => {
      let out = ''
      for (let i = 0; i < 8; i += 2)
        out += `<rect x="${(i * w) / 8}" width="${w / 8}" height="${h}" fill="#000" fill-opacity=".07"/>`
      return `${out}<circle cx="${w / 2}" cy="${h * 0.42}" r="${h * 0.34}" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="2"/><path d="M${w / 2} 0V${h}" stroke="#fff" stroke-opacity=".22" stroke-width="2"/>`
    },
  },
  ESPORTS: {
    hue: 258,
    spread: 20,
    from: (h) => hsl(h, 62, 24),
    to: (h) => hsl(h + 40, 70, 8),
    accent: '#35f2ff',
    shapes: (_rand, w, h) => {
      let out = ''
      for (let i = -6; i <= 6; i++)
        out += `<path d="M${w / 2} ${h * 0.45}L${f(w / 2 + i * w * 0.22)} ${h}" stroke="#35f2ff" stroke-opacity=".22"/>`
      for (let i = 0; i < 5; i++) {
        const y = h * 0.55 + (i * i * h) / 40
        out += `<path d="M0 ${f(y)}H${w}" stroke="#ff4fd8" stroke-opacity=".2"/>`
      }
      return out
    },
  },
  LOTT: {
    hue: 38,
    spread: 10,
    from: (h) => hsl(h, 88, 50),
    to: (h) => hsl(h - 32, 80, 26),
    accent: '#ffffff',
    shapes: (rand, w, h) => {
      let out = ''
      const colours = ['#e53935', '#1e88e5', '#43a047', '#fdd835', '#8e24aa']
      for (let i = 0; i < 7; i++)
        out += `<circle cx="${f(rand() * w)}" cy="${f(rand() * h * 0.7)}" r="${f(6 + rand() * 8)}" fill="${colours[i % colours.length]}" fill-opacity=".45" stroke="#fff" stroke-opacity=".5"/>`
      return out
    },
  },
  COCKFIGHT: {
    hue: 22,
    spread: 10,
    from: (h) => hsl(h, 72, 40),
    to: (h) => hsl(h - 10, 62, 11),
    accent: '#ffd27a',
    shapes: (_rand, w, h) =>
      [0.3, 0.48, 0.66]
        .map(
          (r) =>
            `<ellipse cx="${w / 2}" cy="${h * 0.95}" rx="${f(w * r * 1.3)}" ry="${f(h * r)}" fill="none" stroke="#ffd27a" stroke-opacity=".2" stroke-width="3"/>`,
        )
        .join(''),
  },
}
looks['ELOTT'] = { ...looks['LOTT']!, hue: 20 }

/** Words that set a slot's colour: a fire game is red, an ice game blue. */
const hueWords: Record<string, number> = {
  fire: 8,
  spicy: 8,
  ruby: 350,
  dragon: 2,
  ice: 200,
  crystal: 195,
  sapphire: 215,
  ocean: 205,
  jade: 152,
  emerald: 145,
  jungle: 120,
  golden: 40,
  gold: 40,
  fortune: 32,
  candy: 325,
  sweet: 325,
  neon: 300,
  cosmic: 265,
}

const lookOf = (gameType: string) => looks[gameType] ?? looks['RNG']!

/** The background hue of a picture: the type's, moved by the name, or set by a word of it. */
function hueOf(look: TypeLook, gameType: string, name: string) {
  if (gameType === 'RNG' || !looks[gameType]) {
    const word = name
      .toLowerCase()
      .split(/[^a-z]+/)
      .find((w) => hueWords[w] !== undefined)
    if (word) return hueWords[word]!
    // Across the whole wheel by the first word: "Lucky Ox" and "Mighty Ox" differ at a glance.
    if (gameType === 'RNG') return hashOf(`hue/${name.split(' ')[0]}`) % 360
  }
  return look.hue + ((hashOf(`hue/${name}`) % (2 * look.spread + 1)) - look.spread)
}

/** The picture's background: the type's two colours at a hue, corner to corner. */
const backgroundGradient = (look: TypeLook, hue: number) =>
  `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${look.from(hue)}"/><stop offset="1" stop-color="${look.to(hue)}"/></linearGradient>`

/** The icon's fill: white into the type's accent, top to bottom. */
const inkGradient = (look: TypeLook) =>
  `<linearGradient id="ink" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${look.accent}"/></linearGradient>`

const svgOpen = (w: number, h: number, scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w * scale}" height="${h * scale}" viewBox="0 0 ${w} ${h}">`

/** A game's tile picture in a shape, at a scale (1 or 2) of the shape's size. */
export function gameArt(
  game: { name: string; vendor: string; gameType: string },
  scale: 1 | 2,
  shape: ArtShape = 'landscape',
): string {
  const { width: w, height: h, icon: size, iconTop: iy } = gameArtSizes[shape]
  const look = lookOf(game.gameType)
  const hue = hueOf(look, game.gameType, game.name)
  const rand = seeded(hashOf(`${game.vendor}/${game.name}`))
  const icon = chooseIcon(game.name, game.gameType)
  const ix = (w - size) / 2
  const text = fitText(game.name, w - 24, { maxSize: 22, minSize: 13, maxLines: 2 })
  const textTop = h - 12 - (text.lines.length - 1) * text.size * 1.15
  return `${svgOpen(w, h, scale)}<defs>${backgroundGradient(look, hue)}<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${look.accent}" stop-opacity=".55"/><stop offset="1" stop-color="${look.accent}" stop-opacity="0"/></radialGradient>${inkGradient(look)}<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".7"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${look.shapes(rand, w, h)}<circle cx="${w / 2}" cy="${iy + size / 2}" r="${size * 0.78}" fill="url(#glow)"/><g opacity=".35">${iconGroup(icon, ix + 3, iy + 4, size, '#000')}</g>${iconGroup(icon, ix, iy, size, 'url(#ink)')}<rect y="${h * 0.5}" width="${w}" height="${h * 0.5}" fill="url(#shade)"/>${textLines(text.lines, w / 2, textTop, text.size, { fill: '#fff', outline: '#000' })}</svg>`
}

/** A vendor's picture at a scale (1 or 2) of 320×160: its mark in a badge and its name. */
export function vendorArt(
  vendor: { code: string; displayName: string; gameType: string },
  scale: 1 | 2,
): string {
  const { width: w, height: h } = vendorArtSize
  const look = lookOf(vendor.gameType)
  const hue = look.hue + ((hashOf(`hue/${vendor.code}`) % (2 * look.spread + 1)) - look.spread)
  const rand = seeded(hashOf(vendor.code))
  const icon = chooseIcon(vendor.displayName, vendor.gameType)
  const cx = 78
  const cy = h / 2
  const r = 54
  const hexagon = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i + Math.PI / 6
    return `${f(cx + r * Math.cos(a))},${f(cy + r * Math.sin(a))}`
  }).join(' ')
  const text = fitText(vendor.displayName, w - 160 - 14, { maxSize: 30, minSize: 14, maxLines: 2 })
  const lineHeight = text.size * 1.15
  const textTop = cy + text.size * 0.36 - ((text.lines.length - 1) * lineHeight) / 2
  return `${svgOpen(w, h, scale)}<defs>${backgroundGradient(look, hue)}<linearGradient id="badge" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${look.to(hue)}"/><stop offset="1" stop-color="#000"/></linearGradient>${inkGradient(look)}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${look.shapes(rand, w, h)}<path d="M${w * 0.42} 0L${w * 0.56} 0L${w * 0.36} ${h}L${w * 0.22} ${h}Z" fill="#fff" fill-opacity=".06"/><polygon points="${hexagon}" fill="url(#badge)" stroke="${look.accent}" stroke-width="4"/>${iconGroup(icon, cx - 34, cy - 34, 68, 'url(#ink)')}${textLines(text.lines, 150, textTop, text.size, { fill: '#fff', anchor: 'start', outline: '#000' })}</svg>`
}
