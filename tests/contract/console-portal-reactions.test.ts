import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { atBrand } from '../lib/brand-hosts'
import { ConsoleClient, consoleOrigin, freshPlayer } from './console-harness'
import { refusal, signInAs, startPlatform, useTransport, type TestPlatform } from './platform'

// What the console's decisions and settings do to the portal: a refused application's reason
// reaches its player alone, the maintenance page's message per language (with its fallback), and
// uploaded banner pictures no banner uses are removed past their grace, per merchant.
let server: TestPlatform
let content: ConsoleClient
let owner: ConsoleClient
let jadeContent: ConsoleClient
let lucky: number
let jade: number

const password = 'Secret12'

beforeAll(async () => {
  server = await startPlatform()
  const ids = await server.db.query<{ id: number; code: string }>(
    `SELECT id, code FROM merchants WHERE code IN ('LUCKY01', 'JADE_PH')`,
  )
  lucky = ids.find((m) => m.code === 'LUCKY01')!.id
  jade = ids.find((m) => m.code === 'JADE_PH')!.id
  content = new ConsoleClient(consoleOrigin(server.origin))
  await content.signIn('default.content')
  owner = new ConsoleClient(consoleOrigin(server.origin))
  await owner.signIn('default.owner')
  jadeContent = new ConsoleClient(consoleOrigin(server.origin))
  await jadeContent.signIn('jade.content')
}, 180_000)

afterAll(() => server?.close())

const newPlayer = async () => (await freshPlayer(server.db, { password, balance: 10_000 })).username

describe("a refused application's reason", () => {
  it('reaches the player who applied, as text, and no one else', async () => {
    const { promotion } = (await content.value(
      'promotions.save',
      {
        category: 'new',
        title: { EN: 'Reasoned refusal' },
        summary: { EN: 'Apply with a receipt' },
        content: { EN: '<p>Rules</p>' },
        action: 'apply',
        bonus: 0,
        startAt: new Date(Date.now() - 3_600_000).toISOString(),
        endAt: null,
        sort: -60,
      },
      lucky,
    )) as { promotion: { id: string } }
    const refused = await newPlayer()
    const approved = await newPlayer()
    const bystander = await newPlayer()
    for (const player of [refused, approved]) {
      await signInAs(server, player, 'LUCKY01', password)
      await call('content.applyPromotion', { id: promotion.id, comment: 'receipt attached' })
      expect((await call('content.promotion', { id: promotion.id })).application).toEqual({
        state: 'pending',
      })
    }
    const queue = (await content.value(
      'promotions.applications',
      { promotionId: promotion.id, status: 'applying' },
      lucky,
    )) as { list: { id: string; username: string }[] }
    const idOf = (username: string) => queue.list.find((x) => x.username === username)!.id
    const reason = 'The receipt is <b>unreadable</b> & cut off'
    await content.value(
      'promotions.decide',
      { applicationId: idOf(refused), approve: false, reason },
      lucky,
    )
    await content.value(
      'promotions.decide',
      { applicationId: idOf(approved), approve: true },
      lucky,
    )

    await signInAs(server, refused, 'LUCKY01', password)
    const seen = await call('content.promotion', { id: promotion.id })
    expect(seen.status).toBe('rejected')
    // The operator's words as written: the portal shows them as text.
    expect(seen.application).toEqual({ state: 'refused', reason })
    await signInAs(server, approved, 'LUCKY01', password)
    expect((await call('content.promotion', { id: promotion.id })).application).toEqual({
      state: 'approved',
    })
    await signInAs(server, bystander, 'LUCKY01', password)
    expect((await call('content.promotion', { id: promotion.id })).application).toBeUndefined()
    useTransport(server.base, 'LUCKY01')
    expect((await call('content.promotion', { id: promotion.id })).application).toBeUndefined()
    // Another merchant's portal does not know the promotion at all.
    useTransport(server.base, 'JADE_PH')
    expect((await refusal(call('content.promotion', { id: promotion.id }))).details.status).toBe(
      404,
    )
  })
})

type Settings = Record<string, unknown> & {
  revision: string
  languages: string[]
  maintenanceMessage: Record<string, string>
}

