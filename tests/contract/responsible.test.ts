import { createHash } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { signedHeaders } from '../../server/platform/integrations/signing'
import { postToWallet } from '../../server/platform/ledger'
import { hashPassword } from '../../server/platform/passwords'
import { exclude } from '../../server/platform/responsible/exclusion'
import { moneyOf } from '../../server/platform/responsible/periods'
import { call } from '../../src/test/any-call'
import { atBrand } from '../lib/brand-hosts'
import {
  refusal,
  signInAs,
  solvedCaptcha,
  solvedSlider,
  startPlatform,
  useTransport,
  type TestPlatform,
} from './platform'

/**
 * Responsible gaming (issue 46) as a member meets it: limits with their cooling-off, enforced on
 * deposit orders, on the game launch, on the provider's wallet debits and on transfers into a
 * vendor's wallet (two at once included); the time-out, self-exclusion and closure with every
 * sign-in path refused and open sessions ended; marketing stopped; the merchant's minimum age at
 * registration, for an agent's downline, in the profile and at a deposit; the seeded adults; and
 * bad input refused.
 */
let server: TestPlatform
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())
// A test that moves the platform's clock puts it back, for the next one's periods and sessions.
afterEach(async () => {
  if (server.platform.clock.offset !== 0) await server.platform.clock.reset()
})

const password = 'Secret12'
const hour = 3_600_000
let serial = 0

/** A new member of a merchant with money in the wallet, written straight to the database. */
async function freshAccount(merchant = 'LUCKY01', balance = 1_000_000) {
  serial += 1
  const username = `rg${serial}x${Date.now() % 1_000_000}`
  const [row] = await server.db.query<{ id: string }>(
    `INSERT INTO accounts (merchant, username, password_hash, nickname, type, first_login, profile)
     VALUES ($1, $2, $3, $2, 3, false, '{"birthday": "1990-05-01"}') RETURNING id`,
    [merchant, username, await hashPassword(password)],
  )
  const accountId = Number(row!.id)
  await server.db.query('INSERT INTO wallets (account_id, balance) VALUES ($1, 0)', [accountId])
  if (balance)
    await server.db.transaction((tx) =>
      postToWallet(tx, accountId, balance, 'deposit', `test:${username}`),
    )
  return { username, accountId, merchant }
}

type Account = Awaited<ReturnType<typeof freshAccount>>

/** Signs an account in through the app's transport (which then carries its token). */
const signIn = (account: Account) => signInAs(server, account.username, account.merchant, password)

/** The refusal a username login of the account meets. */
const loginRefusal = async (account: Account) => {
  useTransport(server.base, account.merchant)
  return refusal(
    call('auth.login', {
      username: account.username,
      password,
      type: 'username',
      ...(await solvedSlider(server, account.merchant)),
    }),
  )
}

/** Launches the demo slot for the signed-in account and answers the game session's token. */
async function launch(account: Account) {
  await call('play.launch', { vendor: 'PG', gameCode: 'PG-FORTUNE-OX', gameType: 'RNG' })
  const [session] = await server.db.query<{ token: string; currency: string }>(
    'SELECT token, currency FROM provider_sessions WHERE account_id = $1 ORDER BY created_at DESC LIMIT 1',
    [account.accountId],
  )
  return session!
}

let rounds = 0
/** A debit of the demo provider, signed as it signs one. */
async function debit(account: Account, game: { token: string; currency: string }, amount: number) {
  rounds += 1
  const body = JSON.stringify({
    playerToken: game.token,
    merchant: account.merchant,
    transactionId: `rg-t-${Date.now()}-${rounds}`,
    roundId: `rg-r-${Date.now()}-${rounds}`,
    amount,
    currency: game.currency,
  })
  const response = await fetch(`${server.origin}/wallet/demo/debit`, {
    method: 'POST',
    headers: signedHeaders(server.provider.secret, body),
    body,
  })
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { roundId?: string },
    roundId: JSON.parse(body).roundId as string,
  }
}

/** Settles a round with a payout (0: lost). */
async function credit(game: { token: string; currency: string }, roundId: string, amount: number) {
  const body = JSON.stringify({
    playerToken: game.token,
    transactionId: `c-${roundId}`,
    roundId,
    amount,
    currency: game.currency,
  })
  const response = await fetch(`${server.origin}/wallet/demo/credit`, {
    method: 'POST',
    headers: signedHeaders(server.provider.secret, body),
    body,
  })
  expect(response.status).toBe(200)
}

const balanceOf = async (accountId: number) => {
  const [row] = await server.db.query<{ balance: string }>(
    'SELECT balance FROM wallets WHERE account_id = $1',
    [accountId],
  )
  return Number(row!.balance)
}

const betsOf = async (accountId: number) =>
  Number(
    (
      await server.db.query<{ n: string }>('SELECT count(*) AS n FROM bets WHERE account_id = $1', [
        accountId,
      ])
    )[0]!.n,
  )

/** The reasons of the account's session end events, oldest first. */
const sessionEnds = async (accountId: number) =>
  (
    await server.db.query<{ reason: string; session_hash: string }>(
      `SELECT data->>'reason' AS reason, session_hash FROM events
       WHERE account_id = $1 AND kind = 'session' ORDER BY id`,
      [accountId],
    )
  ).map((row) => ({ reason: row.reason, session: row.session_hash }))

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** Changes a merchant's responsible-gaming settings (merged over the stored ones). */
async function setResponsible(merchant: string, change: object) {
  await server.db.query(
    `UPDATE merchants SET settings = jsonb_set(settings, '{responsible}',
       coalesce(settings->'responsible', '{}'::jsonb) || $2::jsonb) WHERE code = $1`,
    [merchant, JSON.stringify(change)],
  )
  await server.reloadMerchants()
}

