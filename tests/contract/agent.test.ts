import type { CallInput } from '@/api/types.gen'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { refusal, signInAs, startPlatform } from './platform'

let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

const merchant = 'LUCKY01'

/** yyyy-MM-dd of the day `ago` days before today (UTC). */
const dayAgo = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10)
const range = { startDate: dayAgo(60), endDate: dayAgo(0) }
/** A date of birth of an adult, for the accounts the agent opens. */
const adult = '1990-05-01'

/** The id of a LUCKY01 account. */
async function idOf(username: string) {
  const [row] = await server.db.query<{ id: string }>(
    'SELECT id FROM accounts WHERE merchant = $1 AND username = $2',
    [merchant, username],
  )
  return Number(row!.id)
}

/** The agent's downline computed in the test: a walk over upline links, not the handler's SQL. */
async function teamOf(username: string) {
  const rows = await server.db.query<{ id: string; upline_id: string | null }>(
    'SELECT id, upline_id FROM accounts WHERE merchant = $1',
    [merchant],
  )
  const team: number[] = []
  let frontier = [await idOf(username)]
  while (frontier.length) {
    frontier = rows
      .filter((r) => r.upline_id !== null && frontier.includes(Number(r.upline_id)))
      .map((r) => Number(r.id))
    team.push(...frontier)
  }
  return team
}

/** One SQL figure over a set of accounts and the test's date range. */
async function sumOf(sql: string, ids: number[]) {
  const [row] = await server.db.query<{ v: string }>(sql, [ids, range.startDate, range.endDate])
  return Number(row!.v)
}

const within = (column: string) => `${column} >= $2::date AND ${column} < $3::date + 1`

describe('agent centre access', () => {
  it('refuses a member with 403', async () => {
    await signInAs(server, 'demo_member')
    const error = await refusal(call('agent.overview', range))
    expect(error.details.status).toBe(403)
    expect(error.message).toBe('Non-agents cannot use the agent centre')
    expect((await refusal(call('agent.announcements'))).details.status).toBe(403)
  })
})

describe('agent reports', () => {
  it('computes the overview from the team rows', async () => {
    await signInAs(server, 'demo_agent')
    const team = await teamOf('demo_agent')
    const value = await call('agent.overview', range)
    const expected = {
      teamSize: team.length,
      directMembers: (
        await server.db.query('SELECT 1 FROM accounts WHERE upline_id = $1', [
          await idOf('demo_agent'),
        ])
      ).length,
      activeMembers: await sumOf(
        `SELECT count(DISTINCT account_id) AS v FROM bets WHERE account_id = ANY($1) AND ${within('created_at')}`,
        team,
      ),
      deposits: await sumOf(
        `SELECT coalesce(sum(amount), 0) AS v FROM ledger WHERE kind = 'deposit' AND account_id = ANY($1) AND ${within('created_at')}`,
        team,
      ),
      withdrawals: await sumOf(
        `SELECT coalesce(-sum(amount), 0) AS v FROM ledger WHERE kind = 'withdraw' AND account_id = ANY($1) AND ${within('created_at')}`,
        team,
      ),
      stake: await sumOf(
        `SELECT coalesce(sum(stake), 0) AS v FROM bets WHERE account_id = ANY($1) AND ${within('created_at')}`,
        team,
      ),
      payout: await sumOf(
        `SELECT coalesce(sum(payout), 0) AS v FROM bets WHERE account_id = ANY($1) AND ${within('created_at')}`,
        team,
      ),
    }
    expect(team.length).toBeGreaterThanOrEqual(29)
    expect(value).toMatchObject(expected)
    expect(expected.stake).toBeGreaterThan(0)
    expect(expected.withdrawals).toBeGreaterThan(0)
    expect(value.profit).toBe(expected.payout - expected.stake)
    expect(value.daily).toHaveLength(61)
    expect(value.daily.reduce((s, d) => s + d.stake!, 0)).toBe(expected.stake)
    expect(value.daily.reduce((s, d) => s + d.deposits!, 0)).toBe(expected.deposits)

    const bets = await call('agent.teamBets', { ...range, pageSize: 5 })
    expect(bets.totals).toMatchObject({ stake: expected.stake, payout: expected.payout })
    const pl = await call('agent.profitLoss', range)
    expect(pl.totals).toMatchObject({
      stake: expected.stake,
      payout: expected.payout,
      deposits: expected.deposits,
      withdrawals: expected.withdrawals,
    })
    expect(pl.totalPages).toBe(Math.ceil(team.length / 14))
  })

  it('keeps every seeded wallet equal to the sum of its ledger rows', async () => {
    const ids = [...(await teamOf('demo_agent')), await idOf('demo_agent')]
    const rows = await server.db.query<{ balance: string; ledger: string }>(
      `SELECT w.balance, (SELECT coalesce(sum(amount), 0) FROM ledger l WHERE l.account_id = w.account_id) AS ledger
       FROM wallets w WHERE w.account_id = ANY($1)`,
      [ids],
    )
    expect(rows.length).toBe(ids.length)
    for (const r of rows) expect(Number(r.balance)).toBe(Number(r.ledger))
  })

  it('answers the income from the ledger and the team ledger with totals', async () => {
    await signInAs(server, 'demo_agent')
    const income = await call('agent.revenue', { startDate: dayAgo(30), endDate: dayAgo(0) })
    const [row] = await server.db.query<{ v: string }>(
      `SELECT coalesce(sum(amount), 0) AS v FROM ledger WHERE account_id = $1
       AND kind IN ('commission', 'dividend', 'salary') AND created_at >= $2::date AND created_at < $3::date + 1`,
      [await idOf('demo_agent'), dayAgo(30), dayAgo(0)],
    )
    expect(income.totals.total).toBe(Number(row!.v))
    expect(income.totals.dividend).toBeGreaterThan(0)

    const deposits = await call('agent.transactions', { ...range, kind: 'deposit', pageSize: 3 })
    const team = await teamOf('demo_agent')
    expect(deposits.totals.credits).toBe(
      await sumOf(
        `SELECT coalesce(sum(amount), 0) AS v FROM ledger WHERE kind = 'deposit' AND account_id = ANY($1) AND ${within('created_at')}`,
        team,
      ),
    )
    expect(deposits.list).toHaveLength(3)
  })
})

