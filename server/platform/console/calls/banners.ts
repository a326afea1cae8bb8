import type { CallInput, CallOutput } from '../../../../src/console/api/types.gen'
import { knownRoutes } from '../../../../src/config/tables'
import { bannerGroupByPath } from '../../../../src/features/home/banners/banner-groups'
import { bannerLink } from '../../../../src/lib/banner-links'
import { bannerPictureRule } from '../../../../src/lib/banner-picture'
import {
  holdBannerUploads,
  prepareBannerUpload,
  readBannerUpload,
  storeBannerUpload,
  sweepBannerUploads,
  uploadedPicture,
} from '../../content/banner-images'
import { bannerPicture, brandPalette, renderBannerPicture } from '../../content/pictures'
import { parsePictureFile } from '../../media/picture-cache'
import type { Tx } from '../../domain'
import { brandOfMerchant } from '../../play/merchant-brand'
import { inLanguage, type Texts } from '../../texts'
import { recordAudit } from '../audit'
import type { OperatorContext } from '../context'
import { ConsoleError } from '../errors'
import { brandTexts, isoOrNull, merchantLanguages, schedule, scheduleState } from '../publishing'
import type { ConsoleArea } from '../router'

type Banner = CallOutput<'banners.save'>
type BannerInput = CallInput<'banners.save'>

/** The page groups the portal shows banners in (spec §2.2), and the login and register modals'. */
const bannerGroups = [...new Set([...Object.values(bannerGroupByPath), 'w_login', 'w_reg'])]

interface BannerDbRow {
  id: string
  group_name: string
  title: Texts
  linkage_type: Banner['linkageType']
  target: string
  sort: number
  start_at: Date | string | null
  end_at: Date | string | null
  image_key: string | null
  language_images: Record<string, string>
  revision: number
}

const columns = `id, group_name, title, linkage_type, target, sort, start_at, end_at, image_key,
  language_images, revision`

const toBanner = (r: BannerDbRow, now: Date): Banner => ({
  id: String(r.id),
  group: r.group_name,
  title: r.title,
  linkageType: r.linkage_type,
  target: r.target,
  sort: r.sort,
  startAt: isoOrNull(r.start_at),
  endAt: isoOrNull(r.end_at),
  image: r.image_key ? uploadedPicture(r.image_key) : null,
  languageImages: Object.fromEntries(
    Object.entries(r.language_images).map(([language, key]) => [language, uploadedPicture(key)]),
  ),
  revision: r.revision,
  state: scheduleState(
    r.start_at ? new Date(r.start_at) : null,
    r.end_at ? new Date(r.end_at) : null,
    now,
  ),
})