/** Sets a merchant's minimum age (register.ageRequirement). */
async function setMinimumAge(merchant: string, age: number) {
  await server.db.query(
    `UPDATE merchants SET settings = jsonb_set(settings, '{register,ageRequirement}', $2::jsonb)
     WHERE code = $1`,
    [merchant, JSON.stringify(age)],
  )
  await server.reloadMerchants()
}

describe('limits and their cooling-off', () => {
  it('starts with no limits, the merchant reality check and this session', async () => {
    const account = await freshAccount()
    await signIn(account)
    const status = await call('responsible.status')
    expect(status).toMatchObject({
      limits: [],
      realityCheckMinutes: 60,
      realityCheckChoices: [15, 30, 45, 60, 90, 120],
      coolingOffHours: 24,
      exclusion: null,
      session: { net: 0, wagered: 0 },
    })
    expect(Date.now() - Date.parse(status.session.startedAt)).toBeLessThan(60_000)
    const chosen = await call('responsible.setRealityCheck', { minutes: 15 })
    expect(chosen.realityCheckMinutes).toBe(15)
    expect((await call('responsible.setRealityCheck', { minutes: 0 })).realityCheckMinutes).toBe(0)
  })

  it('applies a lower limit at once and a higher one or a removal only after the cooling-off', async () => {
    const account = await freshAccount()
    await signIn(account)
    const first = await call('responsible.setLimit', {
      kind: 'deposit',
      period: 'day',
      amount: 100_000,
    })
    expect(first.limits).toEqual([
      expect.objectContaining({ kind: 'deposit', period: 'day', amount: 100_000, pending: null }),
    ])
    const before = Date.now()
    const raised = await call('responsible.setLimit', {
      kind: 'deposit',
      period: 'day',
      amount: 300_000,
    })
    const pending = raised.limits[0]!
    expect(pending.amount).toBe(100_000)
    expect(pending.pending?.amount).toBe(300_000)
    const appliesAt = Date.parse(pending.pending!.appliesAt)
    expect(appliesAt - before).toBeGreaterThanOrEqual(24 * hour - 5_000)
    expect(appliesAt - before).toBeLessThan(24 * hour + 60_000)
    // A lower one applies now and drops the raise waiting.
    const lowered = await call('responsible.setLimit', {
      kind: 'deposit',
      period: 'day',
      amount: 50_000,
    })
    expect(lowered.limits[0]).toMatchObject({ amount: 50_000, pending: null })
    // Raised again: still 50,000 a minute before the cooling-off ends, 200,000 after it.
    await call('responsible.setLimit', { kind: 'deposit', period: 'day', amount: 200_000 })
    await server.platform.clock.advance(24 * hour - 60_000)
    expect((await call('responsible.status')).limits[0]).toMatchObject({
      amount: 50_000,
      pending: { amount: 200_000 },
    })
    await server.platform.clock.advance(2 * 60_000)
    expect((await call('responsible.status')).limits[0]).toMatchObject({
      amount: 200_000,
      pending: null,
    })
    // A removal waits too, and can be cancelled while it waits.
    const removing = await call('responsible.setLimit', {
      kind: 'deposit',
      period: 'day',
      amount: null,
    })
    expect(removing.limits[0]).toMatchObject({ amount: 200_000, pending: { amount: null } })
    const kept = await call('responsible.cancelPending', { kind: 'deposit', period: 'day' })
    expect(kept.limits[0]).toMatchObject({ amount: 200_000, pending: null })
    await call('responsible.setLimit', { kind: 'deposit', period: 'day', amount: null })
    await server.platform.clock.advance(25 * hour)
    expect((await call('responsible.status')).limits).toEqual([])
  })

  it('takes the merchant cooling-off hours', async () => {
    await setResponsible('JADE_PH', { coolingOffHours: 72 })
    try {
      const account = await freshAccount('JADE_PH')
      await signIn(account)
      await call('responsible.setLimit', { kind: 'wager', period: 'week', amount: 10_000 })
      const raised = await call('responsible.setLimit', {
        kind: 'wager',
        period: 'week',
        amount: 20_000,
      })
      expect(raised.coolingOffHours).toBe(72)
      const wait = Date.parse(raised.limits[0]!.pending!.appliesAt) - Date.now()
      expect(wait).toBeGreaterThan(71 * hour)
      expect(wait).toBeLessThan(73 * hour)
    } finally {
      await setResponsible('JADE_PH', { coolingOffHours: 24 })
    }
  })

  it('refuses bad input with 400', async () => {
    const account = await freshAccount()
    await signIn(account)
    const bad: [string, object][] = [
      ['responsible.setLimit', { kind: 'session', period: 'day', amount: 60 }],
      ['responsible.setLimit', { kind: 'deposit', period: 'session', amount: 60 }],
      ['responsible.setLimit', { kind: 'deposit', period: 'day', amount: 0 }],
      ['responsible.setLimit', { kind: 'deposit', period: 'day', amount: -5 }],
      ['responsible.setLimit', { kind: 'deposit', period: 'day', amount: 'lots' }],
      ['responsible.setLimit', { kind: 'session', period: 'session', amount: 1441 }],
      ['responsible.setLimit', { kind: 'spend', period: 'day', amount: 10 }],
      ['responsible.setLimit', { kind: 'deposit', period: 'day' }],
      ['responsible.cancelPending', { kind: 'deposit', period: 'year' }],
      ['responsible.setRealityCheck', { minutes: 7 }],
      ['responsible.setRealityCheck', { minutes: -1 }],
      ['responsible.timeOut', { period: '2h', password }],
      ['responsible.selfExclude', { period: '1d', password }],
      ['responsible.timeOut', { period: '24h' }],
      ['responsible.closeAccount', { password: 'wrong-one' }],
      ['responsible.timeOut', { period: '24h', password: 'wrong-one' }],
    ]
    for (const [id, input] of bad) {
      const refused = await refusal(call(id as 'responsible.setLimit', input as never))
      expect(refused.details.status, `${id} ${JSON.stringify(input)}`).toBe(400)
    }
    // Nothing of it took: no limit, the default reality check, and the account still signed in.
    expect(await call('responsible.status')).toMatchObject({
      limits: [],
      realityCheckMinutes: 60,
      exclusion: null,
    })
  })
})

