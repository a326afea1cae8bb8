import type { Hono } from 'hono'
import type { Clock } from '../clock'
import type { Db } from '../db'
import {
  insertBanners,
  insertNotices,
  seedBanners,
  seedNotices,
  type BannerRow,
  type NoticeRow,
} from './publish'
import { clearNameOverrides, setNameOverrides } from '../games/name-overrides'

/** What a test may publish for a merchant; each list given replaces that kind of content. */
interface ContentPatch {
  banners?: {
    group: string
    title: string
    linkageType?: BannerRow['linkageType']
    target?: string
    imageUrl?: string | null
  }[]
  notices?: {
    type?: NoticeRow['type']
    title: string
    content: string
    startDateStr?: string
  }[]
  winners?: {
    player: string
    gameName: string
    prize: number
    vendor?: string
    gameType?: string
    time?: string
  }[]
  /** Published before the seeded promotions (running now, open to apply); DELETE removes them. */
  promotions?: { category?: string; title: string; summary: string; content: string }[]
  /** Published before the seeded help articles; DELETE removes them. */
  help?: { category?: string; title: string; content: string }[]
  /** Blog posts published before the seeded ones (language EN unless given); DELETE removes them. */
  blog?: { language?: string; title: string; summary: string; body: string }[]
  /** Announcements for the merchant's agents, newer than the seeded ones; DELETE removes them. */
  agentAnnouncements?: { title: string; content: string }[]
}

const linkageTypes = new Set(['none', 'url', 'route', 'game', 'promotion'])
const noticeTypes = new Set(['B', 'PL', 'PU', 'PR', 'H'])

/** The first thing wrong with a patch, kept within what the catalogue's answers allow. */
function problem(patch: ContentPatch): string | null {
  for (const b of patch.banners ?? []) {
    if (!/^w_[a-z]+$/.test(b.group ?? '')) return 'banners[].group must look like w_home'
    if (typeof b.title !== 'string' || b.title.length > 200) return 'banners[].title: 1-200 chars'
    if (b.linkageType && !linkageTypes.has(b.linkageType)) return 'banners[].linkageType unknown'
    if ((b.target ?? '').length > 500 || (b.imageUrl ?? '').length > 300)
      return 'banners[].target or imageUrl too long'
  }
  for (const n of patch.notices ?? []) {
    if (n.type && !noticeTypes.has(n.type)) return 'notices[].type must be B, PL, PU, PR or H'
    if (typeof n.title !== 'string' || n.title.length > 300) return 'notices[].title: 0-300 chars'
    if (typeof n.content !== 'string' || n.content.length > 20_000)
      return 'notices[].content: 0-20000 chars'
  }
  for (const w of patch.winners ?? []) {
    if (typeof w.player !== 'string' || w.player.length > 40) return 'winners[].player: 0-40 chars'
    if (typeof w.gameName !== 'string' || w.gameName.length > 120)
      return 'winners[].gameName: 0-120 chars'
    if (!Number.isSafeInteger(w.prize) || w.prize < 0) return 'winners[].prize: minor units'
  }
  for (const x of [...(patch.promotions ?? []), ...(patch.help ?? [])]) {
    const texts = [x.title, x.content, 'summary' in x ? x.summary : '']
    if (texts.some((t) => typeof t !== 'string' || t.length > 20_000))
      return 'promotions[] and help[]: title, summary and content of 0-20000 chars'
    if (x.category !== undefined && !/^[a-z]{1,20}$/.test(x.category))
      return 'promotions[].category and help[].category: a-z, 1-20 chars'
  }
  // Within what community.blogPost and agent.announcements answer.
  for (const b of patch.blog ?? []) {
    if (b.language !== undefined && !/^[A-Z]{2}$/.test(b.language))
      return 'blog[].language: an upper-case code such as EN'
    if (typeof b.title !== 'string' || b.title.length > 200) return 'blog[].title: 0-200 chars'
    if (typeof b.summary !== 'string' || b.summary.length > 600)
      return 'blog[].summary: 0-600 chars'
    if (typeof b.body !== 'string' || b.body.length > 50_000) return 'blog[].body: 0-50000 chars'
  }
  for (const a of patch.agentAnnouncements ?? []) {
    if (typeof a.title !== 'string' || a.title.length > 200)
      return 'agentAnnouncements[].title: 0-200 chars'
    if (typeof a.content !== 'string' || a.content.length > 20_000)
      return 'agentAnnouncements[].content: 0-20000 chars'
  }
  return null
}

