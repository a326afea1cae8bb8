import { describe, expect, it } from 'vitest'
import { suiteTimes, type Report } from '../../scripts/lib/suite-times'

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds)).toISOString()
const result = (slot: number, start: number, seconds: number, retry = 0) => ({
  parallelIndex: slot,
  startTime: at(start),
  duration: seconds * 1000,
  retry,
})

/** Slot 0 runs two tests of a.spec.ts back to back; slot 1 one test of b.spec.ts, then waits. */
const report: Report = {
  stats: { startTime: at(0), duration: 32_000 },
  suites: [
    {
      specs: [
        {
          title: 'first',
          file: 'a.spec.ts',
          tests: [{ projectName: 'default', results: [result(0, 10, 10)] }],
        },
        {
          title: 'second',
          file: 'a.spec.ts',
          tests: [{ projectName: 'jade', results: [result(0, 20, 10)] }],
        },
      ],
      suites: [
        {
          specs: [
            {
              title: 'third',
              file: 'b.spec.ts',
              tests: [{ projectName: 'default', results: [result(1, 10, 3), result(1, 13, 2, 1)] }],
            },
          ],
        },
      ],
    },
  ],
}

describe('suiteTimes', () => {
  const lines = suiteTimes(report, 'report.json')
  const text = lines.join('\n')

  it('counts every run, retries included, and the wall time', () => {
    expect(lines[0]).toBe('report.json: 4 test runs, wall 32 s (0.5 min), 25 s of tests')
    expect(text).toContain('before the first test: 10 s; tests span 20 s')
  })

  it('names how long each slot stood idle while the run went on', () => {
    expect(text).toContain('slot 0: busy 20 s, idle 0 s')
    expect(text).toContain('slot 1: busy 5 s, idle 15 s')
  })

  it('sums test-seconds by file and by project, largest first, and marks a retry', () => {
    const byFile = lines.slice(lines.indexOf('test-seconds by file (share, runs)') + 1)
    expect(byFile[0]).toMatch(/^\s+20 s\s+80\.0 %\s+2\s+a\.spec\.ts$/)
    expect(byFile[1]).toMatch(/^\s+5 s\s+20\.0 %\s+2\s+b\.spec\.ts$/)
    expect(text).toMatch(/15 s\s+60\.0 %\s+3\s+default/)
    expect(text).toContain('[default] b.spec.ts › third (retry)')
  })

  it('shows the slots busy minute by minute', () => {
    expect(lines.at(-1)).toBe('slots busy, minute by minute: 0.4')
  })
})
