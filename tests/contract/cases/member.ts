import type { Cases } from '../harness'

export const cases: Cases = {
  'member.info': ({ call }) => call('member.info'),
  'member.profile': ({ call }) => call('member.profile'),
  'member.updateProfile': ({ call }) =>
    call('member.updateProfile', {
      nickname: 'Lucky Demo',
      avatar: 3,
      profile: { zalo: '0900 000 000' },
    }),
  'member.zaloReward': ({ call }) => call('member.zaloReward'),
  'member.avatars': ({ call }) => call('member.avatars'),
  'member.language': ({ call }) => call('member.language', { language: 'VI' }),
  // From the cursor before the case's own profile change: the events since then, as the poll answers them.
  'member.events': async ({ call }) => {
    const { cursor } = await call('member.events')
    await call('member.updateProfile', { nickname: 'Lucky Demo', avatar: 3 })
    return call('member.events', { after: cursor })
  },
}
