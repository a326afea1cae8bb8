import { hashPassword } from '../../../server/platform/passwords'
import type { CaseContext, Cases } from '../harness'

let opened = 0
let passwordHash: Promise<string> | undefined

/**
 * Runs a call that ends the account's sessions as a fresh account of its own (written straight
 * to the database: registration has cases of its own), then signs the transport back in as the
 * demo member, whom the other cases use.
 */
async function asFreshAccount<T>(ctx: CaseContext, run: () => Promise<T>): Promise<T> {
  opened += 1
  const username = `rgcase${opened}x${Date.now() % 100_000}`
  passwordHash ??= hashPassword('Secret12')
  const [row] = await ctx.server.db.query<{ id: string }>(
    `INSERT INTO accounts (merchant, username, password_hash, nickname, type, first_login)
     VALUES ('LUCKY01', $1, $2, $1, 3, false) RETURNING id`,
    [username, await passwordHash],
  )
  await ctx.server.db.query('INSERT INTO wallets (account_id, balance) VALUES ($1, 0)', [row!.id])
  await ctx.signIn(username, 'Secret12')
  const answer = await run()
  await ctx.signIn()
  return answer
}

export const cases: Cases = {
  'responsible.status': ({ call }) => call('responsible.status'),
  'responsible.setLimit': ({ call }) =>
    call('responsible.setLimit', { kind: 'deposit', period: 'month', amount: 500_000_000 }),
  // A removal waits out the cooling-off; cancelling it keeps the limit in force.
  'responsible.cancelPending': async ({ call }) => {
    await call('responsible.setLimit', { kind: 'deposit', period: 'month', amount: null })
    return call('responsible.cancelPending', { kind: 'deposit', period: 'month' })
  },
  'responsible.setRealityCheck': ({ call }) => call('responsible.setRealityCheck', { minutes: 30 }),
  'responsible.timeOut': (ctx) =>
    asFreshAccount(ctx, () =>
      ctx.call('responsible.timeOut', { period: '24h', password: 'Secret12' }),
    ),
  'responsible.selfExclude': (ctx) =>
    asFreshAccount(ctx, () =>
      ctx.call('responsible.selfExclude', { period: '6m', password: 'Secret12' }),
    ),
  'responsible.closeAccount': (ctx) =>
    asFreshAccount(ctx, () =>
      ctx.call('responsible.closeAccount', { password: 'Secret12', reason: 'Taking a step back' }),
    ),
}
