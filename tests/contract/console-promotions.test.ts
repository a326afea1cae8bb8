import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exclude } from '../../server/platform/responsible/exclusion'
import { call } from '../../src/test/any-call'
import { ConsoleClient, consoleOrigin, freshPlayer } from './console-harness'
import {
  closeInstances,
  signInAs,
  startInstances,
  useTransport,
  type TestPlatform,
} from './platform'

// The console's promotions (server/platform/console/content.ts): saved per language and answered
// by the portal in each, scoped by merchant, audited, stale saves refused; members' applications
// decided once (two operators at once, one on each instance, pay one bonus), and the platform's
// marketing guard refusing the bonus of an excluded player.
let a: TestPlatform
let b: TestPlatform
let content: ConsoleClient
let owner: ConsoleClient
let readonly: ConsoleClient
let jadeContent: ConsoleClient
let lucky: number
let jade: number

interface Promotion {
  id: string
  title: Record<string, string>
  content: Record<string, string>
  revision: number
  applying: number
}

const now = () => new Date(Date.now() - 3_600_000).toISOString()
const password = 'Secret12'

/** A promotion as the console writes it, open now, with the texts and bonus given. */
const promotionInput = (title: Record<string, string>, bonus = 0, action = 'apply') => ({
  category: 'new',
  title,
  summary: { EN: `${title.EN ?? ''} summary` },
  content: { EN: `<p>Rules of ${title.EN ?? ''}</p>` },
  action,
  bonus,
  startAt: now(),
  endAt: null,
  sort: -50,
})

const newPlayer = () => freshPlayer(a.db, { password, balance: 10_000 })

/** A player applies to a promotion through the portal; the console's waiting application. */
async function applied(promotionId: string) {
  const player = await newPlayer()
  await signInAs(a, player.username, 'LUCKY01', password)
  await call('content.applyPromotion', { id: promotionId, comment: 'I deposited twice' })
  const queue = (await content.value(
    'promotions.applications',
    { promotionId, status: 'applying' },
    lucky,
  )) as { list: { id: string; username: string; comment: string }[] }
  const application = queue.list.find((x) => x.username === player.username)!
  expect(application.comment).toBe('I deposited twice')
  return { ...player, applicationId: application.id }
}

const ledgerOf = (applicationId: string) =>
  a.db.query<{ amount: string; kind: string }>(
    'SELECT amount, kind FROM ledger WHERE reference = $1',
    [`promotion-application:${applicationId}`],
  )

beforeAll(async () => {
  ;({ a, b } = await startInstances())
  const ids = await a.db.query<{ id: number; code: string }>(
    `SELECT id, code FROM merchants WHERE code IN ('LUCKY01', 'JADE_PH')`,
  )
  lucky = ids.find((r) => r.code === 'LUCKY01')!.id
  jade = ids.find((r) => r.code === 'JADE_PH')!.id
  content = new ConsoleClient(consoleOrigin(a.origin))
  await content.signIn('default.content')
  owner = new ConsoleClient(consoleOrigin(b.origin))
  await owner.signIn('default.owner')
  readonly = new ConsoleClient(consoleOrigin(a.origin))
  await readonly.signIn('default.readonly')
  jadeContent = new ConsoleClient(consoleOrigin(a.origin))
  await jadeContent.signIn('jade.content')
}, 60_000)

afterAll(() => closeInstances(a, b))

