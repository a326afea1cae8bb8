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
  'member.avatars': ({ call }) => call('member.avatars'),
  'member.language': ({ call }) => call('member.language', { language: 'VI' }),
}
