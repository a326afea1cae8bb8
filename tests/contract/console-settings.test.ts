import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { ConsoleClient, consoleOrigin } from './console-harness'
import { closeInstances, startInstances, useTransport, type TestPlatform } from './platform'

// A merchant's settings edited in the console (server/platform/console/calls/settings.ts): audited
// with before and after, seen by the portal on every instance without a restart, and searchable
// in the audit log.
let a: TestPlatform
let b: TestPlatform
let owner: ConsoleClient
let readonly: ConsoleClient
let lucky: number

type Settings = {
  menu: Record<string, boolean>
  whitelabel: Record<string, boolean>
  maintenance: boolean
  customerServicePath: string
  registrationFields: Record<
    string,
    { acceptedPattern: string; minLength: number; maxLength: number }
  >
  revision: string
  vipCustomerServicePath: string
}

beforeAll(async () => {
  ;({ a, b } = await startInstances())
  lucky = (await a.db.query<{ id: number }>(`SELECT id FROM merchants WHERE code = 'LUCKY01'`))[0]!
    .id
  owner = new ConsoleClient(consoleOrigin(a.origin))
  await owner.signIn('default.owner')
  readonly = new ConsoleClient(consoleOrigin(b.origin))
  await readonly.signIn('default.readonly')
}, 60_000)

afterAll(() => closeInstances(a, b))

describe('settings', () => {
  it('changes a whitelabel flag: audited, and the portal of the other instance sees it', async () => {
    const before = (await owner.value('settings.get', {}, lucky)) as Settings
    const flag = Object.keys(before.whitelabel)[0]!
    const next = {
      ...before,
      whitelabel: { ...before.whitelabel, [flag]: !before.whitelabel[flag] },
    }
    const saved = (await owner.value('settings.update', next, lucky)) as Settings
    expect(saved.whitelabel[flag]).toBe(!before.whitelabel[flag])
    // The portal reads the merchant's flags at the brand's host of the other instance.
    useTransport(b.base, 'LUCKY01')
    await expect
      .poll(
        async () =>
          (await call('system.permission', { url: 'default.localhost' })).info.whitelabel[flag],
      )
      .toBe(!before.whitelabel[flag])
    const audit = (await readonly.value('audit.search', { action: 'settings.' }, lucky)) as {
      rows: { operator: string; action: string; before: Settings; after: Settings }[]
      total: number
    }
    expect(audit.total).toBe(1)
    expect(audit.rows[0]).toMatchObject({ operator: 'default.owner', action: 'settings.update' })
    expect(audit.rows[0]!.before.whitelabel[flag]).toBe(before.whitelabel[flag])
    expect(audit.rows[0]!.after.whitelabel[flag]).toBe(!before.whitelabel[flag])
  })

  it('puts the portal under maintenance and back', async () => {
    const current = (await owner.value('settings.get', {}, lucky)) as Settings
    const during = (await owner.value(
      'settings.update',
      { ...current, maintenance: true },
      lucky,
    )) as Settings
    useTransport(b.base, 'LUCKY01')
    await expect.poll(async () => (await call('system.status')).status).toBe(1)
    await owner.value('settings.update', { ...during, maintenance: false }, lucky)
    await expect.poll(async () => (await call('system.status')).status).toBe(0)
  })

  it('refuses a hostile pattern, an unknown key and a read-only operator, changing nothing', async () => {
    const current = (await owner.value('settings.get', {}, lucky)) as Settings
    const field = Object.keys(current.registrationFields)[0]!
    const hostile = {
      ...current,
      registrationFields: {
        ...current.registrationFields,
        [field]: { ...current.registrationFields[field]!, acceptedPattern: '^(a+)+(?!b)$' },
      },
    }
    expect((await owner.call('settings.update', hostile, lucky)).body.code).toBe('badPattern')
    const broken = {
      ...current,
      registrationFields: {
        ...current.registrationFields,
        [field]: { ...current.registrationFields[field]!, acceptedPattern: '([' },
      },
    }
    expect((await owner.call('settings.update', broken, lucky)).body.code).toBe('badPattern')
    const unknown = { ...current, menu: { ...current.menu, notASwitch: true } }
    expect((await owner.call('settings.update', unknown, lucky)).body.code).toBe('badRequest')
    expect((await readonly.call('settings.update', current, lucky)).body.code).toBe('forbidden')
    expect(await owner.value('settings.get', {}, lucky)).toEqual(current)
    const audit = (await owner.value('audit.search', {}, lucky)) as { total: number }
    expect(audit.total).toBe(3) // the flag, maintenance on, maintenance off
  })

  it('searches the audit log by operator, action, time range, a page at a time', async () => {
    const page = (await owner.value('audit.search', { pageSize: 2, page: 2 }, lucky)) as {
      rows: { action: string }[]
      total: number
    }
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 })
    expect(page.rows).toHaveLength(1)
    const past = (await owner.value('audit.search', { pageSize: 2, page: 9 }, lucky)) as {
      rows: unknown[]
      total: number
    }
    expect(past).toMatchObject({ rows: [], total: 3 })
    const none = (await owner.value('audit.search', { operator: 'default.readonly' }, lucky)) as {
      total: number
    }
    expect(none.total).toBe(0)
    const future = (await owner.value('audit.search', { from: '2999-01-01' }, lucky)) as {
      total: number
    }
    expect(future.total).toBe(0)
    const today = new Date().toISOString().slice(0, 10)
    const inRange = (await owner.value(
      'audit.search',
      { from: today, action: 'settings.update' },
      lucky,
    )) as {
      total: number
    }
    expect(inRange.total).toBe(3)
    expect((await owner.call('audit.search', { from: '2026-02-31T99:00' }, lucky)).status).toBe(400)
  })
})

// After the audit log's counts above: two more saves.
describe('two operators saving at once', () => {
  it('refuses a save made from settings another operator changed since, undoing nothing', async () => {
    const other = new ConsoleClient(consoleOrigin(b.origin))
    await other.signIn('default.owner', 1)
    const read = (await owner.value('settings.get', {}, lucky)) as Settings
    const readToo = (await other.value('settings.get', {}, lucky)) as Settings
    expect(readToo.revision).toBe(read.revision)
    const saved = (await other.value(
      'settings.update',
      { ...readToo, vipCustomerServicePath: '/vip-desk' },
      lucky,
    )) as Settings
    expect(saved.revision).not.toBe(read.revision)
    const late = await owner.call(
      'settings.update',
      { ...read, customerServicePath: '/desk' },
      lucky,
    )
    expect(late).toMatchObject({ status: 409, body: { code: 'conflict' } })
    const now = (await owner.value('settings.get', {}, lucky)) as Settings
    expect(now).toMatchObject({
      vipCustomerServicePath: '/vip-desk',
      customerServicePath: read.customerServicePath,
    })
    await owner.value(
      'settings.update',
      { ...now, vipCustomerServicePath: read.vipCustomerServicePath },
      lucky,
    )
  })
})
