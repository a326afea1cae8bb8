import type { Cases } from '../harness'

export const cases: Cases = {
  'member.info': ({ call }) => call('member.info'),
}
