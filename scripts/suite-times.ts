/**
 * npm run suite:times [report]: where a browser run's time went, from the JSON report Playwright
 * writes at every run (test-results/browser-report.json, playwright.config.ts). Prints the run's
 * wall time, how long each worker slot stood idle while the run went on (tests of a later project
 * waiting for a serial one, the last test of a phase), the test-seconds of each file and project,
 * and the longest tests. The figures to cut CI's time by: a file's share of the test-seconds, and
 * the idle time of the slots.
 */
import { readFileSync } from 'node:fs'
import { suiteTimes, type Report } from './lib/suite-times.ts'

const path = process.argv[2] ?? 'test-results/browser-report.json'
const report = JSON.parse(readFileSync(path, 'utf8')) as Report
console.log(suiteTimes(report, path).join('\n'))
