import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consoleCalls } from '../../server/platform/console/catalogue'
import { roles, type Role } from '../../server/platform/console/context'
import { isMerchantCall, permissions, type Access } from '../../server/platform/console/permissions'
import { ConsoleClient, consoleOrigin } from './console-harness'
import { startPlatform, type TestPlatform } from './platform'

// The authorization matrix: EVERY call of schemas/console/ × every role × (a merchant the operator
// holds, another merchant), asserted from the permission table (server/platform/console/
// permissions.ts). A call added to the catalogue is in it without a line here. Each call is sent
// with an empty input: the role and merchant are checked before the input, so a refusal is 403
// whatever the input, and an allowed call passes the check (then answers or refuses the input).
let server: TestPlatform
const clients = new Map<Role, ConsoleClient>()
let own: number
let other: number

const table = permissions as Record<string, Access>
const calls = consoleCalls()
const merchantCalls = calls.filter((call) => isMerchantCall(table[call.id]!))

beforeAll(async () => {
  server = await startPlatform()
  const ids = await server.db.query<{ id: number; code: string }>('SELECT id, code FROM merchants')
  own = ids.find((m) => m.code === 'LUCKY01')!.id
  other = ids.find((m) => m.code !== 'LUCKY01')!.id
  for (const role of roles) {
    const client = new ConsoleClient(consoleOrigin(server.origin))
    await client.signIn(`default.${role}`)
    clients.set(role, client)
  }
}, 60_000)

afterAll(() => server?.close())

describe('the permission table', () => {
  it('has one entry for each call of the catalogue, and none for a call that is not there', () => {
    expect(Object.keys(table).sort()).toEqual(calls.map((call) => call.id).sort())
  })

  it('gives every role something to do, and the owner every merchant call', () => {
    for (const role of roles)
      expect(merchantCalls.some((call) => (table[call.id] as Role[]).includes(role))).toBe(true)
    for (const call of merchantCalls) expect(table[call.id]).toContain('owner')
  })
})

describe.each(merchantCalls.map((call) => [call.id, call] as const))('%s', (id) => {
  const allowed = table[id] as readonly Role[]

  it.each(roles.map((role) => [role, allowed.includes(role)] as const))(
    'as %s on its own merchant: allowed %s',
    async (role, isAllowed) => {
      const answer = await clients.get(role)!.call(id, {}, own)
      if (isAllowed) {
        expect(answer.status).not.toBe(403)
        expect(answer.status).not.toBe(401)
        expect(answer.body.code ?? null).not.toBe('forbidden')
        // An empty input is an answer or a refusal of the input, never the server's failure.
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500)
      } else expect(answer).toMatchObject({ status: 403, body: { code: 'forbidden' } })
    },
  )

  it.each(roles)('as %s on another merchant: refused', async (role) => {
    const answer = await clients.get(role)!.call(id, {}, other)
    expect(answer).toMatchObject({ status: 403, body: { code: 'notYourMerchant' } })
  })

  it('without a merchant, or without a session: refused', async () => {
    expect((await clients.get('owner')!.call(id, {})).body.code).toBe('merchantRequired')
    const stranger = new ConsoleClient(consoleOrigin(server.origin))
    expect(await stranger.call(id, {}, own)).toMatchObject({
      status: 401,
      body: { code: 'notSignedIn' },
    })
  })
})

describe('calls about no merchant', () => {
  const sessionCalls = calls.filter((call) => !isMerchantCall(table[call.id]!))

  it.each(sessionCalls.map((call) => [call.id, table[call.id]] as const))(
    '%s (%s) is refused without a session unless public',
    async (id, access) => {
      const answer = await new ConsoleClient(consoleOrigin(server.origin)).call(id, {})
      if (access === 'public') expect(answer.status).not.toBe(401)
      else expect(answer).toMatchObject({ status: 401, body: { code: 'notSignedIn' } })
    },
  )

  it('who-am-I lists, for each role, exactly the calls the table allows it', async () => {
    for (const role of roles) {
      const me = (await clients.get(role)!.value('auth.me')) as {
        merchants: { id: number; role: Role; calls: string[] }[]
      }
      expect(me.merchants).toEqual([expect.objectContaining({ id: own, role })])
      expect([...me.merchants[0]!.calls].sort()).toEqual(
        merchantCalls
          .filter((c) => (table[c.id] as Role[]).includes(role))
          .map((c) => c.id)
          .sort(),
      )
    }
  })
})
