import type { CaseContext, Cases } from '../harness'

/** yyyy-MM-dd of the day `ago` days before today (UTC). */
const dayAgo = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10)

/** The last 90 days, the widest range the reports take. */
const range = { startDate: dayAgo(90), endDate: dayAgo(0) }

/** Runs a call as an agent, then signs demo_member back in for the next case. */
const asAgent =
  (run: (ctx: CaseContext) => Promise<unknown>, username = 'demo_agent') =>
  async (ctx: CaseContext) => {
    await ctx.signIn(username)
    try {
      return await run(ctx)
    } finally {
      await ctx.signIn()
    }
  }

export const cases: Cases = {
  'agent.announcements': asAgent(({ call }) => call('agent.announcements')),
  'agent.overview': asAgent(({ call }) => call('agent.overview', range)),
  'agent.registerDownline': asAgent(({ call }) =>
    call('agent.registerDownline', {
      username: `case${Date.now().toString(36)}`,
      password: 'Pass1234',
      type: 3,
      birthday: '1990-05-01',
    }),
  ),
  'agent.inviteLinks': asAgent(({ call }) => call('agent.inviteLinks')),
  'agent.createInviteLink': asAgent(({ call }) => call('agent.createInviteLink', { type: 3 })),
  'agent.downline': asAgent(({ call }) => call('agent.downline', { pageNo: 1, pageSize: 10 })),
  'agent.teamBets': asAgent(({ call }) =>
    call('agent.teamBets', { ...range, pageNo: 1, pageSize: 10 }),
  ),
  'agent.profitLoss': asAgent(({ call }) =>
    call('agent.profitLoss', { ...range, pageNo: 1, pageSize: 10 }),
  ),
  'agent.revenue': asAgent(({ call }) =>
    call('agent.revenue', { startDate: dayAgo(30), endDate: dayAgo(0) }),
  ),
  'agent.transactions': asAgent(({ call }) =>
    call('agent.transactions', { ...range, pageNo: 1, pageSize: 10 }),
  ),
  'agent.creditReport': asAgent(({ call }) =>
    call('agent.creditReport', { ...range, pageNo: 1, pageSize: 10 }),
  ),
  'agent.contracts': asAgent(({ call }) => call('agent.contracts', { kind: 'dividend' })),
  'agent.offerContract': asAgent(({ call }) =>
    call('agent.offerContract', {
      downline: 'demo_sub1',
      kind: 'realtimeSalary',
      rate: 1,
      profitRate: 0.5,
      lossRate: 0.8,
      singleBet: 1_000,
    }),
  ),
  'agent.respondContract': asAgent(async ({ call }) => {
    const { list } = await call('agent.contracts', { kind: 'dailySalary' })
    const offer = list.find((c) => c.awaitingMe)
    return call('agent.respondContract', { id: offer!.id, accept: true })
  }, 'demo_sub1'),
  'agent.terminateContract': asAgent(async ({ call }) => {
    const { list } = await call('agent.contracts', { kind: 'dividend' })
    return call('agent.terminateContract', { id: list.find((c) => c.status === 'active')!.id })
  }),
  'agent.settleSalary': asAgent(
    ({ call }) => call('agent.settleSalary', { kind: 'dailySalary' }),
    'demo_sub1',
  ),
  'agent.payouts': asAgent(({ call }) =>
    call('agent.payouts', {
      kind: 'dividend',
      startDate: new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10),
      endDate: new Date().toISOString().slice(0, 10),
      side: 'paid',
    }),
  ),
}
