import type { Cases } from '../harness'

/** The first id in a list answer that matches. */
async function firstId(
  answer: Promise<unknown>,
  match: (item: { id: string; status?: string }) => boolean = () => true,
) {
  const { list } = (await answer) as { list: { id: string; status?: string }[] }
  const item = list.find(match)
  if (!item) throw new Error('no matching item in the list')
  return item.id
}

export const cases: Cases = {
  'inbox.counts': ({ call }) => call('inbox.counts'),
  'inbox.messages': ({ call }) => call('inbox.messages', { pageNo: 1, pageSize: 5 }),
  'inbox.readMessage': async ({ call }) =>
    call('inbox.readMessage', { id: await firstId(call('inbox.messages')) }),
  'inbox.deleteMessage': async ({ call }) =>
    call('inbox.deleteMessage', { id: await firstId(call('inbox.messages')) }),
  'inbox.missions': ({ call }) => call('inbox.missions'),
  'inbox.claimMission': async ({ call, server }) => {
    const [member] = await server.db.query<{ id: string }>(
      `SELECT id FROM accounts WHERE merchant = 'LUCKY01' AND username = 'demo_member'`,
    )
    await server.db.query(
      `INSERT INTO bets (account_id, merchant, vendor, game_code, game_type, stake, payout, status, round_id)
       SELECT $1, 'LUCKY01', 'PG', 'PG-FORTUNE-OX', 'RNG', 100, 0, 'settled', 'contract-inbox-' || n
       FROM generate_series(1, 5) AS n`,
      [member!.id],
    )
    const id = await firstId(call('inbox.missions'), (m) => m.status === 'claim')
    return call('inbox.claimMission', { id })
  },
  'inbox.leaderboard': ({ call }) => call('inbox.leaderboard'),
  'inbox.rewards': ({ call }) => call('inbox.rewards'),
  'inbox.claimReward': async ({ call }) =>
    call('inbox.claimReward', {
      id: await firstId(call('inbox.rewards'), (r) => r.status === 'claim'),
    }),
  'inbox.referral': ({ call }) => call('inbox.referral'),
  'inbox.marketing': ({ call }) => call('inbox.marketing'),
}
