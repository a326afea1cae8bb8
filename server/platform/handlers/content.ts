import { accepts } from 'hono/accepts'
import type { Context, Hono } from 'hono'
import { DateTime } from 'luxon'
import type { Brand } from '../../../src/config/brand.types'
import type { Platform } from '../context'
import type { DomainModule, Tx } from '../domain'
import { postToWallet } from '../ledger'
import { ApiError, type Caller, type Handlers } from '../router'
import { bannerArt } from '../content/art'
import { bannerPicture, brandPalette, renderBannerPicture } from '../content/pictures'
import { readBannerUpload, uploadedPicture } from '../content/banner-images'
import { parsePictureFile, pictureResponse } from '../media/picture-cache'
import { brandOfMerchant } from '../play/merchant-brand'
import { insertBanners, insertNotices, seedBanners, seedNotices } from '../content/publish'
import { helpArticles, helpTitles, promotions, vipLevels } from '../content/seed-data'
import {
  chancesLeft,
  drawRaffle,
  raffleDetail,
  raffleStandings,
  seedRaffles,
  type RaffleStanding,
} from '../content/raffle'
import { refusal } from '../i18n'
import { inLanguage, type Texts } from '../texts'
import type { CallOutput } from '../../../src/api/types.gen'

/** The zone the platform states times in (spec: notices show yyyy-MM-dd HH:mm:ss). */
const platformZone = 'Asia/Manila'
const bannerSize = { width: 1920, height: 480 }
const promotionArt = { width: 960, height: 360 }
/** A banner a visitor sees: running at the platform's time, by its schedule's start and end (none: open). */
const bannerRunning = `(start_at IS NULL OR start_at <= platform_now())
  AND (end_at IS NULL OR end_at > platform_now())`
const feedbackBounds = { minWords: 5, maxWords: 300, perHour: 5 }
const questionTypes: CallOutput<'content.feedbackConfig'>['questionTypes'] = [
  'deposit',
  'withdrawal',
  'game',
  'account',
  'promotion',
  'suggestion',
  'other',
]

/** What a promotion asks of a member (migrations 016 and 030). */
type PromotionAction = 'apply' | 'join' | 'claim' | 'signin' | 'auto' | 'raffle'

/** The activity statuses of spec §4. */
export type PromotionStatus =
  | 'join'
  | 'claim'
  | 'applying'
  | 'closed'
  | 'rejected'
  | 'issued'
  | 'claimed'
  | 'process'
  | 'signed'
  | 'coming'
  | 'joined'

interface PromotionRow {
  id: string
  category: string
  title: Texts
  summary: Texts
  content: Texts
  action: PromotionAction
  bonus: string
  start_at: Date
  end_at: Date | null
  applied: 'applying' | 'joined' | 'rejected' | 'issued' | 'claimed' | 'signed' | null
  /** The operator's reason for a refused application ('' otherwise; the caller's own row only). */
  applied_reason: string | null
  /** Whether the member's row was written today in the platform's zone (a sign-in counts a day). */
  applied_today: boolean | null
  /** A raffle's draws today for the member who asks (none for a visitor or another action). */
  raffle?: RaffleStanding
}

/** What a member's (or a visitor's) status is before any row of theirs: the action it offers. */
const openStatus: Record<PromotionAction, PromotionStatus> = {
  apply: 'join',
  join: 'join',
  signin: 'join',
  claim: 'claim',
  auto: 'process',
  raffle: 'join',
}

/** The status of a promotion for a member: its dates first, then the member's row. */
function promotionStatus(row: PromotionRow, now: number): PromotionStatus {
  const start = new Date(row.start_at).getTime()
  const end = row.end_at ? new Date(row.end_at).getTime() : null
  if (start > now) return 'coming'
  if (end !== null && end < now) return 'closed'
  // A sign-in lasts its day; the next day the member may sign in again.
  if (row.applied === 'signed' && !row.applied_today) return 'join'
  // A raffle is open while the member has a draw left; drawn out for the day, they have joined.
  if (row.raffle && chancesLeft(row.raffle) === 0 && row.raffle.drawnToday > 0) return 'joined'
  return row.applied ?? openStatus[row.action]
}

