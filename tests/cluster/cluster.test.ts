import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { stripVTControlCharacters } from 'node:util'
import { startCluster, type Cluster } from '../../scripts/cluster.ts'
import { controlSecret } from '../e2e/suite-settings.ts'

/**
 * `npm run test:cluster` (issue 44): the cluster of `npm run cluster` (PostgreSQL, three instances,
 * HAProxy) on CLUSTER_TEST_PORT (9470) and the seven ports after it, with the build in DIST_DIR
 * or dist/ (it builds nothing). HAProxy spreads consecutive requests over the instances and names
 * the client in X-Forwarded-For; a request is found by its id in one instance's log, and each
 * instance's metrics count its share; a few journeys pass through it; an instance killed mid-run
 * costs no request.
 */

const port = Number(process.env.CLUSTER_TEST_PORT ?? 9470)
let cluster: Cluster
/** A light call every brand answers (system.permission). */
const permission = '/api/system/permission?url=%2F'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
// The processes' lines, printed when a test fails (CI keeps nothing else).
const logLines: string[] = []

/** GETs sent again after their kept-alive connection closed with no answer (see get). */
let resent = 0

/**
 * A GET to HAProxy with the Host of a brand, from a loopback address of the caller's choice. As a
 * browser does, a GET whose kept-alive connection closes before any answer (ECONNRESET on a reused
 * socket) is sent once more on a new connection: HAProxy may close a client's connection so when it
 * ends the sessions of an instance it takes out of rotation, and a request sent on it at that moment
 * meets the close. Chromium sends such a request again by itself; Node's client leaves it to the
 * caller (its docs name the case: `request.reusedSocket`).
 */
function get(
  path: string,
  options: { localAddress?: string; headers?: Record<string, string> } = {},
  isResend = false,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port,
        path,
        localAddress: options.localAddress,
        headers: { host: `default.localhost:${port}`, ...options.headers },
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      },
    )
    call.on('error', (error: NodeJS.ErrnoException) => {
      if (isResend || !call.reusedSocket || error.code !== 'ECONNRESET') return reject(error)
      resent += 1
      resolve(get(path, options, true))
    })
    call.end()
  })
}

/** Each instance's request count at HAProxy. */
const requestCounts = async () =>
  Object.fromEntries((await cluster.stats()).map((server) => [server.id, server.requests]))

/** The address the platform takes the caller's to be (system.permission's location.ip). */
async function seenAddress(options: Parameters<typeof get>[1]) {
  const response = await get(permission, options)
  assert.equal(response.status, 200, response.body)
  return (JSON.parse(response.body) as { value: { location: { ip: string } } }).value.location.ip
}

/**
 * The journeys of a Playwright JSON report that failed, failed once and passed on their retry
 * (flaky), or were skipped, each with the start of its first error.
 */
async function journeysThat(outcome: 'unexpected' | 'flaky' | 'skipped', report: string) {
  type Suite = {
    title: string
    suites?: Suite[]
    specs?: {
      title: string
      tests: { status: string; results: { error?: { message?: string } }[] }[]
    }[]
  }
  const lines: string[] = []
  const walk = (suite: Suite, path: string[]) => {
    for (const spec of suite.specs ?? [])
      for (const { status, results } of spec.tests) {
        if (status !== outcome) continue
        const error = results.find((result) => result.error)?.error?.message ?? status
        const start = stripVTControlCharacters(error).split('\n').slice(0, 12).join('\n')
        lines.push(`${[...path, spec.title].join(' › ')}\n${start}`)
      }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title])
  }
  try {
    const { suites, errors } = JSON.parse(await readFile(report, 'utf8')) as {
      suites: Suite[]
      errors?: { message?: string }[]
    }
    for (const suite of suites) walk(suite, [suite.title])
    if (outcome === 'unexpected') for (const error of errors ?? []) lines.push(error.message ?? '')
  } catch (error) {
    lines.push(`no report at ${report}: ${(error as Error).message}`)
  }
  return lines.join('\n\n')
}

/** Runs a test's body; when it fails, the cluster's last lines are printed before the failure. */
const withLogs = (body: () => Promise<void>) => async () => {
  try {
    await body()
  } catch (error) {
    console.error(`--- the cluster's last lines ---\n${logLines.slice(-80).join('\n')}`)
    throw error
  }
}

