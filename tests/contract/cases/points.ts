import type { Cases } from '../harness'

/** The id of the cheapest item in stock. */
async function cheapestItem(call: Parameters<Cases[string]>[0]['call']) {
  const { list } = await call('points.items')
  const item = list
    .filter((i) => i.status === 'available')
    .sort((a, b) => a.pointsRequired - b.pointsRequired)[0]
  if (!item) throw new Error('no item in stock')
  return item.id
}

/** Sets the signed-in member's payment password, which redeem and convert check. */
const paymentPassword = '135790'
const setPaymentPassword = (call: Parameters<Cases[string]>[0]['call']) =>
  call('finance.paymentPassword', { loginPassword: 'Demo1234', paymentPassword })

export const cases: Cases = {
  'points.summary': ({ call }) => call('points.summary'),
  'points.items': ({ call }) => call('points.items'),
  'points.redeem': async ({ call }) => {
    await setPaymentPassword(call)
    return call('points.redeem', {
      itemId: await cheapestItem(call),
      quantity: 1,
      password: paymentPassword,
    })
  },
  'points.redeemed': ({ call }) => call('points.redeemed', { pageNo: 1 }),
  'points.details': ({ call }) => call('points.details', { pageNo: 1, pageSize: 20 }),
  'points.convert': async ({ call }) => {
    await setPaymentPassword(call)
    return call('points.convert', { points: 10, password: paymentPassword })
  },
}
