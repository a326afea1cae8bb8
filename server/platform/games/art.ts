import { createHash } from 'node:crypto'

/** Two colours picked from a name, so that every picture differs and stays the same. */
function palette(seed: string): [string, string] {
  const bytes = createHash('sha1').update(seed).digest()
  const hue = (bytes[0]! * 360) / 256
  return [`hsl(${hue.toFixed(0)} 70% 42%)`, `hsl(${((hue + 50) % 360).toFixed(0)} 80% 24%)`]
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A game's thumbnail: a 4:3 gradient card with the game's initials and vendor. */
export function gameThumbnail(id: number, name: string, vendor: string): string {
  const [from, to] = palette(`${vendor}/${name}`)
  const initials = name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 3)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="180" viewBox="0 0 240 180"><defs><linearGradient id="g${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="240" height="180" rx="16" fill="url(#g${id})"/><circle cx="190" cy="40" r="60" fill="#fff" fill-opacity=".08"/><text x="120" y="100" font-family="sans-serif" font-size="56" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text><text x="120" y="150" font-family="sans-serif" font-size="16" fill="#fff" fill-opacity=".85" text-anchor="middle">${escapeXml(vendor)}</text></svg>`
}

/** A vendor's logo: its name on a coloured badge. */
export function vendorLogo(code: string, name: string): string {
  const [from, to] = palette(code)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64"><rect width="160" height="64" rx="12" fill="${to}"/><rect x="4" y="4" width="152" height="56" rx="10" fill="${from}"/><text x="80" y="40" font-family="sans-serif" font-size="${name.length > 12 ? 14 : 18}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(name)}</text></svg>`
}
