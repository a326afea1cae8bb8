import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { postToWallet } from '../../server/platform/ledger'
import { call } from '../../src/test/any-call'
import { formatMoney } from '../../src/lib/money'
import { languageTable } from '../../src/i18n/languages'
import { loadBrands } from '../../shared/brands'
import { inLanguage } from '../../server/platform/texts'
import { messageTexts, missionTexts } from '../../server/platform/inbox/seed-texts'
import { refusal, signInAs, startPlatform } from './platform'

let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

/** The id of a demo account of a merchant. */
async function accountId(username: string, merchant: string) {
  const [row] = await server.db.query<{ id: string }>(
    'SELECT id FROM accounts WHERE merchant = $1 AND username = $2',
    [merchant, username],
  )
  return Number(row!.id)
}

let round = 0
/** Records settled bets of an account now, as the game provider would. */
async function placeBets(id: number, merchant: string, stakes: number[]) {
  for (const stake of stakes) {
    round += 1
    await server.db.query(
      `INSERT INTO bets (account_id, merchant, vendor, game_code, game_type, stake, payout, status, round_id)
       VALUES ($1, $2, 'PG', 'PG-FORTUNE-OX', 'RNG', $3, 0, 'settled', $4)`,
      [id, merchant, stake, `inbox-test-${round}`],
    )
  }
}

/** The ledger rows of an account with a reference. */
const ledgerRows = async (id: number, reference: string) =>
  (
    await server.db.query<{ amount: string; kind: string }>(
      'SELECT amount, kind FROM ledger WHERE account_id = $1 AND reference = $2',
      [id, reference],
    )
  ).map((r) => ({ amount: Number(r.amount), kind: r.kind }))

const balance = async () => (await call('wallet.balance')).sumBalance
const missionTitled = async (title: string) =>
  (await call('inbox.missions')).list.find((m) => m.title === title)!

describe('inbox counts and messages', () => {
  it('counts unread messages and rewards, and the counts drop when a message is read and a reward claimed', async () => {
    await signInAs(server, 'demo_member', 'NOVA88')
    const before = await call('inbox.counts')
    const messages = await call('inbox.messages', { pageSize: 20 })
    expect(messages.list).toHaveLength(8)
    expect(messages.list.some((m) => m.content.startsWith('<p>'))).toBe(true)
    expect(before.messageCount).toBe(messages.list.filter((m) => !m.read).length)
    const rewards = (await call('inbox.rewards')).list
    expect(before.rewardCount).toBe(rewards.filter((r) => r.status === 'claim').length)
    expect(before.promotionCount).toBe(
      rewards.filter((r) => r.status === 'claim' && r.kind === 'promotion').length,
    )
    expect(rewards.some((r) => r.status === 'expired')).toBe(true)

    const unread = messages.list.find((m) => !m.read)!
    expect(await call('inbox.readMessage', { id: unread.id })).toEqual({
      unread: before.messageCount - 1,
    })
    const promotion = rewards.find((r) => r.kind === 'promotion' && r.status === 'claim')!
    await call('inbox.claimReward', { id: promotion.id })
    expect(await call('inbox.counts')).toEqual({
      ...before,
      messageCount: before.messageCount - 1,
      rewardCount: before.rewardCount - 1,
      promotionCount: before.promotionCount - 1,
    })
  })

  it('reads and deletes only the caller’s own messages, newest first with pages', async () => {
    await signInAs(server, 'demo_agent', 'NOVA88')
    const agentMessage = (await call('inbox.messages')).list[0]!
    await signInAs(server, 'demo_member', 'NOVA88')
    expect((await refusal(call('inbox.readMessage', { id: agentMessage.id }))).message).toBe(
      'This message does not exist',
    )
    expect((await refusal(call('inbox.deleteMessage', { id: agentMessage.id }))).message).toBe(
      'This message does not exist',
    )
    const first = await call('inbox.messages', { pageNo: 1, pageSize: 3 })
    expect(first.totalPages).toBe(3)
    expect(first.list.map((m) => m.time)).toEqual(
      [...first.list.map((m) => m.time)].sort().reverse(),
    )
    await call('inbox.deleteMessage', { id: first.list[0]!.id })
    const after = await call('inbox.messages', { pageSize: 20 })
    expect(after.list.map((m) => m.id)).not.toContain(first.list[0]!.id)
  })
})

