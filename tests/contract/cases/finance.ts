import type { Cases } from '../harness'

/** The order the finance.withdraw case made; finance.confirmWithdrawal makes it due and confirms it. */
let orderId = ''

/** A date days before today, yyyy-MM-dd. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

export const cases: Cases = {
  'finance.channels': ({ call }) => call('finance.channels'),
  'finance.deposit': async ({ call }) => {
    const { list } = await call('finance.channels')
    return call('finance.deposit', { channelId: list[0]!.id, amount: list[0]!.minAmount })
  },
  'finance.deposits': ({ call }) => call('finance.deposits', { pageNo: 1, pageSize: 5 }),
  'finance.paymentPassword': ({ call }) =>
    call('finance.paymentPassword', { loginPassword: 'Demo1234', paymentPassword: '135790' }),
  'finance.banks': ({ call }) => call('finance.banks'),
  'finance.bindBank': ({ call }) =>
    call('finance.bindBank', {
      bankName: 'BDO Unibank',
      accountNo: '001234567890',
      holderName: 'Demo Member',
      paymentPassword: '135790',
    }),
  'finance.withdraw': async ({ call }) => {
    const { list } = await call('finance.banks')
    const answer = await call('finance.withdraw', {
      bankId: list[0]!.id,
      amount: 10_000,
      paymentPassword: '135790',
    })
    orderId = answer.orderId
    return answer
  },
  'finance.withdrawals': ({ call }) => call('finance.withdrawals', { pageNo: 1, pageSize: 5 }),
  'finance.confirmWithdrawal': async ({ call, server }) => {
    // The reference platform disburses 60 s after creation by default; this order is made older.
    await server.db.query(
      `UPDATE withdrawal_orders SET created_at = platform_now() - interval '2 minutes' WHERE id = $1`,
      [orderId],
    )
    return call('finance.confirmWithdrawal', { orderId, outcome: 'received' })
  },
  'finance.bonus': ({ call }) =>
    call('finance.bonus', { startDate: daysAgo(60), endDate: daysAgo(0), pageNo: 1 }),
  'finance.profit': ({ call }) =>
    call('finance.profit', { startDate: daysAgo(90), endDate: daysAgo(0), groupBy: 'week' }),
}
