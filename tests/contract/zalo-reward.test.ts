import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { defaultSettings } from '../../server/platform/settings'
import { refusal, signInAs, startPlatform } from './platform'

// Spec §9 "Zalo reward up to 131K": a member who adds the phone number of their Zalo account to the
// profile is credited the merchant's amount for the brand's currency, once per account and once per
// number, in the same transaction as the profile change. Nova runs in VND (₫131,000 offered by
// default); Lucky Star in PHP, for which the default settings offer nothing.
let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

const offered = defaultSettings().zaloReward.VND!

async function accountId(username: string, merchant: string) {
  const [row] = await server.db.query<{ id: string }>(
    'SELECT id FROM accounts WHERE merchant = $1 AND username = $2',
    [merchant, username],
  )
  return Number(row!.id)
}

/** The account's ledger rows of the Zalo reward and its reward-centre rows. */
async function zaloRows(id: number) {
  const ledger = await server.db.query<{ amount: string; kind: string; balance_after: string }>(
    `SELECT amount, kind, balance_after FROM ledger WHERE account_id = $1 AND reference = $2`,
    [id, `zalo:${id}`],
  )
  return ledger.map((r) => ({ amount: Number(r.amount), kind: r.kind }))
}

describe('the Zalo reward', () => {
  it('credits the VND brand its amount once, as a claimed reward and a ledger row', async () => {
    await signInAs(server, 'demo_member', 'NOVA88')
    const id = await accountId('demo_member', 'NOVA88')
    expect(offered).toBe(131_000)
    expect(await call('member.zaloReward')).toEqual({ amount: offered, granted: null })
    const before = (await call('wallet.balance')).sumBalance

    expect(await call('member.updateProfile', { profile: { zalo: '+84 912 345 678' } })).toEqual({
      zaloReward: 'granted',
      amount: offered,
    })
    expect((await call('wallet.balance')).sumBalance).toBe(before + offered)
    expect(await zaloRows(id)).toEqual([{ amount: offered, kind: 'reward' }])
    const status = await call('member.zaloReward')
    expect(status).toMatchObject({ amount: offered, granted: { amount: offered } })
    expect(Date.parse(status.granted!.time)).not.toBeNaN()
    const rewards = (await call('inbox.rewards')).list.filter((r) => r.amount === offered)
    expect(rewards).toMatchObject([{ status: 'claimed', kind: 'bonus' }])

    // Saving again, or another number, grants nothing more.
    expect(await call('member.updateProfile', { profile: { zalo: '0912 345 678' } })).toEqual({
      zaloReward: 'none',
      amount: 0,
    })
    expect(await call('member.updateProfile', { profile: { zalo: '0987654321' } })).toEqual({
      zaloReward: 'none',
      amount: 0,
    })
    expect((await call('wallet.balance')).sumBalance).toBe(before + offered)
    expect(await zaloRows(id)).toHaveLength(1)
  })

  it('grants a number once per merchant: another account adding it is told so', async () => {
    await signInAs(server, 'demo_sub1', 'NOVA88')
    // The first test's number, written the other way round.
    expect(await call('member.updateProfile', { profile: { zalo: '0912.345.678' } })).toEqual({
      zaloReward: 'numberUsed',
      amount: 0,
    })
    expect(await call('member.zaloReward')).toEqual({ amount: offered, granted: null })
    expect(await zaloRows(await accountId('demo_sub1', 'NOVA88'))).toEqual([])
    // Its own number earns it.
    expect(await call('member.updateProfile', { profile: { zalo: '0901 222 333' } })).toEqual({
      zaloReward: 'granted',
      amount: offered,
    })
  })

  it('grants it once when the same change is sent twice at once', async () => {
    await signInAs(server, 'demo_sub2', 'NOVA88')
    const id = await accountId('demo_sub2', 'NOVA88')
    const change = () => call('member.updateProfile', { profile: { zalo: '0933 444 555' } })
    const answers = await Promise.all([change(), change(), change()])
    expect(answers.filter((a) => a.zaloReward === 'granted')).toHaveLength(1)
    expect(await zaloRows(id)).toHaveLength(1)
  })

  it('refuses a Zalo label that is not a phone number, and saves nothing of the change', async () => {
    await signInAs(server, 'demo_agent', 'NOVA88')
    const refused = await refusal(
      call('member.updateProfile', { nickname: 'Changed', profile: { zalo: 'my-zalo-name' } }),
    )
    expect(refused.details.status).toBe(400)
    expect(refused.message).toBe('Zalo: enter the phone number of your Zalo account')
    expect((await call('member.profile')).profile.zalo).toBeUndefined()
  })

  it('offers nothing in a currency without an amount, and grants nothing there', async () => {
    await signInAs(server, 'demo_member', 'LUCKY01')
    expect(await call('member.zaloReward')).toEqual({ amount: 0, granted: null })
    expect(await call('member.updateProfile', { profile: { zalo: '0917 000 111' } })).toEqual({
      zaloReward: 'none',
      amount: 0,
    })
    expect(await zaloRows(await accountId('demo_member', 'LUCKY01'))).toEqual([])
  })

  it('follows the amount the merchant sets for its currency', async () => {
    await server.db.query(
      `UPDATE merchants SET settings = jsonb_set(settings, '{zaloReward}', '{"PHP": 5000}') WHERE code = 'LUCKY01'`,
    )
    await server.reloadMerchants()
    await signInAs(server, 'demo_sub1', 'LUCKY01')
    expect(await call('member.zaloReward')).toEqual({ amount: 5000, granted: null })
    // A number saved before the offer earns it at the next save, whatever that save changes.
    await signInAs(server, 'demo_member', 'LUCKY01')
    expect(await call('member.updateProfile', { nickname: 'Lucky' })).toEqual({
      zaloReward: 'granted',
      amount: 5000,
    })
  })
})
