import { createHash } from 'node:crypto'
import sharp, { type Metadata } from 'sharp'
import type { Db } from '../db'
import type { Tx } from '../domain'
import { PictureCache, pictureUrls, type PictureWant } from '../media/picture-cache'
import {
  bannerPictureRule,
  pictureFits,
  sniffPictureType,
  type PictureType,
} from '../../../src/lib/banner-picture'
import { bannerArtSize } from './pictures'

/** Why an upload is refused. */
export type UploadRefusal = 'badPicture' | 'pictureTooLarge' | 'pictureSize'

/** Decoding stops past this many pixels (a small file can claim a huge picture). */
const maxPixels = 40_000_000

/** An upload checked and re-encoded to the banner's 1x and 2x WebP sizes. */
export interface BannerUpload {
  key: string
  type: PictureType
  width: number
  height: number
  webp1x: Buffer
  webp2x: Buffer
}

/**
 * Checks an uploaded picture by its bytes (type, size, decodable, dimensions) and re-encodes it
 * (oriented as its EXIF says, metadata dropped) to the WebP sizes of the generated banner art.
 */
export async function prepareBannerUpload(
  bytes: Buffer,
): Promise<BannerUpload | { refused: UploadRefusal }> {
  if (bytes.length > bannerPictureRule.maxBytes) return { refused: 'pictureTooLarge' }
  const type = sniffPictureType(bytes)
  if (!type) return { refused: 'badPicture' }
  let meta: Metadata
  try {
    meta = await sharp(bytes, { limitInputPixels: maxPixels }).metadata()
  } catch {
    return { refused: 'badPicture' }
  }
  // The bytes must be what their signature says, as sharp reads them.
  if (meta.format !== type || !meta.width || !meta.height) return { refused: 'badPicture' }
  const turned = (meta.orientation ?? 1) >= 5
  const width = turned ? meta.height : meta.width
  const height = turned ? meta.width : meta.height
  if (!pictureFits(width, height)) return { refused: 'pictureSize' }
  const encode = async (scale: 1 | 2) => {
    try {
      return await sharp(bytes, { limitInputPixels: maxPixels })
        .rotate()
        .resize(bannerArtSize.width * scale, bannerArtSize.height * scale, { fit: 'cover' })
        .webp({ quality: 82, effort: 4, smartSubsample: true })
        .toBuffer()
    } catch {
      return null
    }
  }
  const [webp1x, webp2x] = [await encode(1), await encode(2)]
  if (!webp1x || !webp2x) return { refused: 'badPicture' }
  const key = createHash('sha256').update(bytes).digest('hex').slice(0, 32)
  return { key, type, width, height, webp1x, webp2x }
}

/**
 * Keeps an upload for a merchant; the same bytes again are the same row, uploaded anew: its grace
 * starts again, so that a picture uploaded long ago and again now is not swept under the editor.
 */
export async function storeBannerUpload(tx: Tx, merchant: string, upload: BannerUpload) {
  await tx.query(
    `INSERT INTO banner_images (merchant, key, source_type, source_width, source_height, webp_1x, webp_2x)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (merchant, key) DO UPDATE SET created_at = platform_now()`,
    [merchant, upload.key, upload.type, upload.width, upload.height, upload.webp1x, upload.webp2x],
  )
}

/**
 * Hours an upload that no banner names is kept (on the platform's clock): the picture an operator
 * has uploaded in the editor but not saved on a banner yet.
 */
export const uploadGraceHours = 24

/**
 * Holds a merchant's pictures to the commit: an upload, a banner save (which checks its keys) and
 * a sweep of the same merchant run one after the other, so a sweep never removes a picture that a
 * save running at once is about to name.
 */
export async function holdBannerUploads(tx: Tx, merchant: string) {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`banner-images:${merchant}`])
}

/**
 * Removes the merchant's uploads that no banner of the merchant names (for every language or for
 * one) and that are past their grace; another merchant's pictures are never read. Runs in the
 * transaction of the banner change that may have left a picture unused, after holdBannerUploads.
 * Answers the keys removed.
 */
export async function sweepBannerUploads(tx: Tx, merchant: string): Promise<string[]> {
  const removed = await tx.query<{ key: string }>(
    `DELETE FROM banner_images i
     WHERE i.merchant = $1
       AND i.created_at <= platform_now() - make_interval(hours => $2)
       AND NOT EXISTS (
         SELECT 1 FROM banners b
         WHERE b.merchant = i.merchant
           AND (b.image_key = i.key
             OR EXISTS (SELECT 1 FROM jsonb_each_text(b.language_images) l WHERE l.value = i.key)))
     RETURNING i.key`,
    [merchant, uploadGraceHours],
  )
  const keys = removed.map((row) => row.key).sort()
  for (const key of keys) for (const scale of [1, 2]) cache.forget(`${merchant}/${key}/${scale}`)
  return keys
}

/**
 * An uploaded picture's URLs on the brand's host: content-addressed (the key is the hash of the
 * uploaded bytes, its first ten digits the version), so they are cached for good.
 */
export const uploadedPicture = (key: string) => ({
  key,
  ...pictureUrls(
    '/media/banner-uploads',
    key,
    key.slice(0, 10),
    bannerArtSize.width,
    bannerArtSize.height,
  ),
})

const cache = new PictureCache(16 * 1024 * 1024)

/** An uploaded picture's WebP at a scale, of the merchant's own pictures only; null when none. */
export async function readBannerUpload(
  db: Pick<Db, 'query'>,
  merchant: string,
  key: string,
  want: Pick<PictureWant, 'scale'>,
): Promise<Buffer | null> {
  const column = want.scale === 2 ? 'webp_2x' : 'webp_1x'
  try {
    return await cache.get(`${merchant}/${key}/${want.scale}`, async () => {
      const [row] = await db.query<{ picture: Uint8Array }>(
        `SELECT ${column} AS picture FROM banner_images WHERE merchant = $1 AND key = $2`,
        [merchant, key],
      )
      if (!row) throw new Error('no such picture')
      return Buffer.from(row.picture)
    })
  } catch {
    return null
  }
}
