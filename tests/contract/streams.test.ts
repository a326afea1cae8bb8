import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { streamCaps, streamSlotsOf, streamTicketSeconds } from '../../server/platform/streams'
import { call } from '../../src/test/any-call'
import { atBrand } from '../lib/brand-hosts'
import { refusal, signInAs, startPlatform } from './platform'

let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

interface Envelope {
  success: boolean
  message: string
}

/** The first chat room of the merchant the transport is signed in at. */
const firstRoom = async () => (await call('community.chatRooms')).list[0]!.id

const ticket = async () => call('community.streamTicket')

/** The chat stream of a room at a merchant's host, with the given query. */
const stream = (merchant: string, query: Record<string, string>, init?: RequestInit) =>
  fetch(
    `${atBrand(server.origin, merchant)}/api/community/chat/stream?${new URLSearchParams(query).toString()}`,
    init,
  )

/** Reads a stream until its text includes `marker` (or two seconds pass), then lets it go. */
async function readUntil(response: Response, marker: string) {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  const deadline = Date.now() + 2_000
  while (!text.includes(marker) && Date.now() < deadline) {
    const chunk = await reader.read()
    if (chunk.done) break
    text += decoder.decode(chunk.value, { stream: true })
  }
  await reader.cancel().catch(() => undefined)
  return text
}

const accountIdOf = async (merchant: string, username: string) =>
  Number(
    (
      await server.db.query<{ id: string }>(
        'SELECT id FROM accounts WHERE merchant = $1 AND username = $2',
        [merchant, username],
      )
    )[0]!.id,
  )

/** Waits until the account's open streams have come down to `count`. */
async function openStreamsReach(accountId: number, count: number) {
  const slots = streamSlotsOf(server.platform)
  const deadline = Date.now() + 2_000
  while (slots.count({ accountId }) !== count && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20))
  return slots.count({ accountId })
}

describe('stream tickets', () => {
  it('refuses a stream that carries the session token instead of a ticket', async () => {
    const { token } = await signInAs(server, 'demo_member')
    const room = await firstRoom()
    const inUrl = await stream('LUCKY01', { room, token: token! })
    expect(inUrl.status).toBe(401)
    expect(((await inUrl.json()) as Envelope).success).toBe(false)
    const inHeader = await stream('LUCKY01', { room }, { headers: { authorization: token! } })
    expect(inHeader.status).toBe(401)
    expect((await stream('LUCKY01', { room, ticket: 'x'.repeat(43) })).status).toBe(401)
  })

  it('opens one stream with a ticket, once; the ticket is stored only as its hash', async () => {
    await signInAs(server, 'demo_member')
    const room = await firstRoom()
    const issued = await ticket()
    expect(issued.expiresIn).toBe(30)
    expect(issued.ticket).toMatch(/^[\w-]{43}$/)
    const hash = createHash('sha256').update(issued.ticket).digest('hex')
    const stored = await server.db.query<{ hash: string }>('SELECT hash FROM stream_tickets')
    expect(stored.map((row) => row.hash)).toContain(hash)
    expect(stored.map((row) => row.hash)).not.toContain(issued.ticket)

    const first = await stream('LUCKY01', { room, ticket: issued.ticket })
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toContain('text/event-stream')
    expect(await readUntil(first, ': connected')).toContain(': connected')
    const again = await stream('LUCKY01', { room, ticket: issued.ticket })
    expect(again.status).toBe(401)
    expect(((await again.json()) as Envelope).message).toBe(
      'This live connection needs a new ticket; please try again',
    )
  })

  it('refuses an expired ticket', async () => {
    await signInAs(server, 'demo_member')
    const room = await firstRoom()
    const issued = await ticket()
    await server.platform.clock.advance((streamTicketSeconds + 1) * 1000)
    try {
      expect((await stream('LUCKY01', { room, ticket: issued.ticket })).status).toBe(401)
    } finally {
      await server.platform.clock.reset()
    }
  })

  it("refuses another merchant's ticket at this host, which opens a stream at its own", async () => {
    await signInAs(server, 'demo_member', 'NOVA88')
    const novaRoom = await firstRoom()
    const foreign = await ticket()
    await signInAs(server, 'demo_member', 'LUCKY01')
    const luckyRoom = await firstRoom()
    expect((await stream('LUCKY01', { room: luckyRoom, ticket: foreign.ticket })).status).toBe(401)

    await signInAs(server, 'demo_member', 'NOVA88')
    const own = await ticket()
    const opened = await stream('NOVA88', { room: novaRoom, ticket: own.ticket })
    expect(opened.status).toBe(200)
    await readUntil(opened, ': connected')
  })

  it('refuses tickets once the session has ended', async () => {
    const { token } = await signInAs(server, 'demo_sub1')
    const room = await firstRoom()
    const issued = await ticket()
    await server.platform.accounts.closeSession(token!)
    expect((await stream('LUCKY01', { room, ticket: issued.ticket })).status).toBe(401)
    expect((await refusal(ticket())).details.status).toBe(401)
  })
})

describe('open stream caps', () => {
  it(`answers 429 to an account's stream beyond ${streamCaps.perAccount}, and a closed one frees its place`, async () => {
    await signInAs(server, 'demo_sub2')
    const accountId = await accountIdOf('LUCKY01', 'demo_sub2')
    const room = await firstRoom()
    const held: Response[] = []
    for (let i = 0; i < streamCaps.perAccount; i += 1) {
      const response = await stream('LUCKY01', { room, ticket: (await ticket()).ticket })
      expect(response.status).toBe(200)
      held.push(response)
    }
    expect(streamSlotsOf(server.platform).count({ accountId })).toBe(3)
    const refused = await stream('LUCKY01', { room, ticket: (await ticket()).ticket })
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as Envelope).message).toBe(
      'You have 3 live connections open already; close one and try again',
    )

    await held.shift()!.body!.cancel()
    expect(await openStreamsReach(accountId, 2)).toBe(2)
    const freed = await stream('LUCKY01', { room, ticket: (await ticket()).ticket })
    expect(freed.status).toBe(200)
    held.push(freed)
    await Promise.all(held.map((response) => response.body!.cancel()))
    expect(await openStreamsReach(accountId, 0)).toBe(0)
  })
})

describe('text-direction controls', () => {
  it('refuses them in a chat message and a nickname with 400 naming the field', async () => {
    await signInAs(server, 'demo_agent')
    const room = await firstRoom()
    const message = await refusal(call('community.postChat', { room, body: 'win \u202Etxt.exe' }))
    expect(message.details.status).toBe(400)
    expect(message.message).toBe('body must not contain text-direction control characters')
    const nickname = await refusal(call('member.updateProfile', { nickname: 'Admin\u2067' }))
    expect(nickname.details.status).toBe(400)
    expect(nickname.message).toBe('nickname must not contain text-direction control characters')
  })

  it('strips them from a name stored before, as other players see it in the chat', async () => {
    await server.db.query(
      `UPDATE accounts SET nickname = $1 WHERE merchant = 'LUCKY01' AND username = 'demo_agent'`,
      ['Agent \u202Eadmin\u202C'],
    )
    await signInAs(server, 'demo_agent')
    const room = await firstRoom()
    const posted = await call('community.postChat', { room, body: 'hello' })
    expect(posted.message.nickname).toBe('Agent admin')
  })
})