describe('enforcement', () => {
  it('refuses a deposit order over the deposit limit, naming the limit and when it resets', async () => {
    // The merchant's days are in its settings' zone: Manila's midnight is 16:00 UTC.
    await server.db.query(
      `UPDATE merchants SET settings = settings || '{"timeZone": "Asia/Manila"}' WHERE code = 'LUCKY01'`,
    )
    await server.reloadMerchants()
    const account = await freshAccount()
    await signIn(account)
    const { list } = await call('finance.channels')
    const channel = list[0]!
    const limit = Math.round(channel.minAmount * 2.5)
    await call('responsible.setLimit', { kind: 'deposit', period: 'day', amount: limit })
    await call('finance.deposit', { channelId: channel.id, amount: channel.minAmount })
    await call('finance.deposit', { channelId: channel.id, amount: channel.minAmount })
    const refused = await refusal(
      call('finance.deposit', { channelId: channel.id, amount: channel.minAmount }),
    )
    const money = await moneyOf(server.db, 'LUCKY01')
    expect(refused.details.status).toBe(403)
    expect(refused.message).toMatch(
      new RegExp(
        `^This would pass your daily deposit limit of ${escape(money(limit))} \\(${escape(
          money(limit - 2 * channel.minAmount),
        )} left\\); it resets at \\d{4}-\\d{2}-\\d{2} 00:00$`,
      ),
    )
    expect(refused.details.value).toMatchObject({
      limit: { kind: 'deposit', period: 'day', amount: limit, used: 2 * channel.minAmount },
    })
    const [orders] = await server.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM deposit_orders WHERE account_id = $1',
      [account.accountId],
    )
    expect(Number(orders!.n)).toBe(2)
    const status = await call('responsible.status')
    expect(status.limits[0]).toMatchObject({ used: 2 * channel.minAmount })
    expect(new Date(status.limits[0]!.resetsAt).getUTCHours()).toBe(16)
    expect(new Date(status.limits[0]!.resetsAt).getUTCMinutes()).toBe(0)
  })

  it('refuses a bet over the wager limit at the provider wallet API, debiting nothing, and the launch once it is used up', async () => {
    const account = await freshAccount()
    await signIn(account)
    await call('responsible.setLimit', { kind: 'wager', period: 'day', amount: 1_500 })
    const game = await launch(account)
    const first = await debit(account, game, 1_000)
    expect(first.status).toBe(200)
    const balance = await balanceOf(account.accountId)
    const refused = await debit(account, game, 1_000)
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ ok: false, code: 'RESPONSIBLE_LIMIT' })
    expect(refused.body.message).toMatch(/^This bet would pass your daily wager limit of .+ left/)
    expect(refused.body.limit).toMatchObject({ kind: 'wager', period: 'day', used: 1_000 })
    expect(await balanceOf(account.accountId)).toBe(balance)
    expect(await betsOf(account.accountId)).toBe(1)
    // What is left still plays; then the limit is used up and the game does not launch.
    expect((await debit(account, game, 500)).status).toBe(200)
    const launchRefused = await refusal(launch(account))
    expect(launchRefused.details.status).toBe(403)
    expect(launchRefused.message).toMatch(/daily wager limit/)
    expect((await call('responsible.status')).session.wagered).toBe(1_500)
  })

  it('refuses a bet over the loss limit, counting settled wins against losses', async () => {
    const account = await freshAccount()
    await signIn(account)
    await call('responsible.setLimit', { kind: 'loss', period: 'week', amount: 2_000 })
    const game = await launch(account)
    const lost = await debit(account, game, 1_500)
    await credit(game, lost.roundId, 0)
    // 1,500 lost: a 1,000 stake could lose 2,500 in all.
    const refused = await debit(account, game, 1_000)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toMatch(/weekly loss limit/)
    // A win of 1,200 on a 500 stake brings the week's loss to 800: 1,000 fits again.
    const won = await debit(account, game, 500)
    await credit(game, won.roundId, 1_200)
    expect((await debit(account, game, 1_000)).status).toBe(200)
    const status = await call('responsible.status')
    expect(status.limits[0]).toMatchObject({ kind: 'loss', used: 1_800 })
    expect(status.session).toMatchObject({ wagered: 3_000, net: 1_200 - 3_000 })
  })

  it('lets only one of two bets at once pass the wager limit', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const account = await freshAccount()
      await signIn(account)
      await call('responsible.setLimit', { kind: 'wager', period: 'day', amount: 1_000 })
      const game = await launch(account)
      const both = await Promise.all([debit(account, game, 1_000), debit(account, game, 1_000)])
      expect(both.map((b) => b.status).sort()).toEqual([200, 403])
      const [staked] = await server.db.query<{ sum: string }>(
        'SELECT coalesce(sum(stake), 0) AS sum FROM bets WHERE account_id = $1',
        [account.accountId],
      )
      expect(Number(staked!.sum)).toBe(1_000)
      expect(await balanceOf(account.accountId)).toBe(1_000_000 - 1_000)
    }
  })

  it('counts money moved to a transfer-wallet vendor as lost, refusing a move past the loss limit', async () => {
    const account = await freshAccount()
    const state = await signIn(account)
    const money = await moneyOf(server.db, 'LUCKY01')
    await call('responsible.setLimit', { kind: 'loss', period: 'day', amount: 5_000 })
    await call('wallet.vendorTransfer', { vendor: 'PG', direction: 'in', amount: 3_000 })
    expect((await call('responsible.status')).limits[0]).toMatchObject({
      kind: 'loss',
      used: 3_000,
    })
    const balance = await balanceOf(account.accountId)
    const refused = await refusal(
      call('wallet.vendorTransfer', { vendor: 'PG', direction: 'in', amount: 2_001 }),
    )
    expect(refused.details.status).toBe(403)
    expect(refused.message).toMatch(
      new RegExp(
        `^This transfer would pass your daily loss limit of ${escape(money(5_000))} \\(${escape(
          money(2_000),
        )} left\\); it resets at \\d{4}-\\d{2}-\\d{2} 00:00$`,
      ),
    )
    expect(refused.details.value).toMatchObject({
      limit: { kind: 'loss', period: 'day', amount: 5_000, used: 3_000 },
    })
    state.language = 'VI'
    expect(
      (
        await refusal(
          call('wallet.vendorTransfer', { vendor: 'PG', direction: 'in', amount: 2_001 }),
        )
      ).message,
    ).toMatch(/^Lần chuyển tiền này sẽ vượt giới hạn thua theo ngày của bạn/)
    state.language = 'EN'
    // Nothing moved: no ledger row, the wallets as they were.
    expect(await balanceOf(account.accountId)).toBe(balance)
    expect((await call('wallet.vendors')).vendors).toContainEqual({ vendor: 'PG', balance: 3_000 })
    // What is left moves; then the limit is used up: no game launches, no bet is taken.
    await call('wallet.vendorTransfer', { vendor: 'PG', direction: 'in', amount: 2_000 })
    expect((await refusal(launch(account))).message).toMatch(/daily loss limit/)
    // Money back from the vendor is never refused, and frees as much of the limit.
    await call('wallet.vendorTransfer', { vendor: 'PG', direction: 'out', amount: 1_500 })
    expect((await call('responsible.status')).limits[0]).toMatchObject({ used: 3_500 })
    const game = await launch(account)
    expect((await debit(account, game, 1_600)).status).toBe(403)
    expect((await debit(account, game, 1_500)).status).toBe(200)
    // The next day starts at 0: money back then does not free more than the day's limit.
    await server.platform.clock.advance(24 * hour)
    await call('wallet.vendorTransfer', { vendor: 'PG', direction: 'out', amount: 3_500 })
    expect((await call('responsible.status')).limits[0]).toMatchObject({ used: 0 })
    expect(
      (
        await refusal(
          call('wallet.vendorTransfer', { vendor: 'PG', direction: 'in', amount: 5_001 }),
        )
      ).details.status,
    ).toBe(403)
  })

  it('counts money moved to a transfer-wallet vendor as wagered, with the bets of the period', async () => {
    const account = await freshAccount()
    await signIn(account)
    await call('responsible.setLimit', { kind: 'wager', period: 'week', amount: 2_000 })
    const game = await launch(account)
    expect((await debit(account, game, 500)).status).toBe(200)
    await call('wallet.vendorTransfer', { vendor: 'EVO', direction: 'in', amount: 1_000 })
    const refused = await refusal(
      call('wallet.vendorTransfer', { vendor: 'EVO', direction: 'in', amount: 600 }),
    )
    expect(refused.message).toMatch(/^This transfer would pass your weekly wager limit of .+ left/)
    expect(refused.details.value).toMatchObject({ limit: { kind: 'wager', used: 1_500 } })
    const bet = await debit(account, game, 600)
    expect(bet.status).toBe(403)
    expect(bet.body.message).toMatch(/^This bet would pass your weekly wager limit/)
    expect((await debit(account, game, 500)).status).toBe(200)
    expect((await call('wallet.vendors')).vendors).toContainEqual({ vendor: 'EVO', balance: 1_000 })
  })

  it('lets only one of two transfers at once into a vendor wallet pass the loss limit', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const account = await freshAccount()
      await signIn(account)
      await call('responsible.setLimit', { kind: 'loss', period: 'day', amount: 1_000 })
      const move = () =>
        call('wallet.vendorTransfer', { vendor: 'PG', direction: 'in', amount: 1_000 })
      const both = await Promise.allSettled([move(), move()])
      expect(both.map((b) => b.status).sort()).toEqual(['fulfilled', 'rejected'])
      const failed = both.find((b) => b.status === 'rejected')
      expect(String(failed?.reason)).toMatch(/daily loss limit/)
      const [moved] = await server.db.query<{ sum: string }>(
        `SELECT coalesce(sum(-amount), 0) AS sum FROM ledger WHERE account_id = $1 AND kind = 'vendor-out'`,
        [account.accountId],
      )
      expect(Number(moved!.sum)).toBe(1_000)
      expect(await balanceOf(account.accountId)).toBe(1_000_000 - 1_000)
    }
  })

  it('ends the session at the session time limit: the token and the game are refused after it', async () => {
    const account = await freshAccount()
    const state = await signIn(account)
    const token = state.token!
    const game = await launch(account)
    const set = await call('responsible.setLimit', {
      kind: 'session',
      period: 'session',
      amount: 30,
    })
    expect(set.limits[0]).toMatchObject({ kind: 'session', period: 'session', amount: 30 })
    // A raise waits out the cooling-off: it does not lengthen this session.
    await call('responsible.setLimit', { kind: 'session', period: 'session', amount: 600 })
    await server.platform.clock.advance(29 * 60_000)
    expect((await call('responsible.status')).limits[0]).toMatchObject({ used: 29 })
    expect((await debit(account, game, 100)).status).toBe(200)
    await server.platform.clock.advance(2 * 60_000)
    // The game first: its portal session is past the limit even before anything ends it.
    expect((await debit(account, game, 100)).body.code).toBe('SESSION_EXPIRED')
    server.platform.accounts.forgetSessions() // the cache counts real time; the clock moved
    const refused = await refusal(call('responsible.status'))
    expect(refused.details.status).toBe(401)
    expect(await sessionEnds(account.accountId)).toContainEqual({
      reason: 'timeLimit',
      session: hashOf(token),
    })
    // A new sign-in starts a new session with the same limit.
    await signIn(account)
    expect((await call('responsible.status')).limits[0]).toMatchObject({ amount: 30, used: 0 })
  })
  it('ends an open live stream at the session time limit, with reason timeLimit', async () => {
    const heartbeatBefore = process.env.LIVE_HEARTBEAT_MS
    process.env.LIVE_HEARTBEAT_MS = '200'
    try {
      const account = await freshAccount()
      const token = (await signIn(account)).token!
      await call('responsible.setLimit', { kind: 'session', period: 'session', amount: 30 })
      const { ticket } = await call('community.streamTicket')
      const response = await fetch(
        `${atBrand(server.origin, account.merchant)}/api/live/stream?ticket=${ticket}`,
      )
      expect(response.status).toBe(200)
      await server.platform.clock.advance(31 * 60_000)
      const ended = await sessionFrame(response, 10_000)
      expect(JSON.parse(ended)).toEqual({ reason: 'timeLimit' })
      expect(await sessionEnds(account.accountId)).toEqual([
        { reason: 'timeLimit', session: hashOf(token) },
      ])
    } finally {
      if (heartbeatBefore === undefined) delete process.env.LIVE_HEARTBEAT_MS
      else process.env.LIVE_HEARTBEAT_MS = heartbeatBefore
    }
  })
})

