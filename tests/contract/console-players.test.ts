import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { ApiError as ClientError } from '../../src/api/errors'
import type { Role } from '../../server/platform/console/context'
import {
  agentContracts,
  agentTree,
  forcePasswordChange,
  playerBets,
  playerLedger,
  playerProfile,
  resetTwoFactor,
  searchPlayers,
  setPlayerLock,
  signInHistory,
} from '../../server/platform/console/players'
import { sessionHashOf } from '../../server/platform/events/outbox'
import { ConsoleClient, consoleOrigin, newOperator, refused } from './console-harness'
import {
  closeInstances,
  signInAs,
  solvedSlider,
  startInstances,
  useTransport,
  type TestPlatform,
} from './platform'

/**
 * The console's player desk (issue 45) called as the console router will call it, over two
 * instances of one database: a lock on one ends the player's session served by the other.
 */
let a: TestPlatform
let b: TestPlatform
let other = ''

/** A fresh operator with a role on a merchant. */
const operator = (merchant: string, role: Role) => newOperator(a.db, merchant, role)

const idOf = async (username: string, merchant = 'LUCKY01') =>
  Number(
    (
      await a.db.query<{ id: string }>(
        'SELECT id FROM accounts WHERE merchant = $1 AND username = $2',
        [merchant, username],
      )
    )[0]!.id,
  )

const auditOf = (target: string) =>
  a.db.query<{ action: string; before: unknown; after: unknown }>(
    'SELECT action, before, after FROM audit_log WHERE target = $1 ORDER BY id',
    [target],
  )

/** A fresh account of LUCKY01 (type 1 agent or 3 member) under an upline, with an empty wallet. */
async function newAccount(username: string, type: number, uplineId: number | null) {
  const [row] = await a.db.query<{ id: string }>(
    `INSERT INTO accounts (merchant, username, password_hash, type, upline_id)
     VALUES ('LUCKY01', $1, 'x', $2, $3) RETURNING id`,
    [username, type, uplineId],
  )
  await a.db.query('INSERT INTO wallets (account_id, balance) VALUES ($1, 0)', [row!.id])
  return Number(row!.id)
}

beforeAll(async () => {
  ;({ a, b } = await startInstances())
  const [row] = await a.db.query<{ code: string }>(
    "SELECT code FROM merchants WHERE code <> 'LUCKY01' ORDER BY code LIMIT 1",
  )
  other = row!.code
})
afterAll(() => closeInstances(a, b))

describe('search and profile', () => {
  it('finds the merchant’s accounts by the start of a username, phone or email', async () => {
    const support = await operator('LUCKY01', 'support')
    const memberId = await idOf('demo_member')
    await a.db.query("UPDATE accounts SET email = 'Member.One@example.com' WHERE id = $1", [
      memberId,
    ])
    const byName = await searchPlayers(a.db, support, { query: 'DEMO_M', pageSize: 100 })
    expect(byName.list.map((p) => p.username)).toEqual(['demo_member'])
    const mobile = await searchPlayers(a.db, support, { query: '917000000', field: 'mobile' })
    expect(mobile.list.map((p) => p.username)).toContain('demo_member')
    const email = await searchPlayers(a.db, support, { query: 'member.o', field: 'email' })
    expect(email.list).toMatchObject([
      { accountId: String(memberId), email: 'Member.One@example.com' },
    ])
    // The field named is the only one searched; wildcards match themselves.
    expect((await searchPlayers(a.db, support, { query: 'demo', field: 'email' })).total).toBe(0)
    expect((await searchPlayers(a.db, support, { query: '%' })).total).toBe(0)
    expect((await searchPlayers(a.db, support, { query: 'demo_' })).list.length).toBeGreaterThan(1)
    const page = await searchPlayers(a.db, support, { query: 'demo_', pageSize: 2, page: 2 })
    expect(page.list).toHaveLength(2)
    expect(page.totalPages).toBe(Math.ceil(page.total / 2))
    // Another merchant's operator finds its own demo_member, never LUCKY01's.
    const stranger = await operator(other, 'support')
    const theirs = await searchPlayers(a.db, stranger, { query: 'demo_member' })
    expect(theirs.list.map((p) => p.accountId)).not.toContain(String(memberId))
    for (const bad of [
      { query: 5 },
      { field: 'password' },
      { pageSize: 0 },
      { query: 'x'.repeat(65) },
    ])
      expect((await refused(searchPlayers(a.db, support, bad))).status).toBe(400)
  })

  it('shows a profile without a secret, and another merchant’s account as unknown', async () => {
    const support = await operator('LUCKY01', 'readonly')
    const memberId = await idOf('demo_member')
    const profile = await playerProfile(a.db, support, { accountId: memberId })
    expect(profile).toMatchObject({
      accountId: String(memberId),
      username: 'demo_member',
      upline: 'demo_agent',
      type: 3,
      locked: false,
    })
    expect(profile.balance).toBeGreaterThan(0)
    expect(JSON.stringify(profile)).not.toMatch(/hash|secret|\$2[aby]\$|scrypt/i)
    const stranger = await operator(other, 'owner')
    expect((await refused(playerProfile(a.db, stranger, { accountId: memberId }))).status).toBe(404)
    for (const accountId of ['x', -1, 1.5, undefined, '1;', {}])
      expect((await refused(playerProfile(a.db, support, { accountId }))).status).toBe(400)
  })
})

