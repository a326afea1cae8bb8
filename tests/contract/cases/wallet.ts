import type { Cases } from '../harness'

export const cases: Cases = {
  'wallet.balance': ({ call }) => call('wallet.balance'),
  'wallet.transfer': ({ call }) =>
    call('wallet.transfer', { body: { to: 'demo_agent', amount: 1 } }),
  'wallet.records': ({ call }) => call('wallet.records', { query: { pageNo: 1, pageSize: 5 } }),
}
