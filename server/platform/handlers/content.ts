import type { Context, Hono } from 'hono'
import { DateTime } from 'luxon'
import type { Brand } from '../../../src/config/brand.types'
import type { Platform } from '../context'
import type { DomainModule, Tx } from '../domain'
import { ApiError, type Caller, type Handler } from '../router'
import { bannerArt } from '../content/art'
import {
  bannerGroups,
  helpArticles,
  helpTitles,
  notices,
  promotions,
  vipLevels,
} from '../content/seed-data'

type Texts = Record<string, string>

/** The operator's text in the caller's language, else English, else any language it has. */
export const inLanguage = (texts: Texts, language: string) =>
  texts[language.toUpperCase()] ?? texts.EN ?? Object.values(texts)[0] ?? ''

/** The zone the platform states times in (spec: notices show yyyy-MM-dd HH:mm:ss). */
const platformZone = 'Asia/Manila'
const bannerSize = { width: 1920, height: 480 }
const feedbackBounds = { minWords: 5, maxWords: 300, perHour: 5 }
const questionTypes = [
  'deposit',
  'withdrawal',
  'game',
  'account',
  'promotion',
  'suggestion',
  'other',
]

interface PromotionRow {
  id: string
  category: string
  title: Texts
  summary: Texts
  content: Texts
  apply_required: boolean
  start_at: Date
  end_at: Date | null
  applied: 'applying' | 'joined' | 'rejected' | null
}

