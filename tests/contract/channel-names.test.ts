import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { signInAs, startPlatform } from './platform'

let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

const bankChannel = async () =>
  (await call('finance.channels')).list.find((c) => c.type === 'bank')!

describe('deposit channel names', () => {
  it('name the bank channel in the caller’s language, English where it has none', async () => {
    const session = await signInAs(server, 'demo_member', 'NOVA88')
    session.language = 'VI'
    expect((await bankChannel()).name).toBe('Chuyển khoản ngân hàng')
    session.language = 'TH'
    expect((await bankChannel()).name).toBe('โอนเงินผ่านธนาคาร')
    session.language = 'EN'
    expect((await bankChannel()).name).toBe('Bank transfer')
    // Taiyu has no names of its own.
    session.language = 'TY'
    expect((await bankChannel()).name).toBe('Bank transfer')
  })

  it('keep a payment brand’s own name in every language', async () => {
    const session = await signInAs(server, 'demo_member', 'NOVA88')
    session.language = 'VI'
    const names = (await call('finance.channels')).list.map((c) => c.name)
    expect(names).toEqual(expect.arrayContaining(['MoMo', 'ZaloPay', 'VietQR']))
  })

  it('name a deposit order’s channel in the caller’s language', async () => {
    const session = await signInAs(server, 'demo_member', 'NOVA88')
    session.language = 'VI'
    const channel = await bankChannel()
    await call('finance.deposit', { channelId: channel.id, amount: channel.minAmount })
    const orders = (await call('finance.deposits', {})).list
    expect(orders.map((o) => o.channelName)).toContain('Chuyển khoản ngân hàng')
  })
})