describe('team management', () => {
  it('pages the direct downline and searches the whole team by prefix', async () => {
    await signInAs(server, 'demo_agent')
    const agentId = await idOf('demo_agent')
    const [direct] = await server.db.query<{ count: string }>(
      'SELECT count(*) AS count FROM accounts WHERE upline_id = $1',
      [agentId],
    )
    const count = Number(direct!.count)
    const first = await call('agent.downline', { pageSize: 5 })
    expect(first.total).toBe(count)
    expect(first.totalPages).toBe(Math.ceil(count / 5))
    const seen = [...first.list]
    for (let pageNo = 2; pageNo <= first.totalPages; pageNo += 1)
      seen.push(...(await call('agent.downline', { pageSize: 5, pageNo })).list)
    expect(new Set(seen.map((m) => m.username)).size).toBe(count)
    const sub1 = seen.find((m) => m.username === 'demo_sub1')!
    expect(sub1.teamSize).toBe(1)

    const search = await call('agent.downline', { username: 'DOWNLINE1' })
    expect(search.list.map((m) => m.username)).toEqual(
      Array.from({ length: 10 }, (_, i) => `downline1${i}`),
    )
    expect((await call('agent.downline', { username: 'down%' })).total).toBe(0)

    const children = await call('agent.downline', { parentId: sub1.id })
    expect(children.parent.username).toBe('demo_sub1')
    expect(children.list.map((m) => m.username)).toEqual(['demo_sub2'])
  })

  it('refuses a parent outside the team', async () => {
    await signInAs(server, 'demo_agent')
    const outside = await refusal(
      call('agent.downline', { parentId: String(await idOf('demo_trial')) }),
    )
    expect(outside.details.status).toBe(403)
    await signInAs(server, 'demo_sub1')
    const upline = await refusal(
      call('agent.downline', { parentId: String(await idOf('demo_agent')) }),
    )
    expect(upline.message).toBe('This account is not in your team')
  })

  it('registers a downline that then appears in the team and can sign in', async () => {
    await signInAs(server, 'demo_agent')
    const created = await call('agent.registerDownline', {
      username: 'newsub007',
      password: 'Secret123',
      type: 2,
      birthday: adult,
    })
    expect(created.type).toBe(2)
    const found = await call('agent.downline', { username: 'newsub007' })
    expect(found.list).toMatchObject([{ id: created.id, type: 2, teamSize: 0 }])
    const taken = await refusal(
      call('agent.registerDownline', {
        username: 'NewSub007',
        password: 'Secret123',
        type: 3,
        birthday: adult,
      }),
    )
    expect(taken.details.status).toBe(409)
    const bad = await refusal(
      call('agent.registerDownline', {
        username: '1abcdef',
        password: 'Secret123',
        type: 3,
        birthday: adult,
      }),
    )
    expect(bad.details.status).toBe(400)
    const [wallet] = await server.db.query<{ balance: string }>(
      'SELECT balance FROM wallets WHERE account_id = $1',
      [Number(created.id)],
    )
    expect(Number(wallet!.balance)).toBe(0)
    await signInAs(server, 'newsub007', merchant, 'Secret123')
    expect(await call('member.info')).toMatchObject({ account: 'newsub007', type: 2 })
  })

  it('reports the credit put out to each direct downline from the paired transfer rows', async () => {
    await signInAs(server, 'demo_agent')
    await call('agent.registerDownline', {
      username: 'credit01',
      password: 'Secret123',
      type: 3,
      birthday: adult,
    })
    await call('wallet.transfer', { to: 'credit01', amount: 3_000 })
    await call('wallet.transfer', { to: 'credit01', amount: 450 })
    await signInAs(server, 'credit01', merchant, 'Secret123')
    await call('wallet.transfer', { to: 'demo_agent', amount: 1_000 })

    await signInAs(server, 'demo_agent')
    const one = await call('agent.creditReport', { ...range, username: 'CREDIT0' })
    expect(one.list).toMatchObject([
      { username: 'credit01', credited: 3_450, returned: 1_000, net: 2_450, transfers: 3 },
    ])
    expect(one.list[0]!.balance).toBe(2_450)

    // The totals over every direct downline, computed here from the ledger rows in JavaScript.
    const agentId = await idOf('demo_agent')
    const ledger = await server.db.query<{
      account_id: string
      amount: string
      kind: string
      reference: string
    }>(
      `SELECT account_id, amount, kind, reference FROM ledger
       WHERE kind IN ('transfer-in', 'transfer-out') AND created_at >= $1::date AND created_at < $2::date + 1`,
      [range.startDate, range.endDate],
    )
    const direct = new Set(
      (
        await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE upline_id = $1', [
          agentId,
        ])
      ).map((r) => Number(r.id)),
    )
    let credited = 0
    let returned = 0
    for (const out of ledger.filter((r) => r.kind === 'transfer-out')) {
      const into = ledger.find((r) => r.kind === 'transfer-in' && r.reference === out.reference)
      if (!into) continue
      const [from, to] = [Number(out.account_id), Number(into.account_id)]
      if (from === agentId && direct.has(to)) credited += Number(into.amount)
      if (to === agentId && direct.has(from)) returned += Number(into.amount)
    }
    const all = await call('agent.creditReport', { ...range, pageSize: 5 })
    expect(all.totals).toMatchObject({ credited, returned, net: credited - returned })
    expect(all.totalPages).toBe(Math.ceil(direct.size / 5))

    await signInAs(server, 'demo_member')
    expect((await refusal(call('agent.creditReport', range))).details.status).toBe(403)
  })

  it('creates invite links with the registration URL and counts registrations', async () => {
    await signInAs(server, 'demo_agent')
    const link = await call('agent.createInviteLink', { type: 2 })
    expect(link.url).toBe(
      `${new URL(server.baseAt('LUCKY01')).origin}/register?affiliateCode=${link.code}`,
    )
    expect(link).toMatchObject({ type: 2, registered: 0 })
    const { list } = await call('agent.inviteLinks')
    expect(list.map((l) => l.code)).toContain(link.code)
    const [row] = await server.db.query<{ count: string }>(
      `SELECT count(*) AS count FROM accounts a JOIN agent_invite_links l ON l.id = a.invite_link_id
       WHERE l.code = 'AGENT1' AND l.merchant = $1`,
      [merchant],
    )
    expect(list.find((l) => l.code === 'AGENT1')!.registered).toBe(Number(row!.count))
    expect(Number(row!.count)).toBeGreaterThan(0)
  })
})

