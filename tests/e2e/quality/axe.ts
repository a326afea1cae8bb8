import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page, TestInfo } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'
import type { Brand, ThemeName } from '../../../src/config/brand.types'

/** The impacts that fail the gate; moderate and minor ones are reported, not asserted. */
const failing = new Set(['serious', 'critical'])

// axe-core runs in the page's main frame through page.evaluate, which the shells' strict CSP does
// not block. Not @axe-core/playwright: it opens a blank page for every scan (axe.finishRun) and
// injects axe into the sandboxed, cross-origin game frames, whose content is the vendor's and
// which log an error when a script touches their storage.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/**
 * The standards a scan holds the page to: WCAG 2.0, 2.1 and 2.2 at A and AA, and axe's best
 * practices. Every rule axe enables by default carries one of these tags; WCAG 2.2's target size
 * (2.5.8, 24 x 24 px) is off by default in axe and is switched on by name.
 */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

async function runAxe(page: Page, include: string | undefined, rules?: string[]) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const options: RunOptions = {
    iframes: false,
    resultTypes: ['violations'],
    runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: axeTags },
    ...(rules ? {} : { rules: { 'target-size': { enabled: true } } }),
  }
  return page.evaluate(
    ([scope, opts]) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe
        .run(scope ? { include: [scope] } : document, opts)
        .then((results) => results.violations),
    [include, options] as const,
  )
}

/** What one test's scans found, kept for the run's summary. */
export interface ScanTally {
  scans: number
  /** Serious or critical violations by rule id (count of nodes). */
  byRule: Record<string, number>
  /** Moderate and minor ones, reported only. */
  minor: Record<string, number>
}

/** Switches the page's theme the way the app does (html data-theme, remembered in localStorage). */
export async function setTheme(page: Page, theme: ThemeName) {
  await page.evaluate((name) => {
    document.documentElement.dataset.theme = name
    localStorage.setItem('theme', name)
  }, theme)
}

/** The brand's default theme first, then the other. */
export const themesOf = (brand: Brand): [ThemeName, ThemeName] =>
  brand.theme.default === 'light' ? ['light', 'dark'] : ['dark', 'light']

/**
 * The rules whose outcome a theme can change: a theme swaps colour tokens only (the structure,
 * names and roles stay), so the second theme re-runs these, after the first ran every rule.
 */
const themeRules = ['color-contrast', 'link-in-text-block']

/**
 * Runs axe-core on the page, every rule of the WCAG 2.2 AA tags and best practices (none disabled,
 * target size switched on) in the brand's default theme and
 * the colour rules again in the other theme, scoped to `include` when given (an open dialog,
 * say). Answers the serious and critical violations as readable lines: rule, impact, theme, help
 * and the first offending elements.
 */
export async function scanBothThemes(
  page: Page,
  brand: Brand,
  label: string,
  tally: ScanTally,
  include?: string,
): Promise<string[]> {
  const problems: string[] = []
  const original = await page.evaluate(() => document.documentElement.dataset.theme)
  const [first, second] = themesOf(brand)
  for (const theme of [first, second]) {
    await setTheme(page, theme)
    const violations = await runAxe(page, include, theme === second ? themeRules : undefined)
    problems.push(...tallied(violations, tally, `${label} [${theme}]`))
  }
  if (original) await setTheme(page, original as ThemeName)
  return problems
}

/**
 * Counts one scan's violations in the tally, and answers the serious and critical ones as
 * readable lines: rule, impact, help and the first offending elements, after `label`.
 */
function tallied(violations: AxeResults['violations'], tally: ScanTally, label: string) {
  tally.scans += 1
  const problems: string[] = []
  for (const violation of violations) {
    const isFailing = failing.has(violation.impact ?? '')
    const bucket = isFailing ? tally.byRule : tally.minor
    bucket[violation.id] = (bucket[violation.id] ?? 0) + violation.nodes.length
    if (!isFailing) continue
    const targets = violation.nodes
      .slice(0, 4)
      .map(
        (node) =>
          `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
      )
    problems.push(
      `${label} ${violation.id} (${violation.impact}, ${violation.nodes.length} nodes): ${violation.help}\n${targets.join('\n')}`,
    )
  }
  return problems
}

/**
 * Runs every rule of scanBothThemes once, on a page of one look (the operator console has no
 * themes), and answers its serious and critical violations as scanBothThemes does.
 */
export async function scanPage(
  page: Page,
  label: string,
  tally: ScanTally,
  include?: string,
): Promise<string[]> {
  return tallied(await runAxe(page, include), tally, label)
}

/** A fresh tally. */
export const newTally = (): ScanTally => ({ scans: 0, byRule: {}, minor: {} })

/** Attaches a test's tally, so the summary reporter line (and the HTML report) shows it. */
export function reportTally(testInfo: TestInfo, tally: ScanTally) {
  const rules = (record: Record<string, number>) =>
    Object.entries(record)
      .map(([rule, count]) => `${rule}×${count}`)
      .join(', ') || 'none'
  testInfo.annotations.push({
    type: 'axe',
    description: `${tally.scans} scans; serious/critical: ${rules(tally.byRule)}; moderate/minor: ${rules(tally.minor)}`,
  })
}
