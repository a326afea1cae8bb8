import type { CallInput, CallOutput } from '../../../src/console/api/types.gen'
import { sanitizeOperatorHtml } from '../content/operator-html'
import type { Db } from '../db'
import type { Tx } from '../domain'
import { postToWallet } from '../ledger'
import { brandOfMerchant } from '../play/merchant-brand'
import { inLanguage, type Texts } from '../texts'
import { recordAudit } from './audit'
import type { OperatorContext } from './context'
import { ConsoleError } from './errors'

/**
 * The console's Content section (docs/console.md): promotions and the review of their
 * applications, help articles, blog posts and agent announcements of the operator's merchant.
 * Every query is scoped by operator.merchant (another merchant's id is "not found"), every save
 * names the revision it was read at (a stale one is a conflict), and every change is audited in
 * its own transaction.
 */

/** The languages of the merchant's brand, its default first. */
export async function merchantLanguages(
  db: Pick<Db, 'query'>,
  merchant: string,
): Promise<string[]> {
  const { languages } = await brandOfMerchant(db, merchant)
  return [languages.default, ...languages.supported.filter((l) => l !== languages.default)]
}

/**
 * Per-language texts as saved: the brand's languages, trimmed, empty ones left out (the portal
 * falls back for them: the caller's language, else English, else any). A text in a language the
 * brand does not offer is kept only as it was stored (seeded rows carry every platform language);
 * HTML is cleaned.
 */
function textsOf(
  texts: Texts,
  languages: string[],
  name: string,
  options: { html?: boolean; stored?: Texts } = {},
): Texts {
  const out: Texts = {}
  for (const [language, text] of Object.entries(texts)) {
    const kept = options.stored?.[language] === text
    if (!languages.includes(language) && !kept)
      throw new ConsoleError('badRequest', `${name}: ${language} is not a language of the brand`)
    const clean = options.html && !kept ? sanitizeOperatorHtml(text).trim() : text.trim()
    if (clean) out[language] = clean
  }
  return out
}

/** A row as stored, read before its save (the save's revision check holds it). */
async function storedRow<R>(
  db: Db,
  table: 'promotions' | 'help_articles' | 'blog_posts' | 'agent_announcements',
  ctx: OperatorContext,
  id: string | undefined,
): Promise<R | undefined> {
  if (id === undefined) return undefined
  const [row] = await db.query<R>(`SELECT * FROM ${table} WHERE id = $1 AND merchant = $2`, [
    Number(id),
    ctx.merchant,
  ])
  return row
}

const requireSome = (texts: Texts, name: string) => {
  if (!Object.keys(texts).length) throw new ConsoleError('badRequest', `${name} is required`)
  return texts
}

const iso = (value: Date | string) => new Date(value).toISOString()

/** The row of a merchant's table held for a change, checked against the revision the save read. */
async function heldRow<R extends { revision: number }>(
  tx: Tx,
  table: 'promotions' | 'help_articles' | 'blog_posts' | 'agent_announcements',
  ctx: OperatorContext,
  id: string,
  revision: number | undefined,
) {
  const [row] = await tx.query<R>(
    `SELECT * FROM ${table} WHERE id = $1 AND merchant = $2 FOR UPDATE`,
    [Number(id), ctx.merchant],
  )
  if (!row) throw new ConsoleError('notFound')
  if (revision === undefined) throw new ConsoleError('badRequest', 'revision is required')
  if (Number(row.revision) !== revision) throw new ConsoleError('conflict')
  return row
}

/**
 * Removes a held row (checked against the revision the operator read) and audits it as `<kind>.remove`
 * with the row as `view` shows it: the one removal of promotions, help, blog and announcements.
 */