describe('promotions in the console', () => {
  it('saves per language; the portal answers each language and falls back to English', async () => {
    const { promotion } = (await content.value(
      'promotions.save',
      {
        ...promotionInput({ EN: 'Weekend reload', CN: '周末充值', VI: '' }),
        content: { EN: '<p onclick="x()">Rules<script>alert(1)</script></p>', CN: '<p>规则</p>' },
      },
      lucky,
    )) as { promotion: Promotion }
    // Empty languages are left out; HTML is cleaned when saved.
    expect(promotion.title).toEqual({ EN: 'Weekend reload', CN: '周末充值' })
    expect(promotion.content.EN).toBe('<p>Rules</p>')
    const listed = (await readonly.value('promotions.list', {}, lucky)) as {
      list: Promotion[]
      languages: string[]
    }
    expect(listed.list.map((p) => p.id)).toContain(promotion.id)
    expect(listed.languages).toEqual(['EN', 'CN', 'ID', 'TH', 'VI', 'TL'])

    const portal = useTransport(b.base, 'LUCKY01')
    portal.language = 'CN'
    const inChinese = await call('content.promotion', { id: promotion.id })
    expect([inChinese.title, inChinese.content]).toEqual(['周末充值', '<p>规则</p>'])
    portal.language = 'VI'
    const inVietnamese = await call('content.promotions', {})
    expect(inVietnamese.list.find((p) => p.id === promotion.id)?.title).toBe('Weekend reload')
  })

  it('refuses a stale save and a language the brand does not offer; audits create, update and remove', async () => {
    const { promotion } = (await content.value(
      'promotions.save',
      promotionInput({ EN: 'Stale test' }),
      lucky,
    )) as { promotion: Promotion }
    const update = { ...promotionInput({ EN: 'Stale test 2' }), id: promotion.id }
    const saved = (await owner.value(
      'promotions.save',
      { ...update, revision: promotion.revision },
      lucky,
    )) as { promotion: Promotion }
    expect(saved.promotion.revision).toBe(promotion.revision + 1)
    const stale = await content.call(
      'promotions.save',
      { ...update, revision: promotion.revision },
      lucky,
    )
    expect([stale.status, stale.body.code]).toEqual([409, 'conflict'])
    const jadeOnly = await jadeContent.call(
      'promotions.save',
      promotionInput({ EN: 'x', VI: 'không' }),
      jade,
    )
    expect([jadeOnly.status, jadeOnly.body.code]).toEqual([400, 'badRequest'])
    const staleRemove = await content.call(
      'promotions.remove',
      { id: promotion.id, revision: promotion.revision },
      lucky,
    )
    expect(staleRemove.status).toBe(409)
    await content.value(
      'promotions.remove',
      { id: promotion.id, revision: saved.promotion.revision },
      lucky,
    )
    useTransport(a.base, 'LUCKY01')
    expect((await call('content.promotions', {})).list.map((p) => p.id)).not.toContain(promotion.id)
    const audit = (await owner.value(
      'audit.search',
      { action: 'promotion.', pageSize: 100 },
      lucky,
    )) as { rows: { action: string; target: string; before: unknown; after: unknown }[] }
    const mine = audit.rows.filter((r) => r.target === `promotion:${promotion.id}`)
    expect(mine.map((r) => r.action).sort()).toEqual([
      'promotion.create',
      'promotion.remove',
      'promotion.update',
    ])
    expect(mine.find((r) => r.action === 'promotion.update')?.before).toMatchObject({
      title: { EN: 'Stale test' },
    })
  })

  it('scopes by merchant: another merchant’s promotion and application are not found', async () => {
    const { promotion } = (await content.value(
      'promotions.save',
      promotionInput({ EN: 'Lucky only' }),
      lucky,
    )) as { promotion: Promotion }
    const { applicationId } = await applied(promotion.id)
    const edit = await jadeContent.call(
      'promotions.save',
      { ...promotionInput({ EN: 'Taken' }), id: promotion.id, revision: promotion.revision },
      jade,
    )
    expect([edit.status, edit.body.code]).toEqual([404, 'notFound'])
    const decide = await jadeContent.call(
      'promotions.decide',
      { applicationId, approve: true },
      jade,
    )
    expect([decide.status, decide.body.code]).toEqual([404, 'notFound'])
    const queue = await jadeContent.call(
      'promotions.applications',
      { promotionId: promotion.id },
      jade,
    )
    expect(queue.status).toBe(404)
    const images = await jadeContent.call('promotions.applicationImages', { applicationId }, jade)
    expect(images.status).toBe(404)
    const jadeList = (await jadeContent.value('promotions.list', {}, jade)) as { list: Promotion[] }
    expect(jadeList.list.map((p) => p.id)).not.toContain(promotion.id)
  })

  it('decides an application once: two operators at once pay one bonus', async () => {
    const { promotion } = (await content.value(
      'promotions.save',
      promotionInput({ EN: 'Approved bonus' }, 2_500),
      lucky,
    )) as { promotion: Promotion }
    const player = await applied(promotion.id)
    const balanceBefore = Number(
      (
        await a.db.query<{ balance: string }>('SELECT balance FROM wallets WHERE account_id = $1', [
          player.accountId,
        ])
      )[0]!.balance,
    )
    const answers = await Promise.all([
      content.call(
        'promotions.decide',
        { applicationId: player.applicationId, approve: true },
        lucky,
      ),
      owner.call(
        'promotions.decide',
        { applicationId: player.applicationId, approve: true },
        lucky,
      ),
    ])
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409])
    const ledger = await ledgerOf(player.applicationId)
    expect(ledger.map((r) => [r.kind, Number(r.amount)])).toEqual([['promotion', 2_500]])
    const [wallet] = await a.db.query<{ balance: string }>(
      'SELECT balance FROM wallets WHERE account_id = $1',
      [player.accountId],
    )
    expect(Number(wallet!.balance)).toBe(balanceBefore + 2_500)
    // The member sees the bonus issued.
    await signInAs(b, player.username, 'LUCKY01', password)
    expect((await call('content.promotion', { id: promotion.id })).status).toBe('issued')
    // Deciding again later is a conflict, and pays nothing more.
    const again = await owner.call(
      'promotions.decide',
      { applicationId: player.applicationId, approve: false, reason: 'late' },
      lucky,
    )
    expect([again.status, again.body.code]).toEqual([409, 'conflict'])
    expect(await ledgerOf(player.applicationId)).toHaveLength(1)
    const audit = (await owner.value(
      'audit.search',
      { action: 'promotion.approve', pageSize: 100 },
      lucky,
    )) as { rows: { target: string; after: { paid: number } }[] }
    const rows = audit.rows.filter((r) => r.target === `application:${player.applicationId}`)
    expect(rows.map((r) => r.after.paid)).toEqual([2_500])
  })

  it('rejects with a reason; accepting without a bonus makes the member joined', async () => {
    const { promotion } = (await content.value(
      'promotions.save',
      promotionInput({ EN: 'Free entry' }),
      lucky,
    )) as { promotion: Promotion }
    const first = await applied(promotion.id)
    const second = await applied(promotion.id)
    const refused = (await content.value(
      'promotions.decide',
      { applicationId: first.applicationId, approve: false, reason: 'No deposit found' },
      lucky,
    )) as { application: { status: string; reason: string } }
    expect(refused.application).toMatchObject({ status: 'rejected', reason: 'No deposit found' })
    await content.value(
      'promotions.decide',
      { applicationId: second.applicationId, approve: true },
      lucky,
    )
    await signInAs(a, second.username, 'LUCKY01', password)
    expect((await call('content.promotion', { id: promotion.id })).status).toBe('joined')
    await signInAs(a, first.username, 'LUCKY01', password)
    expect((await call('content.promotion', { id: promotion.id })).status).toBe('rejected')
    expect(await ledgerOf(second.applicationId)).toEqual([])
  })

  it('refuses the bonus of a self-excluded player, and leaves the application waiting', async () => {
    const { promotion } = (await content.value(
      'promotions.save',
      promotionInput({ EN: 'Excluded bonus' }, 1_000),
      lucky,
    )) as { promotion: Promotion }
    const player = await applied(promotion.id)
    await a.db.transaction((tx) => exclude(tx, player.accountId, 'selfExclusion', '6m', new Date()))
    const answer = await content.call(
      'promotions.decide',
      { applicationId: player.applicationId, approve: true },
      lucky,
    )
    expect([answer.status, answer.body.code]).toEqual([409, 'playerExcluded'])
    expect(await ledgerOf(player.applicationId)).toEqual([])
    const [row] = await a.db.query<{ status: string }>(
      'SELECT status FROM promotion_applications WHERE id = $1',
      [player.applicationId],
    )
    expect(row!.status).toBe('applying')
  })

  it('lets every role read and only owner and content write', async () => {
    expect(
      (await readonly.call('promotions.save', promotionInput({ EN: 'No' }), lucky)).body.code,
    ).toBe('forbidden')
    const list = (await readonly.value('promotions.list', {}, lucky)) as { list: Promotion[] }
    expect(list.list.length).toBeGreaterThan(0)
  })
})
