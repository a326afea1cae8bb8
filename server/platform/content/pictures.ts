import type { Brand } from '../../../src/config/brand.types'
import { PictureCache, pictureUrls, pictureVersion, type PictureWant } from '../media/picture-cache'
import { bannerIcon, heroArt, type ArtPalette } from './art'

/** A banner's artwork at 1x; the 2x image is the banner's own width × height (1920×480). */
export const bannerArtSize = { width: 960, height: 240 } as const

/** What a banner's artwork is drawn from. */
export interface BannerArtInput {
  id: string | number
  /** The language the title is in, upper case (part of the file name). */
  language: string
  title: string
  /** The English title, which the illustration is chosen from. */
  titleEn: string
  group: string
  palette: ArtPalette
}

/** A brand's banner palette: its primary and accent over its dark theme's background. */
export const brandPalette = (brand: Brand): ArtPalette => ({
  primary: brand.theme.light.colors.primary,
  accent: brand.theme.dark.colors.accent,
  deep: brand.theme.dark.colors.background,
})

const versionOf = (b: BannerArtInput) =>
  pictureVersion(
    'banner',
    b.title,
    bannerIcon(b.titleEn, b.group),
    b.palette.primary,
    b.palette.accent,
    b.palette.deep,
  )

/** The file id of a banner's artwork in a language. */
const fileId = (b: BannerArtInput) => `${b.id}-${b.language.toUpperCase()}`

/** A banner's artwork as content.banners answers it. */
export const bannerPicture = (b: BannerArtInput) =>
  pictureUrls('/media/banners', fileId(b), versionOf(b), bannerArtSize.width, bannerArtSize.height)

const cache = new PictureCache(32 * 1024 * 1024)

/** A banner's artwork file, or null when the version is not the banner's current one. */
export function renderBannerPicture(b: BannerArtInput, want: PictureWant): Promise<Buffer> | null {
  if (want.version !== versionOf(b)) return null
  return cache.drawn(fileId(b), want, (scale) =>
    heroArt({
      title: b.title,
      icon: bannerIcon(b.titleEn, b.group),
      palette: b.palette,
      ...bannerArtSize,
      scale,
      seed: `${b.id}`,
    }),
  )
}
