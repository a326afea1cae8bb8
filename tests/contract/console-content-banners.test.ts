import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { atBrand } from '../lib/brand-hosts'
import { ConsoleClient, consoleOrigin } from './console-harness'
import { startPlatform, useTransport, type TestPlatform } from './platform'

// Banners edited in the console (server/platform/console/calls/banners.ts): saved, listed and
// removed per merchant, audited, refused when stale; pictures checked by their bytes, re-encoded
// and served on the brand's host; the portal's content.banners honours the schedule.
let server: TestPlatform
let content: ConsoleClient
let readonly: ConsoleClient
let jadeContent: ConsoleClient
let lucky: number
let jade: number

type Banner = {
  id: string
  group: string
  title: Record<string, string>
  linkageType: string
  target: string
  startAt: string | null
  endAt: string | null
  image: { key: string; src: string; src2x: string } | null
  languageImages: Record<string, { key: string; src: string }>
  revision: number
  state: string
}
type Upload = { key: string; src: string; src2x: string; type: string; sourceWidth: number }

/** A picture of a size and type, as an operator's file would hold it. */
const picture = (width: number, height: number, type: 'png' | 'jpeg' | 'webp' = 'png') =>
  sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .toFormat(type)
    .toBuffer()

const base64 = (bytes: Buffer) => bytes.toString('base64')

const newBanner = (title: string, extra: Record<string, unknown> = {}) => ({
  group: 'w_home',
  title: { EN: title },
  linkageType: 'none',
  target: '',
  sort: -1,
  startAt: null,
  endAt: null,
  imageKey: null,
  languageImages: {},
  ...extra,
})

const homeBanners = async (merchant = 'LUCKY01', language = 'EN') => {
  const state = useTransport(server.base, merchant)
  state.language = language
  return (await call('content.banners', { group: 'w_home' })).list
}

beforeAll(async () => {
  server = await startPlatform()
  const ids = await server.db.query<{ id: number; code: string }>(
    `SELECT id, code FROM merchants WHERE code IN ('LUCKY01', 'JADE_PH')`,
  )
  lucky = ids.find((m) => m.code === 'LUCKY01')!.id
  jade = ids.find((m) => m.code === 'JADE_PH')!.id
  content = new ConsoleClient(consoleOrigin(server.origin))
  await content.signIn('default.content')
  readonly = new ConsoleClient(consoleOrigin(server.origin))
  await readonly.signIn('default.readonly')
  jadeContent = new ConsoleClient(consoleOrigin(server.origin))
  await jadeContent.signIn('jade.content')
}, 180_000)

afterAll(() => server?.close())

