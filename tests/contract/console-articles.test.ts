import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { ConsoleClient, consoleOrigin } from './console-harness'
import { signInAs, startPlatform, useTransport, type TestPlatform } from './platform'

// Help articles, blog posts and agent announcements written in the console
// (server/platform/console/content.ts): per language of the brand, answered by the portal's
// calls in each language, scoped by merchant, audited, stale saves refused, HTML cleaned.
let server: TestPlatform
let content: ConsoleClient
let owner: ConsoleClient
let novaContent: ConsoleClient
let lucky: number
let nova: number

interface Item {
  id: string
  revision: number
}

beforeAll(async () => {
  server = await startPlatform()
  const ids = await server.db.query<{ id: number; code: string }>(
    `SELECT id, code FROM merchants WHERE code IN ('LUCKY01', 'NOVA88')`,
  )
  lucky = ids.find((r) => r.code === 'LUCKY01')!.id
  nova = ids.find((r) => r.code === 'NOVA88')!.id
  content = new ConsoleClient(consoleOrigin(server.origin))
  await content.signIn('default.content')
  owner = new ConsoleClient(consoleOrigin(server.origin))
  await owner.signIn('default.owner')
  novaContent = new ConsoleClient(consoleOrigin(server.origin))
  await novaContent.signIn('nova.content')
}, 60_000)

afterAll(() => server.close())

/** The actions the audit log holds for one target. */
async function audited(target: string) {
  const audit = (await owner.value('audit.search', { pageSize: 100 }, lucky)) as {
    rows: { action: string; target: string }[]
  }
  return audit.rows
    .filter((r) => r.target === target)
    .map((r) => r.action)
    .sort()
}

describe('help articles in the console', () => {
  it('saves per language, the portal answers each, a stale save is refused, all audited', async () => {
    const { item } = (await content.value(
      'help.save',
      {
        category: 'deposit',
        title: { EN: 'How long does a deposit take?', TH: 'การฝากเงินใช้เวลานานเท่าไร' },
        content: {
          EN: '<p>Minutes.<img src="javascript:alert(1)"><a href="/promotions">See</a></p>',
          TH: '<p>ไม่กี่นาที</p>',
        },
        sort: -20,
      },
      lucky,
    )) as { item: Item & { content: Record<string, string> } }
    expect(item.content.EN).toBe('<p>Minutes.<img /><a href="/promotions">See</a></p>')
    const portal = useTransport(server.base, 'LUCKY01')
    const article = async () =>
      (await call('content.help', {})).categories
        .flatMap((c) => c.articles)
        .find((x) => x.id === item.id)
    portal.language = 'TH'
    expect(await article()).toMatchObject({
      title: 'การฝากเงินใช้เวลานานเท่าไร',
      content: '<p>ไม่กี่นาที</p>',
    })
    portal.language = 'VI'
    expect((await article())?.title).toBe('How long does a deposit take?')

    const edit = {
      id: item.id,
      category: 'deposit',
      title: { EN: 'Deposit times' },
      content: { EN: '<p>Minutes.</p>' },
      sort: -20,
    }
    const saved = (await owner.value('help.save', { ...edit, revision: item.revision }, lucky)) as {
      item: Item
    }
    const stale = await content.call('help.save', { ...edit, revision: item.revision }, lucky)
    expect([stale.status, stale.body.code]).toEqual([409, 'conflict'])
    portal.language = 'EN'
    expect((await article())?.title).toBe('Deposit times')
    // Another merchant's operator finds no such article.
    const foreign = await novaContent.call(
      'help.remove',
      { id: item.id, revision: saved.item.revision },
      nova,
    )
    expect([foreign.status, foreign.body.code]).toEqual([404, 'notFound'])
    await content.value('help.remove', { id: item.id, revision: saved.item.revision }, lucky)
    expect(await article()).toBeUndefined()
    expect(await audited(`help:${item.id}`)).toEqual(['help.create', 'help.remove', 'help.update'])
  })
  it('edits a seeded article of a brand with fewer languages, keeping the texts it cannot edit', async () => {
    type Article = Item & {
      category: string
      title: Record<string, string>
      content: Record<string, string>
      sort: number
    }
    const { list, languages } = (await novaContent.value('help.list', {}, nova)) as {
      list: Article[]
      languages: string[]
    }
    expect(languages).toEqual(['VI', 'EN', 'TH'])
    const seeded = list.find((a) => 'CN' in a.title)!
    const edit = {
      id: seeded.id,
      revision: seeded.revision,
      category: seeded.category,
      sort: seeded.sort,
    }
    // A language the brand does not offer may not be written anew…
    const changed = await novaContent.call(
      'help.save',
      { ...edit, title: { ...seeded.title, CN: '新标题' }, content: seeded.content },
      nova,
    )
    expect([changed.status, changed.body.code]).toEqual([400, 'badRequest'])
    // …but stays as it was while the brand's languages change.
    const { item } = (await novaContent.value(
      'help.save',
      { ...edit, title: { ...seeded.title, VI: 'Tiêu đề mới' }, content: seeded.content },
      nova,
    )) as { item: Article }
    expect(item.title).toEqual({ ...seeded.title, VI: 'Tiêu đề mới' })
  })
})