describe('time-out, self-exclusion and closure', () => {
  it('ends every session, refuses every way of signing in until it ends, and cannot be shortened', async () => {
    const account = await freshAccount()
    const mobile = `917${String(Date.now()).slice(-7)}`
    await server.db.query('UPDATE accounts SET mobile = $2 WHERE id = $1', [
      account.accountId,
      mobile,
    ])
    const second = (await signIn(account)).token!
    const first = (await signIn(account)).token!
    const answer = await call('responsible.timeOut', { period: '7d', password })
    const until = Date.parse(answer.until!)
    expect(until - Date.now()).toBeGreaterThan(7 * 24 * hour - 60_000)
    expect(until - Date.now()).toBeLessThan(7 * 24 * hour + 60_000)
    // Both sessions ended, with the reason the portal shows.
    const ends = await sessionEnds(account.accountId)
    expect(ends).toEqual(
      expect.arrayContaining([
        { reason: 'timeOut', session: hashOf(first) },
        { reason: 'timeOut', session: hashOf(second) },
      ]),
    )
    for (const token of [first, second]) {
      const state = useTransport(server.base, account.merchant)
      state.token = token
      expect((await refusal(call('member.info'))).details.status).toBe(401)
    }
    // Password login, with the date and the Responsible Gaming page named.
    const refused = await loginRefusal(account)
    expect(refused.details.status).toBe(403)
    expect(refused.message).toMatch(
      /^You are taking a break until \d{4}-\d{2}-\d{2} \d{2}:\d{2}; see the Responsible Gaming page for help$/,
    )
    expect(refused.details.value).toMatchObject({
      exclusion: { kind: 'timeOut', until: answer.until },
      help: '/responsible-gaming',
    })
    // Phone-code login and the phone-auth provider's sign-in.
    useTransport(server.base, account.merchant)
    await call('auth.loginCode', {
      mobileNum: mobile,
      countryDialingCode: '+63',
      ...(await solvedCaptcha(server, account.merchant)),
    })
    const [sms] = await server.db.query<{ code: string }>(
      `SELECT code FROM sms_outbox WHERE mobile = $1 AND purpose = 'login' ORDER BY id DESC LIMIT 1`,
      [mobile],
    )
    const bySms = await refusal(
      call('auth.login', {
        type: 'sms',
        username: mobile,
        password: sms!.code,
        ...(await solvedSlider(server, account.merchant)),
      }),
    )
    expect(bySms.message).toMatch(/^You are taking a break until/)
    const firebaseIdToken = server.platform.phoneTokens.sign(`+63${mobile}`, account.merchant)
    const byPhoneAuth = await refusal(
      call('auth.login', { type: 'firebase', firebaseIdToken, countryDialingCode: '+63' }),
    )
    expect(byPhoneAuth.message).toMatch(/^You are taking a break until/)
    // A shorter one keeps the later end; a longer one extends it.
    const now = server.platform.clock.now()
    const kept = await server.db.transaction((tx) =>
      exclude(tx, account.accountId, 'timeOut', '24h', now),
    )
    expect(kept?.toISOString()).toBe(answer.until)
    const longer = await server.db.transaction((tx) =>
      exclude(tx, account.accountId, 'timeOut', '30d', now),
    )
    expect(longer!.getTime()).toBeGreaterThan(until)
    // Over at its end.
    await server.platform.clock.advance(31 * 24 * hour)
    await signIn(account)
    expect((await call('responsible.status')).exclusion).toBeNull()
  })

  it('refuses sign-in for good after a permanent self-exclusion, and stops marketing', async () => {
    const account = await freshAccount()
    await signIn(account)
    expect(await call('responsible.selfExclude', { period: 'permanent', password })).toEqual({
      until: null,
    })
    const refused = await loginRefusal(account)
    expect(refused.details.status).toBe(403)
    expect(refused.message).toBe(
      'You have excluded yourself permanently; see the Responsible Gaming page for help',
    )
    await server.platform.clock.advance(400 * 24 * hour)
    expect((await loginRefusal(account)).details.status).toBe(403)
    // Promotions and marketing messages are not written; a service message still is.
    await server.db.query(
      `INSERT INTO rewards (account_id, title, kind, amount, expires_at)
       VALUES ($1, 'Weekend reload', 'promotion', 1000, platform_now() + interval '7 days')`,
      [account.accountId],
    )
    await server.db.query(
      `INSERT INTO inbox_messages (account_id, title, content, marketing) VALUES
         ($1, 'New mission', 'Play 10 rounds', true),
         ($1, 'Withdrawal paid', 'Your withdrawal was paid', false)`,
      [account.accountId],
    )
    const rewards = await server.db.query('SELECT 1 FROM rewards WHERE account_id = $1', [
      account.accountId,
    ])
    const messages = await server.db.query<{ title: string }>(
      'SELECT title FROM inbox_messages WHERE account_id = $1',
      [account.accountId],
    )
    expect(rewards).toHaveLength(0)
    expect(messages.map((m) => m.title)).toEqual(['Withdrawal paid'])
    // A member in play gets its promotions.
    const other = await freshAccount()
    await server.db.query(
      `INSERT INTO rewards (account_id, title, kind, amount, expires_at)
       VALUES ($1, 'Weekend reload', 'promotion', 1000, platform_now() + interval '7 days')`,
      [other.accountId],
    )
    expect(
      await server.db.query('SELECT 1 FROM rewards WHERE account_id = $1', [other.accountId]),
    ).toHaveLength(1)
  })

  it('closes the account at its request: no sign-in, sessions ended, its data kept', async () => {
    const account = await freshAccount()
    const other = (await signIn(account)).token!
    await signIn(account)
    expect(await call('responsible.closeAccount', { password, reason: 'I want to stop' })).toEqual({
      until: null,
    })
    expect((await sessionEnds(account.accountId)).map((e) => e.reason)).toEqual([
      'closed',
      'closed',
    ])
    const state = useTransport(server.base, account.merchant)
    state.token = other
    expect((await refusal(call('member.info'))).details.status).toBe(401)
    const refused = await loginRefusal(account)
    expect(refused.details.status).toBe(403)
    expect(refused.message).toMatch(/closed at your request/)
    const [row] = await server.db.query<{ closed_reason: string; ledger: string }>(
      `SELECT closed_reason, (SELECT count(*) FROM ledger WHERE account_id = a.id) AS ledger
       FROM accounts a WHERE id = $1`,
      [account.accountId],
    )
    expect(row).toMatchObject({ closed_reason: 'I want to stop' })
    expect(Number(row!.ledger)).toBe(1)
  })

  it('touches only the caller: a session of another merchant is no session here', async () => {
    const account = await freshAccount('LUCKY01')
    const token = (await signIn(account)).token!
    const jade = useTransport(server.base, 'JADE_PH')
    jade.token = token
    expect(
      (await refusal(call('responsible.timeOut', { period: '24h', password }))).details.status,
    ).toBe(401)
    expect(
      (
        await refusal(
          call('responsible.setLimit', { kind: 'deposit', period: 'day', amount: 1_000 }),
        )
      ).details.status,
    ).toBe(401)
    const back = useTransport(server.base, 'LUCKY01')
    back.token = token
    expect(await call('responsible.status')).toMatchObject({ limits: [], exclusion: null })
  })
})

