import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PlanSummary } from './scale-plans.ts'
import type { Volume } from './scale-seed.ts'

/** bench/results/scale.json, as npm run bench:scale writes it. */
export interface ScaleResults {
  at: string
  scale: number
  callsEach: number
  goalP95Ms: number
  volume: Volume
  rows: { accounts: number; bets: number; ledger: number }
  seedSeconds: { brands: number; volume: number; vacuumAnalyze: number } | null
  calls: {
    name: string
    who: 'member' | 'agent'
    call: string
    p50Ms: number
    p95Ms: number
    maxMs: number
    plan: PlanSummary
  }[]
}

/** The query changes the volume needed, beside the indexes of the migration below. */
export const scaleQueryChanges: string[] = [
  "The team walk (`teamCte`, server/platform/agent/team.ts) carries each member's username and type, so that the team reports (team bets, profit and loss, team transactions) take their members from it instead of reading 10,000 accounts again.",
  "The team reports read each member's bets and ledger rows through a LATERAL subquery (`memberRows` in server/platform/agent/reports.ts): one index walk per member, whatever the planner guesses a recursive team to weigh (it guessed 84,387 for 10,000 and read the whole bets and ledger tables).",
  "`agent.profitLoss` reads quarter-hour totals (server/migrations/040_account_quarters.sql: `account_quarters` per account, `upline_quarters` per upline over its direct downlines, both written by triggers in the transaction of each bet and ledger row): a team's totals are the sums of its uplines' rows (550 uplines for the 10,000 members; it read every member's bets and ledger rows, some 20,000 index walks and 74,000 rows), a search's totals and a page's figures its members' own quarters.",
  "`agent.teamBets` answers its page and its totals in one statement (window totals beside the page, cut from the index before the 14 bets are read whole); `agent.profitLoss` likewise walks the team once, sums the totals at once and the page's figures for its 14 members only (it summed every member's figures twice); `agent.downline` carries its count on the page. A page past the end counts on its own.",
  'Report calls run with JIT compilation off (`zonedDb`, server/platform/time-zone.ts): the inflated estimate of a team made PostgreSQL compile the plans, about 80 ms each, more than the walks themselves.',
]

/** Why a report over a whole team stays near the goal, and what would take it further. */
const teamReportLimit =
  "A report over a 10,000-member team walks down the team (10,000 probes of accounts_team, some 30,000 buffers) on every call, and team bets one probe per member into bets besides. Taking them further needs the team kept as rows (a closure table of each agent's members, read by one index range) rather than walked."

/** The migration that holds the indexes the volume needed. */
const indexMigration = '036_scale_indexes.sql'

