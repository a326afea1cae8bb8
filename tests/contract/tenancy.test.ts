import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogueCalls, type CatalogueCall } from '../../server/platform/catalogue'
import { localize, plainRefusal } from '../../server/platform/i18n'
import { signedHeaders } from '../../server/platform/integrations/signing'
import { call } from '../../src/test/any-call'
import { signInAs, startPlatform, type TestPlatform } from './platform'

// Brands are apart: a session of one merchant is no session at another's site, whichever way the
// request names the merchant. The calls come from the catalogue, so a new call is covered as soon
// as it is written.
let server: TestPlatform
let novaToken: string
beforeAll(async () => {
  server = await startPlatform()
  novaToken = (await signInAs(server, 'demo_member', 'NOVA88')).token!
})
afterAll(() => server.close())

const tokenCalls = catalogueCalls().filter((call) => call.auth === 'token')
// Signing out ends the session the other checks use: it goes last.
const ordered = [
  ...tokenCalls.filter((call) => call.id !== 'auth.logout'),
  ...tokenCalls.filter((call) => call.id === 'auth.logout'),
]

/** One request to a call at a merchant's host, with a token and optionally a `merchant` header. */
async function send(
  call: CatalogueCall,
  at: string,
  options: { token?: string; merchant?: string; language?: string } = {},
) {
  const path = call.path.replace(/:(\w+)/g, '1')
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.merchant) headers.merchant = options.merchant
  if (options.language) headers.language = options.language
  const hasBody = call.method !== 'GET' && call.method !== 'DELETE'
  const response = await fetch(server.baseAt(at) + path, {
    method: call.method,
    headers,
    body: hasBody ? '{}' : undefined,
  })
  const body = (await response.json()) as { success: boolean; message: string }
  return { status: response.status, body }
}

describe('a session belongs to the merchant that issued it', () => {
  it('is refused with 401 by every token call at another brand, by Host and by header', async () => {
    const accepted: string[] = []
    for (const call of ordered.filter((c) => c.id !== 'auth.logout')) {
      const byHost = await send(call, 'LUCKY01', { token: novaToken })
      const byHeader = await send(call, 'LUCKY01', { token: novaToken, merchant: 'NOVA88' })
      const atJade = await send(call, 'JADE_PH', { token: novaToken, merchant: 'JADE_PH' })
      for (const [how, answer] of [
        ['by Host', byHost],
        ['by header', byHeader],
        ['at a third brand', atJade],
      ] as const)
        if (answer.status !== 401 || answer.body.success) accepted.push(`${call.id} ${how}`)
    }
    expect(accepted).toEqual([])
    console.log(`tenancy: ${tokenCalls.length} token calls, each refused 401 three ways`)
  })

  it('is accepted by the same calls at its own brand (the 401s above are the tenancy rule)', async () => {
    const refused: string[] = []
    for (const call of ordered) {
      const own = await send(call, 'NOVA88', { token: novaToken, merchant: 'NOVA88' })
      if (own.status === 401) refused.push(call.id)
    }
    expect(refused).toEqual([])
  })

  it('answers the 401 in the caller’s language', async () => {
    const call = tokenCalls.find((c) => c.id === 'member.info')!
    const session = await signInAs(server, 'demo_member', 'NOVA88')
    const answer = await send(call, 'LUCKY01', { token: session.token!, language: 'VI' })
    expect(answer.status).toBe(401)
    expect(answer.body.message).toBe(localize(plainRefusal('Not logged in'), 'VI'))
    expect(answer.body.message).not.toBe('Not logged in')
  })

  it('is no session for a call that takes one optionally', async () => {
    const session = await signInAs(server, 'demo_member', 'NOVA88')
    const vip = catalogueCalls().find((c) => c.id === 'content.vip')!
    expect(vip.auth).toBe('optional')
    const at = async (merchant: string) => {
      const response = await fetch(server.baseAt(merchant) + vip.path, {
        headers: { authorization: `Bearer ${session.token!}` },
      })
      return ((await response.json()) as { value: { current: unknown } }).value.current
    }
    expect(await at('NOVA88')).not.toBeNull()
    expect(await at('LUCKY01')).toBeNull()
  })
})

describe('the Host decides the merchant', () => {
  it('refuses a merchant header that names another merchant than the Host', async () => {
    const status = catalogueCalls().find((c) => c.id === 'system.status')!
    const named = await send(status, 'LUCKY01', { merchant: 'NOVA88' })
    expect(named.status).toBe(400)
    expect(named.body.message).toBe('This site does not belong to that merchant')
    expect((await send(status, 'LUCKY01', { merchant: 'LUCKY01' })).status).toBe(200)
    expect((await send(status, 'NOVA88')).status).toBe(200)
  })

  it('refuses a session of the same merchant that names another merchant in its header', async () => {
    const session = await signInAs(server, 'demo_member', 'LUCKY01')
    const info = tokenCalls.find((c) => c.id === 'member.info')!
    const own = await send(info, 'LUCKY01', { token: session.token!, merchant: 'LUCKY01' })
    expect(own.status).toBe(200)
    const other = await send(info, 'LUCKY01', { token: session.token!, merchant: 'NOVA88' })
    expect(other.status).toBe(400)
  })

  it('signs in at a brand only the accounts of that brand', async () => {
    // demo_member exists in every brand with the same password: the brand's own answers.
    const at = async (merchant: string) => {
      const session = await signInAs(server, 'demo_member', merchant)
      const response = await fetch(`${server.baseAt(merchant)}/member/info`, {
        headers: { authorization: `Bearer ${session.token!}` },
      })
      return ((await response.json()) as { value: { userId?: unknown; id?: unknown } }).value
    }
    expect(await at('NOVA88')).not.toEqual(await at('JADE_PH'))
  })
})

describe('payments outside the catalogue', () => {
  it('open a deposit at the PSP for its own merchant and currency; a report naming another merchant moves no money', async () => {
    await signInAs(server, 'demo_member', 'NOVA88')
    const { list } = await call('finance.channels')
    const order = await call('finance.deposit', {
      channelId: list[0]!.id,
      amount: list[0]!.minAmount,
    })
    const reference = new URL(order.payUrl).pathname.split('/').pop()!
    expect(server.psp.payments.get(reference)).toMatchObject({
      merchant: 'NOVA88',
      currency: 'VND',
      orderId: order.orderId,
    })
    const body = JSON.stringify({
      eventId: 'tenancy-1',
      type: 'payment',
      reference,
      merchant: 'LUCKY01',
      status: 'paid',
      amount: list[0]!.minAmount,
      currency: 'VND',
    })
    const answer = await fetch(`${server.origin}/psp/demo/webhook`, {
      method: 'POST',
      headers: signedHeaders(server.psp.secret, body),
      body,
    })
    expect(await answer.json()).toMatchObject({ outcome: 'mismatch' })
    expect((await call('finance.deposits')).list[0]).toMatchObject({
      orderId: order.orderId,
      status: 'failed',
    })
    const credits = await server.db.query('SELECT 1 FROM ledger WHERE reference = $1', [
      `deposit:${order.orderId}`,
    ])
    expect(credits).toHaveLength(0)
  })
})