describe('banners', () => {
  it('saves, lists and removes a banner, each change audited with before and after', async () => {
    const saved = (await content.value(
      'banners.save',
      newBanner('Weekend reload', { title: { EN: 'Weekend reload', CN: '周末充值' } }),
      lucky,
    )) as Banner
    expect(saved).toMatchObject({ group: 'w_home', revision: 1, state: 'running', image: null })
    const listed = (await readonly.value('banners.list', {}, lucky)) as {
      banners: Banner[]
      languages: string[]
      groups: string[]
    }
    expect(listed.banners.find((b) => b.id === saved.id)?.title).toEqual({
      EN: 'Weekend reload',
      CN: '周末充值',
    })
    expect(listed.languages).toEqual(['EN', 'CN', 'ID', 'TH', 'VI', 'TL'])
    expect(listed.groups).toContain('w_login')
    // The portal shows it, in the caller's language, with the generated art.
    const shown = (await homeBanners('LUCKY01', 'CN')).find((b) => b.bannerId === saved.id)
    expect(shown?.title).toBe('周末充值')
    expect(shown?.image?.src).toMatch(new RegExp(`^/media/banners/${saved.id}-CN\\.`))

    const changed = (await content.value(
      'banners.save',
      { ...newBanner('Weekend reload 2'), id: saved.id, revision: saved.revision },
      lucky,
    )) as Banner
    expect(changed.revision).toBe(2)
    const removed = await content.call(
      'banners.remove',
      { id: saved.id, revision: changed.revision },
      lucky,
    )
    expect(removed.body).toMatchObject({ success: true, value: { id: saved.id } })
    expect((await homeBanners()).some((b) => b.bannerId === saved.id)).toBe(false)

    const audit = await server.db.query<{ action: string; before: unknown; after: unknown }>(
      `SELECT action, before, after FROM audit_log WHERE target = $1 ORDER BY id`,
      [`banner:${saved.id}`],
    )
    expect(audit.map((row) => row.action)).toEqual([
      'banners.create',
      'banners.update',
      'banners.remove',
    ])
    expect(audit[0]!.before).toBeNull()
    expect(audit[1]).toMatchObject({
      before: { title: { EN: 'Weekend reload' } },
      after: { title: { EN: 'Weekend reload 2' } },
    })
    expect(audit[2]!.after).toBeNull()
  })

  it('refuses a save made from a stale read (conflict), and keeps the newer save', async () => {
    const saved = (await content.value('banners.save', newBanner('First'), lucky)) as Banner
    const input = { ...newBanner('Second'), id: saved.id, revision: saved.revision }
    await content.value('banners.save', input, lucky)
    const stale = await content.call('banners.save', { ...input, title: { EN: 'Third' } }, lucky)
    expect(stale.status).toBe(409)
    expect(stale.body.code).toBe('conflict')
    const staleRemove = await content.call(
      'banners.remove',
      { id: saved.id, revision: saved.revision },
      lucky,
    )
    expect(staleRemove.body.code).toBe('conflict')
    const listed = (await content.value('banners.list', {}, lucky)) as { banners: Banner[] }
    expect(listed.banners.find((b) => b.id === saved.id)?.title.EN).toBe('Second')
  })

  it("refuses another merchant's banner and never lists it", async () => {
    const ours = (await content.value('banners.save', newBanner('Ours only'), lucky)) as Banner
    const edit = await jadeContent.call(
      'banners.save',
      { ...newBanner('Taken'), id: ours.id, revision: ours.revision },
      jade,
    )
    expect(edit.body.code).toBe('notFound')
    const remove = await jadeContent.call(
      'banners.remove',
      { id: ours.id, revision: ours.revision },
      jade,
    )
    expect(remove.body.code).toBe('notFound')
    // The other merchant's header on our operator: refused before any handler.
    expect((await content.call('banners.list', {}, jade)).body.code).toBe('notYourMerchant')
    const theirs = (await jadeContent.value('banners.list', {}, jade)) as { banners: Banner[] }
    expect(theirs.banners.some((b) => b.id === ours.id)).toBe(false)
    const listed = (await content.value('banners.list', {}, lucky)) as { banners: Banner[] }
    expect(listed.banners.find((b) => b.id === ours.id)?.title.EN).toBe('Ours only')
  })

  it('refuses links the portal would not open, titles without the default language and bad groups', async () => {
    const bad = [
      { linkageType: 'url', target: 'javascript:alert(1)' },
      { linkageType: 'url', target: 'http://example.com/plain' },
      { linkageType: 'url', target: '//evil.example/x' },
      { linkageType: 'route', target: '/no-such-page' },
      { linkageType: 'game', target: 'not a game' },
      { linkageType: 'promotion', target: 'abc' },
    ]
    for (const link of bad) {
      const answer = await content.call('banners.save', newBanner('Link', link), lucky)
      expect(answer.body.code, link.target).toBe('badLink')
    }
    const good = (await content.value(
      'banners.save',
      newBanner('Link', { linkageType: 'url', target: 'https://example.com/promo' }),
      lucky,
    )) as Banner
    expect(good.target).toBe('https://example.com/promo')
    const route = await content.call(
      'banners.save',
      newBanner('Route', { linkageType: 'route', target: '/promotions' }),
      lucky,
    )
    expect(route.body.success).toBe(true)
    const noDefault = await content.call(
      'banners.save',
      newBanner('x', { title: { CN: '只有中文' } }),
      lucky,
    )
    expect(noDefault.body.code).toBe('badRequest')
    const notOfBrand = await jadeContent.call(
      'banners.save',
      newBanner('x', { title: { EN: 'x', VI: 'không' } }),
      jade,
    )
    expect(notOfBrand.body.code).toBe('badRequest')
    const group = await content.call('banners.save', newBanner('x', { group: 'w_nowhere' }), lucky)
    expect(group.body.code).toBe('badRequest')
  })

  it('lets a read-only role read but not write', async () => {
    expect((await readonly.call('banners.list', {}, lucky)).body.success).toBe(true)
    const write = await readonly.call('banners.save', newBanner('Nope'), lucky)
    expect(write.status).toBe(403)
    expect(write.body.code).toBe('forbidden')
    const png = await picture(960, 240)
    expect((await readonly.call('banners.upload', { data: base64(png) }, lucky)).body.code).toBe(
      'forbidden',
    )
  })
})

