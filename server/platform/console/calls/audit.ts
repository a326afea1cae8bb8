import { ConsoleError } from '../errors'
import type { ConsoleArea } from '../router'

/** A date of the search as a time: a day alone means its start in UTC. */
function timeOf(value: string | undefined): Date | null {
  if (!value) return null
  const at = new Date(/T/.test(value) ? value : `${value}T00:00:00Z`)
  if (Number.isNaN(at.getTime())) throw new ConsoleError('badRequest', 'not a date')
  return at
}

interface AuditRow {
  id: number | string
  at: Date | string
  operator_id: number | string
  operator: string
  action: string
  target: string
  before: unknown
  after: unknown
  request_id: string | null
}

/** The audit log of the merchant the call names (server/platform/console/audit.ts writes it). */
export const consoleArea: ConsoleArea = {
  handlers: ({ platform: p }) => ({
    'audit.search': async ({ input, operator }) => {
      const page = input.page ?? 1
      const pageSize = input.pageSize ?? 20
      const from = timeOf(input.from)
      const to = timeOf(input.to)
      // The action filter is a prefix (`settings.` finds every settings change); LIKE's own
      // characters in it are taken literally.
      const action = input.action ? `${input.action.replace(/[\\%_]/g, '\\$&')}%` : null
      // One filter for the page and its count: the rows' window count is 0 past the last page.
      const filter = `a.merchant_id = $1
            AND ($2::text IS NULL OR lower(o.username) = lower($2))
            AND ($3::text IS NULL OR a.action LIKE $3)
            AND ($4::timestamptz IS NULL OR a.at >= $4)
            AND ($5::timestamptz IS NULL OR a.at < $5)`
      const params = [
        operator.merchantId,
        input.operator?.trim() || null,
        action,
        from?.toISOString() ?? null,
        to?.toISOString() ?? null,
      ]
      const [rows, counted] = await Promise.all([
        p.db.query<AuditRow>(
          `SELECT a.id, a.at, a.operator_id, o.username AS operator, a.action, a.target, a.before,
                  a.after, a.request_id
             FROM audit_log a JOIN operators o ON o.id = a.operator_id
            WHERE ${filter}
            ORDER BY a.at DESC, a.id DESC
            LIMIT $6 OFFSET $7`,
          [...params, pageSize, (page - 1) * pageSize],
        ),
        p.db.query<{ total: string | number }>(
          `SELECT count(*) AS total FROM audit_log a JOIN operators o ON o.id = a.operator_id
            WHERE ${filter}`,
          params,
        ),
      ])
      return {
        rows: rows.map((row) => ({
          id: Number(row.id),
          at: new Date(row.at).toISOString(),
          operatorId: Number(row.operator_id),
          operator: row.operator,
          action: row.action,
          target: row.target,
          before: row.before as never,
          after: row.after as never,
          requestId: row.request_id,
        })),
        total: Number(counted[0]?.total ?? 0),
        page,
        pageSize,
      }
    },
  }),
}