describe('contracts', () => {
  const contracts = async (kind: CallInput<'agent.contracts'>['kind']) =>
    (await call('agent.contracts', { kind })).list

  it('offers a contract that the downline accepts', async () => {
    await signInAs(server, 'demo_agent')
    const offer = await call('agent.offerContract', {
      downline: 'demo_sub1',
      kind: 'hourlySalary',
      rate: 1.25,
      activeMembers: 2,
    })
    expect(offer).toMatchObject({
      status: 'pending',
      requestType: 'new',
      role: 'upline',
      counterparty: 'demo_sub1',
      awaitingMe: false,
    })
    const again = await refusal(
      call('agent.offerContract', { downline: 'demo_sub1', kind: 'hourlySalary', rate: 1 }),
    )
    expect(again.details.status).toBe(409)
    const notDirect = await refusal(
      call('agent.offerContract', { downline: 'demo_sub2', kind: 'hourlySalary', rate: 1 }),
    )
    expect(notDirect.details.status).toBe(403)
    const member = await refusal(
      call('agent.offerContract', { downline: 'demo_member', kind: 'hourlySalary', rate: 1 }),
    )
    expect(member.details.status).toBe(400)

    await signInAs(server, 'demo_sub1')
    const received = (await contracts('hourlySalary')).find((c) => c.id === offer.id)!
    expect(received).toMatchObject({
      role: 'downline',
      counterparty: 'demo_agent',
      awaitingMe: true,
    })
    const answer = await call('agent.respondContract', { id: offer.id, accept: true })
    expect(answer.contract).toMatchObject({ status: 'active', rate: 1.25 })
    expect(answer.replaced).toBeNull()
  })

  it('asks for confirmation before a lower rate replaces a higher one, then ends the old contract', async () => {
    await signInAs(server, 'demo_agent')
    const old = (await contracts('dividend')).find((c) => c.status === 'active')!
    expect(old.rate).toBe(2)
    const offer = await call('agent.offerContract', {
      downline: 'demo_sub1',
      kind: 'dividend',
      rate: 1.5,
      periodType: 'W',
    })
    await signInAs(server, 'demo_sub1')
    const unconfirmed = await refusal(call('agent.respondContract', { id: offer.id, accept: true }))
    expect(unconfirmed.details.status).toBe(409)
    expect(unconfirmed.details.value).toEqual({ needsConfirmation: true, existingRate: 2 })
    expect((await contracts('dividend')).find((c) => c.id === offer.id)!.status).toBe('pending')
    const answer = await call('agent.respondContract', {
      id: offer.id,
      accept: true,
      confirm: true,
    })
    expect(answer.contract).toMatchObject({ status: 'active', rate: 1.5 })
    expect(answer.replaced).toMatchObject({ id: old.id, status: 'terminated', rate: 2 })
    const active = (await contracts('dividend')).filter((c) => c.status === 'active')
    expect(active.map((c) => c.id)).toEqual([offer.id])
  })

  it('ends a contract only when the other party accepts the termination', async () => {
    await signInAs(server, 'demo_sub1')
    const active = (await contracts('hourlySalary')).find((c) => c.status === 'active')!
    const request = await call('agent.terminateContract', { id: active.id })
    expect(request).toMatchObject({
      status: 'pending',
      requestType: 'termination',
      awaitingMe: false,
    })
    const own = await refusal(call('agent.respondContract', { id: active.id, accept: true }))
    expect(own.details.status).toBe(403)

    await signInAs(server, 'demo_agent')
    expect((await contracts('hourlySalary')).find((c) => c.id === active.id)!.awaitingMe).toBe(true)
    const kept = await call('agent.respondContract', { id: active.id, accept: false })
    expect(kept.contract).toMatchObject({ status: 'active', requestType: 'new' })

    await signInAs(server, 'demo_sub1')
    await call('agent.terminateContract', { id: active.id })
    await signInAs(server, 'demo_agent')
    const ended = await call('agent.respondContract', { id: active.id, accept: true })
    expect(ended.contract).toMatchObject({ status: 'terminated', requestType: 'termination' })
    const again = await refusal(call('agent.terminateContract', { id: active.id }))
    expect(again.details.status).toBe(409)
  })

  it('settles each closed salary period once and credits it as income', async () => {
    await signInAs(server, 'demo_sub1')
    const offer = (await contracts('dailySalary')).find((c) => c.awaitingMe)!
    const refusedFirst = await refusal(call('agent.settleSalary', { kind: 'hourlySalary' }))
    expect(refusedFirst.details.status).toBe(404)
    await call('agent.respondContract', { id: offer.id, accept: true })
    const subId = await idOf('demo_sub1')
    // The contract became active three days ago, so the last two whole days are due.
    await server.db.query(
      `UPDATE agent_contracts SET activated_at = platform_now() - interval '3 days', valid_bet = 0, active_members = 1 WHERE id = $1`,
      [Number(offer.id)],
    )
    await server.db.query(
      `INSERT INTO bets (account_id, merchant, vendor, game_code, game_type, stake, payout, status, round_id, created_at)
       SELECT a.id, a.merchant, 'PG', 'PG-FORTUNE-OX', 'RNG', 12345, 0, 'settled', 'salary-test', date_trunc('day', platform_now()) - interval '1 day' + interval '1 hour'
       FROM accounts a WHERE a.id = $1`,
      [await idOf('demo_sub2')],
    )
    const before = await call('wallet.balance')
    const settled = await call('agent.settleSalary', { kind: 'dailySalary' })
    expect(settled.periods).toHaveLength(2)
    const [stake] = await server.db.query<{ day: Date; stake: string }>(
      `SELECT date_trunc('day', b.created_at) AS day, sum(b.stake) AS stake FROM bets b
       WHERE b.account_id = $1 AND b.created_at >= date_trunc('day', platform_now()) - interval '1 day'
         AND b.created_at < date_trunc('day', platform_now()) GROUP BY 1`,
      [await idOf('demo_sub2')],
    )
    const yesterday = settled.periods.at(-1)!
    expect(yesterday.validBet).toBe(Number(stake!.stake))
    expect(yesterday.amount).toBe(Math.floor(Number(stake!.stake) / 100))
    expect(settled.total).toBe(settled.periods.reduce((s, p) => s + p.amount, 0))
    expect(settled.balance).toBe(before.sumBalance + settled.total)
    const again = await call('agent.settleSalary', { kind: 'dailySalary' })
    expect(again).toMatchObject({ periods: [], total: 0 })
    const [salary] = await server.db.query<{ sum: string }>(
      `SELECT coalesce(sum(amount), 0) AS sum FROM ledger WHERE account_id = $1 AND kind = 'salary'`,
      [subId],
    )
    expect(Number(salary!.sum)).toBe(settled.total)
    const income = await call('agent.revenue', { startDate: dayAgo(1), endDate: dayAgo(0) })
    expect(income.totals.salary).toBe(settled.total)
  })

  it('refuses a contract kind the merchant has disabled', async () => {
    const flags = (await server.platform.settings(merchant)).consolidated
    flags.realtimesalreqtype = 0
    try {
      await signInAs(server, 'demo_agent')
      const listed = await refusal(call('agent.contracts', { kind: 'realtimeSalary' }))
      expect(listed.details.status).toBe(403)
      const offered = await refusal(
        call('agent.offerContract', {
          downline: 'demo_sub1',
          kind: 'realtimeSalary',
          rate: 1,
          profitRate: 1,
          lossRate: 1,
          singleBet: 100,
        }),
      )
      expect(offered.details.status).toBe(403)
      expect(await contracts('hourlySalary')).toBeInstanceOf(Array)
    } finally {
      flags.realtimesalreqtype = 1
    }
  })
})

