import { defineConfig } from '@playwright/test'
import { listBrandIds } from './shared/brands.ts'
import { chromiumArgs, suiteBrowserPath } from './scripts/lib/chromium.ts'
import {
  controlSecret,
  e2ePort as port,
  externalPlatform,
  readBrand,
} from './tests/e2e/suite-settings.ts'

/** The quality gates' own platform (see qualityRun below). */
const qualityPort = port + 1

// One project per brand folder: QA's suite runs the same journeys against every brand.
const brandIds = listBrandIds()
const brandUse = (id: string, onPort = port) => ({
  baseURL: `http://${id}.localhost:${onPort}`,
  brand: readBrand(id),
})
// Before any journey, the platform takes the suite's own caps (tests/e2e/setup/limits.setup.ts):
// every journey comes from one address, far more often than the default caps allow.
const limitsProject = (name: string, onPort: number) => ({
  name,
  testDir: './tests/e2e/setup',
  testMatch: '**/*.setup.ts',
  use: { baseURL: `http://localhost:${onPort}` },
})
const brandProjects = brandIds.map((id) => ({
  name: id,
  testDir: './tests/e2e/brand',
  dependencies: ['limits'],
  use: brandUse(id),
}))
// Journeys that flip the platform's switches for a brand run after every brand's journeys, so that
// no other test sees a switch change under it; within a brand they run one at a time.
const switchProjects = brandIds.map((id) => ({
  name: `${id}:switches`,
  testDir: './tests/e2e/switches',
  testIgnore: '**/*.clock.spec.ts',
  dependencies: brandIds,
  workers: 1,
  use: brandUse(id),
}))
// Journeys that move the platform's clock forward (`*.clock.spec.ts`) run last, one brand after
// the other, with nothing beside them: the clock is the whole platform's, and an hour moved under
// another journey expired the phone code it had just been sent (a minute's code).
const clockProjects = brandIds.map((id, index) => ({
  name: `${id}:clock`,
  testDir: './tests/e2e/switches',
  testMatch: '**/*.clock.spec.ts',
  dependencies:
    index === 0 ? brandIds.map((other) => `${other}:switches`) : [`${brandIds[index - 1]}:clock`],
  workers: 1,
  use: brandUse(id),
}))

// The quality gates (fault matrix, security, accessibility, installable app) run on every brand
// when PORTAL_QUALITY=1 (`npm run test:gates` alone; `npm run test:browser`, which `npm test` runs,
// with the journeys). They talk to a platform of their own, started fresh beside the journeys' one:
// no journey's data, switch or failed sign-in reaches a gate, and the two suites share the workers
// in one run, so neither one's serial tail leaves a core idle.
const qualityRun = process.env.PORTAL_QUALITY === '1'
// Suites that only read run in parallel; `*.serial.spec.ts` ones change the platform's content or
// switches, so they run afterwards, one at a time per brand.
const qualityProjects = [
  ...brandIds.map((id) => ({
    name: `${id}:quality`,
    testDir: './tests/e2e/quality',
    testIgnore: '**/*.serial.spec.ts',
    dependencies: ['limits:quality'],
    use: brandUse(id, qualityPort),
  })),
  ...brandIds.map((id) => ({
    name: `${id}:quality-serial`,
    testDir: './tests/e2e/quality',
    testMatch: '**/*.serial.spec.ts',
    dependencies: brandIds.map((other) => `${other}:quality`),
    workers: 1,
    use: brandUse(id, qualityPort),
  })),
]
const platformServer = (onPort: number) => ({
  command: 'node --import tsx server/main.ts',
  env: {
    PORT: String(onPort),
    DATA_DIR: 'memory',
    PLATFORM_CONTROL_SECRET: controlSecret,
    // The suite is the platform's only proxy: a journey that fails sign-ins on purpose names an
    // address of its own (fromOwnAddress in tests/e2e/fixtures.ts), so that its failures, which
    // no success clears, do not bring the captcha to every other journey of its brand.
    TRUST_PROXY: '127.0.0.1',
    // A line per request is work for nothing here: Playwright drops a web server's stdout (its
    // default), where the lines go. DEBUG=pw:webserver LOG_LEVEL=info shows them.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
  url: `http://localhost:${onPort}/`,
  reuseExistingServer: false,
  timeout: 60_000,
})

export default defineConfig({
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  // CI runs on a shared two-core machine, loaded by the suite itself: there a test that fails is
  // run once more in a fresh worker, and one that then passes is named as flaky in the summary (a
  // failure twice over fails the run; the fault matrix marks a row's second run). Four of ten CI
  // runs (stops 47–57) were refused for one test that had raced the load and passed when run
  // again. At a desk, a failure stops at once.
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ...(process.env.CI
      ? [['list'] as const]
      : [['list'] as const, ['html', { open: 'never' }] as const]),
    // Every test's slot, start and duration: npm run suite:times reads where the time went.
    ['json', { outputFile: 'test-results/browser-report.json' }] as const,
    // The fault matrix's table and cell count (tests/e2e/quality/fault-matrix.spec.ts).
    ...(qualityRun ? [['./tests/e2e/quality/fault-matrix.reporter.ts'] as const] : []),
  ],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: suiteBrowserPath(), args: chromiumArgs },
    // Recording a trace costs about a third of the suite's time on two cores, and CI keeps no
    // artifacts: CI records none; a run at a desk keeps the trace of each failed test.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // Each test's fresh context would install the brand's service worker anew (its thread alone was
    // 4 % of the browser's CPU in a sample of journeys), which no player's browser does on every
    // page. The suite about the worker (tests/e2e/quality/installable.spec.ts) allows it.
    serviceWorkers: 'block',
  },
  // Projects run in phases (a project after those it depends on), and within a phase in this
  // order: the gates first, whose rows and scans are the longest tests, then the journeys.
  projects: [
    limitsProject('limits', port),
    ...(qualityRun ? [limitsProject('limits:quality', qualityPort), ...qualityProjects] : []),
    ...brandProjects,
    ...switchProjects,
    ...clockProjects,
    { name: 'tooling', testDir: './tests/e2e/tooling' },
    // The operator console on its own host (docs/console.md): tests/e2e/console*.spec.ts.
    {
      name: 'console',
      testDir: './tests/e2e',
      testMatch: /tests\/e2e\/console[^/]*\.spec\.ts$/,
      dependencies: ['limits'],
      use: { baseURL: `http://admin.localhost:${port}` },
    },
  ],
  // With E2E_EXTERNAL the journeys run against that platform (it needs PLATFORM_CONTROL_SECRET set
  // to the suite's controlSecret); the quality gates always need their own.
  webServer: externalPlatform
    ? []
    : [platformServer(port), ...(qualityRun ? [platformServer(qualityPort)] : [])],
})