async function removeHeld<R extends { revision: number }>(
  db: Db,
  ctx: OperatorContext,
  input: { id: string; revision?: number },
  table: 'promotions' | 'help_articles' | 'blog_posts' | 'agent_announcements',
  kind: 'promotion' | 'help' | 'blog' | 'announcement',
  view: (row: R) => unknown,
) {
  return db.transaction(async (tx) => {
    const before = await heldRow<R>(tx, table, ctx, input.id, input.revision)
    await tx.query(`DELETE FROM ${table} WHERE id = $1`, [Number(input.id)])
    await audit(tx, ctx, `${kind}.remove`, `${kind}:${input.id}`, view(before), null)
    return { id: input.id }
  })
}

const audit = (
  tx: Tx,
  ctx: OperatorContext,
  action: string,
  target: string,
  before: unknown,
  after: unknown,
) =>
  recordAudit(tx, {
    operatorId: ctx.operatorId,
    merchantId: ctx.merchantId,
    action,
    target,
    before,
    after,
  })

// Promotions ------------------------------------------------------------------------------------

interface PromotionRow {
  id: string
  category: string
  title: Texts
  summary: Texts
  content: Texts
  action: CallOutput<'promotions.save'>['promotion']['action']
  bonus: string
  start_at: Date
  end_at: Date | null
  sort: number
  revision: number
  applying?: string
}

const promotionView = (r: PromotionRow): CallOutput<'promotions.save'>['promotion'] => ({
  id: String(r.id),
  category: r.category,
  title: r.title,
  summary: r.summary,
  content: r.content,
  action: r.action,
  bonus: Number(r.bonus),
  startAt: iso(r.start_at),
  endAt: r.end_at ? iso(r.end_at) : null,
  sort: Number(r.sort),
  revision: Number(r.revision),
  applying: Number(r.applying ?? 0),
})

const applyingCount = `(SELECT count(*) FROM promotion_applications a
  WHERE a.promotion_id = p.id AND a.status = 'applying') AS applying`

export async function listPromotions(db: Db, ctx: OperatorContext) {
  const rows = await db.query<PromotionRow>(
    `SELECT p.*, ${applyingCount} FROM promotions p WHERE p.merchant = $1 ORDER BY p.sort, p.id LIMIT 500`,
    [ctx.merchant],
  )
  return { list: rows.map(promotionView), languages: await merchantLanguages(db, ctx.merchant) }
}

export async function savePromotion(
  db: Db,
  ctx: OperatorContext,
  input: CallInput<'promotions.save'>,
) {
  const languages = await merchantLanguages(db, ctx.merchant)
  const stored = await storedRow<PromotionRow>(db, 'promotions', ctx, input.id)
  const title = requireSome(
    textsOf(input.title, languages, 'title', { stored: stored?.title }),
    'title',
  )
  const summary = textsOf(input.summary, languages, 'summary', { stored: stored?.summary })
  const content = textsOf(input.content, languages, 'content', {
    html: true,
    stored: stored?.content,
  })
  const start = new Date(input.startAt)
  const end = input.endAt === null ? null : new Date(input.endAt)
  if (Number.isNaN(start.getTime()) || (end && Number.isNaN(end.getTime())))
    throw new ConsoleError('badRequest', 'startAt or endAt is not a date')
  if (end && end <= start) throw new ConsoleError('badRequest', 'endAt is before startAt')
  const fields = [
    input.category,
    JSON.stringify(title),
    JSON.stringify(summary),
    JSON.stringify(content),
    input.action,
    input.bonus,
    start,
    end,
    input.sort,
  ]
  return db.transaction(async (tx) => {
    let before: PromotionRow | null = null
    let row: PromotionRow | undefined
    if (input.id === undefined) {
      // A raffle's prizes and rule are not written here: a new promotion is not a raffle.
      if (input.action === 'raffle')
        throw new ConsoleError('badRequest', 'a raffle is not created here')
      ;[row] = await tx.query<PromotionRow>(
        `INSERT INTO promotions (merchant, category, title, summary, content, action, bonus, start_at, end_at, sort, apply_required)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $6 = 'apply') RETURNING *`,
        [ctx.merchant, ...fields],
      )
    } else {
      before = await heldRow<PromotionRow>(tx, 'promotions', ctx, input.id, input.revision)
      if ((before.action === 'raffle') !== (input.action === 'raffle'))
        throw new ConsoleError('badRequest', 'a raffle stays a raffle, and only a raffle is one')
      ;[row] = await tx.query<PromotionRow>(
        `UPDATE promotions SET category = $2, title = $3, summary = $4, content = $5, action = $6,
           bonus = $7, start_at = $8, end_at = $9, sort = $10, apply_required = $6 = 'apply',
           revision = revision + 1
         WHERE id = $1 RETURNING *`,
        [Number(input.id), ...fields],
      )
    }
    const [counted] = await tx.query<{ applying: string }>(
      `SELECT ${applyingCount} FROM promotions p WHERE p.id = $1`,
      [row!.id],
    )
    const after = promotionView({ ...row!, applying: counted?.applying })
    await audit(
      tx,
      ctx,
      before ? 'promotion.update' : 'promotion.create',
      `promotion:${after.id}`,
      before && promotionView(before),
      after,
    )
    return { promotion: after }
  })
}