/**
 * Puts the platform's clock at an instant, from where it runs on (a test's calls take far less than
 * a period); afterEach makes it real again. Sessions follow it: sign in after the first move.
 */
const clockAt = (instant: string) => server.platform.clock.set(new Date(instant))

/** A settled bet of a team member at an instant, outside the seed's dates (the clock is put in 2030). */
async function betAt(username: string, at: string, stake: number, payout: number) {
  await server.db.query(
    `INSERT INTO bets (account_id, merchant, vendor, game_code, game_type, stake, payout, status, round_id, created_at)
     VALUES ($1, $2, 'PG', 'PG-FORTUNE-OX', 'RNG', $3, $4, 'settled', $5, $6)`,
    [await idOf(username), merchant, stake, payout, `frozen-${username}-${at}-${stake}`, at],
  )
}

/**
 * The upline offers and the downline accepts: the contract is active from the clock's now, or from
 * activatedAt when one is given (back-dated).
 */
async function contractInForce(
  upline: string,
  downline: string,
  terms: Omit<CallInput<'agent.offerContract'>, 'downline'>,
  activatedAt?: string,
) {
  await signInAs(server, upline)
  const offer = await call('agent.offerContract', { downline, ...terms })
  await signInAs(server, downline)
  await call('agent.respondContract', { id: offer.id, accept: true })
  if (activatedAt)
    await server.db.query('UPDATE agent_contracts SET activated_at = $2 WHERE id = $1', [
      Number(offer.id),
      activatedAt,
    ])
  return offer.id
}