describe('a cluster behind HAProxy', () => {
  before(async () => {
    cluster = await startCluster({
      port,
      env: { PLATFORM_CONTROL_SECRET: controlSecret },
      log: (source, line) => logLines.push(`[${source}] ${line}`),
      onFailure: (error) => logLines.push(`[cluster] ${error.message}`),
    })
  })
  after(async () => {
    await cluster?.stop()
  })

  test(
    'consecutive requests go to each instance in turn',
    withLogs(async () => {
      const before = await requestCounts()
      for (let i = 0; i < 30; i++) assert.equal((await get(permission)).status, 200)
      const after = await requestCounts()
      for (const { id } of cluster.instances)
        assert.equal(after[id]! - before[id]!, 10, `instance ${id} of ${JSON.stringify(after)}`)
    }),
  )

  test(
    'the platform takes the client’s address from HAProxy’s X-Forwarded-For, not the client’s own',
    withLogs(async () => {
      // HAProxy reaches the instances from 127.0.0.1 (TRUST_PROXY); the client calls from 127.0.0.2.
      assert.equal(await seenAddress({ localAddress: '127.0.0.2' }), '127.0.0.2')
      // What a client writes itself sits left of what HAProxy appends, and is not believed.
      const spoofed = { 'x-forwarded-for': '203.0.113.9' }
      assert.equal(await seenAddress({ localAddress: '127.0.0.2', headers: spoofed }), '127.0.0.2')
    }),
  )

  test(
    'a request is followed by its id in the log of the instance that served it',
    withLogs(async () => {
      const before = await requestCounts()
      const id = `cluster-test-${Date.now()}`
      const response = await get(permission, { headers: { 'x-request-id': id } })
      assert.equal(response.status, 200)
      const after = await requestCounts()
      const served = cluster.instances.filter(
        (instance) => after[instance.id] !== before[instance.id],
      )
      assert.equal(served.length, 1)
      // The log line is written as the answer goes out: a moment may pass before it is read here.
      await sleep(200)
      const sources = logLines
        .filter((line) => line.includes(id))
        .map((line) => /^\[(\w+)\]/.exec(line)?.[1])
      assert.ok(sources.length > 0, `no log line names ${id}`)
      assert.deepEqual([...new Set(sources)], [served[0]!.id])
    }),
  )

  test(
    'each instance’s /metrics counts the requests it answered',
    withLogs(async () => {
      for (const instance of cluster.instances) {
        const response = await fetch(`${instance.url}/metrics`)
        assert.equal(response.status, 200)
        const text = await response.text()
        const line = text
          .split('\n')
          .find((row) =>
            row.startsWith(
              'portal_http_request_duration_seconds_count{call="system.permission",status="200"}',
            ),
          )
        assert.ok(line, `instance ${instance.id} has no count of system.permission`)
        // Ten of the consecutive requests above, at least, went to each.
        assert.ok(Number(line.split(' ').at(-1)) >= 10, line)
      }
    }),
  )

  test(
    'journeys pass through HAProxy: sealed sign-in with the slider, chat, a deposit, a game',
    { timeout: 6 * 60_000 },
    withLogs(async () => {
      const journeys = [
        'signs in with the slider, keeps the session keys',
        'shows the platform message for a wrong password',
        'a message posted by one member appears live for another',
        'a deposit paid at the cashier in another tab shows as paid',
        'launches in a sandboxed frame on the provider origin',
      ]
      const files = ['sign-in', 'community', 'live', 'game-frame'].map(
        (name) => `tests/e2e/brand/${name}.spec.ts`,
      )
      const output = join(tmpdir(), 'cluster-journeys')
      const report = join(output, 'report.json')
      // One retry: these journeys pass alone in the browser stage, and here they ask whether they
      // pass through HAProxy. A journey that needed its retry is printed with its first error.
      const args = ['playwright', 'test', ...files, '--project=default', '--reporter=list,json']
      args.push('--grep', journeys.join('|'), '--output', output, '--retries=1')
      const before = await requestCounts()
      const child = spawn('npx', args, {
        stdio: 'inherit',
        env: {
          ...process.env,
          E2E_EXTERNAL: cluster.url,
          CI: 'true',
          // These journeys are dealt among the brands in the browser stage (tests/e2e/fixtures.ts);
          // here each must run on default, through HAProxy.
          BRAND_MATRIX: 'full',
          PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        },
      })
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
      // The failures' titles and errors go into the assertion's message: CI may keep only the end
      // of the output, and the list reporter's lines are far above it.
      if (code !== 0)
        assert.fail(
          `the journeys through HAProxy failed:\n${(await journeysThat('unexpected', report)) || 'none named in the report'}`,
        )
      const skipped = await journeysThat('skipped', report)
      assert.equal(skipped, '', 'every journey ran through HAProxy, none was skipped')
      const flaky = await journeysThat('flaky', report)
      if (flaky) console.warn(`--- journeys that passed on their retry only ---\n${flaky}`)
      // Each instance served its share of every journey's requests: a sign-in's slider, key and
      // login, a chat message and the streams it reaches, went to different instances.
      const after = await requestCounts()
      const served = cluster.instances.map(({ id }) => after[id]! - before[id]!)
      const total = served.reduce((sum, count) => sum + count, 0)
      for (const count of served) assert.ok(count > total / 5, `requests per instance: ${served}`)
    }),
  )

  test(
    'an instance killed mid-run costs no request: HAProxy takes it out and the others serve',
    withLogs(async () => {
      const [, victim] = cluster.instances
      assert.ok(victim)
      // Four callers at once, so that some of their requests are inside the instance when it dies.
      const resentBefore = resent
      let calling = true
      const failures: string[] = []
      const caller = async () => {
        while (calling) {
          const response = await get(permission).catch((error: Error) => ({
            status: 0,
            body: error.message,
          }))
          if (response.status !== 200) failures.push(`${response.status} ${response.body}`)
        }
      }
      const callers = Array.from({ length: 4 }, caller)
      await sleep(500)
      victim.kill('SIGKILL')
      // Down after two failed checks a second apart; until then the requests that meet its closed
      // port, or a connection it dropped, are sent to another instance.
      const deadline = Date.now() + 10_000
      while ((await cluster.stats()).find((server) => server.id === victim.id)?.status !== 'DOWN') {
        assert.ok(Date.now() < deadline, `HAProxy still has ${victim.id} in rotation after 10 s`)
        await sleep(100)
      }
      calling = false
      await Promise.all(callers)
      assert.deepEqual(failures, [])
      if (resent > resentBefore)
        console.log(
          `GETs sent again on a new connection, as a browser would: ${resent - resentBefore}`,
        )
      assert.equal(victim.isRunning(), false)
      const before = await requestCounts()
      for (let i = 0; i < 20; i++) assert.equal((await get(permission)).status, 200)
      const after = await requestCounts()
      assert.equal(after[victim.id], before[victim.id], 'a request went to the killed instance')
      for (const { id } of cluster.instances.filter((instance) => instance !== victim))
        assert.equal(after[id]! - before[id]!, 10, `instance ${id} of ${JSON.stringify(after)}`)
    }),
  )
})