/** "yyyy-MM-dd HH:mm:ss" in the platform's zone (Manila, UTC+8), as the notices answer it. */
const fromPlatformTime = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`)

/**
 * The content part of the test control API: PUT replaces a merchant's banners, notices and winner
 * board with the rows given (each key present replaces that kind) and publishes promotions, help
 * articles, blog posts and agent announcements before the seeded ones; PUT names renames vendors and games for one merchant; DELETE
 * puts back the seed.
 */
export function mountContentControl(app: Hono, db: Db, clock: Clock) {
  app.put('/__control/merchants/:code/content', async (c) => {
    const merchant = c.req.param('code')
    const patch = (await c.req.json()) as ContentPatch
    const wrong = problem(patch)
    if (wrong) return c.json({ success: false, value: null, message: wrong }, 400)
    const known = await db.query('SELECT 1 FROM merchants WHERE code = $1', [merchant])
    if (!known.length)
      return c.json({ success: false, value: null, message: 'Unknown merchant' }, 404)
    const now = clock.now().getTime()
    await db.transaction(async (tx) => {
      if (patch.banners) {
        await tx.query('DELETE FROM banners WHERE merchant = $1', [merchant])
        await insertBanners(
          tx,
          merchant,
          patch.banners.map((b) => ({
            group: b.group,
            title: { EN: b.title },
            linkageType: b.linkageType ?? 'none',
            target: b.target ?? '',
            imageUrl: b.imageUrl ?? null,
          })),
        )
      }
      if (patch.notices) {
        await tx.query('DELETE FROM notices WHERE merchant = $1', [merchant])
        await insertNotices(
          tx,
          merchant,
          patch.notices.map((n, i) => ({
            type: n.type ?? 'B',
            title: { EN: n.title },
            content: { EN: n.content },
            // Newest first, one minute apart, in the order given, unless a time is given.
            startAt: n.startDateStr
              ? fromPlatformTime(n.startDateStr)
              : new Date(now - 60_000 * (i + 1)),
          })),
        )
      }
      if (patch.winners)
        await tx.query(
          `INSERT INTO winner_board_overrides (merchant, entries) VALUES ($1, $2)
           ON CONFLICT (merchant) DO UPDATE SET entries = EXCLUDED.entries`,
          [
            merchant,
            JSON.stringify(
              patch.winners.map((w, i) => ({
                player: w.player,
                gameName: w.gameName,
                vendor: w.vendor ?? 'PG',
                gameType: w.gameType ?? 'RNG',
                prize: w.prize,
                time: w.time ?? new Date(now - 60_000 * i).toISOString(),
              })),
            ),
          ],
        )
      // Before the seeded rows (whose sort starts at 0), so a suite finds them first.
      if (patch.promotions?.length)
        await tx.query(
          `INSERT INTO promotions (merchant, category, title, summary, content, apply_required, action, bonus, start_at, end_at, sort)
           SELECT $1, p.category, p.title, p.summary, p.content, true, 'apply', 0, platform_now() - interval '1 day', NULL, p.sort
           FROM jsonb_to_recordset($2::jsonb) AS p(category text, title jsonb, summary jsonb, content jsonb, sort int)`,
          [
            merchant,
            JSON.stringify(
              patch.promotions.map((x, i, all) => ({
                category: x.category ?? 'new',
                title: { EN: x.title },
                summary: { EN: x.summary },
                content: { EN: x.content },
                sort: i - all.length,
              })),
            ),
          ],
        )
      if (patch.help?.length)
        await tx.query(
          `INSERT INTO help_articles (merchant, category, title, content, sort)
           SELECT $1, h.category, h.title, h.content, h.sort
           FROM jsonb_to_recordset($2::jsonb) AS h(category text, title jsonb, content jsonb, sort int)`,
          [
            merchant,
            JSON.stringify(
              patch.help.map((x, i, all) => ({
                category: x.category ?? 'account',
                title: { EN: x.title },
                content: { EN: x.content },
                sort: i - all.length,
              })),
            ),
          ],
        )
      // Newest first, a second apart, in the order given: before every seeded post (hours old).
      if (patch.blog?.length)
        await tx.query(
          `INSERT INTO blog_posts (merchant, language, title, summary, body, published_at, by_control)
           SELECT $1, b.language, b.title, b.summary, b.body, b.at, true
           FROM jsonb_to_recordset($2::jsonb) AS b(language text, title text, summary text, body text, at timestamptz)`,
          [
            merchant,
            JSON.stringify(
              patch.blog.map((b, i) => ({
                language: b.language ?? 'EN',
                title: b.title,
                summary: b.summary,
                body: b.body,
                at: new Date(now - 1_000 * (i + 1)).toISOString(),
              })),
            ),
          ],
        )
      if (patch.agentAnnouncements?.length)
        await tx.query(
          `INSERT INTO agent_announcements (merchant, title, content, created_at, by_control)
           SELECT $1, a.title, a.content, a.at, true
           FROM jsonb_to_recordset($2::jsonb) AS a(title text, content text, at timestamptz)`,
          [
            merchant,
            JSON.stringify(
              patch.agentAnnouncements.map((a, i) => ({
                title: a.title,
                content: a.content,
                at: new Date(now - 1_000 * (i + 1)).toISOString(),
              })),
            ),
          ],
        )
    })
    return c.json({ success: true, value: null, message: 'OK' })
  })

  // Vendor and game names as one merchant's answers show them (the catalogue is shared by brands).
  app.put('/__control/merchants/:code/names', async (c) => {
    const { vendors = {}, games = {} } = (await c.req.json()) as {
      vendors?: Record<string, string>
      games?: Record<string, string>
    }
    // Within what the catalogue's answers allow (games.vendors displayName, games.list gameName).
    const fits = (names: Record<string, string>, max: number) =>
      Object.values(names).every((n) => typeof n === 'string' && n.length <= max)
    if (!fits(vendors, 80) || !fits(games, 120))
      return c.json(
        { success: false, value: null, message: 'vendor names: 0-80 chars, game names: 0-120' },
        400,
      )
    setNameOverrides(c.req.param('code'), vendors, games)
    return c.json({ success: true, value: null, message: 'OK' })
  })

  app.delete('/__control/merchants/:code/content', async (c) => {
    const merchant = c.req.param('code')
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM banners WHERE merchant = $1', [merchant])
      await tx.query('DELETE FROM notices WHERE merchant = $1', [merchant])
      await tx.query('DELETE FROM winner_board_overrides WHERE merchant = $1', [merchant])
      await tx.query('DELETE FROM promotions WHERE merchant = $1 AND sort < 0', [merchant])
      await tx.query('DELETE FROM help_articles WHERE merchant = $1 AND sort < 0', [merchant])
      await tx.query('DELETE FROM blog_posts WHERE merchant = $1 AND by_control', [merchant])
      await tx.query('DELETE FROM agent_announcements WHERE merchant = $1 AND by_control', [
        merchant,
      ])
      clearNameOverrides(merchant)
      await insertBanners(tx, merchant, seedBanners())
      await insertNotices(tx, merchant, seedNotices(clock.now().getTime()))
    })
    return c.json({ success: true, value: null, message: 'OK' })
  })
}