export const removePromotion = (
  db: Db,
  ctx: OperatorContext,
  input: CallInput<'promotions.remove'>,
) => removeHeld<PromotionRow>(db, ctx, input, 'promotions', 'promotion', promotionView)

interface ApplicationRow {
  id: string
  promotion_id: string
  account_id: string
  username: string
  comment: string
  image_count: number
  status: CallOutput<'promotions.decide'>['application']['status']
  reason: string
  created_at: Date
  decided_at: Date | null
}

const applicationView = (r: ApplicationRow): CallOutput<'promotions.decide'>['application'] => ({
  id: String(r.id),
  promotionId: String(r.promotion_id),
  accountId: String(r.account_id),
  username: r.username,
  comment: r.comment,
  imageCount: Number(r.image_count),
  status: r.status,
  reason: r.reason,
  createdAt: iso(r.created_at),
  decidedAt: r.decided_at ? iso(r.decided_at) : null,
})

const applicationSelect = `SELECT a.id, a.promotion_id, a.account_id, ac.username, a.comment,
    jsonb_array_length(a.images) AS image_count, a.status, a.reason, a.created_at, a.decided_at
  FROM promotion_applications a
  JOIN promotions p ON p.id = a.promotion_id
  JOIN accounts ac ON ac.id = a.account_id`

const pageSize = 20

