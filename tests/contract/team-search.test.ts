import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { signInAs, startPlatform } from './platform'

let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

describe('agent.downline search', () => {
  it('finds the whole team by prefix, and with parentId only that account’s own members', async () => {
    await signInAs(server, 'demo_agent')
    const team = await call('agent.downline', { username: 'demo_', pageSize: 100 })
    const agentId = team.parent.id
    expect(team.list.map((m) => m.username)).toEqual(
      expect.arrayContaining(['demo_member', 'demo_sub1', 'demo_sub2']),
    )
    const own = await call('agent.downline', {
      username: 'demo_',
      parentId: agentId,
      pageSize: 100,
    })
    const ownNames = own.list.map((m) => m.username)
    // demo_sub2's upline is demo_sub1: a transfer cannot go to it, so it is not the agent's own.
    expect(ownNames).toEqual(expect.arrayContaining(['demo_member', 'demo_sub1']))
    expect(ownNames).not.toContain('demo_sub2')
    expect(own.total).toBe(own.list.length)
    expect(own.parent.id).toBe(agentId)
    // Every one of them takes a transfer from the agent; demo_sub2 does not.
    const direct = await call('agent.downline', { pageSize: 100 })
    const directIds = new Set(direct.list.map((m) => m.id))
    expect(own.list.every((m) => directIds.has(m.id))).toBe(true)
  })

  it('searches a sub-agent’s own members only within the team', async () => {
    await signInAs(server, 'demo_agent')
    const sub = (await call('agent.downline', { username: 'demo_sub1' })).list[0]!
    const own = await call('agent.downline', { username: 'demo_', parentId: sub.id })
    expect(own.list.map((m) => m.username)).toEqual(['demo_sub2'])
  })
})
