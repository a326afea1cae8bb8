import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { refusal, solvedSlider, startPlatform, useTransport } from './platform'

let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

const login = async (username: string, side?: 'member' | 'agent') =>
  call('auth.login', {
    username,
    password: 'Demo1234',
    type: 'username',
    ...(side ? { side } : {}),
    ...(await solvedSlider(server)),
  })

describe('the member side and the agent side (spec §6, §8)', () => {
  it('lets agents in on the agent side and refuses non-agents', async () => {
    useTransport(server.base)
    expect((await login('demo_agent', 'agent')).token).toBeTruthy()
    expect((await login('demo_sub1', 'agent')).token).toBeTruthy()
    const member = await refusal(login('demo_member', 'agent'))
    expect([member.details.status, member.message]).toEqual([403, 'Non-agents cannot log in'])
  })

  it('refuses agent-only accounts on the member side, and checks nothing without a side', async () => {
    useTransport(server.base)
    await server.db.query(
      `UPDATE accounts SET type = 41 WHERE merchant = 'LUCKY01' AND username = 'downline01'`,
    )
    const agentOnly = await refusal(login('downline01', 'member'))
    expect([agentOnly.details.status, agentOnly.message]).toEqual([
      403,
      'Non-member accounts cannot log in',
    ])
    expect((await login('downline01', 'agent')).token).toBeTruthy()
    expect((await login('demo_member', 'member')).token).toBeTruthy()
    expect((await login('demo_member')).token).toBeTruthy()
  })
})