/** The link as stored, or badLink: what the portal would not open is not saved. */
function checkedLink(linkageType: BannerInput['linkageType'], target: string) {
  const text = target.trim()
  if (linkageType === 'none') return ''
  const link = bannerLink(linkageType, text, knownRoutes)
  // A URL opens a new tab on https only; a site path is a route.
  if (!link || (linkageType === 'url' && !/^https:\/\//i.test(text)))
    throw new ConsoleError('badLink')
  return text
}

/** The merchant's uploaded pictures among keys; a key the merchant never uploaded is refused. */
async function checkPictures(tx: Tx, merchant: string, keys: string[]) {
  const wanted = [...new Set(keys)]
  if (!wanted.length) return
  const found = await tx.query<{ key: string }>(
    'SELECT key FROM banner_images WHERE merchant = $1 AND key = ANY ($2::text[])',
    [merchant, wanted],
  )
  if (found.length !== wanted.length) throw new ConsoleError('unknownPicture')
}

/**
 * Removes, in the caller's transaction, the merchant's uploads no banner names any longer (past
 * their grace: content/banner-images.ts), each audited as `banners.pictureRemove`.
 */
async function sweepPictures(tx: Tx, operator: OperatorContext) {
  for (const key of await sweepBannerUploads(tx, operator.merchant))
    await recordAudit(tx, {
      operatorId: operator.operatorId,
      merchantId: operator.merchantId,
      action: 'banners.pictureRemove',
      target: `banner-picture:${key}`,
      before: { key },
      after: null,
    })
}

/** A banner of the operator's merchant, held to the commit; another merchant's is not found. */
async function heldBanner(tx: Tx, operator: OperatorContext, id: string) {
  const [row] = await tx.query<BannerDbRow>(
    `SELECT ${columns} FROM banners WHERE id = $1 AND merchant = $2 FOR UPDATE`,
    [id, operator.merchant],
  )
  if (!row) throw new ConsoleError('notFound')
  return row
}

/** A merchant's banners: listed, saved, removed, and their pictures uploaded. */
export const consoleArea: ConsoleArea = {
  handlers: ({ platform: p }) => ({
    'banners.list': async ({ operator }) => {
      const rows = await p.db.query<BannerDbRow>(
        `SELECT ${columns} FROM banners WHERE merchant = $1 ORDER BY group_name, sort, id`,
        [operator.merchant],
      )
      const now = p.clock.now()
      return {
        banners: rows.map((r) => toBanner(r, now)),
        languages: await merchantLanguages(p.db, operator.merchant),
        groups: bannerGroups,
        imageRule: bannerPictureRule,
      }
    },
    'banners.save': async ({ input, operator }) => {
      if (!bannerGroups.includes(input.group))
        throw new ConsoleError('badRequest', 'group is not a banner group of the portal')
      const languages = await merchantLanguages(p.db, operator.merchant)
      const title = brandTexts(input.title, languages, 'title')
      const target = checkedLink(input.linkageType, input.target)
      const { start, end } = schedule(input.startAt, input.endAt)
      for (const language of Object.keys(input.languageImages))
        if (!languages.includes(language))
          throw new ConsoleError('badRequest', `languageImages: ${language} is not of the brand`)
      if (input.id === undefined && input.revision !== undefined)
        throw new ConsoleError('badRequest', 'a revision without an id')
      if (input.id !== undefined && input.revision === undefined)
        throw new ConsoleError('badRequest', 'an id without its revision')
      const values = [
        operator.merchant,
        input.group,
        JSON.stringify(title),
        input.linkageType,
        target,
        input.sort,
        start,
        end,
        input.imageKey,
        JSON.stringify(input.languageImages),
      ]
      return p.db.transaction(async (tx) => {
        await holdBannerUploads(tx, operator.merchant)
        await checkPictures(tx, operator.merchant, [
          ...(input.imageKey ? [input.imageKey] : []),
          ...Object.values(input.languageImages),
        ])
        const now = p.clock.now()
        const before = input.id ? await heldBanner(tx, operator, input.id) : null
        // Saved from what the operator read: another save since then is not undone unseen.
        if (before && before.revision !== input.revision) throw new ConsoleError('conflict')
        const [row] = before
          ? await tx.query<BannerDbRow>(
              `UPDATE banners SET group_name = $2, title = $3, linkage_type = $4, target = $5,
                 sort = $6, start_at = $7, end_at = $8, image_key = $9, language_images = $10,
                 revision = revision + 1
               WHERE merchant = $1 AND id = $11 RETURNING ${columns}`,
              [...values, before.id],
            )
          : await tx.query<BannerDbRow>(
              `INSERT INTO banners (merchant, group_name, title, linkage_type, target, sort,
                 start_at, end_at, image_key, language_images)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${columns}`,
              values,
            )
        const after = toBanner(row!, now)
        await recordAudit(tx, {
          operatorId: operator.operatorId,
          merchantId: operator.merchantId,
          action: before ? 'banners.update' : 'banners.create',
          target: `banner:${after.id}`,
          before: before ? toBanner(before, now) : null,
          after,
        })
        // A picture this save replaced may be used by no banner now.
        await sweepPictures(tx, operator)
        return after
      })
    },
    'banners.remove': async ({ input, operator }) =>
      p.db.transaction(async (tx) => {
        await holdBannerUploads(tx, operator.merchant)
        const before = await heldBanner(tx, operator, input.id)
        if (before.revision !== input.revision) throw new ConsoleError('conflict')
        await tx.query('DELETE FROM banners WHERE merchant = $1 AND id = $2', [
          operator.merchant,
          before.id,
        ])
        await recordAudit(tx, {
          operatorId: operator.operatorId,
          merchantId: operator.merchantId,
          action: 'banners.remove',
          target: `banner:${before.id}`,
          before: toBanner(before, p.clock.now()),
          after: null,
        })
        await sweepPictures(tx, operator)
        return { id: String(before.id) }
      }),
    'banners.upload': async ({ input, operator }) => {
      // Base64 of at most 1 MB is at most 1,398,104 characters; the schema caps the body near it.
      const bytes = Buffer.from(input.data, 'base64')
      const upload = await prepareBannerUpload(bytes)
      if ('refused' in upload) throw new ConsoleError(upload.refused)
      await p.db.transaction(async (tx) => {
        await holdBannerUploads(tx, operator.merchant)
        await storeBannerUpload(tx, operator.merchant, upload)
        await recordAudit(tx, {
          operatorId: operator.operatorId,
          merchantId: operator.merchantId,
          action: 'banners.upload',
          target: `banner-picture:${upload.key}`,
          before: null,
          after: {
            key: upload.key,
            type: upload.type,
            width: upload.width,
            height: upload.height,
            bytes: bytes.length,
          },
        })
        // A quiet moment to let go of pictures left unused past their grace.
        await sweepPictures(tx, operator)
      })
      return {
        ...uploadedPicture(upload.key),
        type: upload.type,
        sourceWidth: upload.width,
        sourceHeight: upload.height,
      }
    },
    'banners.picture': async ({ input, operator }) => {
      let picture: Buffer | null = null
      if (input.key) {
        picture = await readBannerUpload(p.db, operator.merchant, input.key, { scale: 1 })
      } else if (input.id) {
        const [row] = await p.db.query<{ title: Texts; group_name: string }>(
          'SELECT title, group_name FROM banners WHERE id = $1 AND merchant = $2',
          [input.id, operator.merchant],
        )
        if (row) {
          // The art content.banners names for the language: its URL carries the drawing's version.
          const language = input.language && row.title[input.language] ? input.language : 'EN'
          const art = {
            id: input.id,
            language,
            title: inLanguage(row.title, language),
            titleEn: inLanguage(row.title, 'EN'),
            group: row.group_name,
            palette: brandPalette(await brandOfMerchant(p.db, operator.merchant)),
          }
          const file = parsePictureFile(bannerPicture(art).src.split('/').pop()!, /./)
          picture = file ? await renderBannerPicture(art, { ...file, scale: 1 }) : null
        }
      }
      if (!picture) throw new ConsoleError('notFound')
      return { dataUrl: `data:image/webp;base64,${picture.toString('base64')}` }
    },
  }),
}
