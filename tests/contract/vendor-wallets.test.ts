import type { CallInput } from '@/api/types.gen'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { ApiError } from '../../src/api/errors'
import { signInAs, startPlatform } from './platform'

interface Wallets {
  main: number
  vendors: { vendor: string; balance: number }[]
}

let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

const total = (w: Wallets) => w.main + w.vendors.reduce((sum, v) => sum + v.balance, 0)
const held = (w: Wallets, vendor: string) => w.vendors.find((v) => v.vendor === vendor)?.balance

describe('merchant wallet', () => {
  it('moves money to and from vendor wallets and brings it all back, conserving the total', async () => {
    await signInAs(server, 'demo_agent', 'NOVA88')
    const start = await call('wallet.vendors')
    expect(start.vendors.map((v) => v.vendor)).toEqual(['EVO', 'SABA', 'KM', 'PG', 'JILI'])
    let wallets = await call('wallet.vendorTransfer', {
      vendor: 'EVO',
      direction: 'in',
      amount: 10_000,
    })
    wallets = await call('wallet.vendorTransfer', { vendor: 'KM', direction: 'in', amount: 2_500 })
    wallets = await call('wallet.vendorTransfer', {
      vendor: 'EVO',
      direction: 'out',
      amount: 4_000,
    })
    expect(held(wallets, 'EVO')).toBe(6_000)
    expect(held(wallets, 'KM')).toBe(2_500)
    expect(wallets.main).toBe(start.main - 8_500)
    expect(total(wallets)).toBe(total(start))
    const back = await call('wallet.allIn')
    expect(back.main).toBe(start.main)
    expect(back.vendors.every((v) => v.balance === 0)).toBe(true)
    const ledger = await server.db.query<{ kind: string; amount: string }>(
      `SELECT l.kind, l.amount FROM ledger l JOIN accounts a ON a.id = l.account_id
       WHERE a.username = 'demo_agent' AND a.merchant = 'NOVA88' AND l.kind LIKE 'vendor-%' ORDER BY l.id`,
    )
    expect(ledger.map((r) => [r.kind, Number(r.amount)])).toEqual([
      ['vendor-out', -10_000],
      ['vendor-out', -2_500],
      ['vendor-in', 4_000],
      ['vendor-in', 6_000],
      ['vendor-in', 2_500],
    ])
  })

  it('refuses more than a wallet holds, unknown vendors, and trial accounts sending money out', async () => {
    await signInAs(server, 'demo_member', 'NOVA88')
    const refused = async (body: CallInput<'wallet.vendorTransfer'>) => {
      const error = await call('wallet.vendorTransfer', body).then(
        () => null,
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(ApiError)
      return (error as ApiError).message
    }
    expect(await refused({ vendor: 'SABA', direction: 'out', amount: 1 })).toBe(
      'Insufficient balance',
    )
    expect(await refused({ vendor: 'SABA', direction: 'in', amount: 999_999_999 })).toBe(
      'Insufficient balance',
    )
    expect(await refused({ vendor: 'NOPE', direction: 'in', amount: 1 })).toBe(
      'This vendor has no transfer wallet',
    )
    await signInAs(server, 'demo_trial', 'NOVA88')
    expect(await refused({ vendor: 'SABA', direction: 'in', amount: 100 })).toBe(
      'A real account is needed for this',
    )
  })
})