describe('date of birth and minimum age', () => {
  const registerWith = async (merchant: string, body: Record<string, string>, language = 'EN') => {
    useTransport(server.base, merchant).language = language
    serial += 1
    const stem = `age${serial}x${Date.now() % 100_000}`
    return call('auth.register', {
      username: stem,
      password,
      confirmPassword: password,
      // What a brand's form may also ask (jade an email, nova a mobile number): the birthday is the subject.
      email: `${stem}@example.com`,
      mobileNum: `9${String(Date.now() % 1e6).padStart(6, '0')}${String(serial % 100).padStart(2, '0')}`,
      registerMethod: 'WEB',
      ...(await solvedCaptcha(server, merchant)),
      ...body,
    })
  }
  const yearsAgo = (years: number, days = 0) => {
    const at = new Date()
    at.setUTCFullYear(at.getUTCFullYear() - years)
    at.setUTCDate(at.getUTCDate() + days)
    return at.toISOString().slice(0, 10)
  }

  beforeAll(async () => {
    // Each test here opens accounts from one address: the cap per address an hour is not the subject.
    await server.db.query(
      `UPDATE merchants SET settings = jsonb_set(settings, '{limits}',
         coalesce(settings->'limits', '{}'::jsonb) || '{"registrationsPerAddressPerHour": 1000}'::jsonb)`,
    )
    await server.reloadMerchants()
  })

  it('asks for it at registration and refuses an account under the minimum age', async () => {
    useTransport(server.base, 'NOVA88')
    const config = await call('system.registerConfig')
    expect(config.birthDateAt).toBe('registration')
    expect(config.fields.birthday).toMatchObject({ enabled: true, required: true })
    expect((await refusal(registerWith('NOVA88', {}))).message).toBe('birthday is required')
    const young = await refusal(registerWith('NOVA88', { birthday: yearsAgo(18, 1) }))
    expect(young.message).toBe('You must be at least 18 years old to open an account')
    expect((await refusal(registerWith('NOVA88', { birthday: yearsAgo(17) }, 'VI'))).message).toBe(
      'Bạn phải từ 18 tuổi trở lên để mở tài khoản',
    )
    expect((await refusal(registerWith('NOVA88', { birthday: '2001-02-30' }))).details.status).toBe(
      400,
    )
    const adult = await registerWith('NOVA88', { birthday: yearsAgo(18) })
    expect(adult.token).toBeTruthy()
    const state = useTransport(server.base, 'NOVA88')
    state.token = adult.token
    expect((await call('member.profile')).profile.birthday).toBe(yearsAgo(18))
  })

  it('takes a minimum age of 21 from the merchant', async () => {
    await setMinimumAge('JADE_PH', 21)
    try {
      expect((await refusal(registerWith('JADE_PH', { birthday: yearsAgo(20) }))).message).toBe(
        'You must be at least 21 years old to open an account',
      )
      expect((await registerWith('JADE_PH', { birthday: yearsAgo(21, -1) })).token).toBeTruthy()
      // The age the portal's footer states, from the answer every page loads.
      useTransport(server.base, 'JADE_PH')
      expect(
        (await call('system.permission', { url: 'jade.localhost' })).info.register.minimumAge,
      ).toBe(21)
      useTransport(server.base, 'LUCKY01')
      expect(
        (await call('system.permission', { url: 'default.localhost' })).info.register.minimumAge,
      ).toBe(18)
    } finally {
      await setMinimumAge('JADE_PH', 18)
    }
  })

  it('asks for it before the first deposit when the merchant says so', async () => {
    await setResponsible('NOVA88', { birthDateAt: 'deposit' })
    try {
      useTransport(server.base, 'NOVA88')
      const config = await call('system.registerConfig')
      expect(config).toMatchObject({ birthDateAt: 'deposit' })
      expect(config.fields.birthday).toMatchObject({ enabled: false, required: false })
      const { token } = await registerWith('NOVA88', {})
      const state = useTransport(server.base, 'NOVA88')
      state.token = token
      const { list } = await call('finance.channels')
      const channel = list[0]!
      const refused = await refusal(
        call('finance.deposit', { channelId: channel.id, amount: channel.minAmount }),
      )
      expect(refused.details.status).toBe(403)
      expect(refused.message).toBe(
        'Please add your date of birth to your profile before your first deposit',
      )
      expect(refused.details.value).toEqual({ birthDateRequired: true })
      await call('member.updateProfile', { profile: { birthday: '1990-05-01' } })
      expect(
        await call('finance.deposit', { channelId: channel.id, amount: channel.minAmount }),
      ).toMatchObject({ status: 'pending' })
    } finally {
      await setResponsible('NOVA88', { birthDateAt: 'registration' })
    }
  })

  /** Opens an account under the demo agent of a merchant, as the agent centre does. */
  const openDownline = async (merchant: string, body: Record<string, string>, language = 'EN') => {
    ;(await signInAs(server, 'demo_agent', merchant)).language = language
    serial += 1
    return call('agent.registerDownline', {
      username: `dl${serial}x${Date.now() % 100_000}`,
      password,
      type: 3,
      ...body,
    })
  }

  it('asks an account an agent opens for its date of birth, refusing one under the minimum age', async () => {
    expect((await refusal(openDownline('NOVA88', {}))).message).toBe('birthday is required')
    const young = await refusal(openDownline('NOVA88', { birthday: yearsAgo(18, 1) }))
    expect(young.details.status).toBe(400)
    expect(young.message).toBe('You must be at least 18 years old to open an account')
    expect(young.details.value).toEqual({ minimumAge: 18 })
    expect((await refusal(openDownline('NOVA88', { birthday: yearsAgo(17) }, 'TH'))).message).toBe(
      (await refusal(registerWith('NOVA88', { birthday: yearsAgo(17) }, 'TH'))).message,
    )
    expect((await refusal(openDownline('NOVA88', { birthday: '2001-02-30' }))).details.status).toBe(
      400,
    )
    const opened = await openDownline('NOVA88', { birthday: yearsAgo(18) })
    const [row] = await server.db.query<{ birthday: string }>(
      `SELECT profile->>'birthday' AS birthday FROM accounts WHERE id = $1`,
      [Number(opened.id)],
    )
    expect(row!.birthday).toBe(yearsAgo(18))
    await setMinimumAge('JADE_PH', 21)
    try {
      expect((await refusal(openDownline('JADE_PH', { birthday: yearsAgo(20) }))).message).toBe(
        'You must be at least 21 years old to open an account',
      )
      expect((await openDownline('JADE_PH', { birthday: yearsAgo(21) })).type).toBe(3)
    } finally {
      await setMinimumAge('JADE_PH', 18)
    }
  })

  it("asks an agent's downline before its first deposit when the merchant says so", async () => {
    await setResponsible('NOVA88', { birthDateAt: 'deposit' })
    try {
      const opened = await openDownline('NOVA88', {})
      await signInAs(server, opened.username, 'NOVA88', password)
      const { list } = await call('finance.channels')
      const channel = list[0]!
      const refused = await refusal(
        call('finance.deposit', { channelId: channel.id, amount: channel.minAmount }),
      )
      expect(refused.details.value).toEqual({ birthDateRequired: true })
      expect(
        (await refusal(call('member.updateProfile', { profile: { birthday: yearsAgo(17) } })))
          .message,
      ).toBe('You must be at least 18 years old')
      await call('member.updateProfile', { profile: { birthday: yearsAgo(30) } })
      expect(
        await call('finance.deposit', { channelId: channel.id, amount: channel.minAmount }),
      ).toMatchObject({ status: 'pending' })
    } finally {
      await setResponsible('NOVA88', { birthDateAt: 'registration' })
    }
  })

  it("checks the profile's date of birth and the one a deposit finds against the merchant's minimum age", async () => {
    const account = await freshAccount('LUCKY01')
    await signIn(account)
    // 18 at this merchant: a member of 20 gives a date of birth; one of 17 cannot.
    await call('member.updateProfile', { profile: { birthday: yearsAgo(20) } })
    const young = await refusal(
      call('member.updateProfile', { profile: { birthday: yearsAgo(18, 1) } }),
    )
    expect(young.message).toBe('You must be at least 18 years old')
    expect(young.details.value).toEqual({ minimumAge: 18 })
    expect((await call('member.profile')).profile.birthday).toBe(yearsAgo(20))
    // A date of birth stored under the age (before it was checked) stops a deposit too.
    await server.db.query(
      `UPDATE accounts SET profile = profile || jsonb_build_object('birthday', $2::text) WHERE id = $1`,
      [account.accountId, yearsAgo(16)],
    )
    const { list } = await call('finance.channels')
    const refused = await refusal(
      call('finance.deposit', { channelId: list[0]!.id, amount: list[0]!.minAmount }),
    )
    expect(refused.message).toBe('You must be at least 18 years old')
    // 21 where the merchant asks 21 (spec §5's birthday check of 21).
    await setMinimumAge('LUCKY01', 21)
    try {
      expect(
        (await refusal(call('member.updateProfile', { profile: { birthday: yearsAgo(20) } })))
          .message,
      ).toBe('You must be at least 21 years old')
      await call('member.updateProfile', { profile: { birthday: yearsAgo(21) } })
    } finally {
      await setMinimumAge('LUCKY01', 18)
    }
  })

  it("seeds the demo accounts and the demo agent's team of every brand as adults with a date of birth", async () => {
    const rows = await server.db.query<{ merchant: string; username: string; age: number | null }>(
      `SELECT merchant, username,
         extract(year FROM age(platform_now()::date, (profile->>'birthday')::date))::int AS age
       FROM accounts WHERE username LIKE 'demo\\_%' OR username LIKE 'downline%'`,
    )
    expect([...new Set(rows.map((r) => r.merchant))]).toEqual(
      expect.arrayContaining(['LUCKY01', 'JADE_PH', 'NOVA88']),
    )
    expect(rows.length).toBeGreaterThan(3 * 25)
    for (const row of rows)
      expect(row.age, `${row.merchant} ${row.username}`).toBeGreaterThanOrEqual(21)
    // Not one shared date: the seeded ages differ.
    expect(new Set(rows.map((r) => r.age)).size).toBeGreaterThan(10)
  })
})

/** Reads a live stream until its `session` event and answers that event's data. */
async function sessionFrame(response: Response, timeoutMs: number): Promise<string> {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  const deadline = Date.now() + timeoutMs
  let text = ''
  try {
    while (Date.now() < deadline) {
      const { value, done } = await reader.read()
      if (done) break
      text += decoder.decode(value, { stream: true })
      const frame = /event: session\n(?:id: .*\n)?data: (.*)\n/.exec(text)
      if (frame) return frame[1]!
    }
  } finally {
    await reader.cancel().catch(() => undefined)
  }
  throw new Error(`no session event in: ${text.slice(-500)}`)
}

/** A text as a regular expression matches it literally. */
function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
