import type { Context, Hono } from 'hono'
import type { Clock } from '../clock'
import type { Db } from '../db'
import { seedMessages, seedRewards, type SiteText } from './seed'

/** The id of a merchant's account, or null. */
async function accountOf(db: Db, c: Context) {
  const [row] = await db.query<{ id: string }>(
    'SELECT id FROM accounts WHERE merchant = $1 AND username = $2',
    [c.req.param('code'), c.req.param('username')],
  )
  return row ? Number(row.id) : null
}

const unknownAccount = (c: Context) =>
  c.json({ success: false, value: null, message: 'Unknown account' }, 404)
const ok = (c: Context) => c.json({ success: true, value: null, message: 'OK' })

/**
 * A fresh registered account has no messages, rewards or club label; these routes give it the demo
 * accounts' messages and rewards, or a label, so a suite can read, claim and see the rank.
 */
export function mountInboxControl(
  app: Hono,
  db: Db,
  clock: Clock,
  siteOf: (merchant: string) => SiteText,
) {
  // With a body { messages: [{ title, content }] }, those messages (unread, newest first) instead.
  app.post('/__control/merchants/:code/accounts/:username/messages', async (c) => {
    const id = await accountOf(db, c)
    if (id === null) return unknownAccount(c)
    const body = (await c.req.text()) ? ((await c.req.json()) as { messages?: unknown }) : {}
    const given = body.messages as { title?: unknown; content?: unknown }[] | undefined
    if (given === undefined) {
      await db.transaction((tx) =>
        seedMessages(tx, siteOf(c.req.param('code')), [id], clock.now().getTime()),
      )
      return ok(c)
    }
    const valid =
      Array.isArray(given) &&
      given.every(
        (m) =>
          typeof m.title === 'string' &&
          m.title.length <= 300 &&
          typeof m.content === 'string' &&
          m.content.length <= 20_000,
      )
    if (!valid)
      return c.json({ success: false, value: null, message: 'messages[]: title, content' }, 400)
    const now = clock.now().getTime()
    await db.query(
      `INSERT INTO inbox_messages (account_id, title, content, created_at)
       SELECT $1, m.title, m.content, m.at FROM jsonb_to_recordset($2::jsonb) AS m(title text, content text, at timestamptz)`,
      [id, JSON.stringify(given.map((m, i) => ({ ...m, at: new Date(now - 60_000 * i) })))],
    )
    return ok(c)
  })

  app.post('/__control/merchants/:code/accounts/:username/rewards', async (c) => {
    const id = await accountOf(db, c)
    if (id === null) return unknownAccount(c)
    await db.transaction((tx) =>
      seedRewards(tx, siteOf(c.req.param('code')), [id], clock.now().getTime()),
    )
    return ok(c)
  })

  // The club label and rank level member.info answers (spec §3 clubLabel); an empty name clears it.
  app.post('/__control/merchants/:code/accounts/:username/label', async (c) => {
    const { labelName, rankLevel } = (await c.req.json()) as {
      labelName?: unknown
      rankLevel?: unknown
    }
    const level = typeof rankLevel === 'number' ? rankLevel : 1
    if (typeof labelName !== 'string' || labelName.length > 40 || !Number.isInteger(level))
      return c.json({ success: false, value: null, message: 'labelName, rankLevel' }, 400)
    const rows = await db.query(
      'UPDATE accounts SET label_name = $3, rank_level = $4 WHERE merchant = $1 AND username = $2 RETURNING id',
      [c.req.param('code'), c.req.param('username'), labelName || null, level],
    )
    return rows.length ? ok(c) : unknownAccount(c)
  })
}
