import { afterAll, beforeAll, expect, it } from 'vitest'
import { closeInstances, startInstances, type TestPlatform } from './platform'

// Two instances over ONE database, as behind a balancer: the test control API's request reaches
// one of them, and the other follows what it changed (the suites that run through HAProxy change
// a merchant's switches, move the clock and reset the data through whichever instance answers).
const secret = 'instances-control-secret'
let a: TestPlatform
let b: TestPlatform
beforeAll(async () => {
  ;({ a, b } = await startInstances({ controlSecret: secret }))
}, 60_000)
afterAll(() => closeInstances(a, b))

const control = (server: TestPlatform, path: string, method: string, body?: object) =>
  fetch(`${server.origin}/__control${path}`, {
    method,
    headers: { 'x-control-secret': secret, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  })

/** The menu switches at the merchant's site, as one instance serves them. */
async function menuOf(server: TestPlatform) {
  const response = await fetch(`${server.baseAt('LUCKY01')}/system/menu`, {
    headers: { merchant: 'LUCKY01' },
  })
  const { value } = (await response.json()) as { value: { freePlay: boolean } }
  return value
}

it('a merchant switch changed through one instance is served by the other within moments', async () => {
  const before = (await menuOf(b)).freePlay
  const patch = (freePlay: boolean) =>
    control(a, '/merchants/LUCKY01/settings', 'PATCH', { menu: { freePlay } })
  expect((await patch(!before)).ok).toBe(true)
  await expect.poll(async () => (await menuOf(b)).freePlay, { timeout: 5000 }).toBe(!before)
  await patch(before)
  await expect.poll(async () => (await menuOf(b)).freePlay, { timeout: 5000 }).toBe(before)
})

it('the clock moved through one instance moves on the other, and a reset makes both real', async () => {
  const hour = 3_600_000
  expect((await control(a, '/clock', 'POST', { advanceMs: 2 * hour })).ok).toBe(true)
  await expect
    .poll(() => b.platform.clock.offset, { timeout: 5000 })
    .toBeGreaterThanOrEqual(2 * hour)
  expect((await control(a, '/reset', 'POST')).ok).toBe(true)
  await expect.poll(() => b.platform.clock.offset, { timeout: 5000 }).toBe(0)
})
