import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/** One row as fault-matrix.spec.ts annotates it: each fault's result, "pass" or why it failed. */
interface RowResult {
  row: string
  cells: Record<string, string>
  /** Set when these cells are a second run's (CI's retry): the table says so beside the row. */
  retried?: boolean
}

const faults = ['500', 'timeout', 'malformed', 'schema', 'offline', '401']

/**
 * Prints the fault matrix of each brand (rows = route or centre page, columns = fault, ✓/✗) and
 * the count of cells passed, and writes it to bench/results/fault-matrix.json.
 */
export default class FaultMatrixReporter implements Reporter {
  /** Each project's rows by test: a row run again (CI's retry) keeps its last run's cells. */
  private readonly byProject = new Map<string, Map<string, RowResult>>()
  private startedAt = Date.now()

  onBegin() {
    this.startedAt = Date.now()
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const project = test.parent.project()?.name ?? ''
    for (const annotation of result.annotations) {
      if (annotation.type !== 'fault-matrix' || !annotation.description) continue
      const row: RowResult = {
        ...(JSON.parse(annotation.description) as RowResult),
        ...(result.retry > 0 ? { retried: true } : {}),
      }
      const rows = this.byProject.get(project) ?? new Map<string, RowResult>()
      rows.set(test.id, row)
      this.byProject.set(project, rows)
    }
  }

  onEnd(result: FullResult) {
    if (this.byProject.size === 0) return
    const lines: string[] = []
    let passed = 0
    let total = 0
    const failures: string[] = []
    for (const [project, rows] of [...this.byProject].sort(([a], [b]) => a.localeCompare(b))) {
      const list = [...rows.values()]
      const width = Math.max(...list.map((r) => r.row.length), 4)
      lines.push('', `Fault matrix, ${project}`)
      lines.push(`${'row'.padEnd(width)}  ${faults.map((f) => f.padEnd(9)).join(' ')}`)
      let projectPassed = 0
      let projectTotal = 0
      for (const { row, cells, retried } of list) {
        const marks = faults.map((fault) => {
          const cell = cells[fault]
          if (cell === undefined) return '-'.padEnd(9)
          projectTotal += 1
          if (cell === 'pass') {
            projectPassed += 1
            return '✓'.padEnd(9)
          }
          failures.push(`${project} ${row} ${fault}: ${cell}`)
          return '✗'.padEnd(9)
        })
        lines.push(`${row.padEnd(width)}  ${marks.join(' ')}${retried ? ' (second run)' : ''}`)
      }
      lines.push(`${project}: cells passed ${projectPassed}/${projectTotal}`)
      passed += projectPassed
      total += projectTotal
    }
    const seconds = Math.round((Date.now() - this.startedAt) / 1000)
    lines.push(
      '',
      `Fault matrix: cells passed ${passed}/${total} (${seconds} s, run ${result.status})`,
    )
    if (failures.length) lines.push('', 'Failed cells:', ...failures.map((f) => `  ${f}`))
    console.log(lines.join('\n'))
    const dir = join(process.cwd(), 'bench', 'results')
    mkdirSync(dir, { recursive: true })
    writeFileSync(
      join(dir, 'fault-matrix.json'),
      `${JSON.stringify(
        {
          passed,
          total,
          seconds,
          faults,
          brands: Object.fromEntries(
            [...this.byProject].map(([project, rows]) => [project, [...rows.values()]]),
          ),
        },
        null,
        2,
      )}\n`,
    )
  }
}
