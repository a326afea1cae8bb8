import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { ConsoleClient, consoleOrigin } from './console-harness'
import {
  closeInstances,
  signInAs,
  startInstances,
  useTransport,
  type TestPlatform,
} from './platform'

// The console's platform settings (server/platform/console/calls/settings.ts) as the portal meets
// them: a maintenance window read on the platform's clock by every instance, with no timer; the
// countries a merchant blocks, believed from a trusted balancer alone; the withdrawal review
// switch; the merchants' seeded differences; and auth.me's zone and currency per merchant.
const controlSecret = 'system-schedule-control-secret'
let a: TestPlatform
let b: TestPlatform
let owner: ConsoleClient
let lucky: number

type Settings = {
  maintenance: boolean
  maintenanceWindow: { start: string; end: string } | null
  blockedCountries: string[]
  finance: { withdrawalReview: boolean; adjustmentApprovalAbove: number }
  revision: string
}

const settings = () => owner.value('settings.get', {}, lucky) as Promise<Settings>
const save = async (patch: Partial<Settings>) =>
  (await owner.value('settings.update', { ...(await settings()), ...patch }, lucky)) as Settings

async function moveClock(body: { advanceMs: number } | { reset: true }) {
  const response = await fetch(`${a.origin}/__control/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-control-secret': controlSecret },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
}

/** A portal call at LUCKY01's host of an instance, as a browser behind the balancer makes it. */
async function portal(on: TestPlatform, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${on.baseAt('LUCKY01')}${path}`, {
    headers: { merchant: 'LUCKY01', ...headers },
  })
  const body = (await response.json()) as { success: boolean; value: unknown }
  return { status: response.status, ...body }
}

beforeAll(async () => {
  ;({ a, b } = await startInstances({ controlSecret }))
  lucky = (await a.db.query<{ id: number }>(`SELECT id FROM merchants WHERE code = 'LUCKY01'`))[0]!
    .id
  owner = new ConsoleClient(consoleOrigin(a.origin))
  await owner.signIn('default.owner')
}, 60_000)

afterAll(() => closeInstances(a, b))

describe('a planned maintenance window', () => {
  afterEach(async () => {
    await moveClock({ reset: true })
    await save({ maintenanceWindow: null })
  })

  it('closes the portal from its start to its end on the platform clock, on every instance', async () => {
    // Ten minutes each way: the owner's console session (15 minutes idle) lives through it.
    const now = a.platform.clock.now().getTime()
    const step = 600_000
    const window = {
      start: new Date(now + step).toISOString(),
      end: new Date(now + 2 * step).toISOString(),
    }
    const saved = await save({ maintenanceWindow: window })
    expect(saved.maintenanceWindow).toEqual(window)
    expect(saved.maintenance).toBe(false)

    // Before: open, and the answer names the time left to the start (once instance b has heard
    // of the saved window: the settings reach it through the events, a moment after the save).
    let before = await portal(b, '/system/status')
    await expect
      .poll(async () => {
        before = await portal(b, '/system/status')
        return (before.value as { nextChangeMs?: number }).nextChangeMs
      })
      .toBeGreaterThan(step - 30_000)
    expect(before.value).toMatchObject({ status: 0 })
    const toStart = (before.value as { nextChangeMs: number }).nextChangeMs
    expect(toStart).toBeLessThanOrEqual(step)
    expect((await portal(b, '/auth/public-key')).success).toBe(true)

    // Within: closed, the answer names the time left to the end; every call but the system ones
    // is refused with a stable code.
    await moveClock({ advanceMs: step })
    await expect
      .poll(async () => ((await portal(b, '/system/status')).value as { status: number }).status)
      .toBe(1)
    const during = (await portal(b, '/system/status')).value as { nextChangeMs: number }
    expect(during.nextChangeMs).toBeGreaterThan(step - 30_000)
    expect(during.nextChangeMs).toBeLessThanOrEqual(step)
    expect((await portal(a, '/system/permission?url=default.localhost')).value).toMatchObject({
      maintenance: true,
    })
    const refused = await portal(b, '/auth/public-key')
    expect(refused).toMatchObject({ status: 503, success: false, value: { code: 'maintenance' } })
    expect((await portal(b, '/system/menu')).success).toBe(true)
    // The console stays open to its operators.
    expect((await settings()).maintenanceWindow).toEqual(window)

    // After: open again, nothing planned.
    await moveClock({ advanceMs: step })
    await expect.poll(async () => (await portal(b, '/system/status')).value).toEqual({ status: 0 })
    expect((await portal(a, '/auth/public-key')).success).toBe(true)
  })

  it('refuses a window that ends before it starts, changing nothing', async () => {
    const current = await settings()
    const start = new Date(Date.now() + 60_000).toISOString()
    const answer = await owner.call(
      'settings.update',
      { ...current, maintenanceWindow: { start, end: start } },
      lucky,
    )
    expect(answer.body.code).toBe('badRequest')
    expect(await settings()).toEqual(current)
  })

  it('keeps maintenance switched on now whatever the window says', async () => {
    const now = a.platform.clock.now().getTime()
    await save({
      maintenance: true,
      maintenanceWindow: {
        start: new Date(now + 60_000).toISOString(),
        end: new Date(now + 120_000).toISOString(),
      },
    })
    await expect.poll(async () => (await portal(b, '/system/status')).value).toEqual({ status: 1 })
    await save({ maintenance: false })
    await expect
      .poll(async () => ((await portal(b, '/system/status')).value as { status: number }).status)
      .toBe(0)
  })
})