describe('blog posts in the console', () => {
  it('publishes a post in one language of the brand; the portal lists it in that language', async () => {
    const { item } = (await content.value(
      'blog.save',
      {
        language: 'VI',
        title: 'Mẹo chơi có trách nhiệm',
        summary: 'Đặt giới hạn trước khi chơi.',
        body: '<p>Đặt giới hạn.</p><script>steal()</script>',
        publishedAt: new Date(Date.now() - 60_000).toISOString(),
      },
      lucky,
    )) as { item: Item & { body: string } }
    expect(item.body).toBe('<p>Đặt giới hạn.</p>')
    const portal = useTransport(server.base, 'LUCKY01')
    portal.language = 'VI'
    expect((await call('community.blogPosts', {})).list.map((p) => p.id)).toContain(item.id)
    portal.language = 'EN'
    expect((await call('community.blogPosts', {})).list.map((p) => p.id)).not.toContain(item.id)
    expect((await call('community.blogPost', { id: item.id })).title).toBe(
      'Mẹo chơi có trách nhiệm',
    )
    // A language the brand does not offer is refused (jade's brand offers no VI, LUCKY01's no JA).
    const wrong = await content.call(
      'blog.save',
      { language: 'JA', title: 'x', summary: '', body: '', publishedAt: new Date().toISOString() },
      lucky,
    )
    expect(wrong.status).toBe(400)
    const stale = await content.call(
      'blog.remove',
      { id: item.id, revision: item.revision + 1 },
      lucky,
    )
    expect(stale.status).toBe(409)
    await content.value('blog.remove', { id: item.id, revision: item.revision }, lucky)
    expect(await audited(`blog:${item.id}`)).toEqual(['blog.create', 'blog.remove'])
  })

  it('keeps a scheduled post out of the portal until its time', async () => {
    const { item } = (await content.value(
      'blog.save',
      {
        language: 'EN',
        title: 'Coming soon',
        summary: '',
        body: '<p>Later</p>',
        publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
      lucky,
    )) as { item: Item }
    useTransport(server.base, 'LUCKY01')
    expect((await call('community.blogPosts', {})).list.map((p) => p.id)).not.toContain(item.id)
    const listed = (await content.value('blog.list', {}, lucky)) as { list: Item[] }
    expect(listed.list.map((p) => p.id)).toContain(item.id)
  })
})

describe('agent announcements in the console', () => {
  it('writes per language; agent.announcements answers the agent’s language, else English', async () => {
    const { item } = (await content.value(
      'announcements.save',
      {
        title: { EN: 'New commission table', CN: '新佣金表' },
        content: { EN: 'From Monday.', CN: '从周一开始。' },
      },
      lucky,
    )) as { item: Item }
    const agent = await signInAs(server, 'demo_agent')
    agent.language = 'CN'
    const inChinese = (await call('agent.announcements', {})).list.find((x) => x.id === item.id)
    expect(inChinese).toMatchObject({ title: '新佣金表', content: '从周一开始。' })
    agent.language = 'TH'
    const inThai = (await call('agent.announcements', {})).list.find((x) => x.id === item.id)
    expect(inThai?.title).toBe('New commission table')
    // Rows written before the languages (seed, control API) still answer their one text.
    const seeded = (await call('agent.announcements', {})).list.filter((x) => x.id !== item.id)
    expect(seeded.length).toBeGreaterThan(0)
    expect(seeded.every((x) => x.title.length > 0)).toBe(true)
    // In the console, such a row's one text is in the brand's default language (nova: VI).
    const novaList = (await novaContent.value('announcements.list', {}, nova)) as {
      list: { title: Record<string, string> }[]
    }
    expect(novaList.list.length).toBeGreaterThan(0)
    expect(novaList.list.every((x) => Object.keys(x.title).join() === 'VI')).toBe(true)

    const readonly = new ConsoleClient(consoleOrigin(server.origin))
    await readonly.signIn('default.readonly')
    const refused = await readonly.call(
      'announcements.save',
      { id: item.id, revision: item.revision, title: { EN: 'x' }, content: {} },
      lucky,
    )
    expect(refused.body.code).toBe('forbidden')
    const missingTitle = await content.call(
      'announcements.save',
      { id: item.id, revision: item.revision, title: { EN: '  ' }, content: {} },
      lucky,
    )
    expect(missingTitle.status).toBe(400)
    await content.value('announcements.remove', { id: item.id, revision: item.revision }, lucky)
    expect(await audited(`announcement:${item.id}`)).toEqual([
      'announcement.create',
      'announcement.remove',
    ])
  })
})