export async function listApplications(
  db: Db,
  ctx: OperatorContext,
  input: CallInput<'promotions.applications'>,
) {
  const [promotion] = await db.query('SELECT 1 FROM promotions WHERE id = $1 AND merchant = $2', [
    Number(input.promotionId),
    ctx.merchant,
  ])
  if (!promotion) throw new ConsoleError('notFound')
  const page = input.page ?? 1
  const filter = `p.id = $1 AND p.merchant = $2 AND ($3::text IS NULL
    OR ($3 = 'applying' AND a.status = 'applying') OR ($3 = 'decided' AND a.status <> 'applying'))`
  const parameters = [Number(input.promotionId), ctx.merchant, input.status ?? null]
  const rows = await db.query<ApplicationRow>(
    `${applicationSelect} WHERE ${filter}
     ORDER BY a.status = 'applying' DESC, a.created_at, a.id LIMIT ${pageSize} OFFSET $4`,
    [...parameters, (page - 1) * pageSize],
  )
  const [count] = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM promotion_applications a JOIN promotions p ON p.id = a.promotion_id
     WHERE ${filter}`,
    parameters,
  )
  const total = Number(count?.n ?? 0)
  return {
    list: rows.map(applicationView),
    page,
    total,
    totalPages: Math.ceil(total / pageSize),
  }
}

export async function applicationImages(
  db: Db,
  ctx: OperatorContext,
  input: CallInput<'promotions.applicationImages'>,
) {
  const [row] = await db.query<{ images: string[] }>(
    `SELECT a.images FROM promotion_applications a JOIN promotions p ON p.id = a.promotion_id
     WHERE a.id = $1 AND p.merchant = $2`,
    [Number(input.applicationId), ctx.merchant],
  )
  if (!row) throw new ConsoleError('notFound')
  return { images: row.images }
}

/**
 * Accepts or refuses a waiting application, once: the row is held to the commit, so a second
 * decision (sent twice, or by another operator at once) finds it decided and is a conflict.
 * Accepting a promotion with a bonus writes the reward (kind promotion, claimed at once) and its
 * ledger row in the same transaction; the platform's marketing guard (migration 037) writes no
 * reward for an account in a time-out, self-excluded or closed, and the decision is refused.
 */
export async function decideApplication(
  db: Db,
  ctx: OperatorContext,
  input: CallInput<'promotions.decide'>,
) {
  const reason = (input.reason ?? '').trim()
  return db.transaction(async (tx) => {
    const [held] = await tx.query<{
      id: string
      promotion_id: string
      account_id: string
      status: string
      bonus: string
      title: Texts
    }>(
      `SELECT a.id, a.promotion_id, a.account_id, a.status, p.bonus, p.title
       FROM promotion_applications a JOIN promotions p ON p.id = a.promotion_id
       WHERE a.id = $1 AND p.merchant = $2 FOR UPDATE OF a`,
      [Number(input.applicationId), ctx.merchant],
    )
    if (!held) throw new ConsoleError('notFound')
    if (held.status !== 'applying') throw new ConsoleError('conflict', 'already decided')
    const [before] = await tx.query<ApplicationRow>(`${applicationSelect} WHERE a.id = $1`, [
      held.id,
    ])
    const bonus = input.approve ? Number(held.bonus) : 0
    if (bonus > 0) {
      const [defaultLanguage] = await merchantLanguages(tx, ctx.merchant)
      const reward = await tx.query(
        `INSERT INTO rewards (account_id, title, kind, amount, expires_at, claimed_at)
         VALUES ($1, $2, 'promotion', $3, platform_now(), platform_now()) RETURNING id`,
        [held.account_id, inLanguage(held.title, defaultLanguage ?? 'EN').slice(0, 200), bonus],
      )
      if (!reward.length) throw new ConsoleError('playerExcluded')
      await postToWallet(
        tx,
        Number(held.account_id),
        bonus,
        'promotion',
        `promotion-application:${held.id}`,
      )
    }
    const status = !input.approve ? 'rejected' : bonus > 0 ? 'issued' : 'joined'
    await tx.query(
      `UPDATE promotion_applications SET status = $2, reason = $3, decided_by = $4,
         decided_at = platform_now() WHERE id = $1 AND status = 'applying'`,
      [held.id, status, input.approve ? '' : reason, ctx.operatorId],
    )
    const [row] = await tx.query<ApplicationRow>(`${applicationSelect} WHERE a.id = $1`, [held.id])
    const after = applicationView(row!)
    await audit(
      tx,
      ctx,
      input.approve ? 'promotion.approve' : 'promotion.reject',
      `application:${held.id}`,
      applicationView(before!),
      { ...after, paid: bonus },
    )
    return { application: after, paid: bonus }
  })
}

// Help articles ---------------------------------------------------------------------------------

interface HelpRow {
  id: string
  category: string
  title: Texts
  content: Texts
  sort: number
  revision: number
}

const helpView = (r: HelpRow): CallOutput<'help.save'>['item'] => ({
  id: String(r.id),
  category: r.category,
  title: r.title,
  content: r.content,
  sort: Number(r.sort),
  revision: Number(r.revision),
})

export async function listHelp(db: Db, ctx: OperatorContext) {
  const rows = await db.query<HelpRow>(
    'SELECT * FROM help_articles WHERE merchant = $1 ORDER BY sort, id LIMIT 500',
    [ctx.merchant],
  )
  return { list: rows.map(helpView), languages: await merchantLanguages(db, ctx.merchant) }
}

export async function saveHelp(db: Db, ctx: OperatorContext, input: CallInput<'help.save'>) {
  const languages = await merchantLanguages(db, ctx.merchant)
  const stored = await storedRow<HelpRow>(db, 'help_articles', ctx, input.id)
  const title = requireSome(
    textsOf(input.title, languages, 'title', { stored: stored?.title }),
    'title',
  )
  const content = textsOf(input.content, languages, 'content', {
    html: true,
    stored: stored?.content,
  })
  const fields = [input.category, JSON.stringify(title), JSON.stringify(content), input.sort]
  return db.transaction(async (tx) => {
    const before =
      input.id === undefined
        ? null
        : await heldRow<HelpRow>(tx, 'help_articles', ctx, input.id, input.revision)
    const [row] = before
      ? await tx.query<HelpRow>(
          `UPDATE help_articles SET category = $2, title = $3, content = $4, sort = $5,
             revision = revision + 1 WHERE id = $1 RETURNING *`,
          [Number(before.id), ...fields],
        )
      : await tx.query<HelpRow>(
          `INSERT INTO help_articles (merchant, category, title, content, sort)
           VALUES ($1, $2, $3, $4, $5) RETURNING *`,
          [ctx.merchant, ...fields],
        )
    const after = helpView(row!)
    await audit(
      tx,
      ctx,
      before ? 'help.update' : 'help.create',
      `help:${after.id}`,
      before && helpView(before),
      after,
    )
    return { item: after }
  })
}

export const removeHelp = (db: Db, ctx: OperatorContext, input: CallInput<'help.remove'>) =>
  removeHeld<HelpRow>(db, ctx, input, 'help_articles', 'help', helpView)

// Blog posts ------------------------------------------------------------------------------------

interface BlogRow {
  id: string
  language: string
  title: string
  summary: string
  body: string
  published_at: Date
  revision: number
}

const blogView = (r: BlogRow): CallOutput<'blog.save'>['item'] => ({
  id: String(r.id),
  language: r.language,
  title: r.title,
  summary: r.summary,
  body: r.body,
  publishedAt: iso(r.published_at),
  revision: Number(r.revision),
})

export async function listBlog(db: Db, ctx: OperatorContext) {
  const rows = await db.query<BlogRow>(
    'SELECT * FROM blog_posts WHERE merchant = $1 ORDER BY published_at DESC, id DESC LIMIT 500',
    [ctx.merchant],
  )
  return { list: rows.map(blogView), languages: await merchantLanguages(db, ctx.merchant) }
}

export async function saveBlog(db: Db, ctx: OperatorContext, input: CallInput<'blog.save'>) {
  const languages = await merchantLanguages(db, ctx.merchant)
  // A post stays in the language it was written in, even one the brand no longer offers.
  const stored = await storedRow<BlogRow>(db, 'blog_posts', ctx, input.id)
  if (!languages.includes(input.language) && stored?.language !== input.language)
    throw new ConsoleError('badRequest', `${input.language} is not a language of the brand`)
  const title = input.title.trim()
  if (!title) throw new ConsoleError('badRequest', 'title is required')
  const published = new Date(input.publishedAt)
  if (Number.isNaN(published.getTime()))
    throw new ConsoleError('badRequest', 'publishedAt is not a date')
  const fields = [
    input.language,
    title,
    input.summary.trim(),
    sanitizeOperatorHtml(input.body),
    published,
  ]
  return db.transaction(async (tx) => {
    const before =
      input.id === undefined
        ? null
        : await heldRow<BlogRow>(tx, 'blog_posts', ctx, input.id, input.revision)
    const [row] = before
      ? await tx.query<BlogRow>(
          `UPDATE blog_posts SET language = $2, title = $3, summary = $4, body = $5,
             published_at = $6, revision = revision + 1 WHERE id = $1 RETURNING *`,
          [Number(before.id), ...fields],
        )
      : await tx.query<BlogRow>(
          `INSERT INTO blog_posts (merchant, language, title, summary, body, published_at)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
          [ctx.merchant, ...fields],
        )
    const after = blogView(row!)
    await audit(
      tx,
      ctx,
      before ? 'blog.update' : 'blog.create',
      `blog:${after.id}`,
      before && blogView(before),
      after,
    )
    return { item: after }
  })
}