describe('ledger and bets', () => {
  it('pages an account’s ledger and bets over the merchant’s own days', async () => {
    const support = await operator('LUCKY01', 'support')
    const id = await newAccount(`hist${process.pid}`, 3, null)
    // Manila is UTC+8: 17:00 UTC on the 1st is 01:00 on the 2nd there.
    await a.db.query(
      `UPDATE merchants SET settings = settings || '{"timeZone": "Asia/Manila"}' WHERE code = 'LUCKY01'`,
    )
    const times = ['2026-01-01T15:00:00Z', '2026-01-01T17:00:00Z', '2026-01-02T15:59:00Z']
    for (const [i, at] of times.entries()) {
      await a.db.query(
        `INSERT INTO ledger (account_id, amount, balance_after, kind, reference, created_at)
         VALUES ($1, $2, $2, 'deposit', $3, $4)`,
        [id, 1000 * (i + 1), `test:${i}`, at],
      )
      await a.db.query(
        `INSERT INTO bets (account_id, merchant, vendor, game_code, game_type, stake, payout, status,
           round_id, created_at)
         VALUES ($1, 'LUCKY01', 'DEMO', 'g1', 'slot', $2, 0, 'settled', $3, $4)`,
        [id, 100 * (i + 1), `r${process.pid}-${id}-${i}`, at],
      )
    }
    try {
      const day2 = { accountId: id, startDate: '2026-01-02', endDate: '2026-01-02' }
      const ledger = await playerLedger(a.db, support, day2)
      expect(ledger.list.map((l) => l.reference)).toEqual(['test:2', 'test:1'])
      const bets = await playerBets(a.db, support, day2)
      expect(bets.list.map((x) => x.stake)).toEqual([300, 200])
      const all = await playerLedger(a.db, support, { accountId: id, pageSize: 1, page: 3 })
      expect(all).toMatchObject({ total: 3, totalPages: 3, list: [{ reference: 'test:0' }] })
      const day1 = await playerBets(a.db, support, {
        ...day2,
        startDate: '2026-01-01',
        endDate: '2026-01-01',
      })
      expect(day1.list.map((x) => x.stake)).toEqual([100])
      const stranger = await operator(other, 'support')
      expect((await refused(playerLedger(a.db, stranger, { accountId: id }))).status).toBe(404)
      expect((await refused(playerBets(a.db, stranger, { accountId: id }))).status).toBe(404)
      const bad = playerBets(a.db, support, { accountId: id, startDate: '2026-01-02' })
      expect((await refused(bad)).status).toBe(400)
    } finally {
      await a.db.query(
        `UPDATE merchants SET settings = settings - 'timeZone' WHERE code = 'LUCKY01'`,
      )
    }
  })
})

