import { PictureCache, pictureUrls, pictureVersion, type PictureWant } from '../media/picture-cache'
import { gameArt, gameArtSizes, vendorArt, vendorArtSize, type ArtShape } from './art'

/** What a game's picture is drawn from. */
export interface GameArtInput {
  id: string | number
  name: string
  vendor: string
  gameType: string
}

/** What a vendor's picture is drawn from. */
export interface VendorArtInput {
  code: string
  displayName: string
  gameType: string
}

// The shape is part of what the picture is drawn from: each shape's picture has a version of its
// own, and a URL's version tells which shape to draw.
const gameVersion = (g: GameArtInput, shape: ArtShape) =>
  pictureVersion('game', g.name, g.vendor, g.gameType, ...(shape === 'landscape' ? [] : [shape]))
const shapes = Object.keys(gameArtSizes) as ArtShape[]
const vendorVersion = (v: VendorArtInput) =>
  pictureVersion('vendor', v.code, v.displayName, v.gameType)

/** A game's picture as the catalogue answers it: versioned WebP URLs at 1x and 2x, and its size. */
export function gamePicture(g: GameArtInput, shape: ArtShape) {
  const { width, height } = gameArtSizes[shape]
  return pictureUrls('/media/games', String(g.id), gameVersion(g, shape), width, height)
}

/** A vendor's picture as the catalogue answers it. */
export const vendorPicture = (v: VendorArtInput) =>
  pictureUrls('/media/vendors', v.code, vendorVersion(v), vendorArtSize.width, vendorArtSize.height)

/** Game and vendor pictures, rendered once and kept (shared by every merchant: art is per game). */
const cache = new PictureCache()

/** A game's picture file, or null when the version is none of the game's current ones. */
export function renderGamePicture(g: GameArtInput, want: PictureWant): Promise<Buffer> | null {
  const shape = shapes.find((one) => gameVersion(g, one) === want.version)
  if (!shape) return null
  return cache.drawn(`g/${g.id}`, want, (scale) => gameArt(g, scale, shape))
}

/** A vendor's picture file, or null when the version is not the vendor's current one. */
export function renderVendorPicture(v: VendorArtInput, want: PictureWant): Promise<Buffer> | null {
  if (want.version !== vendorVersion(v)) return null
  return cache.drawn(`v/${v.code}`, want, (scale) => vendorArt(v, scale))
}
