import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { refusal, signInAs, startPlatform } from './platform'

const secret = 'control-secret-for-tests-0002'
let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform({ controlSecret: secret })
})
afterAll(() => server.close())

const merchant = 'LUCKY01'
const balance = async () => (await call('wallet.balance')).sumBalance

describe('transfers to the downline', () => {
  it('need the payment password once the agent has one, and only towards the downline', async () => {
    await signInAs(server, 'demo_agent')
    const before = await balance()
    await call('wallet.transfer', { to: 'demo_member', amount: 1_000 })
    expect(await balance()).toBe(before - 1_000)

    await call('finance.paymentPassword', { loginPassword: 'Demo1234', paymentPassword: '246810' })
    const missing = await refusal(call('wallet.transfer', { to: 'demo_member', amount: 1_000 }))
    expect(missing.message).toBe('Enter your payment password')
    const wrong = await refusal(
      call('wallet.transfer', { to: 'demo_member', amount: 1_000, paymentPassword: '111111' }),
    )
    expect(wrong.message).toBe('The payment password is wrong')
    expect(await balance()).toBe(before - 1_000)
    await call('wallet.transfer', { to: 'demo_member', amount: 1_000, paymentPassword: '246810' })
    expect(await balance()).toBe(before - 2_000)

    // The member's transfer to its upline is unchanged: it has no payment password to give.
    await signInAs(server, 'demo_member')
    await call('wallet.transfer', { to: 'demo_agent', amount: 500 })
  })
})

describe('control API: fresh agents', () => {
  it('opens a top-level agent with members under it and an empty wallet', async () => {
    const response = await fetch(`${server.origin}/__control/merchants/${merchant}/agents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-control-secret': secret },
      body: JSON.stringify({ downlines: 2 }),
    })
    expect(response.status).toBe(200)
    const { value } = (await response.json()) as {
      value: { username: string; password: string; downlines: string[] }
    }
    expect(value.downlines).toHaveLength(2)
    await signInAs(server, value.username, merchant, value.password)
    expect(await call('member.info')).toMatchObject({ account: value.username, type: 1 })
    expect(await balance()).toBe(0)
    const team = await call('agent.downline')
    expect(team.total).toBe(2)
    expect(team.list.map((m) => m.username).sort()).toEqual([...value.downlines].sort())
  })
})