describe('account changes', () => {
  it('locks a player on one instance and ends their session on the other; unlocks', async () => {
    const support = await operator('LUCKY01', 'support')
    const memberId = await idOf('demo_sub2')
    const state = await signInAs(a, 'demo_sub2')
    const token = state.token!
    await call('finance.banks') // the session is now known (and cached) on instance a
    const locked = await setPlayerLock(b.db, support, { accountId: memberId, locked: true })
    expect(locked).toMatchObject({ locked: true })
    // The session's end event, for that session alone, with reason locked.
    const [event] = await a.db.query<{ data: { reason: string } }>(
      "SELECT data FROM events WHERE kind = 'session' AND session_hash = $1",
      [sessionHashOf(token)],
    )
    expect(event?.data.reason).toBe('locked')
    // Instance a forgets the session as it hears the event: the token is refused there.
    let status = 0
    for (let i = 0; i < 50 && status !== 401; i += 1) {
      status = await call('finance.banks').then(
        () => 200,
        (e: unknown) => (e instanceof ClientError ? (e.details.status ?? 0) : 0),
      )
      if (status !== 401) await new Promise((r) => setTimeout(r, 100))
      state.token = token
    }
    expect(status).toBe(401)
    // Signing in again is refused while locked, allowed once unlocked.
    useTransport(a.base)
    const login = () =>
      solvedSlider(a).then((slider) =>
        call('auth.login', {
          username: 'demo_sub2',
          password: 'Demo1234',
          type: 'username',
          ...slider,
        }),
      )
    expect(
      await login().then(
        () => 'in',
        () => 'refused',
      ),
    ).toBe('refused')
    // Locked by failed sign-ins too: unlocking lifts both.
    await a.db.query(
      "UPDATE accounts SET locked_until = platform_now() + interval '1 hour' WHERE id = $1",
      [memberId],
    )
    expect(
      await setPlayerLock(a.db, support, { accountId: memberId, locked: false }),
    ).toMatchObject({
      locked: false,
    })
    expect((await login()).token).toBeTruthy()
    const audit = await auditOf(`account:${memberId}`)
    expect(audit.slice(-2)).toMatchObject([
      { action: 'player.lock', before: { locked: false }, after: { locked: true } },
      { action: 'player.unlock', before: { locked: true }, after: { locked: false } },
    ])
    const stranger = await operator(other, 'support')
    const theirs = setPlayerLock(a.db, stranger, { accountId: memberId, locked: true })
    expect((await refused(theirs)).status).toBe(404)
    expect(
      (await refused(setPlayerLock(a.db, support, { accountId: memberId, locked: 'yes' }))).status,
    ).toBe(400)
    expect((await playerProfile(a.db, support, { accountId: memberId })).locked).toBe(false)
  })

  it('forces a password change at the next sign-in', async () => {
    const support = await operator('LUCKY01', 'support')
    const id = await idOf('demo_sub1')
    expect((await forcePasswordChange(a.db, support, { accountId: id })).passwordChangeForced).toBe(
      true,
    )
    useTransport(a.base)
    const login = await call('auth.login', {
      username: 'demo_sub1',
      password: 'Demo1234',
      type: 'username',
      ...(await solvedSlider(a)),
    })
    expect(login.passwordExpired).toBe(true)
    const [audit] = await auditOf(`account:${id}`)
    expect(audit).toMatchObject({
      action: 'player.forcePasswordChange',
      before: { passwordChangeForced: false },
      after: { passwordChangeForced: true },
    })
  })

  it('resets the authenticator without recording its secret', async () => {
    const support = await operator('LUCKY01', 'support')
    const id = await newAccount(`totp${process.pid}`, 3, null)
    await a.db.query("UPDATE accounts SET totp_secret = 'JBSWY3DPEHPK3PXP' WHERE id = $1", [id])
    expect((await playerProfile(a.db, support, { accountId: id })).hasAuthenticator).toBe(true)
    expect(await resetTwoFactor(a.db, support, { accountId: id })).toMatchObject({
      hasAuthenticator: false,
    })
    const [row] = await a.db.query<{ totp_secret: string | null }>(
      'SELECT totp_secret FROM accounts WHERE id = $1',
      [id],
    )
    expect(row!.totp_secret).toBeNull()
    const audit = await auditOf(`account:${id}`)
    expect(audit).toMatchObject([
      {
        action: 'player.resetTwoFactor',
        before: { hasAuthenticator: true },
        after: { hasAuthenticator: false },
      },
    ])
    expect(JSON.stringify(audit)).not.toContain('JBSWY3DPEHPK3PXP')
  })

  it('keeps the sign-in history after the sessions end', async () => {
    const support = await operator('LUCKY01', 'support')
    const id = await idOf('demo_weak')
    const before = (await signInHistory(a.db, support, { accountId: id })).total
    await signInAs(a, 'demo_weak', 'LUCKY01', '123456')
    await signInAs(b, 'demo_weak', 'LUCKY01', '123456')
    await a.db.query('DELETE FROM sessions WHERE account_id = $1', [id])
    const history = await signInHistory(a.db, support, { accountId: id, pageSize: 2 })
    expect(history.total).toBe(before + 2)
    // Each sign-in with the address it came from.
    expect(history.list.every((s) => typeof s.ip === 'string' && s.ip.length > 0)).toBe(true)
    const at = history.list.map((s) => s.at)
    expect(at).toEqual([...at].sort().reverse())
    const stranger = await operator(other, 'support')
    expect((await refused(signInHistory(a.db, stranger, { accountId: id }))).status).toBe(404)
  })
})