describe('rewards', () => {
  afterEach(() => server.platform.clock.reset())

  it('credits a reward exactly once and refuses the second claim and expired rewards', async () => {
    await signInAs(server, 'demo_member', 'JADE_PH')
    const member = await accountId('demo_member', 'JADE_PH')
    const rewards = (await call('inbox.rewards')).list
    const reward = rewards.find((r) => r.status === 'claim')!
    const start = await balance()
    const claimed = await call('inbox.claimReward', { id: reward.id })
    expect(claimed.reward.status).toBe('claimed')
    expect(claimed.sumBalance).toBe(start + reward.amount)
    const second = await refusal(call('inbox.claimReward', { id: reward.id }))
    expect(second.message).toBe('This reward was already claimed')
    expect(second.details.status).toBe(409)
    const expired = rewards.find((r) => r.status === 'expired')!
    expect((await refusal(call('inbox.claimReward', { id: expired.id }))).message).toBe(
      'This reward has expired',
    )
    expect(await balance()).toBe(start + reward.amount)
    expect(await ledgerRows(member, `reward:${reward.id}`)).toEqual([
      { amount: reward.amount, kind: 'reward' },
    ])
  })

  it('pays once when the same reward is claimed 5 times at once', async () => {
    await signInAs(server, 'demo_sub1', 'JADE_PH')
    const sub1 = await accountId('demo_sub1', 'JADE_PH')
    const reward = (await call('inbox.rewards')).list.find((r) => r.status === 'claim')!
    const start = await balance()
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('inbox.claimReward', { id: reward.id }).then(
          () => 'ok',
          (e: Error) => e.message,
        ),
      ),
    )
    expect(results.filter((r) => r === 'ok')).toHaveLength(1)
    expect(await balance()).toBe(start + reward.amount)
    expect(await ledgerRows(sub1, `reward:${reward.id}`)).toHaveLength(1)
  })

  it('lets a reward expire once the clock passes its expiry', async () => {
    await signInAs(server, 'demo_sub2', 'JADE_PH')
    const open = (await call('inbox.rewards')).list.filter((r) => r.status === 'claim')
    const soonest = open.reduce((a, b) => (a.expiresAt <= b.expiresAt ? a : b))
    const lasting = open.find((r) => r.expiresAt > soonest.expiresAt)!
    await server.platform.clock.set(new Date(Date.parse(soonest.expiresAt) + 1_000))
    const later = (await call('inbox.rewards')).list
    expect(later.find((r) => r.id === soonest.id)!.status).toBe('expired')
    expect(later.find((r) => r.id === lasting.id)!.status).toBe('claim')
    expect((await refusal(call('inbox.claimReward', { id: soonest.id }))).message).toBe(
      'This reward has expired',
    )
    expect((await call('inbox.claimReward', { id: lasting.id })).reward.status).toBe('claimed')
  })

  it('refuses claims by trial accounts', async () => {
    await signInAs(server, 'demo_trial', 'JADE_PH')
    const reward = (await call('inbox.rewards')).list.find((r) => r.status === 'claim')!
    const error = await refusal(call('inbox.claimReward', { id: reward.id }))
    expect(error.message).toBe('A real account is needed for this')
  })
})