describe('blocked countries', () => {
  afterEach(async () => {
    delete process.env.TRUST_PROXY
    await save({ blockedCountries: [] })
  })

  it('refuses a blocked country named by a trusted balancer, and believes no one else', async () => {
    const saved = await save({ blockedCountries: ['VN', 'KH'] })
    expect(saved.blockedCountries).toEqual(['KH', 'VN'])
    const fromVietnam = { 'x-client-country': 'VN' }

    // Behind a trusted balancer, the country it names is believed — on the other instance too, once
    // the saved list has reached it through the events (asked again until it has).
    process.env.TRUST_PROXY = '127.0.0.1'
    await expect
      .poll(async () => (await portal(b, '/system/status', fromVietnam)).value)
      .toEqual({ status: 2 })
    expect((await portal(a, '/system/status', { 'x-client-country': 'vn' })).value).toEqual({
      status: 2,
    })
    expect(
      (await portal(b, '/system/permission?url=default.localhost', fromVietnam)).value,
    ).toMatchObject({
      regionRestriction: true,
      maintenance: false,
    })
    expect(await portal(b, '/auth/public-key', fromVietnam)).toMatchObject({
      status: 403,
      success: false,
      value: { code: 'regionBlocked' },
    })
    // Another country, no header, or a header that names no country: open.
    const others: Record<string, string>[] = [
      { 'x-client-country': 'PH' },
      {},
      { 'x-client-country': 'Vietnam' },
    ]
    for (const headers of others)
      expect((await portal(b, '/system/status', headers)).value).toEqual({ status: 0 })

    // The test's own address is no trusted proxy: a client cannot name its country.
    delete process.env.TRUST_PROXY
    expect((await portal(b, '/system/status', fromVietnam)).value).toEqual({ status: 0 })
    expect((await portal(b, '/auth/public-key', fromVietnam)).success).toBe(true)

    // Health and the operator console are never refused.
    const health = await fetch(`${a.origin}/healthz`, { headers: fromVietnam })
    expect(health.status).toBe(200)
    const consoleAnswer = await owner.call('settings.get', {}, lucky, {
      'x-console': '1',
      ...fromVietnam,
    })
    expect(consoleAnswer.status).toBe(200)
  })

  it('refuses a code that is not two capital letters', async () => {
    const current = await settings()
    const answer = await owner.call(
      'settings.update',
      { ...current, blockedCountries: ['Vietnam'] },
      lucky,
    )
    expect(answer.status).toBe(400)
    expect(await settings()).toEqual(current)
  })
})