/** A promotion as the API answers it; status from its dates and the member's application. */
function promotionItem(row: PromotionRow, language: string, now: number) {
  return {
    id: String(row.id),
    category: row.category,
    title: inLanguage(row.title, language),
    summary: inLanguage(row.summary, language),
    image: `/media/promotions/${row.id}.svg?lang=${encodeURIComponent(language.toUpperCase())}`,
    imageWidth: promotionArt.width,
    imageHeight: promotionArt.height,
    startAt: new Date(row.start_at).toISOString(),
    endAt: row.end_at ? new Date(row.end_at).toISOString() : null,
    applyRequired: row.action === 'apply',
    action: row.action,
    bonus: Number(row.bonus),
    status: promotionStatus(row, now),
  }
}

/**
 * The caller's own application to a promotion that takes one, as the operator decided it: pending,
 * approved (joined, or its bonus issued) or refused with the operator's reason; null for anyone
 * who has not applied (promotionRows joins the caller's row only, within the merchant).
 */
function applicationOf(row: PromotionRow) {
  if (row.action !== 'apply' || row.applied === null) return null
  if (row.applied === 'rejected')
    return row.applied_reason
      ? { state: 'refused' as const, reason: row.applied_reason }
      : { state: 'refused' as const }
  return { state: row.applied === 'applying' ? ('pending' as const) : ('approved' as const) }
}

/** The refusal of a second take of a promotion. */
const alreadyTaken = (action: PromotionAction) =>
  ({
    apply: refusal`You have already applied for this promotion`,
    join: refusal`You have already joined this promotion`,
    signin: refusal`You have already signed in today`,
    claim: refusal`You have already claimed this promotion`,
    auto: refusal`This promotion needs no action`,
    // A raffle's draws are counted with the draw (content/raffle.ts), not by takeable.
    raffle: refusal`You have no draws left today`,
  })[action]

/** The main wallet's balance, read inside a transaction. */
async function walletBalance(tx: Tx, accountId: number) {
  const [row] = await tx.query<{ balance: string }>(
    'SELECT balance FROM wallets WHERE account_id = $1',
    [accountId],
  )
  return Number(row?.balance ?? 0)
}

/** Decoded size of a base64 data URL, and whether its bytes are the PNG or JPEG they claim. */
function checkImage(dataUrl: string) {
  const [, kind, data] = /^data:image\/(png|jpeg);base64,(.*)$/.exec(dataUrl) ?? []
  const bytes = Buffer.from(data ?? '', 'base64')
  const png = bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8
  if ((kind === 'png' && !png) || (kind === 'jpeg' && !jpeg))
    throw new ApiError('Images must be PNG or JPG files', 400)
  if (bytes.length > 5 * 1024 * 1024) throw new ApiError('Each image must be 5 MB or smaller', 400)
}