describe("the seed's texts", () => {
  it("describe the missions' targets and the missions message in each brand's currency and language", async () => {
    for (const brand of loadBrands().brands) {
      const language = brand.languages.default
      await signInAs(server, 'demo_member', brand.merchantCode)
      const money = (minor: number) =>
        formatMoney(minor, brand.currency, languageTable[language].bcp47)
      const { list } = await call('inbox.missions')
      const described = Object.fromEntries(list.map((m) => [m.title, m.description]))
      const { dailyPlayer, dailyWager, weeklyWager, weeklyDeposit } = missionTexts
      const title = (mission: typeof dailyPlayer) => inLanguage(mission.title, language)
      const target = (mission: typeof dailyPlayer) =>
        list.find((m) => m.title === title(mission))!.target
      const describe = (mission: typeof dailyPlayer, target: string) =>
        inLanguage(mission.describe(target), language)
      expect(described, brand.id).toMatchObject({
        [title(dailyPlayer)]: describe(dailyPlayer, '5'),
        [title(dailyWager)]: describe(dailyWager, money(target(dailyWager))),
        [title(weeklyWager)]: describe(weeklyWager, money(target(weeklyWager))),
        [title(weeklyDeposit)]: describe(weeklyDeposit, money(target(weeklyDeposit))),
      })
      const [message] = await server.db.query<{ content: string }>(
        `SELECT m.content FROM inbox_messages m JOIN accounts a ON a.id = m.account_id
         WHERE a.merchant = $1 AND a.username = 'demo_member' AND m.title = $2`,
        [
          brand.merchantCode,
          inLanguage(messageTexts(brand.displayName, '', '').missions.title, language),
        ],
      )
      expect(message!.content, brand.id).toContain(
        describe(weeklyWager, money(target(weeklyWager))),
      )
      expect(message!.content, brand.id).toContain(
        describe(weeklyDeposit, money(target(weeklyDeposit))),
      )
    }
  })

  it('are written in the brand language: Vietnamese with dong amounts on nova, English elsewhere, club labels too', async () => {
    await signInAs(server, 'demo_member', 'NOVA88')
    const missions = await call('inbox.missions')
    expect(missions.list.map((m) => m.description)).toContainEqual(
      expect.stringMatching(/^Nạp ₫\s100\.000 trong tuần này\.$/),
    )
    const messages = await call('inbox.messages')
    expect(messages.list.map((m) => m.title)).toContain('Chào mừng đến với Nova Bet')
    const rewards = await call('inbox.rewards')
    expect(rewards.list.map((r) => r.title)).toContain('Thưởng chào mừng')
    // The club label reads as the VIP level of that name does in Vietnamese.
    const info = await call('member.info')
    expect(info.clubLabel?.labelName).toBe('Vàng')
    await signInAs(server, 'demo_member', 'LUCKY01')
    const english = await call('inbox.missions')
    expect(english.list.map((m) => m.description)).toContainEqual(
      expect.stringMatching(/^Deposit P\s1,000\.00 this week\.$/),
    )
  })
})

describe('missions', () => {
  afterEach(() => server.platform.clock.reset())

  it('follows bets placed today and pays a completed mission once per period', async () => {
    await signInAs(server, 'demo_member', 'LUCKY01')
    // Noon (UTC, the missions' day) tomorrow: no midnight falls within the test.
    await server.platform.clock.set(
      new Date(Date.parse(new Date().toISOString().slice(0, 10)) + 36 * 3_600_000),
    )
    const member = await accountId('demo_member', 'LUCKY01')
    const daily = await missionTitled('Daily player')
    const wager = await missionTitled('Daily wager')
    expect(daily).toMatchObject({ metric: 'bets', period: 'day', target: 5, status: 'process' })
    await placeBets(member, 'LUCKY01', [1_000, 2_000, 3_000])
    expect(await missionTitled('Daily player')).toMatchObject({
      progress: daily.progress + 3,
      status: 'process',
    })
    expect((await missionTitled('Daily wager')).progress).toBe(wager.progress + 6_000)
    expect((await refusal(call('inbox.claimMission', { id: daily.id }))).message).toBe(
      'This mission is not complete yet',
    )
    const counts = await call('inbox.counts')
    await placeBets(member, 'LUCKY01', [1_000, 1_000])
    expect(await missionTitled('Daily player')).toMatchObject({ progress: 5, status: 'claim' })
    expect((await call('inbox.counts')).missionCount).toBe(counts.missionCount + 1)

    const start = await balance()
    const claimed = await call('inbox.claimMission', { id: daily.id })
    expect(claimed.mission.status).toBe('claimed')
    expect(claimed.sumBalance).toBe(start + daily.reward)
    expect((await refusal(call('inbox.claimMission', { id: daily.id }))).message).toBe(
      'This mission reward was already claimed',
    )
    expect(await balance()).toBe(start + daily.reward)
    const period = server.platform.clock.now().toISOString().slice(0, 10)
    expect(await ledgerRows(member, `mission:${daily.id}:${period}`)).toEqual([
      { amount: daily.reward, kind: 'reward' },
    ])
    expect((await call('inbox.counts')).missionCount).toBe(counts.missionCount)
  })

  it('counts deposits in the ledger this week and refuses missions that have not started', async () => {
    await signInAs(server, 'demo_sub2', 'LUCKY01')
    const sub2 = await accountId('demo_sub2', 'LUCKY01')
    const deposit = await missionTitled('Weekly deposit')
    await server.db.transaction((tx) => postToWallet(tx, sub2, 60_000, 'deposit', 'test-deposit'))
    expect((await missionTitled('Weekly deposit')).progress).toBe(deposit.progress + 60_000)
    const coming = await missionTitled('Weekend marathon')
    expect(coming.status).toBe('coming')
    expect((await refusal(call('inbox.claimMission', { id: coming.id }))).message).toBe(
      'This mission has not started yet',
    )
  })

  it('ranks the merchant’s players by stake this week, masked, with the caller’s own rank', async () => {
    const agent = await accountId('demo_agent', 'NOVA88')
    await placeBets(agent, 'NOVA88', [9_000_000])
    await signInAs(server, 'demo_member', 'NOVA88')
    const board = await call('inbox.leaderboard')
    expect(board.metric).toBe('stake')
    expect(board.list[0]).toMatchObject({ rank: 1, username: 'de***nt' })
    expect(board.list.length).toBeLessThanOrEqual(20)
    const [week] = await server.db.query<{ stake: string }>(
      `SELECT coalesce(sum(stake), 0) AS stake FROM bets b JOIN accounts a ON a.id = b.account_id
       WHERE a.merchant = 'NOVA88' AND a.username = 'demo_member' AND b.created_at >= date_trunc('week', platform_now(), 'UTC')`,
    )
    expect(board.me.score).toBe(Number(week!.stake))
    if (board.me.score > 0)
      expect(board.list.find((r) => r.rank === board.me.rank)?.username).toBe('de***er')
    else expect(board.me.rank).toBeNull()
    const mission = await missionTitled(missionTexts.dailyPlayer.title.VI)
    const byMission = await call('inbox.leaderboard', { missionId: mission.id })
    expect(byMission.metric).toBe('bets')
  })
})

