import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestCase, TestResult } from '@playwright/test/reporter'
import { afterAll, expect, test, vi } from 'vitest'
import FaultMatrixReporter from '../e2e/quality/fault-matrix.reporter'

const dir = mkdtempSync(join(tmpdir(), 'portal-fault-matrix-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const faults = ['500', 'timeout', 'malformed', 'schema', 'offline', '401']

/** A row's test as Playwright hands it to a reporter: its id and its project. */
const rowTest = (id: string) =>
  ({ id, parent: { project: () => ({ name: 'default:quality' }) } }) as unknown as TestCase

/** One run of a row, every cell passed but those named. */
const run = (row: string, failed: Record<string, string> = {}, retry = 0) =>
  ({
    retry,
    annotations: [
      {
        type: 'fault-matrix',
        description: JSON.stringify({
          row,
          cells: Object.fromEntries(faults.map((fault) => [fault, failed[fault] ?? 'pass'])),
        }),
      },
    ],
  }) as unknown as TestResult

test('a row run again after a failure (CI retries once) counts once, with its last cells', () => {
  vi.spyOn(process, 'cwd').mockReturnValue(dir)
  const printed: string[] = []
  vi.spyOn(console, 'log').mockImplementation((text: string) => void printed.push(text))
  const reporter = new FaultMatrixReporter()
  reporter.onBegin()
  reporter.onTestEnd(rowTest('a'), run('/rng', { timeout: 'an error state with a retry' }))
  reporter.onTestEnd(rowTest('a'), run('/rng', {}, 1))
  reporter.onTestEnd(rowTest('b'), run('/live', { offline: 'the page is not blank' }))
  reporter.onEnd({ status: 'failed' } as Parameters<FaultMatrixReporter['onEnd']>[0])
  vi.restoreAllMocks()

  const table = printed.join('\n')
  expect(table.match(/^\/rng /gm)).toHaveLength(1)
  // The second run's cells, and the table says they are.
  expect(table).toMatch(/^\/rng .*\(second run\)$/m)
  expect(table).not.toMatch(/^\/live .*\(second run\)$/m)
  expect(table).toContain('default:quality: cells passed 11/12')
  expect(table).toContain('default:quality /live offline: the page is not blank')
  expect(table).not.toContain('/rng timeout')
  const written = JSON.parse(
    readFileSync(join(dir, 'bench', 'results', 'fault-matrix.json'), 'utf8'),
  )
  expect(written).toMatchObject({ passed: 11, total: 12 })
  expect(written.brands['default:quality']).toHaveLength(2)
})
