import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { tinyPng } from './cases/content'
import { refusal, signInAs, startPlatform, useTransport } from './platform'

let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

/** A GET in another language, outside the app's transport. */
async function inLanguage<T>(path: string, language: string): Promise<T> {
  const response = await fetch(server.baseAt('NOVA88') + path, {
    headers: { merchant: 'NOVA88', language },
  })
  return ((await response.json()) as { value: T }).value
}

describe('published content', () => {
  it('answers only the banners of the asked group, sized, with their artwork', async () => {
    useTransport(server.base)
    const { list } = await call('content.banners', { group: 'w_rng' })
    expect(list.length).toBeGreaterThan(0)
    expect(list.every((b) => b.groupName === 'w_rng' && b.width === 1920)).toBe(true)
    const art = await fetch(server.origin + list[0]!.url)
    expect(art.headers.get('content-type')).toBe('image/webp')
    const all = await call('content.banners')
    const groups = new Set(all.list.map((b) => b.groupName))
    for (const group of [
      'w_home',
      'w_rng',
      'w_live',
      'w_fish',
      'w_pvp',
      'w_sports',
      'w_esports',
      'w_lott',
      'w_down',
      'w_promotion',
      'w_shop',
      'w_help',
      'w_login',
      'w_reg',
    ])
      expect(groups).toContain(group)
  })

  it('answers notices of the asked types in the caller language, English where it has none', async () => {
    useTransport(server.base)
    const { list } = await call('content.notices', { types: 'B,PL' })
    expect(list.length).toBeGreaterThan(0)
    expect(list.every((n) => n.type === 'B' || n.type === 'PL')).toBe(true)
    expect(list[0]!.startDateStr).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(list[0]!.content).toContain('<')
    const vi = await inLanguage<{ list: { title: string }[] }>('/content/notices?types=B', 'VI')
    const th = await inLanguage<{ list: { title: string }[] }>('/content/notices?types=B', 'TH')
    // The seed has no Taiyu: English stands in.
    const ty = await inLanguage<{ list: { title: string }[] }>('/content/notices?types=B', 'TY')
    expect(vi.list[0]!.title).toBe('Bảo trì định kỳ cổng thể thao')
    expect(th.list[0]!.title).toBe('ปิดปรับปรุงระบบกีฬาตามกำหนดการ')
    expect(ty.list[0]!.title).toBe('Scheduled maintenance of the sportsbook')
    const bad = await fetch(`${server.base}/content/notices?types=X`, {
      headers: { merchant: 'LUCKY01' },
    })
    expect(bad.status).toBe(400)
  })

  it('takes one application per promotion that is open, from real accounts, with real images', async () => {
    await signInAs(server, 'demo_sub2')
    const { list } = await call('content.promotions')
    expect(list.map((p) => p.status)).toEqual([
      'join',
      'process',
      'join',
      'coming',
      'closed',
      'claim',
      'join',
      'join',
      'join',
    ])
    await call('content.applyPromotion', { id: list[0]!.id, images: [tinyPng] })
    const again = await refusal(call('content.applyPromotion', { id: list[0]!.id }))
    expect(again.details.status).toBe(409)
    const detail = await call('content.promotion', { id: list[0]!.id })
    expect(detail.status).toBe('applying')
    expect((await refusal(call('content.applyPromotion', { id: list[3]!.id }))).message).toBe(
      'This promotion is not open',
    )
    const fake = 'data:image/png;base64,' + Buffer.from('not a picture').toString('base64')
    const forged = await refusal(
      call('content.applyPromotion', { id: list[2]!.id, images: [fake] }),
    )
    expect(forged.message).toBe('Images must be PNG or JPG files')
    await signInAs(server, 'demo_trial')
    expect(
      (await refusal(call('content.applyPromotion', { id: list[2]!.id }))).details.status,
    ).toBe(403)
  })

  it('joins, claims and signs in once, crediting bonuses through the ledger', async () => {
    await signInAs(server, 'demo_sub1', 'JADE_PH')
    const { list } = await call('content.promotions')
    const by = (action: string) => list.find((p) => p.action === action)!
    const balance = async () => (await call('wallet.balance')).sumBalance
    const start = await balance()
    const claim = by('claim')
    expect(claim).toMatchObject({ status: 'claim', bonus: 1_800 })
    const claimed = await call('content.claimPromotion', { id: claim.id })
    expect(claimed).toEqual({
      id: claim.id,
      status: 'claimed',
      amount: 1_800,
      sumBalance: start + 1_800,
    })
    expect((await refusal(call('content.claimPromotion', { id: claim.id }))).message).toBe(
      'You have already claimed this promotion',
    )
    const join = by('join')
    expect(await call('content.joinPromotion', { id: join.id })).toEqual({
      id: join.id,
      status: 'joined',
    })
    expect((await refusal(call('content.joinPromotion', { id: join.id }))).details.status).toBe(409)
    const signin = by('signin')
    expect(await call('content.joinPromotion', { id: signin.id })).toEqual({
      id: signin.id,
      status: 'signed',
    })
    expect((await refusal(call('content.joinPromotion', { id: signin.id }))).message).toBe(
      'You have already signed in today',
    )
    expect(await balance()).toBe(start + 1_800 + 100)
    const after = (await call('content.promotions')).list
    expect(after.find((p) => p.id === join.id)!.status).toBe('joined')
    expect(after.find((p) => p.id === signin.id)!.status).toBe('signed')
    expect(after.find((p) => p.id === claim.id)!.status).toBe('claimed')
    expect((await refusal(call('content.joinPromotion', { id: by('apply').id }))).message).toBe(
      'This promotion takes an application',
    )
    expect((await refusal(call('content.claimPromotion', { id: by('auto').id }))).message).toBe(
      'This promotion needs no action',
    )
    const missing = await refusal(call('content.promotion', { id: '999999' }))
    expect(missing.details.status).toBe(404)
    // A visitor sees what each promotion offers.
    useTransport(server.base, 'JADE_PH')
    const visitor = (await call('content.promotions')).list
    expect(visitor.map((p) => p.status)).toEqual([
      'join',
      'process',
      'join',
      'coming',
      'closed',
      'claim',
      'join',
      'join',
      'join',
    ])
  })

  const settledStake = async (username: string) => {
    const [stake] = await server.db.query<{ total: string }>(
      `SELECT coalesce(sum(b.stake), 0) AS total FROM bets b JOIN accounts a ON a.id = b.account_id
       WHERE a.merchant = 'LUCKY01' AND a.username = $1 AND b.status = 'settled'`,
      [username],
    )
    return Number(stake!.total)
  }

  it('computes the VIP level of a member without a rank from the settled stake', async () => {
    await signInAs(server, 'demo_sub2')
    expect((await call('member.info')).clubLabel).toBeNull()
    const vip = await call('content.vip')
    const current = vip.current!
    expect(current.totalBet).toBe(await settledStake('demo_sub2'))
    const expected = vip.levels.filter((l) => l.betRequired <= current.totalBet).at(-1)!
    expect(current.level).toBe(expected.level)
    const next = vip.levels.find((l) => l.level === current.nextLevel)
    if (next) expect(current.toNextLevel).toBe(next.betRequired - current.totalBet)
  })

  it('puts a ranked member at their rank, with the progress towards the level above it', async () => {
    // demo_member is ranked Gold, above what its stake reaches: the page once said "Member, 50%
    // to Bronze" beside the centre's "Rank: Gold".
    await signInAs(server, 'demo_member')
    const { clubLabel } = await call('member.info')
    const vip = await call('content.vip')
    const current = vip.current!
    const rank = vip.levels.find((l) => l.level === clubLabel!.rankLevel)!
    expect(rank.betRequired).toBeGreaterThan(current.totalBet)
    expect(current).toMatchObject({ level: rank.level, name: clubLabel!.labelName })
    const next = vip.levels.find((l) => l.level === current.nextLevel)!
    expect(next.level).toBe(rank.level + 1)
    expect(current.toNextLevel).toBe(next.betRequired - current.totalBet)
    expect(current.totalBet).toBe(await settledStake('demo_member'))
  })

  it('names the VIP levels in the caller language, English where it has none', async () => {
    type Levels = { levels: { level: number; name: string }[]; current: null }
    const names = async (language: string) =>
      (await inLanguage<Levels>('/content/vip', language)).levels.map((l) => l.name)
    const english = await names('EN')
    expect(english.slice(0, 3)).toEqual(['Member', 'Bronze', 'Silver'])
    const vietnamese = await names('VI')
    expect(vietnamese.slice(0, 3)).toEqual(['Thành viên', 'Đồng', 'Bạc'])
    expect(await names('TH')).toHaveLength(english.length)
    expect((await names('TH')).every((name, i) => name !== english[i])).toBe(true)
    // Taiyu has no names of its own: the English ones.
    expect(await names('TY')).toEqual(english)
    // The member's standing names the level in the same language.
    const session = await signInAs(server, 'demo_member')
    session.language = 'VI'
    const value = await call('content.vip')
    const current = value.current!
    const level = value.levels.find((l) => l.level === current.level)!
    expect(current.name).toBe(level.name)
    expect(vietnamese).toContain(current.name)
  })

  it('takes feedback within the word bounds, five an hour from one address', async () => {
    useTransport(server.base)
    const config = await call('content.feedbackConfig')
    const short = await refusal(
      call('content.feedback', { questionType: 'other', content: 'too short' }),
    )
    expect(short.message).toBe(
      `Feedback content must be between ${config.minWords} and ${config.maxWords} words`,
    )
    await server.db.query('DELETE FROM feedback')
    for (let i = 0; i < 5; i++)
      await call('content.feedback', {
        questionType: 'game',
        content: `The fishing lobby is great, thanks ${i}`,
      })
    const sixth = await refusal(
      call('content.feedback', {
        questionType: 'game',
        content: 'One more message for the team here',
      }),
    )
    expect(sixth.details.status).toBe(429)
  })
})
