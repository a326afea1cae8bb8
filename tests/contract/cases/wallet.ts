import type { Cases } from '../harness'

const transferCases: Cases = {
  'wallet.balance': ({ call }) => call('wallet.balance'),
  'wallet.transfer': ({ call }) => call('wallet.transfer', { to: 'demo_agent', amount: 1 }),
  'wallet.records': ({ call }) => call('wallet.records', { pageNo: 1, pageSize: 5 }),
}

export const vendorCases: Cases = {
  'wallet.vendors': ({ call }) => call('wallet.vendors'),
  'wallet.vendorTransfer': ({ call }) =>
    call('wallet.vendorTransfer', { vendor: 'EVO', direction: 'in', amount: 500 }),
  'wallet.allIn': ({ call }) => call('wallet.allIn'),
}

export const cases: Cases = { ...transferCases, ...vendorCases }
