import { spawn, type ChildProcess } from 'node:child_process'
import { request } from 'node:http'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { signInOverHttp } from './http-login'
import { freshDatabase } from './platform'

/**
 * SIGTERM behind a balancer (issue 44), on the real server process: readiness turns 503 first
 * (while connections are still taken, DRAIN_DELAY_MS), then the open streams end with a retry
 * hint, a request under way finishes, and the process exits 0 within its bound; a second signal
 * ends it at once.
 */

const root = join(import.meta.dirname, '..', '..')
const controlSecret = 'drain-control-secret-0001'
const children: ChildProcess[] = []
const drops: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  for (const drop of drops) await drop()
})

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The server process on an in-memory database, or with DATABASE_URL on a PostgreSQL database of its
 * own (its pool and LISTEN connections are what the drain closes); resolves once it is ready.
 */
async function startServer(env: Record<string, string>) {
  const port = await freePort()
  const database = await freshDatabase()
  if (database) drops.push(() => database.drop())
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: database?.url ?? '',
      PORT: String(port),
      PLATFORM_CONTROL_SECRET: controlSecret,
      DATA_DIR: 'memory',
      DIST_DIR: join(root, 'tests', 'contract', 'fixtures', 'site'),
      ...env,
    },
    stdio: 'ignore',
  })
  children.push(child)
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  )
  const origin = `http://127.0.0.1:${port}`
  // A cold start on a busy machine takes half a minute (PGlite, the seed).
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    const ready = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) return { child, origin, exited }
    await pause(200)
  }
  throw new Error('the server did not start')
}

/** An open chat stream of a session, read in the background until it ends. */
async function openChatStream(origin: string, token: string) {
  const headers = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    merchant: 'LUCKY01',
  }
  const rooms = (await (await fetch(`${origin}/api/community/chat/rooms`, { headers })).json()) as {
    value: { list: { id: string }[] }
  }
  const ticket = (
    (await (
      await fetch(`${origin}/api/community/chat/stream-ticket`, {
        method: 'POST',
        headers,
        body: '{}',
      })
    ).json()) as { value: { ticket: string } }
  ).value.ticket
  const response = await fetch(
    `${origin}/api/community/chat/stream?room=${rooms.value.list[0]!.id}&ticket=${encodeURIComponent(ticket)}`,
    { headers: { merchant: 'LUCKY01' } },
  )
  expect(response.status).toBe(200)
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  const state = { text: '', endedAt: 0 }
  const ended = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }))
      if (chunk.done) break
      state.text += decoder.decode(chunk.value, { stream: true })
    }
    state.endedAt = Date.now()
  })()
  while (!state.text.includes(': connected')) await pause(20)
  return { state, ended }
}

/**
 * A request under way: its headers and half its body sent now, the rest when `finish` is called.
 * Resolves with the status it was answered, or rejects when its connection was cut.
 */
function slowRequest(origin: string) {
  const body = JSON.stringify({ username: 'demo_member', password: 'x'.repeat(64) })
  const half = Math.floor(body.length / 2)
  let finish = () => {}
  const answered = new Promise<number>((resolve, reject) => {
    const req = request(
      `${origin}/api/auth/login`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          merchant: 'LUCKY01',
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.write(body.slice(0, half))
    finish = () => req.end(body.slice(half))
  })
  return { answered, finish: () => finish() }
}

const readyz = (origin: string) =>
  fetch(`${origin}/readyz`).then(
    async (r) => ({ status: r.status, body: (await r.json()) as unknown }),
    () => ({ status: 0, body: null }),
  )

describe('SIGTERM', () => {
  it('turns readiness 503, ends the streams, lets a request finish, and exits 0', async () => {
    const { child, origin, exited } = await startServer({
      DRAIN_DELAY_MS: '800',
      DRAIN_TIMEOUT_MS: '5000',
    })
    const stream = await openChatStream(
      origin,
      await signInOverHttp(origin, 'demo_member', controlSecret),
    )
    const slow = slowRequest(origin)
    await pause(200)
    const signalled = Date.now()
    child.kill('SIGTERM')
    // Readiness first: the balancer stops sending while the connections are still taken.
    await pause(150)
    expect(await readyz(origin)).toEqual({
      status: 503,
      body: { status: 'unavailable', reason: 'draining' },
    })
    expect(stream.state.endedAt).toBe(0)
    // Then the stream ends, told to come back within 1 to 3 s (to another instance).
    await stream.ended
    expect(stream.state.endedAt - signalled).toBeGreaterThanOrEqual(800)
    expect(stream.state.text).toMatch(/retry: [123]\d{3}\n: closing\n\n$/)
    // No new connection is taken now...
    expect((await readyz(origin)).status).toBe(0)
    // ...and the request under way still gets its answer.
    expect(child.exitCode).toBe(null)
    slow.finish()
    expect(await slow.answered).toBeGreaterThanOrEqual(200)
    const { code, at } = await exited
    expect(code).toBe(0)
    expect(at - signalled).toBeLessThan(800 + 5_000)
  }, 180_000)

  it('exits after its bound with a request that never finishes, and at once on a second signal', async () => {
    const first = await startServer({ DRAIN_TIMEOUT_MS: '1500' })
    const stuck = slowRequest(first.origin)
    await pause(200)
    const signalled = Date.now()
    first.child.kill('SIGTERM')
    await expect(stuck.answered).rejects.toThrow()
    const bounded = await first.exited
    expect(bounded.code).toBe(0)
    expect(bounded.at - signalled).toBeGreaterThanOrEqual(1_400)
    expect(bounded.at - signalled).toBeLessThan(4_000)

    const second = await startServer({ DRAIN_TIMEOUT_MS: '20000' })
    const held = slowRequest(second.origin)
    // Cut when the process ends: nobody waits for its answer.
    held.answered.catch(() => undefined)
    await pause(200)
    second.child.kill('SIGTERM')
    await pause(300)
    const again = Date.now()
    second.child.kill('SIGINT')
    const forced = await second.exited
    expect(forced.code).toBe(1)
    expect(forced.at - again).toBeLessThan(1_000)
  }, 300_000)
})
