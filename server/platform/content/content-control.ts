import type { Hono } from 'hono'
import type { Db } from '../db'
import {
  insertBanners,
  insertNotices,
  seedBanners,
  seedNotices,
  type BannerRow,
  type NoticeRow,
} from './publish'

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
  return null
}

/** "yyyy-MM-dd HH:mm:ss" in the platform's zone (Manila, UTC+8), as the notices answer it. */
const fromPlatformTime = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`)

/**
 * The content part of the test control API: PUT replaces a merchant's banners, notices and winner
 * board with the rows given (each key present replaces that kind); DELETE puts back the seed.
 */
export function mountContentControl(app: Hono, db: Db) {
  app.put('/__control/merchants/:code/content', async (c) => {
    const merchant = c.req.param('code')
    const patch = (await c.req.json()) as ContentPatch
    const wrong = problem(patch)
    if (wrong) return c.json({ success: false, value: null, message: wrong }, 400)
    const known = await db.query('SELECT 1 FROM merchants WHERE code = $1', [merchant])
    if (!known.length)
      return c.json({ success: false, value: null, message: 'Unknown merchant' }, 404)
    const now = Date.now()
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
    })
    return c.json({ success: true, value: null, message: 'OK' })
  })

  app.delete('/__control/merchants/:code/content', async (c) => {
    const merchant = c.req.param('code')
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM banners WHERE merchant = $1', [merchant])
      await tx.query('DELETE FROM notices WHERE merchant = $1', [merchant])
      await tx.query('DELETE FROM winner_board_overrides WHERE merchant = $1', [merchant])
      await insertBanners(tx, merchant, seedBanners())
      await insertNotices(tx, merchant, seedNotices())
    })
    return c.json({ success: true, value: null, message: 'OK' })
  })
}