/** A promotion as the API answers it; status from its dates and the member's application. */
function promotionItem(row: PromotionRow, language: string, now = Date.now()) {
  const start = new Date(row.start_at).getTime()
  const end = row.end_at ? new Date(row.end_at).getTime() : null
  const status =
    start > now ? 'coming' : end !== null && end < now ? 'closed' : (row.applied ?? 'join')
  return {
    id: String(row.id),
    category: row.category,
    title: inLanguage(row.title, language),
    summary: inLanguage(row.summary, language),
    image: `/media/promotions/${row.id}.svg?lang=${encodeURIComponent(language.toUpperCase())}`,
    startAt: new Date(row.start_at).toISOString(),
    endAt: row.end_at ? new Date(row.end_at).toISOString() : null,
    applyRequired: row.apply_required,
    status: status as 'join' | 'applying' | 'joined' | 'rejected' | 'coming' | 'closed',
  }
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

function handlers(p: Platform): Record<string, Handler> {
  const promotionRows = (merchant: string, caller: Caller | null, id: string | null) =>
    p.db.query<PromotionRow>(
      `SELECT p.*, (SELECT a.status FROM promotion_applications a
                    WHERE a.promotion_id = p.id AND a.account_id = $2) AS applied
       FROM promotions p WHERE p.merchant = $1 AND ($3::bigint IS NULL OR p.id = $3) ORDER BY p.sort`,
      [merchant, caller?.accountId ?? null, id === null ? null : Number(id)],
    )
  return {
    'content.banners': async ({ input, merchant, language }) => {
      const { group } = input as { group?: string }
      const rows = await p.db.query<{
        id: string
        group_name: string
        title: Texts
        linkage_type: 'none' | 'url' | 'route' | 'game' | 'promotion'
        target: string
      }>(
        `SELECT id, group_name, title, linkage_type, target FROM banners
         WHERE merchant = $1 AND ($2::text IS NULL OR group_name = $2) ORDER BY group_name, sort`,
        [merchant, group ?? null],
      )
      return {
        list: rows.map((r) => ({
          bannerId: String(r.id),
          groupName: r.group_name,
          url: `/media/banners/${r.id}.svg?lang=${encodeURIComponent(language.toUpperCase())}`,
          title: inLanguage(r.title, language),
          linkageType: r.linkage_type,
          target: r.target,
          ...bannerSize,
        })),
      }
    },
    'content.notices': async ({ input, merchant, language }) => {
      const { types } = input as { types?: string }
      const rows = await p.db.query<{
        id: string
        type: 'B' | 'PL' | 'PU' | 'PR' | 'H'
        title: Texts
        content: Texts
        start_at: Date
      }>(
        `SELECT id, type, title, content, start_at FROM notices
         WHERE merchant = $1 AND ($2::text[] IS NULL OR type = ANY ($2::text[]))
           AND start_at <= now() AND (end_at IS NULL OR end_at > now())
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
      const { category } = input as { category?: string }
      const rows = await promotionRows(merchant, caller, null)
      return {
        categories: [...new Set(rows.map((r) => r.category))],
        list: rows
          .filter((r) => !category || r.category === category)
          .map((r) => promotionItem(r, language)),
      }
    },
    'content.promotion': async ({ input, merchant, caller, language }) => {
      const [row] = await promotionRows(merchant, caller, (input as { id: string }).id)
      if (!row) throw new ApiError('This promotion does not exist', 404)
      return { ...promotionItem(row, language), content: inLanguage(row.content, language) }
    },
    'content.applyPromotion': async ({ input, merchant, caller }) => {
      const {
        id,
        comment = '',
        images = [],
      } = input as {
        id: string
        comment?: string
        images?: string[]
      }
      const account = await p.accounts.byId(caller!.accountId)
      if (account?.type === 4) throw new ApiError('A real account is needed for this', 403)
      const [row] = await promotionRows(merchant, caller, id)
      if (!row) throw new ApiError('This promotion does not exist', 404)
      const status = promotionItem(row, 'EN').status
      if (!row.apply_required) throw new ApiError('This promotion needs no application', 400)
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
        [Number(id), caller!.accountId, comment, JSON.stringify(images)],
      )
      if (!inserted.length) throw new ApiError('You have already applied for this promotion', 409)
      return { id: String(row.id), status: 'applying' as const }
    },
    'content.vip': async ({ merchant, caller }) => {
      const rows = await p.db.query<{
        level: number
        name: string
        bet_required: string
        upgrade_bonus: string
        monthly_bonus: string
        rebate_bp: number
      }>('SELECT * FROM vip_levels WHERE merchant = $1 ORDER BY level', [merchant])
      const levels = rows.map((r) => ({
        level: Number(r.level),
        name: r.name,
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
      const reached = levels.filter((l) => l.betRequired <= totalBet)
      const current = reached.at(-1) ?? levels[0]
      const next = levels.find((l) => l.betRequired > totalBet)
      return {
        levels,
        current: current
          ? {
              level: current.level,
              name: current.name,
              totalBet,
              nextLevel: next?.level ?? null,
              toNextLevel: next ? next.betRequired - totalBet : 0,
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
      const { questionType, content } = input as { questionType: string; content: string }
      const words = content.trim().split(/\s+/).filter(Boolean).length
      if (words < feedbackBounds.minWords || words > feedbackBounds.maxWords)
        throw new ApiError(
          `Feedback content must be between ${feedbackBounds.minWords} and ${feedbackBounds.maxWords} words`,
          400,
        )
      const [recent] = await p.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM feedback WHERE ip = $1 AND created_at > now() - interval '1 hour'`,
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

/** Banner and promotion artwork, generated from their titles. */
function routes(app: Hono, p: Platform) {
  const art =
    (table: 'banners' | 'promotions', width: number, height: number) => async (c: Context) => {
      const id = Number((c.req.param('file') ?? '').replace(/\.svg$/, ''))
      if (!Number.isSafeInteger(id)) return c.text('Not found', 404)
      const [row] = await p.db.query<{ title: Texts }>(`SELECT title FROM ${table} WHERE id = $1`, [
        id,
      ])
      if (!row) return c.text('Not found', 404)
      const language = (c.req.query('lang') ?? 'EN').slice(0, 8)
      return new Response(bannerArt(id, inLanguage(row.title, language), width, height), {
        headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
      })
    }
  app.get('/media/banners/:file', art('banners', bannerSize.width, bannerSize.height))
  app.get('/media/promotions/:file', art('promotions', 960, 360))
}

/** Publishes the brand's banners, notices, promotions, VIP levels and help articles. */
async function seed(tx: Tx, brand: Brand) {
  const merchant = brand.merchantCode
  const day = 86_400_000
  const now = Date.now()
  const banners = Object.entries(bannerGroups).flatMap(([group, list]) =>
    list.map(([title, linkageType, target], sort) => ({ group, title, linkageType, target, sort })),
  )
  await tx.query(
    `INSERT INTO banners (merchant, group_name, title, linkage_type, target, sort)
     SELECT $1, b."group", b.title, b."linkageType", b.target, b.sort
     FROM jsonb_to_recordset($2::jsonb) AS b("group" text, title jsonb, "linkageType" text, target text, sort int)`,
    [merchant, JSON.stringify(banners)],
  )
  await tx.query(
    `INSERT INTO notices (merchant, type, title, content, start_at)
     SELECT $1, n.type, n.title, n.content, n.at
     FROM jsonb_to_recordset($2::jsonb) AS n(type text, title jsonb, content jsonb, at timestamptz)`,
    [
      merchant,
      JSON.stringify(
        notices.map((n) => ({ ...n, at: new Date(now - n.daysAgo * day - 3_600_000) })),
      ),
    ],
  )
  await tx.query(
    `INSERT INTO promotions (merchant, category, title, summary, content, apply_required, start_at, end_at, sort)
     SELECT $1, p.category, p.title, p.summary, p.content, p."applyRequired", p.start, p."end", p.sort
     FROM jsonb_to_recordset($2::jsonb) AS p(category text, title jsonb, summary jsonb, content jsonb,
       "applyRequired" boolean, start timestamptz, "end" timestamptz, sort int)`,
    [
      merchant,
      JSON.stringify(
        promotions.map((p, sort) => ({
          ...p,
          sort,
          start: new Date(now + p.startsInDays * day),
          end: p.days === null ? null : new Date(now + (p.startsInDays + p.days) * day),
        })),
      ),
    ],
  )
  await tx.query(
    `INSERT INTO vip_levels (merchant, level, name, bet_required, upgrade_bonus, monthly_bonus, rebate_bp)
     SELECT $1, v.level, v.name, v.bet, v.upgrade, v.monthly, v.rebate
     FROM jsonb_to_recordset($2::jsonb) AS v(level int, name text, bet bigint, upgrade bigint, monthly bigint, rebate int)`,
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
