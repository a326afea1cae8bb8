import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { ConsoleClient, consoleOrigin } from './console-harness'
import { startPlatform, useTransport, type TestPlatform } from './platform'

// Notices edited in the console (server/platform/console/calls/notices.ts): HTML cleaned when
// saved, per merchant, audited, refused when stale, and shown by the portal's content.notices
// while their schedule holds the platform's clock.
let server: TestPlatform
let content: ConsoleClient
let novaContent: ConsoleClient
let lucky: number
let nova: number

type Notice = {
  id: string
  type: string
  title: Record<string, string>
  content: Record<string, string>
  startAt: string
  endAt: string | null
  revision: number
  state: string
}

const newNotice = (title: string, extra: Record<string, unknown> = {}) => ({
  type: 'B',
  title: { EN: title },
  content: { EN: `<p>${title}</p>` },
  startAt: new Date(server.platform.clock.now().getTime() - 60_000).toISOString(),
  endAt: null,
  ...extra,
})

const portalNotices = async (merchant = 'LUCKY01', language = 'EN') => {
  const state = useTransport(server.base, merchant)
  state.language = language
  return (await call('content.notices', {})).list
}

beforeAll(async () => {
  server = await startPlatform()
  const ids = await server.db.query<{ id: number; code: string }>(
    `SELECT id, code FROM merchants WHERE code IN ('LUCKY01', 'NOVA88')`,
  )
  lucky = ids.find((m) => m.code === 'LUCKY01')!.id
  nova = ids.find((m) => m.code === 'NOVA88')!.id
  content = new ConsoleClient(consoleOrigin(server.origin))
  await content.signIn('default.content')
  novaContent = new ConsoleClient(consoleOrigin(server.origin))
  await novaContent.signIn('nova.content')
}, 180_000)

afterAll(() => server?.close())

describe('notices', () => {
  it('saves a notice with its HTML cleaned, shows it on the portal, audits every change', async () => {
    const saved = (await content.value(
      'notices.save',
      newNotice('Bank holiday', {
        type: 'H',
        title: { EN: 'Bank holiday', TH: 'วันหยุดธนาคาร' },
        content: {
          EN: '<p onclick="steal()">Closed <b>Monday</b><script>alert(1)</script><a href="javascript:alert(1)">more</a></p>',
          TH: '<p>ปิดวันจันทร์</p>',
        },
      }),
      lucky,
    )) as Notice
    expect(saved).toMatchObject({ type: 'H', revision: 1, state: 'running' })
    expect(saved.content.EN).toBe('<p>Closed <b>Monday</b><a>more</a></p>')
    const shown = (await portalNotices('LUCKY01', 'TH')).find((n) => n.id === saved.id)
    expect(shown).toMatchObject({ type: 'H', title: 'วันหยุดธนาคาร', content: '<p>ปิดวันจันทร์</p>' })

    const changed = (await content.value(
      'notices.save',
      { ...newNotice('Bank holiday moved'), id: saved.id, revision: 1 },
      lucky,
    )) as Notice
    expect(changed.revision).toBe(2)
    const stale = await content.call(
      'notices.save',
      { ...newNotice('Too late'), id: saved.id, revision: 1 },
      lucky,
    )
    expect(stale.status).toBe(409)
    expect(stale.body.code).toBe('conflict')
    await content.value('notices.remove', { id: saved.id, revision: 2 }, lucky)
    expect((await portalNotices()).some((n) => n.id === saved.id)).toBe(false)

    const audit = await server.db.query<{
      action: string
      before: Notice | null
      after: Notice | null
    }>('SELECT action, before, after FROM audit_log WHERE target = $1 ORDER BY id', [
      `notice:${saved.id}`,
    ])
    expect(audit.map((row) => row.action)).toEqual([
      'notices.create',
      'notices.update',
      'notices.remove',
    ])
    expect(audit[1]!.before?.title.EN).toBe('Bank holiday')
    expect(audit[1]!.after?.title.EN).toBe('Bank holiday moved')
  })

  it("refuses another merchant's notice and languages the brand does not offer", async () => {
    const ours = (await content.value('notices.save', newNotice('Ours'), lucky)) as Notice
    const taken = await novaContent.call(
      'notices.save',
      {
        ...newNotice('Theirs', { title: { VI: 'Của họ' }, content: { VI: '<p>x</p>' } }),
        id: ours.id,
        revision: 1,
      },
      nova,
    )
    expect(taken.body.code).toBe('notFound')
    expect(
      (await novaContent.call('notices.remove', { id: ours.id, revision: 1 }, nova)).body.code,
    ).toBe('notFound')
    // Nova's default language is VI: a notice without it is refused, CN is not Nova's.
    expect(
      (await novaContent.call('notices.save', newNotice('English only'), nova)).body.code,
    ).toBe('badRequest')
    const cn = await novaContent.call(
      'notices.save',
      newNotice('x', { title: { VI: 'Tin', CN: '消息' } }),
      nova,
    )
    expect(cn.body.code).toBe('badRequest')
    const listed = (await novaContent.value('notices.list', {}, nova)) as {
      notices: Notice[]
      languages: string[]
    }
    expect(listed.languages).toEqual(['VI', 'EN', 'TH'])
    expect(listed.notices.some((n) => n.id === ours.id)).toBe(false)
  })

  it('shows a notice only between its start and end at the platform clock', async () => {
    const now = server.platform.clock.now().getTime()
    const day = 86_400_000
    const saved = (await content.value(
      'notices.save',
      newNotice('Tomorrow only', {
        startAt: new Date(now + day).toISOString(),
        endAt: new Date(now + 2 * day).toISOString(),
      }),
      lucky,
    )) as Notice
    expect(saved.state).toBe('scheduled')
    const shown = async () => (await portalNotices()).some((n) => n.id === saved.id)
    expect(await shown()).toBe(false)
    try {
      await server.platform.clock.set(new Date(now + day + 60_000))
      expect(await shown()).toBe(true)
      await server.platform.clock.set(new Date(now + 2 * day + 60_000))
      expect(await shown()).toBe(false)
    } finally {
      await server.platform.clock.reset()
    }
  })
})