export const removeBlog = (db: Db, ctx: OperatorContext, input: CallInput<'blog.remove'>) =>
  removeHeld<BlogRow>(db, ctx, input, 'blog_posts', 'blog', blogView)

// Agent announcements ---------------------------------------------------------------------------

interface AnnouncementRow {
  id: string
  title: string
  content: string
  title_texts: Texts
  content_texts: Texts
  created_at: Date
  revision: number
}

/**
 * An announcement's texts per language; a row written before them (the seed, the control API) has
 * its one text in the brand's default language.
 */
const announcementTexts = (r: AnnouncementRow, language: string) => ({
  title: Object.keys(r.title_texts ?? {}).length ? r.title_texts : { [language]: r.title },
  content: Object.keys(r.content_texts ?? {}).length ? r.content_texts : { [language]: r.content },
})

const announcementView = (
  r: AnnouncementRow,
  language: string,
): CallOutput<'announcements.save'>['item'] => ({
  id: String(r.id),
  ...announcementTexts(r, language),
  time: iso(r.created_at),
  revision: Number(r.revision),
})

export async function listAnnouncements(db: Db, ctx: OperatorContext) {
  const rows = await db.query<AnnouncementRow>(
    `SELECT * FROM agent_announcements WHERE merchant = $1
     ORDER BY created_at DESC, id DESC LIMIT 500`,
    [ctx.merchant],
  )
  const languages = await merchantLanguages(db, ctx.merchant)
  return { list: rows.map((r) => announcementView(r, languages[0]!)), languages }
}