function handlers(p: Platform): Handlers {
  const promotionRows = async (merchant: string, caller: Caller | null, id: string | null) => {
    const rows = await p.db.query<PromotionRow>(
      `SELECT p.*, a.status AS applied, a.reason AS applied_reason,
         (a.created_at AT TIME ZONE $4)::date = (platform_now() AT TIME ZONE $4)::date AS applied_today
       FROM promotions p
       LEFT JOIN promotion_applications a ON a.promotion_id = p.id AND a.account_id = $2
       WHERE p.merchant = $1 AND ($3::bigint IS NULL OR p.id = $3) ORDER BY p.sort`,
      [merchant, caller?.accountId ?? null, id === null ? null : Number(id), platformZone],
    )
    const raffles = rows.filter((r) => r.action === 'raffle').map((r) => String(r.id))
    if (!caller || !raffles.length) return rows
    const standings = await raffleStandings(p.db, caller.accountId, raffles, platformZone)
    return rows.map((r) => ({ ...r, raffle: standings.get(String(r.id)) }))
  }
  /** The promotion open now with one of the actions, or the refusal that says why not. */
  const openPromotion = async (
    merchant: string,
    caller: Caller,
    id: string,
    actions: PromotionAction[],
  ) => {
    const account = await p.accounts.byId(caller.accountId)
    if (account?.type === 4) throw new ApiError('A real account is needed for this', 403)
    const [row] = await promotionRows(merchant, caller, id)
    if (!row) throw new ApiError('This promotion does not exist', 404)
    if (!actions.includes(row.action))
      throw new ApiError(
        row.action === 'apply'
          ? 'This promotion takes an application'
          : row.action === 'auto'
            ? 'This promotion needs no action'
            : 'This promotion cannot be taken this way',
        400,
      )
    const status = promotionStatus(row, p.clock.now().getTime())
    if (status === 'coming' || status === 'closed')
      throw new ApiError('This promotion is not open', 409)
    return { row, status }
  }
  /** The promotion a member may take now by one of the actions, or the refusal that says why not. */
  const takeable = async (
    merchant: string,
    caller: Caller,
    id: string,
    actions: PromotionAction[],
  ) => {
    const { row, status } = await openPromotion(merchant, caller, id, actions)
    if (status !== openStatus[row.action]) throw new ApiError(alreadyTaken(row.action), 409)
    return row
  }
  return {
    'content.banners': async ({ input, merchant, language }) => {
      const { group } = input
      const rows = await p.db.query<{
        id: string
        group_name: string
        title: Texts
        linkage_type: 'none' | 'url' | 'route' | 'game' | 'promotion'
        target: string
        image_url: string | null
        image_key: string | null
        language_images: Record<string, string>
      }>(
        `SELECT id, group_name, title, linkage_type, target, image_url, image_key, language_images
         FROM banners
         WHERE merchant = $1 AND ($2::text IS NULL OR group_name = $2) AND ${bannerRunning}
         ORDER BY group_name, sort, id`,
        [merchant, group ?? null],
      )
      const palette = brandPalette(await brandOfMerchant(p.db, merchant))
      return {
        list: rows.map((r) => {
          // An uploaded picture (the caller's language's own, else the banner's), else the
          // operator's URL, else the generated art.
          const uploaded = r.language_images[language.toUpperCase()] ?? r.image_key
          const image = uploaded
            ? uploadedPicture(uploaded)
            : r.image_url
              ? null
              : bannerPicture({
                  id: r.id,
                  language: titleLanguage(r.title, language),
                  title: inLanguage(r.title, language),
                  titleEn: inLanguage(r.title, 'EN'),
                  group: r.group_name,
                  palette,
                })
          return {
            bannerId: String(r.id),
            groupName: r.group_name,
            url: r.image_url ?? image!.src2x,
            title: inLanguage(r.title, language),
            linkageType: r.linkage_type,
            target: r.target,
            ...bannerSize,
            ...(image
              ? {
                  image: {
                    src: image.src,
                    src2x: image.src2x,
                    width: image.width,
                    height: image.height,
                  },
                }
              : {}),
          }
        }),
      }
    },
    'content.notices': async ({ input, merchant, language }) => {
      const { types } = input
      const rows = await p.db.query<{
        id: string
        type: 'B' | 'PL' | 'PU' | 'PR' | 'H'
        title: Texts
        content: Texts
        start_at: Date
      }>(
        `SELECT id, type, title, content, start_at FROM notices
         WHERE merchant = $1 AND ($2::text[] IS NULL OR type = ANY ($2::text[]))
           AND start_at <= platform_now() AND (end_at IS NULL OR end_at > platform_now())
         ORDER BY start_at DESC, id DESC`,
        [merchant, types ? types.split(',') : null],
      )
      return {
        list: rows.map((r) => ({
          id: String(r.id),
          type: r.type,
          title: inLanguage(r.title, language),
          startDateStr: DateTime.fromJSDate(new Date(r.start_at))
            .setZone(platformZone)
            .toFormat('yyyy-MM-dd HH:mm:ss'),
          content: inLanguage(r.content, language),
        })),
      }
    },
    'content.promotions': async ({ input, merchant, caller, language }) => {
      const { category } = input
      const rows = await promotionRows(merchant, caller, null)
      return {
        categories: [...new Set(rows.map((r) => r.category))],
        list: rows
          .filter((r) => !category || r.category === category)
          .map((r) => promotionItem(r, language, p.clock.now().getTime())),
      }
    },
    'content.promotion': async ({ input, merchant, caller, language }) => {
      const [row] = await promotionRows(merchant, caller, input.id)
      if (!row) throw new ApiError('This promotion does not exist', 404)
      const raffle =
        row.action === 'raffle'
          ? await raffleDetail(p.db, String(row.id), caller?.accountId ?? null, {
              zone: platformZone,
              language,
            })
          : undefined
      const application = applicationOf(row)
      return {
        ...promotionItem(row, language, p.clock.now().getTime()),
        content: inLanguage(row.content, language),
        ...(raffle ? { raffle } : {}),
        ...(application ? { application } : {}),
      }
    },
    'content.applyPromotion': async ({ input, merchant, caller }) => {
      const { id, comment = '', images = [] } = input
      const account = await p.accounts.byId(caller.accountId)
      if (account?.type === 4) throw new ApiError('A real account is needed for this', 403)
      const [row] = await promotionRows(merchant, caller, id)
      if (!row) throw new ApiError('This promotion does not exist', 404)
      const status = promotionStatus(row, p.clock.now().getTime())
      if (row.action !== 'apply') throw new ApiError('This promotion needs no application', 400)
      if (status !== 'join')
        throw new ApiError(
          status === 'coming' || status === 'closed'
            ? 'This promotion is not open'
            : 'You have already applied for this promotion',
          409,
        )
      images.forEach(checkImage)
      const inserted = await p.db.query(
        `INSERT INTO promotion_applications (promotion_id, account_id, comment, images)
         VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING id`,
        [Number(id), caller.accountId, comment, JSON.stringify(images)],
      )
      if (!inserted.length) throw new ApiError('You have already applied for this promotion', 409)
      return { id: String(row.id), status: 'applying' as const }
    },
    'content.joinPromotion': async ({ input, merchant, caller }) => {
      const { id } = input
      const row = await takeable(merchant, caller, id, ['join', 'signin'])
      return p.db.transaction(async (tx) => {
        // A sign-in row is renewed once a day; a join row is written once.
        const [taken] = await tx.query<{ id: string }>(
          `INSERT INTO promotion_applications (promotion_id, account_id, status)
           VALUES ($1, $2, $3)
           ON CONFLICT (promotion_id, account_id) DO UPDATE SET created_at = platform_now()
             WHERE $3 = 'signed'
               AND (promotion_applications.created_at AT TIME ZONE $4)::date < (platform_now() AT TIME ZONE $4)::date
           RETURNING id`,
          [
            Number(id),
            caller.accountId,
            row.action === 'signin' ? 'signed' : 'joined',
            platformZone,
          ],
        )
        if (!taken) throw new ApiError(alreadyTaken(row.action), 409)
        const day = DateTime.fromJSDate(p.clock.now()).setZone(platformZone).toISODate()
        if (row.action === 'signin' && Number(row.bonus) > 0)
          await postToWallet(
            tx,
            caller.accountId,
            Number(row.bonus),
            'promotion',
            `promotion:${id}:${day}`,
          )
        return { id: String(row.id), status: row.action === 'signin' ? 'signed' : 'joined' }
      })
    },
    'content.claimPromotion': async ({ input, merchant, caller }) => {
      const { id } = input
      const row = await takeable(merchant, caller, id, ['claim'])
      return p.db.transaction(async (tx) => {
        const [taken] = await tx.query(
          `INSERT INTO promotion_applications (promotion_id, account_id, status)
           VALUES ($1, $2, 'claimed') ON CONFLICT DO NOTHING RETURNING id`,
          [Number(id), caller.accountId],
        )
        if (!taken) throw new ApiError(alreadyTaken('claim'), 409)
        const amount = Number(row.bonus)
        const sumBalance =
          amount > 0
            ? await postToWallet(tx, caller.accountId, amount, 'promotion', `promotion:${id}`)
            : await walletBalance(tx, caller.accountId)
        return { id: String(row.id), status: 'claimed' as const, amount, sumBalance }
      })
    },
    'content.rafflePromotion': async ({ input, merchant, caller, language }) => {
      // Whether the draw is open to this member; whether a draw is left is decided with the draw,
      // after a repeated request has found its answer.
      const { row } = await openPromotion(merchant, caller, input.id, ['raffle'])
      return drawRaffle(p.db, String(row.id), caller.accountId, input.requestId, {
        zone: platformZone,
        language,
      })
    },
    'content.vip': async ({ merchant, caller, language }) => {
      const rows = await p.db.query<{
        level: number
        name: Texts
        bet_required: string
        upgrade_bonus: string
        monthly_bonus: string
        rebate_bp: number
      }>('SELECT * FROM vip_levels WHERE merchant = $1 ORDER BY level', [merchant])
      const levels = rows.map((r) => ({
        level: Number(r.level),
        name: inLanguage(r.name, language),
        betRequired: Number(r.bet_required),
        upgradeBonus: Number(r.upgrade_bonus),
        monthlyBonus: Number(r.monthly_bonus),
        rebateRate: Number(r.rebate_bp) / 100,
      }))
      if (!caller) return { levels, current: null }
      const [bet] = await p.db.query<{ total: string }>(
        `SELECT coalesce(sum(stake), 0) AS total FROM bets WHERE account_id = $1 AND status = 'settled'`,
        [caller.accountId],
      )
      const totalBet = Number(bet?.total ?? 0)
      // A member with a club rank is at that level (the centre shows it as "Rank: …"); the progress
      // is towards the level above it. Without one, the level is the one the stake has reached.
      const [rank] = await p.db.query<{ rank_level: number; label_name: string | null }>(
        'SELECT rank_level, label_name FROM accounts WHERE id = $1',
        [caller.accountId],
      )
      const ranked = rank?.label_name ? levels.find((l) => l.level === rank.rank_level) : undefined
      const current = ranked ?? levels.filter((l) => l.betRequired <= totalBet).at(-1) ?? levels[0]
      const next = current ? levels.find((l) => l.level > current.level) : undefined
      return {
        levels,
        current: current
          ? {
              level: current.level,
              name: current.name,
              totalBet,
              nextLevel: next?.level ?? null,
              toNextLevel: next ? Math.max(0, next.betRequired - totalBet) : 0,
            }
          : null,
      }
    },
    'content.help': async ({ merchant, language }) => {
      const rows = await p.db.query<{ id: string; category: string; title: Texts; content: Texts }>(
        'SELECT id, category, title, content FROM help_articles WHERE merchant = $1 ORDER BY sort',
        [merchant],
      )
      const categories = [...new Set(rows.map((r) => r.category))]
      return {
        categories: categories.map((category) => ({
          id: category,
          title: helpTitles[category] ? inLanguage(helpTitles[category], language) : category,
          articles: rows
            .filter((r) => r.category === category)
            .map((r) => ({
              id: String(r.id),
              title: inLanguage(r.title, language),
              content: inLanguage(r.content, language),
            })),
        })),
      }
    },
    'content.feedbackConfig': async () => ({
      questionTypes,
      minWords: feedbackBounds.minWords,
      maxWords: feedbackBounds.maxWords,
    }),
    'content.feedback': async ({ input, merchant, caller, ip }) => {
      const { questionType, content } = input
      const words = content.trim().split(/\s+/).filter(Boolean).length
      if (words < feedbackBounds.minWords || words > feedbackBounds.maxWords)
        throw new ApiError(
          refusal`Feedback content must be between ${feedbackBounds.minWords} and ${feedbackBounds.maxWords} words`,
          400,
        )
      const [recent] = await p.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM feedback WHERE ip = $1 AND created_at > platform_now() - interval '1 hour'`,
        [ip],
      )
      if (Number(recent?.n ?? 0) >= feedbackBounds.perHour)
        throw new ApiError('Too much feedback from this address; please try again later', 429)
      const [row] = await p.db.query<{ id: string }>(
        `INSERT INTO feedback (merchant, account_id, ip, question_type, content)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [merchant, caller?.accountId ?? null, ip, questionType, content.trim()],
      )
      return { id: String(row!.id) }
    },
  }
}

