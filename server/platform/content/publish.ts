import type { Tx } from '../domain'
import type { Texts } from '../texts'
import { bannerGroups, notices } from './seed-data'

/** A banner as the platform stores it; texts keyed by language. */
export interface BannerRow {
  group: string
  title: Texts
  linkageType: 'none' | 'url' | 'route' | 'game' | 'promotion'
  target: string
  /** Art at a URL of the operator's; none: the platform's generated art. */
  imageUrl?: string | null
}

/** A notice as the platform stores it; content is operator HTML. */
export interface NoticeRow {
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H'
  title: Texts
  content: Texts
  startAt: Date
  endAt?: Date | null
}

/** Adds banners to a merchant, in the given order within each group. */
export async function insertBanners(tx: Tx, merchant: string, rows: BannerRow[]) {
  const sorted = rows.map((row, sort) => ({ ...row, imageUrl: row.imageUrl ?? null, sort }))
  await tx.query(
    `INSERT INTO banners (merchant, group_name, title, linkage_type, target, image_url, sort)
     SELECT $1, b."group", b.title, b."linkageType", b.target, b."imageUrl", b.sort
     FROM jsonb_to_recordset($2::jsonb)
       AS b("group" text, title jsonb, "linkageType" text, target text, "imageUrl" text, sort int)`,
    [merchant, JSON.stringify(sorted)],
  )
}

/** Adds notices to a merchant. */
export async function insertNotices(tx: Tx, merchant: string, rows: NoticeRow[]) {
  await tx.query(
    `INSERT INTO notices (merchant, type, title, content, start_at, end_at)
     SELECT $1, n.type, n.title, n.content, n."startAt", n."endAt"
     FROM jsonb_to_recordset($2::jsonb)
       AS n(type text, title jsonb, content jsonb, "startAt" timestamptz, "endAt" timestamptz)`,
    [merchant, JSON.stringify(rows.map((row) => ({ ...row, endAt: row.endAt ?? null })))],
  )
}

/** The banners every brand is seeded with. */
export const seedBanners = (): BannerRow[] =>
  Object.entries(bannerGroups).flatMap(([group, list]) =>
    list.map(([title, linkageType, target]) => ({ group, title, linkageType, target })),
  )

/** The notices every brand is seeded with, dated back from a moment. */
export const seedNotices = (now = Date.now()): NoticeRow[] =>
  notices.map((n) => ({
    type: n.type,
    title: n.title,
    content: n.content,
    startAt: new Date(now - n.daysAgo * 86_400_000 - 3_600_000),
  }))