describe('the maintenance message', () => {
  const settings = async () => (await owner.value('settings.get', {}, lucky)) as Settings
  const update = async (patch: Partial<Settings>) =>
    owner.call('settings.update', { ...(await settings()), ...patch }, lucky)
  const status = async (language: string) => {
    const state = useTransport(server.base, 'LUCKY01')
    state.language = language
    return call('system.status')
  }

  it('is saved per language of the brand, audited, and shown in the caller’s language', async () => {
    const before = await settings()
    expect(before.languages[0]).toBe('EN')
    expect(before.maintenanceMessage).toEqual({})
    // The brand's default language is needed; a language the brand does not offer is refused.
    const noDefault = await update({ maintenanceMessage: { VI: 'Bảo trì đến 10 giờ' } })
    expect([noDefault.status, noDefault.body.code]).toEqual([400, 'badRequest'])
    const foreign = await update({ maintenanceMessage: { EN: 'Back at ten', KO: '점검' } })
    expect([foreign.status, foreign.body.code]).toEqual([400, 'badRequest'])
    // A stale save is refused and changes nothing.
    const stale = await owner.call(
      'settings.update',
      { ...before, maintenanceMessage: { EN: 'Stale' } },
      lucky,
    )
    expect(stale.status).toBe(200)
    const conflict = await owner.call(
      'settings.update',
      { ...before, maintenanceMessage: { EN: 'Second' } },
      lucky,
    )
    expect([conflict.status, conflict.body.code]).toEqual([409, 'conflict'])

    const saved = await update({
      maintenance: true,
      maintenanceMessage: {
        EN: '  Back at <b>ten</b>.\nThanks!  ',
        VI: 'Quay lại lúc 10 giờ.',
        TH: ' ',
      },
    })
    expect([saved.status, saved.body.message]).toEqual([200, expect.anything()])
    const stored = (saved.body.value as Settings).maintenanceMessage
    expect(stored).toEqual({ EN: 'Back at <b>ten</b>.\nThanks!', VI: 'Quay lại lúc 10 giờ.' })
    expect(await status('VI')).toEqual({ status: 1, message: 'Quay lại lúc 10 giờ.' })
    // No Thai text: the brand's default language's.
    expect(await status('TH')).toEqual({ status: 1, message: 'Back at <b>ten</b>.\nThanks!' })
    const [audit] = await server.db.query<{ before: Settings; after: Settings }>(
      `SELECT before, after FROM audit_log WHERE action = 'settings.update' AND merchant_id = $1
       ORDER BY id DESC LIMIT 1`,
      [lucky],
    )
    expect(audit!.before.maintenanceMessage).toEqual({ EN: 'Stale' })
    expect(audit!.after.maintenanceMessage).toEqual(stored)

    // Open again, the status carries no message; emptied, the portal's own text is back.
    expect((await update({ maintenance: false })).status).toBe(200)
    expect(await status('VI')).toEqual({ status: 0 })
    expect(
      (await update({ maintenance: true, maintenanceMessage: { EN: '', VI: '' } })).status,
    ).toBe(200)
    expect(await status('EN')).toEqual({ status: 1 })
    expect((await update({ maintenance: false })).status).toBe(200)
  })
})

describe('uploaded banner pictures', () => {
  let shade = 0
  /** A new picture each time (another colour, other bytes): its key is new. */
  const upload = async (client: ConsoleClient, merchant: number) => {
    shade += 1
    const bytes = await sharp({
      create: { width: 960, height: 240, channels: 3, background: { r: shade, g: 90, b: 40 } },
    })
      .png()
      .toBuffer()
    return (
      (await client.value('banners.upload', { data: bytes.toString('base64') }, merchant)) as {
        key: string
      }
    ).key
  }
  const save = async (key: string, extra: Record<string, unknown> = {}) =>
    (await content.value(
      'banners.save',
      {
        group: 'w_home',
        title: { EN: `Picture ${key.slice(0, 6)}` },
        linkageType: 'none',
        target: '',
        sort: 90,
        startAt: null,
        endAt: null,
        imageKey: key,
        languageImages: {},
        ...extra,
      },
      lucky,
    )) as { id: string; revision: number }
  const stored = async (merchant: string) =>
    (
      await server.db.query<{ key: string }>('SELECT key FROM banner_images WHERE merchant = $1', [
        merchant,
      ])
    ).map((row) => row.key)
  /** Past the grace on the platform's clock: uploaded a day and an hour before it. */
  const age = (keys: string[]) =>
    server.db.query(
      `UPDATE banner_images SET created_at = platform_now() - interval '25 hours'
       WHERE key = ANY ($1::text[])`,
      [keys],
    )

  it('removes what no banner of the merchant uses past its grace, and nothing else', async () => {
    const replaced = await upload(content, lucky)
    const shared = await upload(content, lucky)
    const perLanguage = await upload(content, lucky)
    const replacement = await upload(content, lucky)
    const banner = await save(replaced)
    const first = await save(shared)
    await save(shared, { languageImages: { VI: perLanguage } })
    const jadeUnused = await upload(jadeContent, jade)
    await age([replaced, shared, perLanguage, jadeUnused])

    // The picture replaced, unused past its grace, goes in the save's transaction, audited.
    await save(replacement, { id: banner.id, revision: banner.revision })
    expect(await stored('LUCKY01')).not.toContain(replaced)
    const [audit] = await server.db.query<{ action: string; target: string }>(
      `SELECT action, target FROM audit_log WHERE merchant_id = $1 AND target = $2
       ORDER BY id DESC LIMIT 1`,
      [lucky, `banner-picture:${replaced}`],
    )
    expect(audit?.action).toBe('banners.pictureRemove')
    const origin = new URL(atBrand(server.base, 'LUCKY01')).origin
    const gone = await fetch(
      `${origin}/media/banner-uploads/${replaced}.${replaced.slice(0, 10)}.webp`,
    )
    expect(gone.status).toBe(404)

    // Removing one banner of two that show a picture keeps it; a language's picture is in use too.
    const [row] = await server.db.query<{ revision: number }>(
      'SELECT revision FROM banners WHERE id = $1',
      [first.id],
    )
    await content.value('banners.remove', { id: first.id, revision: row!.revision }, lucky)
    expect(await stored('LUCKY01')).toEqual(expect.arrayContaining([shared, perLanguage]))

    // Uploaded now and not saved on a banner yet: kept through a sweep, in its grace.
    const inEditor = await upload(content, lucky)
    await save(replacement)
    expect(await stored('LUCKY01')).toContain(inEditor)
    // Another merchant's unused picture is not this merchant's to remove.
    expect(await stored('JADE_PH')).toContain(jadeUnused)

    // Past its grace, the next change lets it go.
    await age([inEditor])
    await save(replacement)
    expect(await stored('LUCKY01')).not.toContain(inEditor)
  })

  it('starts the grace again when the same picture is uploaded again', async () => {
    const key = await upload(content, lucky)
    await age([key])
    shade -= 1
    expect(await upload(content, lucky)).toBe(key)
    await upload(content, lucky)
    expect(await stored('LUCKY01')).toContain(key)
  })
})