describe('referral', () => {
  it('answers a deterministic code, the invite link and the invitees’ stake from their bets', async () => {
    await signInAs(server, 'demo_agent', 'JADE_PH')
    const agent = await accountId('demo_agent', 'JADE_PH')
    const referral = await call('inbox.referral')
    const [team] = await server.db.query<{ n: string; stake: string }>(
      `SELECT (SELECT count(*) FROM accounts WHERE upline_id = $1) AS n,
        (SELECT coalesce(sum(stake), 0) FROM bets WHERE account_id IN (SELECT id FROM accounts WHERE upline_id = $1)) AS stake`,
      [agent],
    )
    expect(referral).toMatchObject({
      code: 'AGENT1',
      invitedCount: Number(team!.n),
      invitedStake: Number(team!.stake),
      commissionRate: 0.5,
      commission: Math.floor((Number(team!.stake) * 50) / 10_000),
    })
    expect(referral.invitedCount).toBeGreaterThanOrEqual(3)
    expect(referral.link).toBe(
      `${new URL(server.baseAt('JADE_PH')).origin}/register?affiliateCode=AGENT1`,
    )
    const friends = (await call('inbox.referral')).friends
    expect(friends).toHaveLength(Math.min(referral.invitedCount, 50))
    expect(friends.every((f) => f.username.includes('***'))).toBe(true)
    expect(friends.map((f) => f.joinedAt)).toEqual(
      [...friends.map((f) => f.joinedAt)].sort().reverse(),
    )
    expect(friends.every((f) => f.commission === Math.floor((f.stake * 50) / 10_000))).toBe(true)
    await signInAs(server, 'demo_member', 'JADE_PH')
    const member = await call('inbox.referral')
    expect(member.friends).toEqual([])
    expect(member.code).toMatch(/^JAD[0-9A-Z]+$/)
    expect(await call('inbox.referral')).toMatchObject({ code: member.code, invitedCount: 0 })
  })
})

describe('mission availability', () => {
  it('answers the mission calls unavailable while the merchant switches missions off', async () => {
    const setMission = (on: boolean) =>
      server.db.query(
        `UPDATE merchants SET settings = jsonb_set(settings, '{whitelabel}',
           coalesce(settings->'whitelabel', '{}'::jsonb) || jsonb_build_object('MISSION', $1::boolean))
         WHERE code = 'NOVA88'`,
        [on],
      )
    await setMission(false)
    await server.reloadMerchants()
    try {
      await signInAs(server, 'demo_sub1', 'NOVA88')
      for (const id of ['inbox.missions', 'inbox.leaderboard'] as const) {
        const error = await refusal(call(id))
        expect(error.message).toBe('The mission activity is not available right now')
        expect(error.details.status).toBe(403)
      }
      const claim = await refusal(call('inbox.claimMission', { id: '1' }))
      expect(claim.details.status).toBe(403)
      expect((await call('inbox.counts')).missionCount).toBe(0)
    } finally {
      await setMission(true)
      await server.reloadMerchants()
    }
    expect((await call('inbox.missions')).list.length).toBeGreaterThan(0)
  })
})
