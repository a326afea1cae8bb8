import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exclude } from '../../server/platform/responsible/exclusion'
import { call } from '../../src/test/any-call'
import { ConsoleClient, consoleOrigin, freshPlayer } from './console-harness'
import { signInAs, startPlatform, type TestPlatform } from './platform'

// Issue 46 in the operator console: support reads a player's limits, a pending raise, a running
// self-exclusion and the history of what the player changed, as the player made the changes
// through the portal; another merchant's support finds no such player.
let server: TestPlatform
let lucky: number
let nova: number
beforeAll(async () => {
  server = await startPlatform()
  const ids = await server.db.query<{ id: number; code: string }>(
    `SELECT id, code FROM merchants WHERE code IN ('LUCKY01', 'NOVA88')`,
  )
  lucky = ids.find((row) => row.code === 'LUCKY01')!.id
  nova = ids.find((row) => row.code === 'NOVA88')!.id
})
afterAll(() => server.close())

const password = 'Secret12'

const freshAccount = () => freshPlayer(server.db, { password, balance: 500_000 })

describe('a player’s responsible gaming in the console', () => {
  it('shows the limits, the pending raise, the exclusion and the history, to its merchant only', async () => {
    const player = await freshAccount()
    await signInAs(server, player.username, 'LUCKY01', password)
    await call('responsible.setLimit', { kind: 'deposit', period: 'day', amount: 100_000 })
    await call('responsible.setLimit', { kind: 'deposit', period: 'day', amount: 50_000 })
    await call('responsible.setLimit', { kind: 'deposit', period: 'day', amount: 200_000 })
    await call('responsible.setRealityCheck', { minutes: 30 })
    const until = await server.db.transaction((tx) =>
      exclude(tx, player.accountId, 'selfExclusion', '6m', new Date()),
    )

    const support = new ConsoleClient(consoleOrigin(server.origin))
    await support.signIn('default.support')
    const seen = (await support.value(
      'players.responsible',
      { accountId: String(player.accountId) },
      lucky,
    )) as {
      limits: unknown[]
      realityCheckMinutes: number | null
      exclusion: unknown
      history: { change: string; detail: Record<string, unknown> }[]
    }
    expect(seen.limits).toEqual([
      {
        kind: 'deposit',
        period: 'day',
        amount: 50_000,
        pending: { amount: 200_000, appliesAt: expect.any(String) },
      },
    ])
    expect(seen.realityCheckMinutes).toBe(30)
    expect(seen.exclusion).toEqual({ kind: 'selfExclusion', until: until!.toISOString() })
    // Newest first: each change the player made, as the triggers wrote it.
    expect(seen.history.map((entry) => entry.change)).toEqual([
      'exclusion',
      'realityCheck',
      'limitPending',
      'limitChanged',
      'limitSet',
    ])
    expect(seen.history[3]!.detail).toMatchObject({ from: 100_000, amount: 50_000 })

    const elsewhere = new ConsoleClient(consoleOrigin(server.origin))
    await elsewhere.signIn('nova.support')
    const refused = await elsewhere.call(
      'players.responsible',
      { accountId: String(player.accountId) },
      nova,
    )
    expect(refused.status).toBe(404)
  })
})
