/** bench/results/console.json, as npm run bench:console writes it. */
export interface ConsoleResults {
  at: string
  firstVisit: Record<
    'signIn' | 'overview',
    { jsGzipKB: number; jsFiles: number; cssGzipKB: number; fontKB: number }
  >
  lighthouse: {
    runs: number
    score: number
    lcpMs: number
    tbtMs: number
    cls: number
    fcpMs: number
    benchmarkIndex: number
    range: { score: [number, number]; lcpMs: [number, number]; tbtMs: [number, number] }
  }
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`

/** The console's section of bench/report.md: figures reported, no goal yet. */
export function consoleSection(results: ConsoleResults): string[] {
  const { signIn, overview } = results.firstVisit
  const lh = results.lighthouse
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
  return [
    '## Console (operator host)',
    '',
    `Measured by \`npm run bench:console\` on ${results.at.slice(0, 16).replace('T', ' ')} UTC at \`admin.localhost\`, the build served with the reference platform. Reported; the console has no goal yet. The overview is visited signed in as \`default.owner\` from a fresh context (nothing cached). Lighthouse mobile, performance only, ${lh.runs} runs over HTTPS with HTTP/2; medians with the lowest and highest in brackets; CPU benchmark index ${lh.benchmarkIndex}.`,
    '',
    row(['figure', 'value']),
    row(['---', '---:']),
    row([
      'first visit to `/sign-in`: JavaScript, gzip',
      `${signIn.jsGzipKB} KB in ${signIn.jsFiles} files`,
    ]),
    row([
      'first visit to `/sign-in`: CSS, gzip / fonts',
      `${signIn.cssGzipKB} KB / ${signIn.fontKB} KB`,
    ]),
    row([
      'first visit to the overview, signed in: JavaScript, gzip',
      `${overview.jsGzipKB} KB in ${overview.jsFiles} files`,
    ]),
    row([
      'first visit to the overview, signed in: CSS, gzip / fonts',
      `${overview.cssGzipKB} KB / ${overview.fontKB} KB`,
    ]),
    row([
      'Lighthouse mobile, `/sign-in`: performance',
      `${lh.score} (${lh.range.score.join('–')})`,
    ]),
    row([
      '  LCP',
      `${seconds(lh.lcpMs)} (${lh.range.lcpMs.map((ms) => (ms / 1000).toFixed(2)).join('–')})`,
    ]),
    row(['  TBT', `${lh.tbtMs} ms (${lh.range.tbtMs.join('–')})`]),
    row(['  CLS', lh.cls]),
    row(['  FCP', seconds(lh.fcpMs)]),
    '',
  ]
}
