import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { postToWallet } from '../../server/platform/ledger'
import { refusal, signInAs, startPlatform } from './platform'

// Spec §2.8: the marketing centre, guarded by availability like the missions. Its link and code are
// the member's referral ones, its share texts the merchant's with those filled in, its results
// counted from the accounts registered under the member and their deposits.
let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

const accountId = async (username: string, merchant: string) => {
  const [row] = await server.db.query<{ id: string }>(
    'SELECT id FROM accounts WHERE merchant = $1 AND username = $2',
    [merchant, username],
  )
  return Number(row!.id)
}

describe('the marketing centre', () => {
  it("answers the member's link and code, the share texts filled in, and what they brought", async () => {
    const state = await signInAs(server, 'demo_agent', 'NOVA88')
    const referral = await call('inbox.referral')
    const before = await call('inbox.marketing')
    expect(before.code).toBe(referral.code)
    expect(before.link).toBe(referral.link)
    expect(before.materials.length).toBeGreaterThanOrEqual(3)
    // Nova's texts are Vietnamese when asked in VI, with the site, link and code in place.
    expect(before.materials.every((m) => m.text.includes(before.link))).toBe(true)
    expect(before.materials.some((m) => m.text.includes(before.code))).toBe(true)
    expect(before.materials.every((m) => !/\{(site|link|code)\}/.test(m.text))).toBe(true)
    expect(before.materials[0]!.text).toContain('Nova Bet')
    state.language = 'VI'
    const vietnamese = await call('inbox.marketing')
    expect(vietnamese.materials[0]!.title).toBe('Lời mời nhanh')
    expect(vietnamese.materials[0]!.text).toContain(before.link)

    // The agent's direct downlines are the accounts registered under it.
    const [{ n }] = (await server.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM accounts WHERE upline_id = $1',
      [await accountId('demo_agent', 'NOVA88')],
    )) as [{ n: string }]
    expect(before.results.registered).toBe(Number(n))
    expect(before.results.registered).toBeGreaterThan(0)

    // A deposit by one of them counts it as a depositor, and its amount.
    const sub = await accountId('demo_sub1', 'NOVA88')
    const hadDeposits = await server.db.query(
      `SELECT 1 FROM ledger WHERE account_id = $1 AND kind = 'deposit'`,
      [sub],
    )
    await server.db.transaction((tx) => postToWallet(tx, sub, 70_000, 'deposit', 'deposit:m1'))
    await server.db.transaction((tx) => postToWallet(tx, sub, 30_000, 'deposit', 'deposit:m2'))
    const after = await call('inbox.marketing')
    expect(after.results.depositors).toBe(before.results.depositors + (hadDeposits.length ? 0 : 1))
    expect(after.results.depositors).toBeGreaterThan(0)
    expect(after.results.deposits - before.results.deposits).toBe(100_000)
  })

  it('counts the accounts of the last 7 days apart', async () => {
    await signInAs(server, 'demo_agent', 'LUCKY01')
    const agent = await accountId('demo_agent', 'LUCKY01')
    await server.db.query(
      `UPDATE accounts SET created_at = platform_now() - interval '30 days' WHERE upline_id = $1`,
      [agent],
    )
    const old = await call('inbox.marketing')
    expect(old.results.registeredWeek).toBe(0)
    await server.db.query(
      `UPDATE accounts SET created_at = platform_now() - interval '1 day'
       WHERE id = (SELECT min(id) FROM accounts WHERE upline_id = $1)`,
      [agent],
    )
    expect((await call('inbox.marketing')).results.registeredWeek).toBe(1)
  })

  it('is refused with 403 while the merchant switches it off, and answers again once on', async () => {
    await signInAs(server, 'demo_member', 'LUCKY01')
    const setMarketing = async (on: boolean) => {
      await server.db.query(
        `UPDATE merchants SET settings = jsonb_set(settings, '{whitelabel,MARKETING}', $1::jsonb) WHERE code = 'LUCKY01'`,
        [JSON.stringify(on)],
      )
      await server.reloadMerchants()
    }
    await setMarketing(false)
    try {
      const refused = await refusal(call('inbox.marketing'))
      expect(refused.details.status).toBe(403)
      expect(
        (await call('system.permission', { url: 'default.localhost' })).info.whitelabel.MARKETING,
      ).toBe(false)
    } finally {
      await setMarketing(true)
    }
    expect((await call('inbox.marketing')).materials.length).toBeGreaterThan(0)
  })
})
