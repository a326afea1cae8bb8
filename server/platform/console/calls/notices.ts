import type { CallOutput } from '../../../../src/console/api/types.gen'
import { sanitizeOperatorHtml } from '../../content/operator-html'
import type { Tx } from '../../domain'
import type { Texts } from '../../texts'
import { recordAudit } from '../audit'
import type { OperatorContext } from '../context'
import { ConsoleError } from '../errors'
import { brandTexts, isoOrNull, merchantLanguages, schedule, scheduleState } from '../publishing'
import type { ConsoleArea } from '../router'

type Notice = CallOutput<'notices.save'>

interface NoticeDbRow {
  id: string
  type: Notice['type']
  title: Texts
  content: Texts
  start_at: Date | string
  end_at: Date | string | null
  revision: number
}

const columns = 'id, type, title, content, start_at, end_at, revision'

const toNotice = (r: NoticeDbRow, now: Date): Notice => ({
  id: String(r.id),
  type: r.type,
  title: r.title,
  content: r.content,
  startAt: new Date(r.start_at).toISOString(),
  endAt: isoOrNull(r.end_at),
  revision: r.revision,
  state: scheduleState(new Date(r.start_at), r.end_at ? new Date(r.end_at) : null, now),
})

/** A notice of the operator's merchant, held to the commit; another merchant's is not found. */
async function heldNotice(tx: Tx, operator: OperatorContext, id: string) {
  const [row] = await tx.query<NoticeDbRow>(
    `SELECT ${columns} FROM notices WHERE id = $1 AND merchant = $2 FOR UPDATE`,
    [id, operator.merchant],
  )
  if (!row) throw new ConsoleError('notFound')
  return row
}

/** A merchant's notices (announcements): listed, saved with their HTML cleaned, removed. */
export const consoleArea: ConsoleArea = {
  handlers: ({ platform: p }) => ({
    'notices.list': async ({ operator }) => {
      const rows = await p.db.query<NoticeDbRow>(
        `SELECT ${columns} FROM notices WHERE merchant = $1 ORDER BY start_at DESC, id DESC`,
        [operator.merchant],
      )
      const now = p.clock.now()
      return {
        notices: rows.map((r) => toNotice(r, now)),
        languages: await merchantLanguages(p.db, operator.merchant),
      }
    },
    'notices.save': async ({ input, operator }) => {
      const languages = await merchantLanguages(p.db, operator.merchant)
      const title = brandTexts(input.title, languages, 'title')
      const content: Texts = {}
      for (const [language, html] of Object.entries(input.content)) {
        if (!languages.includes(language))
          throw new ConsoleError(
            'badRequest',
            `content: ${language} is not a language of the brand`,
          )
        const clean = sanitizeOperatorHtml(html).trim()
        if (clean) content[language] = clean
      }
      const { start, end } = schedule(input.startAt, input.endAt)
      if (!start) throw new ConsoleError('badRequest', 'startAt is needed')
      if ((input.id === undefined) !== (input.revision === undefined))
        throw new ConsoleError('badRequest', 'an id goes with its revision')
      const values = [
        operator.merchant,
        input.type,
        JSON.stringify(title),
        JSON.stringify(content),
        start,
        end,
      ]
      return p.db.transaction(async (tx) => {
        const now = p.clock.now()
        const before = input.id ? await heldNotice(tx, operator, input.id) : null
        // Saved from what the operator read: another save since then is not undone unseen.
        if (before && before.revision !== input.revision) throw new ConsoleError('conflict')
        const [row] = before
          ? await tx.query<NoticeDbRow>(
              `UPDATE notices SET type = $2, title = $3, content = $4, start_at = $5, end_at = $6,
                 revision = revision + 1
               WHERE merchant = $1 AND id = $7 RETURNING ${columns}`,
              [...values, before.id],
            )
          : await tx.query<NoticeDbRow>(
              `INSERT INTO notices (merchant, type, title, content, start_at, end_at)
               VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${columns}`,
              values,
            )
        const after = toNotice(row!, now)
        await recordAudit(tx, {
          operatorId: operator.operatorId,
          merchantId: operator.merchantId,
          action: before ? 'notices.update' : 'notices.create',
          target: `notice:${after.id}`,
          before: before ? toNotice(before, now) : null,
          after,
        })
        return after
      })
    },
    'notices.remove': async ({ input, operator }) =>
      p.db.transaction(async (tx) => {
        const before = await heldNotice(tx, operator, input.id)
        if (before.revision !== input.revision) throw new ConsoleError('conflict')
        await tx.query('DELETE FROM notices WHERE merchant = $1 AND id = $2', [
          operator.merchant,
          before.id,
        ])
        await recordAudit(tx, {
          operatorId: operator.operatorId,
          merchantId: operator.merchantId,
          action: 'notices.remove',
          target: `notice:${before.id}`,
          before: toNotice(before, p.clock.now()),
          after: null,
        })
        return { id: String(before.id) }
      }),
  }),
}