/** The indexes of the migration, as "name on table (columns)". */
function indexes(root: string) {
  const dir = join(root, 'server', 'migrations')
  if (!readdirSync(dir).includes(indexMigration)) return []
  const sql = readFileSync(join(dir, indexMigration), 'utf8')
  return [
    ...sql.matchAll(
      /CREATE INDEX IF NOT EXISTS (\w+)\s+ON (\w+)\s*(\([^;]*?\))(\s+WHERE [^;]+)?;/g,
    ),
  ].map(([, name, table, columns, where]) =>
    `\`${name}\` on ${table} ${columns}${where ?? ''}`.replace(/\s+/g, ' '),
  )
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`

/** The figures of a run before the indexes and query changes (--baseline), at the same scale. */
function baselineOf(results: ScaleResults, root: string) {
  const file = join(root, 'bench', 'results', 'scale-baseline.json')
  if (!existsSync(file)) return undefined
  const baseline = JSON.parse(readFileSync(file, 'utf8')) as ScaleResults
  return baseline.scale === results.scale ? baseline : undefined
}

/** A call's scans, the sequential scans of big tables first and in bold. */
function planCell(plan: PlanSummary) {
  const bold = plan.seqScans.map((table) => `**Seq Scan ${table}**`)
  const rest = plan.scans.filter((scan) => !plan.seqScans.some((t) => scan === `Seq Scan ${t}`))
  return [...bold, ...rest].join('; ')
}

/** The "Scale" section of bench/report.md, as lines. */
export function scaleSection(results: ScaleResults, root = process.cwd()): string[] {
  const { rows, seedSeconds, volume } = results
  const baseline = baselineOf(results, root)
  const before = (c: ScaleResults['calls'][number]) => {
    const b = baseline?.calls.find((x) => x.who === c.who && x.name === c.name)
    if (!b) return '—'
    const seq = b.plan.seqScans.length ? `; Seq Scan ${b.plan.seqScans.join(', ')}` : ''
    return `${b.p95Ms} ms; ${b.plan.rowsScanned.toLocaleString('en')} rows${seq}`
  }
  const lines = [
    '## Scale (one merchant at volume, PostgreSQL)',
    '',
    `Written by \`npm run bench:scale${results.scale === 1 ? '' : ` -- --scale=${results.scale}`}\` on ${results.at.slice(0, 16).replace('T', ' ')} UTC: LUCKY01 with ${rows.accounts.toLocaleString('en')} accounts, ${rows.bets.toLocaleString('en')} bets and ${rows.ledger.toLocaleString('en')} ledger rows in the database (with the brands' demo data); the agent \`scale_agent\` has a team of ${volume.team.toLocaleString('en')} three levels deep (${volume.level1}, ${volume.level2}, ${volume.level3}); the member \`scale_heavy\` has ${volume.heavyBets.toLocaleString('en')} bets over a year. ` +
      (seedSeconds
        ? `Seeding took ${seedSeconds.brands} s (brands) + ${seedSeconds.volume} s (volume, generate_series) + ${seedSeconds.vacuumAnalyze} s (VACUUM ANALYZE). `
        : 'Measured on a kept database (--reuse): no seeding. ') +
      `Each call ran ${results.callsEach} times one after another through the HTTP catalogue on loopback (the portal's transport), after 5 warm-up calls; goal p95 ≤ ${results.goalP95Ms} ms. The plan column is EXPLAIN (ANALYZE, BUFFERS) of every statement the platform sent for one call: rows read by its scans over all loops, and its scans; none may be a sequential scan of ledger, bets, accounts, wallets, sessions or games.`,
    '',
    row([
      'who',
      'call',
      'p50 ms',
      'p95 ms',
      'max ms',
      'goal',
      'statements',
      'rows scanned',
      'plan',
      'before: p95; rows scanned',
    ]),
    row(['---', '---', '---:', '---:', '---:', '---', '---:', '---:', '---', '---']),
    ...results.calls.map((c) =>
      row([
        c.who,
        `${c.name} (\`${c.call}\`)`,
        c.p50Ms,
        c.p95Ms,
        c.maxMs,
        c.p95Ms <= results.goalP95Ms ? 'met' : 'missed',
        c.plan.statements,
        c.plan.rowsScanned.toLocaleString('en'),
        planCell(c.plan),
        before(c),
      ]),
    ),
    '',
  ]
  const missed = results.calls.filter((c) => c.p95Ms > results.goalP95Ms)
  if (missed.length)
    lines.push(
      `Over the goal: ${missed.map((c) => `${c.who} ${c.name} (p95 ${c.p95Ms} ms)`).join(', ')}. ${teamReportLimit}`,
      '',
    )
  if (baseline)
    lines.push(
      `Before: the same volume measured on ${baseline.at.slice(0, 16).replace('T', ' ')} UTC (\`--baseline\`, ${baseline.callsEach} calls each), without migration 036 and the query changes below.`,
      '',
    )
  const added = indexes(root)
  lines.push(
    `Indexes it needed (server/migrations/${indexMigration}): ${added.length ? added.join('; ') : 'none'}.`,
  )
  lines.push(
    `Query changes: ${scaleQueryChanges.length ? scaleQueryChanges.join(' ') : 'none'}`,
    '',
  )
  return lines
}

/**
 * Puts the Scale section into bench/report.md in place of the one there, or at the end; the other
 * sections (npm run bench's) stay as they are.
 */
export function writeScaleSection(results: ScaleResults, root = process.cwd()) {
  const file = join(root, 'bench', 'report.md')
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark report\n'
  const section = scaleSection(results, root).join('\n')
  const start = text.search(/^## Scale\b/m)
  let next = start < 0 ? -1 : text.slice(start + 1).search(/^## /m)
  if (next >= 0) next += start + 1
  const updated =
    start < 0
      ? `${text.trimEnd()}\n\n${section}`
      : `${text.slice(0, start)}${section}${next >= 0 ? `\n${text.slice(next)}` : ''}`
  writeFileSync(file, `${updated.trimEnd()}\n`)
  console.log('wrote the Scale section of bench/report.md')
}