describe('the finance switches', () => {
  const paymentPassword = '246810'

  it('turning withdrawal review off pays the next withdrawal out as placed; both audited', async () => {
    await signInAs(a, 'demo_member')
    const banks = await call('finance.banks')
    if (!banks.paymentPasswordSet)
      await call('finance.paymentPassword', { loginPassword: 'Demo1234', paymentPassword })
    const bankId =
      banks.list[0]?.id ??
      (
        await call('finance.bindBank', {
          bankName: 'BDO Unibank',
          accountNo: '5550002222',
          holderName: 'Demo Member',
          paymentPassword,
        })
      ).list[0]!.id
    const review = async (orderId: string) =>
      (
        await a.db.query<{ review: string | null }>(
          'SELECT review FROM withdrawal_orders WHERE id = $1',
          [orderId],
        )
      )[0]!.review

    await save({ finance: { withdrawalReview: true, adjustmentApprovalAbove: 250_000 } })
    await expect
      .poll(async () => (await a.platform.settings('LUCKY01')).finance.withdrawalReview)
      .toBe(true)
    const held = await call('finance.withdraw', { bankId, amount: 10_200, paymentPassword })
    expect(await review(held.orderId)).toBe('pending')

    const off = await save({
      finance: { withdrawalReview: false, adjustmentApprovalAbove: 250_000 },
    })
    expect(off.finance).toEqual({ withdrawalReview: false, adjustmentApprovalAbove: 250_000 })
    await expect
      .poll(async () => (await a.platform.settings('LUCKY01')).finance.withdrawalReview)
      .toBe(false)
    const paid = await call('finance.withdraw', { bankId, amount: 10_300, paymentPassword })
    expect(await review(paid.orderId)).toBeNull()
    // The other finance settings are the merchant's still.
    expect((await a.platform.settings('LUCKY01')).finance).toMatchObject({
      withdrawMin: 10_000,
      adjustmentApprovalAbove: 250_000,
    })

    const audit = (await owner.value('audit.search', { action: 'settings.' }, lucky)) as {
      rows: { before: Settings; after: Settings }[]
    }
    expect(audit.rows[0]!.before.finance.withdrawalReview).toBe(true)
    expect(audit.rows[0]!.after.finance.withdrawalReview).toBe(false)
  })
})

describe('the seeded merchants', () => {
  type Rule = { enabled: boolean; required: boolean; minLength: number; maxLength: number }
  const served = async (merchant: string) => {
    useTransport(a.base, merchant)
    const { fields } = (await call('system.registerConfig')) as { fields: Record<string, Rule> }
    return { fields, menu: await call('system.menu') }
  }

  it('differ in the registration form and the menu, as the system calls serve them', async () => {
    const lucky01 = await served('LUCKY01')
    expect(lucky01.fields.email).toMatchObject({ enabled: true, required: false })
    expect(lucky01.fields.mobileNum).toMatchObject({ enabled: true, required: false })
    expect(lucky01.fields.payeeName).toMatchObject({ enabled: true })
    expect(lucky01.fields.username).toMatchObject({ minLength: 6, maxLength: 16 })
    expect(lucky01.menu.freePlay).toBe(true)

    const jade = await served('JADE_PH')
    expect(jade.fields.email).toMatchObject({ enabled: true, required: true })
    expect(jade.fields.payeeName).toMatchObject({ enabled: false })
    expect(jade.fields.username).toMatchObject({ minLength: 8, maxLength: 16 })
    expect(jade.menu.freePlay).toBe(true)

    const nova = await served('NOVA88')
    expect(nova.fields.mobileNum).toMatchObject({
      enabled: true,
      required: true,
      minLength: 9,
      maxLength: 11,
    })
    expect(nova.fields.email).toMatchObject({ enabled: false })
    expect(nova.menu.freePlay).toBe(false)
  })

  it("answers each merchant's zone and currency in auth.me", async () => {
    const multi = new ConsoleClient(consoleOrigin(a.origin))
    await multi.signIn('multi.ops')
    const me = (await multi.value('auth.me')) as {
      merchants: { code: string; timeZone: string; currency: unknown }[]
    }
    expect(
      me.merchants.map(({ code, timeZone, currency }) => ({ code, timeZone, currency })),
    ).toEqual([
      { code: 'LUCKY01', timeZone: 'UTC', currency: { code: 'PHP', symbol: 'P', minorUnits: 2 } },
      {
        code: 'JADE_PH',
        timeZone: 'Asia/Manila',
        currency: { code: 'PHP', symbol: '₱', minorUnits: 2 },
      },
    ])
    const nova = new ConsoleClient(consoleOrigin(b.origin))
    await nova.signIn('nova.support')
    const novaMe = (await nova.value('auth.me')) as {
      merchants: { timeZone: string; currency: { code: string; minorUnits: number } }[]
    }
    expect(novaMe.merchants[0]).toMatchObject({
      timeZone: 'Asia/Ho_Chi_Minh',
      currency: { code: 'VND', minorUnits: 0 },
    })
  })
})
