/**
 * What an operator's banner picture must be, checked the same way by the console before it uploads
 * and by the server that keeps it (server/platform/content/banner-images.ts): PNG, JPEG or WebP by
 * its bytes (a file's name or declared type is never asked), at most 1 MB, 4:1 within 2%, and at
 * least the 1x size of the portal's banners (960×240).
 */
export const bannerPictureRule = {
  maxBytes: 1024 * 1024,
  minWidth: 960,
  minHeight: 240,
  ratio: 4,
  types: ['png', 'jpeg', 'webp'] as PictureType[],
}

/** A picture type a banner upload may be. */
export type PictureType = 'png' | 'jpeg' | 'webp'

/** How far from 4:1 a picture may be: a few pixels of a crop, not another shape. */
const ratioTolerance = 0.02

/** The picture type its first bytes say, or null. */
export function sniffPictureType(bytes: Uint8Array): PictureType | null {
  const starts = (at: number, ...values: number[]) => values.every((v, i) => bytes[at + i] === v)
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png'
  if (starts(0, 0xff, 0xd8, 0xff)) return 'jpeg'
  // RIFF, the size, WEBP
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return 'webp'
  return null
}

/** Whether a picture's dimensions (as shown, after its orientation) fit the rule. */
export function pictureFits(width: number, height: number): boolean {
  const { minWidth, minHeight, ratio } = bannerPictureRule
  const off = Math.abs(width / height - ratio) / ratio
  return width >= minWidth && height >= minHeight && off <= ratioTolerance
}