/** A sub-agent of demo_agent with a member of its own (the nth by name), and that member. */
async function subAgentWithMember(nth: number) {
  const [sub] = await server.db.query<{ username: string; member: string }>(
    `SELECT s.username, m.username AS member FROM accounts s
     JOIN accounts a ON a.id = s.upline_id AND a.username = 'demo_agent'
     JOIN accounts m ON m.upline_id = s.id
     WHERE s.merchant = $1 AND s.type = 2 AND s.username <> 'demo_sub1'
     ORDER BY s.username, m.username LIMIT 1 OFFSET $2`,
    [merchant, nth],
  )
  return sub!
}

/** Salary ledger credits of an account, computed from its ledger rows. */
const salaryCredits = async (username: string) => {
  const [row] = await server.db.query<{ sum: string }>(
    `SELECT coalesce(sum(amount), 0) AS sum FROM ledger WHERE account_id = $1 AND kind = 'salary'`,
    [await idOf(username)],
  )
  return Number(row!.sum)
}

describe('salary settlement on the platform clock', () => {
  afterEach(() => server.platform.clock.reset())

  it('settles real-time salary every 5 minutes from the bets of at least the single bet', async () => {
    // demo_sub1's team is demo_sub2; nothing in the seed bets in 2030.
    await clockAt('2030-01-01T09:58:00Z')
    await contractInForce(
      'demo_agent',
      'demo_sub1',
      {
        kind: 'realtimeSalary',
        rate: 1,
        profitRate: 0.5,
        lossRate: 2,
        singleBet: 1000,
        activeMembers: 1,
        validBet: 0,
      },
      '2030-01-01T09:59:00Z',
    )
    // 10:00-10:05 the member loses 5,000 (a 500 stake is below the single bet and does not count);
    // 10:05-10:10 the member wins 10,000 on 30,000 staked.
    await betAt('demo_sub2', '2030-01-01T10:01:00Z', 5000, 0)
    await betAt('demo_sub2', '2030-01-01T10:02:00Z', 500, 0)
    await betAt('demo_sub2', '2030-01-01T10:06:00Z', 30000, 40000)
    const before = await salaryCredits('demo_sub1')

    await clockAt('2030-01-01T10:07:00Z')
    const first = await call('agent.settleSalary', { kind: 'realtimeSalary' })
    // Only the closed 5 minutes are due; the running window waits for its end.
    expect(first.periods).toEqual([
      {
        periodStart: '2030-01-01T10:00:00.000Z',
        periodEnd: '2030-01-01T10:05:00.000Z',
        validBet: 5000,
        activeMembers: 1,
        teamProfit: -5000,
        amount: (5000 * 2) / 100,
      },
    ])

    await clockAt('2030-01-01T10:10:30Z')
    const second = await call('agent.settleSalary', { kind: 'realtimeSalary' })
    expect(second.periods.map((p) => [p.periodStart, p.teamProfit, p.amount])).toEqual([
      ['2030-01-01T10:05:00.000Z', 10000, (30000 * 0.5) / 100],
    ])
    const again = await call('agent.settleSalary', { kind: 'realtimeSalary' })
    expect(again).toMatchObject({ periods: [], total: 0 })
    expect((await salaryCredits('demo_sub1')) - before).toBe(100 + 150)

    const records = await call('agent.payouts', {
      kind: 'realtimeSalary',
      startDate: '2030-01-01',
      endDate: '2030-01-01',
    })
    expect(records.totals).toEqual({ count: 2, validBet: 35000, amount: 250 })
    expect(records.list.map((r) => [r.periodStart.slice(11, 16), r.amount])).toEqual([
      ['10:05', 150],
      ['10:00', 100],
    ])
    expect(records.list[0]).toMatchObject({ counterparty: 'demo_agent', rate: 1 })

    await signInAs(server, 'demo_agent')
    const paid = await call('agent.payouts', {
      kind: 'realtimeSalary',
      startDate: '2030-01-01',
      endDate: '2030-01-01',
      side: 'paid',
    })
    expect(paid.totals.amount).toBe(250)
    expect(paid.list[0]!.counterparty).toBe('demo_sub1')
  })

  it('pays daily wages the next day, from the team bets of the closed day', async () => {
    const sub = await subAgentWithMember(0)
    await clockAt('2030-02-01T08:00:00Z')
    await contractInForce(
      'demo_agent',
      sub.username,
      { kind: 'dailySalary', rate: 1.5, validBet: 10000, activeMembers: 1 },
      '2030-02-01T09:00:00Z',
    )
    await betAt(sub.member, '2030-02-02T10:00:00Z', 20000, 0)
    await betAt(sub.member, '2030-02-02T23:59:00Z', 5000, 9000)
    // The next day stays under the contract's valid bet: recorded, not paid.
    await betAt(sub.member, '2030-02-03T12:00:00Z', 3000, 0)
    const before = await salaryCredits(sub.username)

    await clockAt('2030-02-02T23:00:00Z')
    const sameDay = await call('agent.settleSalary', { kind: 'dailySalary' })
    expect(sameDay.periods).toEqual([])

    await clockAt('2030-02-03T00:10:00Z')
    const nextDay = await call('agent.settleSalary', { kind: 'dailySalary' })
    expect(nextDay.periods).toEqual([
      {
        periodStart: '2030-02-02T00:00:00.000Z',
        periodEnd: '2030-02-03T00:00:00.000Z',
        validBet: 25000,
        activeMembers: 1,
        teamProfit: 9000 - 25000,
        amount: (25000 * 1.5) / 100,
      },
    ])
    expect(nextDay.total).toBe(375)

    await clockAt('2030-02-04T01:00:00Z')
    const below = await call('agent.settleSalary', { kind: 'dailySalary' })
    expect(below.periods.map((p) => [p.validBet, p.amount])).toEqual([[3000, 0]])
    expect((await salaryCredits(sub.username)) - before).toBe(375)

    const records = await call('agent.payouts', {
      kind: 'dailySalary',
      startDate: '2030-02-01',
      endDate: '2030-02-05',
    })
    expect(records.totals).toEqual({ count: 2, validBet: 28000, amount: 375 })
  })

  it('pays an hourly salary once its hour closes, and nothing for the hour the contract began in', async () => {
    const sub = await subAgentWithMember(1)
    await clockAt('2030-03-01T09:20:00Z')
    await contractInForce('demo_agent', sub.username, { kind: 'hourlySalary', rate: 2 })
    await betAt(sub.member, '2030-03-01T09:40:00Z', 7000, 0)
    await betAt(sub.member, '2030-03-01T10:15:00Z', 3000, 0)
    await betAt(sub.member, '2030-03-01T10:45:00Z', 2000, 1000)
    const before = await salaryCredits(sub.username)

    // 10:50: the hour the contract began in is closed but not paid; 10:00-11:00 is still open.
    await clockAt('2030-03-01T10:50:00Z')
    expect((await call('agent.settleSalary', { kind: 'hourlySalary' })).periods).toEqual([])

    await clockAt('2030-03-01T11:00:30Z')
    const closed = await call('agent.settleSalary', { kind: 'hourlySalary' })
    expect(closed.periods.map((p) => [p.periodStart, p.validBet, p.amount])).toEqual([
      ['2030-03-01T10:00:00.000Z', 5000, (5000 * 2) / 100],
    ])
    expect((await salaryCredits(sub.username)) - before).toBe(100)
  })
})