describe('agents', () => {
  it('shows the agent tree by levels, with uplines and each downline’s team', async () => {
    const support = await operator('LUCKY01', 'readonly')
    const stem = `tr${process.pid}`
    const top = await newAccount(`${stem}top`, 1, null)
    const subA = await newAccount(`${stem}a`, 1, top)
    const subB = await newAccount(`${stem}b`, 1, top)
    const m1 = await newAccount(`${stem}a1`, 3, subA)
    await newAccount(`${stem}a2`, 3, subA)
    await newAccount(`${stem}a1x`, 3, m1)
    const tree = await agentTree(a.db, support, { accountId: top })
    expect(tree).toMatchObject({
      uplines: [],
      levels: [
        { level: 1, count: 2 },
        { level: 2, count: 2 },
        { level: 3, count: 1 },
      ],
      teamSize: 5,
      downlines: {
        total: 2,
        list: [
          { accountId: String(subA), username: `${stem}a`, teamSize: 3 },
          { accountId: String(subB), username: `${stem}b`, teamSize: 0 },
        ],
      },
    })
    const leaf = await agentTree(a.db, support, { accountId: m1 })
    expect(leaf.uplines.map((u) => u.username)).toEqual([`${stem}a`, `${stem}top`])
    const page = await agentTree(a.db, support, { accountId: top, pageSize: 1, page: 2 })
    expect(page.downlines.list.map((d) => d.accountId)).toEqual([String(subB)])

    // Contracts: where the account is the upline, and where it is the downline.
    await a.db.query(
      `INSERT INTO agent_contracts (merchant, upline_id, account_id, kind, rate, status, requested_by)
       VALUES ('LUCKY01', $1, $2, 'dailySalary', 1.5, 'active', $1)`,
      [top, subA],
    )
    const asUpline = await agentContracts(a.db, support, { accountId: top })
    expect(asUpline.list).toMatchObject([
      {
        kind: 'dailySalary',
        rate: 1.5,
        role: 'upline',
        upline: `${stem}top`,
        downline: `${stem}a`,
      },
    ])
    expect((await agentContracts(a.db, support, { accountId: subA })).list[0]?.role).toBe(
      'downline',
    )
    expect((await agentContracts(a.db, support, { accountId: subB })).total).toBe(0)
    const stranger = await operator(other, 'owner')
    expect((await refused(agentTree(a.db, stranger, { accountId: top }))).status).toBe(404)
    expect((await refused(agentContracts(a.db, stranger, { accountId: top }))).status).toBe(404)
  })
})

describe('through the console API', () => {
  it('answers every player call to the seeded support operator within its schema', async () => {
    const [merchant] = await a.db.query<{ id: number }>(
      "SELECT id FROM merchants WHERE code = 'LUCKY01'",
    )
    const id = merchant!.id
    const support = new ConsoleClient(consoleOrigin(b.origin))
    await support.signIn('default.support')
    const agentId = String(await idOf('demo_agent'))
    const target = String(await newAccount(`api${process.pid}`, 3, Number(agentId)))
    // Every answer below is checked against its schema by the platform (checkResponses).
    const found = (await support.value('players.search', { query: 'demo_' }, id)) as {
      list: unknown[]
    }
    expect(found.list.length).toBeGreaterThan(0)
    expect(await support.value('players.profile', { accountId: agentId }, id)).toMatchObject({
      username: 'demo_agent',
    })
    for (const call of ['players.ledger', 'players.bets', 'players.signIns', 'players.contracts'])
      expect(
        await support.value(call as 'players.ledger', { accountId: agentId }, id),
      ).toMatchObject({ page: 1 })
    expect(await support.value('players.tree', { accountId: agentId }, id)).toMatchObject({
      downlines: { list: expect.arrayContaining([expect.objectContaining({ accountId: target })]) },
    })
    expect(
      await support.value('players.setLock', { accountId: target, locked: true }, id),
    ).toMatchObject({ locked: true })
    expect(
      await support.value('players.setLock', { accountId: target, locked: false }, id),
    ).toMatchObject({ locked: false })
    expect(
      await support.value('players.forcePasswordChange', { accountId: target }, id),
    ).toMatchObject({ passwordChangeForced: true })
    expect(await support.value('players.resetTwoFactor', { accountId: target }, id)).toMatchObject({
      hasAuthenticator: false,
    })
    // Another merchant's account is not found; a malformed id never reaches the desk.
    const stranger = String(await idOf('demo_member', other))
    const theirs = await support.call('players.profile', { accountId: stranger }, id)
    expect(theirs).toMatchObject({ status: 404, body: { code: 'notFound' } })
    expect((await support.call('players.profile', { accountId: '1 OR 1=1' }, id)).status).toBe(400)
  })
})
