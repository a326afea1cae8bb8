import { createHash } from 'node:crypto'

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Generated artwork for a banner or promotion: a gradient with the title, at a fixed size. */
export function bannerArt(id: number, title: string, width: number, height: number): string {
  const bytes = createHash('sha1').update(`${id}:${title}`).digest()
  const hue = (bytes[0]! * 360) / 256
  const size = Math.round(height / 7)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="b${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue.toFixed(0)} 75% 38%)"/><stop offset="1" stop-color="hsl(${((hue + 60) % 360).toFixed(0)} 80% 18%)"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#b${id})"/><circle cx="${width * 0.82}" cy="${height * 0.3}" r="${height * 0.6}" fill="#fff" fill-opacity=".07"/><circle cx="${width * 0.9}" cy="${height * 0.9}" r="${height * 0.35}" fill="#fff" fill-opacity=".06"/><text x="${width * 0.08}" y="${height * 0.55}" font-family="sans-serif" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(title)}</text></svg>`
}