/** The language a banner's artwork is lettered in: the caller's when the title has it, else English. */
const titleLanguage = (title: Texts, language: string) =>
  title[language.toUpperCase()] ? language.toUpperCase() : 'EN'

/** The not-found answer of a picture route; never cached, so a picture published later is found. */
const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })

/**
 * Banner artwork (WebP, versioned, in the brand's palette), pictures an operator uploaded and
 * promotion artwork (SVG): each the Host's merchant's alone, as its API answers them.
 */
function routes(app: Hono, p: Platform, merchantOf: (c: Context) => string) {
  const art = (table: 'promotions', width: number, height: number) => async (c: Context) => {
    const id = Number((c.req.param('file') ?? '').replace(/\.svg$/, ''))
    if (!Number.isSafeInteger(id)) return notFound()
    // Every promotion of the merchant is listed, a coming one too (content.promotions): no state
    // hides one, but another merchant's is not lettered in here.
    const [row] = await p.db.query<{ title: Texts }>(
      `SELECT title FROM ${table} WHERE id = $1 AND merchant = $2`,
      [id, merchantOf(c)],
    )
    if (!row) return notFound()
    const language = (c.req.query('lang') ?? 'EN').slice(0, 8)
    return new Response(bannerArt(id, inLanguage(row.title, language), width, height), {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
    })
  }
  app.get('/media/banners/:file', async (c) => {
    const file = parsePictureFile(c.req.param('file'), /^[1-9][0-9]{0,11}-[A-Z]{2,8}$/)
    if (!file) return notFound()
    const [id, language] = file.id.split('-') as [string, string]
    const merchant = merchantOf(c)
    // Only what content.banners names: the Host's merchant's banner while it runs. One scheduled
    // for later is not read by guessing its id; the console previews it by banners.picture.
    const [row] = await p.db.query<{ title: Texts; group_name: string }>(
      `SELECT title, group_name FROM banners WHERE id = $1 AND merchant = $2 AND ${bannerRunning}`,
      [Number(id), merchant],
    )
    // One file per language the title is written in: a file named for another language is not a picture.
    if (!row || titleLanguage(row.title, language) !== language) return notFound()
    // A banner's `.webp` URL is answered in AVIF to a browser that takes it, as image CDNs do: the
    // drawn gradients and lettering weigh about a third less (nova's 960×240: 10.6 KB against
    // 15.7), and the banner is a page's largest picture, often the one its first screen waits for.
    // Game and vendor tiles stay WebP: AVIF saves them 8–17 % and costs more to draw.
    const negotiated = file.format === 'webp'
    // Hono's Accept matching: AVIF only where named (a wildcard alone gets WebP, listed first), by q.
    const takesAvif =
      accepts(c, { header: 'Accept', supports: ['image/webp', 'image/avif'], default: '' }) ===
      'image/avif'
    const format = negotiated && takesAvif ? 'avif' : file.format
    const picture = renderBannerPicture(
      {
        id,
        language,
        title: inLanguage(row.title, language),
        titleEn: inLanguage(row.title, 'EN'),
        group: row.group_name,
        palette: brandPalette(await brandOfMerchant(p.db, merchant)),
      },
      { ...file, format },
    )
    return picture ? pictureResponse(await picture, format, { negotiated }) : notFound()
  })
  app.get('/media/banner-uploads/:file', async (c) => {
    const file = parsePictureFile(c.req.param('file'), /^[0-9a-f]{32}$/)
    const picture =
      file && file.format === 'webp' && file.version === file.id.slice(0, 10)
        ? await readBannerUpload(p.db, merchantOf(c), file.id, file)
        : null
    return picture ? pictureResponse(picture, 'webp') : notFound()
  })
  app.get('/media/promotions/:file', art('promotions', promotionArt.width, promotionArt.height))
}

