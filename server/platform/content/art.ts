import { chooseIcon } from '../games/icon-choice'
import { iconGroup } from '../media/icon-set'
import { fitText, textLines } from '../media/lettering'
import { hashOf, seeded } from '../media/seeded'

/** The colours a banner is drawn in: the brand's primary and accent over a deep background. */
export interface ArtPalette {
  primary: string
  accent: string
  deep: string
}

/** A palette from a seed, for pictures of no brand (blog covers). */
export function seededPalette(seed: string): ArtPalette {
  const hue = hashOf(seed) % 360
  return {
    primary: `hsl(${hue} 70% 42%)`,
    accent: `hsl(${(hue + 160) % 360} 90% 60%)`,
    deep: `hsl(${(hue + 30) % 360} 70% 12%)`,
  }
}

const f = (n: number) => n.toFixed(1)

/** The game type a banner group is about: its illustration comes from that type's pictures. */
const groupTypes: Record<string, string> = {
  w_rng: 'RNG',
  w_live: 'LIVE',
  w_fish: 'FISH',
  w_pvp: 'PVP',
  w_sports: 'SPORTS',
  w_esports: 'ESPORTS',
  w_lott: 'LOTT',
}

/** The illustration of a banner: from its (English) title's words, else its group's type. */
export const bannerIcon = (titleEn: string, group: string) =>
  chooseIcon(titleEn, groupTypes[group] ?? 'PROMO')

/**
 * Hero artwork: the palette's gradient with light shapes, an illustration on the inline end in a
 * glow, the title lettered on the start side (up to two lines) and a call-to-action pill under it.
 * Drawn on a width×height canvas and output at `scale` times that.
 */
export function heroArt(opts: {
  title: string
  icon: string
  palette: ArtPalette
  width: number
  height: number
  scale?: number
  seed?: string
}): string {
  const { width: w, height: h, palette, scale = 1 } = opts
  const rand = seeded(hashOf(opts.seed ?? opts.title))
  const size = h * 0.74
  const cx = w * 0.79
  const cy = h * 0.5
  const text = fitText(opts.title, w * 0.56, {
    maxSize: Math.round(h * 0.17),
    minSize: Math.round(h * 0.085),
    maxLines: 2,
  })
  const lineHeight = text.size * 1.15
  const blockHeight = text.lines.length * lineHeight + h * 0.2
  const top = (h - blockHeight) / 2 + text.size * 0.9
  const ctaY = top + (text.lines.length - 1) * lineHeight + h * 0.11
  const ctaW = h * 0.46
  const ctaH = h * 0.17
  const x0 = w * 0.06
  let sparkle = ''
  for (let i = 0; i < 12; i++) {
    const x = w * (0.45 + rand() * 0.55)
    const y = rand() * h
    const s = h * (0.01 + rand() * 0.025)
    sparkle += `<path d="M${f(x)} ${f(y - s)}Q${f(x)} ${f(y)} ${f(x + s)} ${f(y)}Q${f(x)} ${f(y)} ${f(x)} ${f(y + s)}Q${f(x)} ${f(y)} ${f(x - s)} ${f(y)}Q${f(x)} ${f(y)} ${f(x)} ${f(y - s)}Z" fill="${palette.accent}" fill-opacity="${(0.4 + rand() * 0.5).toFixed(2)}"/>`
  }
  const stripes = [0.5, 0.58, 0.66]
    .map(
      (at, i) =>
        `<path d="M${f(w * at)} 0H${f(w * (at + 0.05))}L${f(w * (at - 0.07))} ${h}H${f(w * (at - 0.12))}Z" fill="#fff" fill-opacity="${(0.05 + i * 0.015).toFixed(3)}"/>`,
    )
    .join('')
  const arrow = `M${f(x0 + ctaW * 0.44)} ${f(ctaY + ctaH * 0.28)}L${f(x0 + ctaW * 0.6)} ${f(ctaY + ctaH * 0.5)}L${f(x0 + ctaW * 0.44)} ${f(ctaY + ctaH * 0.72)}`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(w * scale)}" height="${Math.round(h * scale)}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.deep}"/><stop offset=".55" stop-color="${palette.primary}"/><stop offset="1" stop-color="${palette.deep}"/></linearGradient><radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${palette.accent}" stop-opacity=".6"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient><linearGradient id="ink" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${palette.accent}"/></linearGradient><linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.deep}" stop-opacity=".85"/><stop offset=".6" stop-color="${palette.deep}" stop-opacity="0"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${stripes}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(h * 0.62)}" fill="url(#glow)"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(h * 0.46)}" fill="none" stroke="${palette.accent}" stroke-opacity=".35" stroke-width="${f(h * 0.012)}"/>${sparkle}<g opacity=".35">${iconGroup(opts.icon, cx - size / 2 + h * 0.02, cy - size / 2 + h * 0.025, size, '#000')}</g>${iconGroup(opts.icon, cx - size / 2, cy - size / 2, size, 'url(#ink)')}<rect width="${w}" height="${h}" fill="url(#fade)"/>${textLines(text.lines, x0, top, text.size, { fill: '#fff', anchor: 'start', outline: '#000' })}<rect x="${f(x0)}" y="${f(ctaY)}" width="${f(ctaW)}" height="${f(ctaH)}" rx="${f(ctaH / 2)}" fill="${palette.accent}"/><rect x="${f(x0)}" y="${f(ctaY)}" width="${f(ctaW)}" height="${f(ctaH / 2)}" rx="${f(ctaH / 4)}" fill="#fff" fill-opacity=".18"/><path d="${arrow}" fill="none" stroke="${palette.deep}" stroke-width="${f(ctaH * 0.14)}" stroke-linecap="round" stroke-linejoin="round"/></svg>`
}

/** Generated artwork for a blog cover or a promotion: the hero drawing in a palette from its id. */
export function bannerArt(id: number, title: string, width: number, height: number): string {
  return heroArt({
    title,
    icon: chooseIcon(title, 'PROMO'),
    palette: seededPalette(`${id}:${title}`),
    width,
    height,
    seed: `${id}`,
  })
}