export async function saveAnnouncement(
  db: Db,
  ctx: OperatorContext,
  input: CallInput<'announcements.save'>,
) {
  const languages = await merchantLanguages(db, ctx.merchant)
  const row = await storedRow<AnnouncementRow>(db, 'agent_announcements', ctx, input.id)
  const stored = row && announcementTexts(row, languages[0]!)
  const title = requireSome(
    textsOf(input.title, languages, 'title', { stored: stored?.title }),
    'title',
  )
  const content = textsOf(input.content, languages, 'content', {
    html: true,
    stored: stored?.content,
  })
  // The one-language columns keep the default language's text (else any), as the fallback.
  const fields = [
    inLanguage(title, languages[0]!),
    inLanguage(content, languages[0]!),
    JSON.stringify(title),
    JSON.stringify(content),
  ]
  return db.transaction(async (tx) => {
    const before =
      input.id === undefined
        ? null
        : await heldRow<AnnouncementRow>(tx, 'agent_announcements', ctx, input.id, input.revision)
    const [row] = before
      ? await tx.query<AnnouncementRow>(
          `UPDATE agent_announcements SET title = $2, content = $3, title_texts = $4,
             content_texts = $5, revision = revision + 1 WHERE id = $1 RETURNING *`,
          [Number(before.id), ...fields],
        )
      : await tx.query<AnnouncementRow>(
          `INSERT INTO agent_announcements (merchant, title, content, title_texts, content_texts, created_at)
           VALUES ($1, $2, $3, $4, $5, platform_now()) RETURNING *`,
          [ctx.merchant, ...fields],
        )
    const after = announcementView(row!, languages[0]!)
    await audit(
      tx,
      ctx,
      before ? 'announcement.update' : 'announcement.create',
      `announcement:${after.id}`,
      before && announcementView(before, languages[0]!),
      after,
    )
    return { item: after }
  })
}

export async function removeAnnouncement(
  db: Db,
  ctx: OperatorContext,
  input: CallInput<'announcements.remove'>,
) {
  const [language] = await merchantLanguages(db, ctx.merchant)
  return removeHeld<AnnouncementRow>(db, ctx, input, 'agent_announcements', 'announcement', (row) =>
    announcementView(row, language!),
  )
}