/** Publishes the brand's banners, notices, promotions, VIP levels and help articles. */
async function seed(tx: Tx, brand: Brand) {
  const merchant = brand.merchantCode
  const day = 86_400_000
  const now = Date.now()
  await insertBanners(tx, merchant, seedBanners())
  await insertNotices(tx, merchant, seedNotices(now))
  // Bonuses and prizes are written in whole units; a currency with tiny units (VND) counts thousands.
  const unit = brand.currency.code === 'VND' ? 1000 : 10 ** brand.currency.minorUnits
  const written = await tx.query<{ id: string; sort: number }>(
    `INSERT INTO promotions (merchant, category, title, summary, content, apply_required, action, bonus, start_at, end_at, sort)
     SELECT $1, p.category, p.title, p.summary, p.content, p.action = 'apply', p.action, p.bonus, p.start, p."end", p.sort
     FROM jsonb_to_recordset($2::jsonb) AS p(category text, title jsonb, summary jsonb, content jsonb,
       action text, bonus bigint, start timestamptz, "end" timestamptz, sort int)
     RETURNING id, sort`,
    [
      merchant,
      JSON.stringify(
        promotions.map((p, sort) => ({
          ...p,
          bonus: (p.bonus ?? 0) * unit,
          sort,
          start: new Date(now + p.startsInDays * day),
          end: p.days === null ? null : new Date(now + (p.startsInDays + p.days) * day),
        })),
      ),
    ],
  )
  await seedRaffles(
    tx,
    written.flatMap(({ id, sort }) => {
      const raffle = promotions[sort]?.raffle
      return raffle ? [{ promotionId: String(id), raffle }] : []
    }),
    unit,
  )
  await tx.query(
    `INSERT INTO vip_levels (merchant, level, name, bet_required, upgrade_bonus, monthly_bonus, rebate_bp)
     SELECT $1, v.level, v.name, v.bet, v.upgrade, v.monthly, v.rebate
     FROM jsonb_to_recordset($2::jsonb) AS v(level int, name jsonb, bet bigint, upgrade bigint, monthly bigint, rebate int)`,
    [
      merchant,
      JSON.stringify(
        vipLevels.map(([name, bet, upgrade, monthly, rebate], level) => ({
          level,
          name,
          bet,
          upgrade,
          monthly,
          rebate,
        })),
      ),
    ],
  )
  await tx.query(
    `INSERT INTO help_articles (merchant, category, title, content, sort)
     SELECT $1, h.category, h.title, h.content, h.sort
     FROM jsonb_to_recordset($2::jsonb) AS h(category text, title jsonb, content jsonb, sort int)`,
    [merchant, JSON.stringify(helpArticles.map((h, sort) => ({ ...h, sort })))],
  )
}

/** Banners, notices, promotions, VIP, help and feedback. */
export const domain: DomainModule = { handlers, routes, seed }
