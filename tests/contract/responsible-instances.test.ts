import { afterAll, beforeAll, expect, it } from 'vitest'
import { hashPassword } from '../../server/platform/passwords'
import { call } from '../../src/test/any-call'
import {
  closeInstances,
  refusal,
  signInAs,
  solvedSlider,
  startInstances,
  useTransport,
  type TestPlatform,
} from './platform'

// Two instances over ONE database, as behind a balancer: a member excludes themself through one,
// and the session the other had already checked (and keeps in its cache) stops working there
// too; a limit set through one is enforced by the other.
let a: TestPlatform
let b: TestPlatform
beforeAll(async () => {
  ;({ a, b } = await startInstances())
}, 60_000)
afterAll(() => closeInstances(a, b))

const password = 'Secret12'

async function freshAccount() {
  const username = `rgi${Date.now() % 10_000_000}`
  const [row] = await a.db.query<{ id: string }>(
    `INSERT INTO accounts (merchant, username, password_hash, nickname, type, first_login, profile)
     VALUES ('LUCKY01', $1, $2, $1, 3, false, '{"birthday": "1990-05-01"}') RETURNING id`,
    [username, await hashPassword(password)],
  )
  await a.db.query('INSERT INTO wallets (account_id, balance) VALUES ($1, 0)', [row!.id])
  return username
}

it('a time-out through one instance ends the session the other serves, and the other refuses sign-in', async () => {
  const username = await freshAccount()
  const onB = (await signInAs(b, username, 'LUCKY01', password)).token!
  // B has checked this token: it is in B's session cache from here on.
  expect(await call('responsible.status')).toMatchObject({ exclusion: null })
  await signInAs(a, username, 'LUCKY01', password)
  await call('responsible.timeOut', { period: '24h', password })
  const viaB = useTransport(b.base)
  await expect
    .poll(
      async () => {
        viaB.token = onB
        return call('responsible.status').then(
          () => 'served',
          (error: { details: { status?: number } }) => error.details.status,
        )
      },
      { timeout: 5000 },
    )
    .toBe(401)
  const refused = await refusal(
    call('auth.login', { username, password, type: 'username', ...(await solvedSlider(b)) }),
  )
  expect(refused.details.status).toBe(403)
  expect(refused.message).toMatch(/^You are taking a break until/)
})

it('a deposit limit set through one instance refuses a deposit through the other', async () => {
  const username = await freshAccount()
  await signInAs(a, username, 'LUCKY01', password)
  const { list } = await call('finance.channels')
  const channel = list[0]!
  await call('responsible.setLimit', {
    kind: 'deposit',
    period: 'month',
    amount: channel.minAmount,
  })
  await signInAs(b, username, 'LUCKY01', password)
  await call('finance.deposit', { channelId: channel.id, amount: channel.minAmount })
  const refused = await refusal(
    call('finance.deposit', { channelId: channel.id, amount: channel.minAmount }),
  )
  expect(refused.details.status).toBe(403)
  expect(refused.message).toMatch(/^This would pass your monthly deposit limit/)
})
