import type { Db, Row } from '../../server/platform/db.ts'

/** A statement the platform sent while serving a call, with its parameters. */
export interface Captured {
  sql: string
  params: unknown[]
}

/**
 * The database with a recorder: between start() and stop(), every statement sent through it (in
 * or out of a transaction) is kept, so that the SQL behind a catalogue call can be explained.
 */
export function recordingDb(db: Db) {
  let log: Captured[] | null = null
  const record =
    (query: Pick<Db, 'query'>['query']): Pick<Db, 'query'>['query'] =>
    (sql, params) => {
      log?.push({ sql, params: params ?? [] })
      return query(sql, params)
    }
  const recorded: Db = {
    kind: db.kind,
    query: record((sql, params) => db.query(sql, params)),
    transaction: (fn) => db.transaction((tx) => fn({ query: record(tx.query) })),
    listen: (channel, onNotify) => db.listen(channel, onNotify),
    close: () => db.close(),
  }
  return {
    db: recorded,
    start: () => {
      log = []
    },
    stop: () => {
      const statements = log ?? []
      log = null
      return statements
    },
  }
}

/** Tables that grow with an operator's volume: none of them may be read whole. */
export const bigTables = ['ledger', 'bets', 'accounts', 'wallets', 'sessions', 'games']

interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  'Actual Rows'?: number
  'Actual Loops'?: number
  'Rows Removed by Filter'?: number
  'Rows Removed by Index Recheck'?: number
  'Shared Hit Blocks'?: number
  'Shared Read Blocks'?: number
  Plans?: PlanNode[]
}

/** What EXPLAIN ANALYZE says of the statements behind one call. */
export interface PlanSummary {
  statements: number
  /** Rows the scans of tables read (returned, and removed by their filters), over all loops. */
  rowsScanned: number
  /** Shared buffers hit and read. */
  buffers: number
  executionMs: number
  /** Each scan once: "Index Scan bets (bets_account)". */
  scans: string[]
  /** Sequential scans of a big table: the ones the benchmark refuses. */
  seqScans: string[]
}

function walk(node: PlanNode, visit: (node: PlanNode) => void) {
  visit(node)
  for (const child of node.Plans ?? []) walk(child, visit)
}

/**
 * Replays the captured statements in one transaction that is rolled back: settings (the caller's
 * time zone) are applied, each read is run under EXPLAIN (ANALYZE, BUFFERS), writes are skipped.
 */
export async function explainAll(db: Db, statements: Captured[]): Promise<PlanSummary> {
  const summary: PlanSummary = {
    statements: 0,
    rowsScanned: 0,
    buffers: 0,
    executionMs: 0,
    scans: [],
    seqScans: [],
  }
  const rollback = new Error('rollback')
  await db
    .transaction(async (tx) => {
      for (const { sql, params } of statements) {
        const text = sql.trim()
        if (/^SELECT set_config\(/i.test(text)) {
          await tx.query(text, params)
          continue
        }
        if (!/^(SELECT|WITH)\b/i.test(text) || /\b(INSERT|UPDATE|DELETE)\b/i.test(text)) continue
        const [row] = await tx.query<Row>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`, params)
        const raw = Object.values(row!)[0]
        const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
          Plan: PlanNode
          'Execution Time': number
        }[]
        summary.statements += 1
        summary.executionMs += plan!['Execution Time']
        summary.buffers +=
          (plan!.Plan['Shared Hit Blocks'] ?? 0) + (plan!.Plan['Shared Read Blocks'] ?? 0)
        walk(plan!.Plan, (node) => {
          const relation = node['Relation Name']
          if (!relation) return
          const loops = node['Actual Loops'] ?? 1
          summary.rowsScanned +=
            ((node['Actual Rows'] ?? 0) +
              (node['Rows Removed by Filter'] ?? 0) +
              (node['Rows Removed by Index Recheck'] ?? 0)) *
            loops
          const scan = `${node['Node Type']} ${relation}${node['Index Name'] ? ` (${node['Index Name']})` : ''}`
          if (!summary.scans.includes(scan)) summary.scans.push(scan)
          if (node['Node Type'] === 'Seq Scan' && bigTables.includes(relation))
            if (!summary.seqScans.includes(relation)) summary.seqScans.push(relation)
        })
      }
      throw rollback
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error
    })
  summary.executionMs = Math.round(summary.executionMs * 10) / 10
  return summary
}