describe('banner pictures', () => {
  it('refuses bytes that are no picture, a lying signature, and a picture over 1 MB', async () => {
    const html = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>')
    expect((await content.call('banners.upload', { data: base64(html) }, lucky)).body.code).toBe(
      'badPicture',
    )
    const gif = await sharp({
      create: { width: 960, height: 240, channels: 3, background: '#000' },
    })
      .gif()
      .toBuffer()
    expect((await content.call('banners.upload', { data: base64(gif) }, lucky)).body.code).toBe(
      'badPicture',
    )
    // A JPEG's first bytes before a PNG's body: the bytes are not what they claim.
    const png = await picture(960, 240)
    const lying = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), png])
    expect((await content.call('banners.upload', { data: base64(lying) }, lucky)).body.code).toBe(
      'badPicture',
    )
    const big = Buffer.alloc(1024 * 1024 + 1)
    png.copy(big)
    const tooLarge = await content.call('banners.upload', { data: base64(big) }, lucky)
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body.code).toBe('pictureTooLarge')
  })

  it('refuses the wrong dimensions: not 4:1, or 4:1 under 960×240', async () => {
    for (const [width, height] of [
      [1000, 400],
      [800, 200],
      [240, 960],
    ] as const) {
      const answer = await content.call(
        'banners.upload',
        { data: base64(await picture(width, height)) },
        lucky,
      )
      expect(answer.body.code, `${width}×${height}`).toBe('pictureSize')
    }
  })

  it('takes a PNG named as a JPEG for what its bytes are, re-encodes it and serves it on the brand host only', async () => {
    // The file's name or declared type is never sent: the bytes decide.
    const renamed = await picture(1920, 480, 'png')
    const upload = (await content.value(
      'banners.upload',
      { data: base64(renamed) },
      lucky,
    )) as Upload
    expect(upload).toMatchObject({ type: 'png', sourceWidth: 1920 })
    expect(upload.src).toBe(`/media/banner-uploads/${upload.key}.${upload.key.slice(0, 10)}.webp`)
    // The same bytes again are the same picture.
    const again = (await content.value(
      'banners.upload',
      { data: base64(renamed) },
      lucky,
    )) as Upload
    expect(again.key).toBe(upload.key)

    const origin = new URL(atBrand(server.base, 'LUCKY01')).origin
    const response = await fetch(`${origin}${upload.src2x}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toContain('immutable')
    const served = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(served).toMatchObject({ format: 'webp', width: 1920, height: 480 })
    const oneX = await sharp(
      Buffer.from(await (await fetch(`${origin}${upload.src}`)).arrayBuffer()),
    ).metadata()
    expect(oneX).toMatchObject({ format: 'webp', width: 960, height: 240 })
    // Another brand's host does not serve this merchant's picture.
    const elsewhere = new URL(atBrand(server.base, 'JADE_PH')).origin
    expect((await fetch(`${elsewhere}${upload.src}`)).status).toBe(404)

    // A JPEG and a WebP are taken as well.
    for (const type of ['jpeg', 'webp'] as const) {
      const other = (await content.value(
        'banners.upload',
        { data: base64(await picture(960, 240, type)) },
        lucky,
      )) as Upload
      expect(other.type).toBe(type)
    }
    const audit = await server.db.query<{ after: { type: string } }>(
      `SELECT after FROM audit_log WHERE action = 'banners.upload' AND target = $1`,
      [`banner-picture:${upload.key}`],
    )
    expect(audit[0]?.after.type).toBe('png')
  })

  it('puts an uploaded picture on a banner (and one per language); an unknown or foreign key is refused', async () => {
    const all = (await content.value(
      'banners.upload',
      { data: base64(await picture(960, 240)) },
      lucky,
    )) as Upload
    const chinese = (await content.value(
      'banners.upload',
      { data: base64(await picture(1000, 250, 'jpeg')) },
      lucky,
    )) as Upload
    const saved = (await content.value(
      'banners.save',
      newBanner('Pictured', { imageKey: all.key, languageImages: { CN: chinese.key } }),
      lucky,
    )) as Banner
    expect(saved.image?.key).toBe(all.key)
    const english = (await homeBanners('LUCKY01', 'EN')).find((b) => b.bannerId === saved.id)
    expect(english?.image?.src).toBe(all.src)
    expect(english?.url).toBe(all.src2x)
    const inChinese = (await homeBanners('LUCKY01', 'CN')).find((b) => b.bannerId === saved.id)
    expect(inChinese?.image?.src).toBe(chinese.src)

    const unknown = await content.call(
      'banners.save',
      newBanner('x', { imageKey: '0'.repeat(32) }),
      lucky,
    )
    expect(unknown.body.code).toBe('unknownPicture')
    // A picture uploaded for one merchant is not another's.
    const foreign = await jadeContent.call(
      'banners.save',
      newBanner('x', { imageKey: all.key }),
      jade,
    )
    expect(foreign.body.code).toBe('unknownPicture')
    const preview = (await readonly.value('banners.picture', { key: all.key }, lucky)) as {
      dataUrl: string
    }
    expect(preview.dataUrl).toMatch(/^data:image\/webp;base64,/)
    expect((await jadeContent.call('banners.picture', { key: all.key }, jade)).body.code).toBe(
      'notFound',
    )
  })
})

describe('schedule', () => {
  it('shows a banner on the portal only while its schedule holds the platform clock', async () => {
    const now = server.platform.clock.now().getTime()
    const hour = 3_600_000
    const later = (await content.value(
      'banners.save',
      newBanner('Starts in an hour', {
        startAt: new Date(now + hour).toISOString(),
        endAt: new Date(now + 3 * hour).toISOString(),
      }),
      lucky,
    )) as Banner
    expect(later.state).toBe('scheduled')
    const shown = async () => (await homeBanners()).some((b) => b.bannerId === later.id)
    expect(await shown()).toBe(false)
    try {
      await server.platform.clock.set(new Date(now + 2 * hour))
      expect(await shown()).toBe(true)
      await server.platform.clock.set(new Date(now + 4 * hour))
      expect(await shown()).toBe(false)
      // The sessions opened before idled out on the moved clock: an operator signs in now.
      const owner = new ConsoleClient(consoleOrigin(server.origin))
      await owner.signIn('default.owner')
      const listed = (await owner.value('banners.list', {}, lucky)) as { banners: Banner[] }
      expect(listed.banners.find((b) => b.id === later.id)?.state).toBe('ended')
    } finally {
      await server.platform.clock.reset()
    }
    const backwards = await content.call(
      'banners.save',
      newBanner('x', {
        startAt: new Date(now + hour).toISOString(),
        endAt: new Date(now).toISOString(),
      }),
      lucky,
    )
    expect(backwards.body.code).toBe('badRequest')
  })
})

describe('body cap', () => {
  // Last: the server closes the connection after refusing an unread body.
  it('refuses an upload body past the call cap before reading it', async () => {
    const huge = await content.call('banners.upload', { data: 'A'.repeat(3_000_000) }, lucky)
    expect(huge.status).toBe(413)
  })
})
