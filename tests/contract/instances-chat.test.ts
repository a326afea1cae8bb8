import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { chatChannel } from '../../server/platform/community/chat-hub'
import { hubOf } from '../../server/platform/handlers/community'
import { atBrand } from '../lib/brand-hosts'
import { signInAs, startPlatform, useTransport, type TestPlatform } from './platform'

/**
 * Chat behind a balancer (issue 44): two instances over one database (the same PGlite in one
 * process, or two pools on one PostgreSQL database with DATABASE_URL). A message posted on either
 * reaches the room's streams on both, once each and in order, and never a stream of another
 * merchant; after the listening connection drops (PostgreSQL), what was posted meanwhile still
 * comes.
 */

let a: TestPlatform
let b: TestPlatform
beforeAll(async () => {
  a = await startPlatform()
  b = await startPlatform({ sameDatabaseAs: a })
})
afterAll(async () => {
  await b.close()
  await a.close()
})

/** A stream read in the background: its text so far, and a wait for what it should contain. */
async function openStream(url: string) {
  const response = await fetch(url)
  expect(response.status).toBe(200)
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  const state = { text: '', done: false }
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }))
      if (chunk.done) break
      state.text += decoder.decode(chunk.value, { stream: true })
    }
    state.done = true
  })()
  const until = async (holds: (text: string) => boolean, ms = 8_000) => {
    const deadline = Date.now() + ms
    while (!holds(state.text) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 25))
    return state.text
  }
  await until((text) => text.includes(': connected'))
  return { state, until, close: () => reader.cancel().catch(() => undefined) }
}

/** The `message` events of a stream's text, in order. */
const messagesIn = (text: string) =>
  [...text.matchAll(/event: message\ndata: (.*)\nid: (\d+)/g)].map((m) => ({
    id: m[2]!,
    body: (JSON.parse(m[1]!) as { body: string }).body,
  }))

/** A stream ticket of a session at a merchant, asked of an instance. */
async function ticketAt(server: TestPlatform, token: string, merchant: string) {
  const response = await fetch(`${server.baseAt(merchant)}/community/chat/stream-ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  })
  return ((await response.json()) as { value: { ticket: string } }).value.ticket
}

const streamAt = async (server: TestPlatform, merchant: string, room: string, token: string) =>
  openStream(
    `${atBrand(server.origin, merchant)}/api/community/chat/stream?room=${room}&ticket=${encodeURIComponent(await ticketAt(server, token, merchant))}`,
  )

/** Posts a message on an instance as a signed-in account; answers its id. */
async function postOn(
  server: TestPlatform,
  token: string,
  merchant: string,
  room: string,
  body: string,
) {
  const state = useTransport(server.base, merchant)
  state.token = token
  return (await call('community.postChat', { room, body })).message.id
}

describe('chat across instances', () => {
  it('delivers a message posted on either instance to the streams of both, once each, in order', async () => {
    const member = (await signInAs(a, 'demo_member')).token!
    const agent = (await signInAs(b, 'demo_agent')).token!
    const sub = (await signInAs(a, 'demo_sub1')).token!
    useTransport(a.base, 'LUCKY01')
    const room = (await call('community.chatRooms')).list[1]!.id
    const onA = await streamAt(a, 'LUCKY01', room, member)
    const onB = await streamAt(b, 'LUCKY01', room, agent)
    // Another merchant's streams on the instance that serves the posts hear none of them.
    const novaMember = (await signInAs(b, 'demo_member', 'NOVA88')).token!
    useTransport(b.base, 'NOVA88')
    const novaRoom = (await call('community.chatRooms')).list[1]!.id
    const nova = await streamAt(b, 'NOVA88', novaRoom, novaMember)

    const ids = [
      await postOn(b, member, 'LUCKY01', room, 'first, posted on B'),
      await postOn(a, agent, 'LUCKY01', room, 'second, posted on A'),
      await postOn(b, sub, 'LUCKY01', room, 'third, posted on B'),
    ]
    // A notice that names the other merchant with this merchant's message reads nothing back.
    await a.db.query('SELECT pg_notify($1, $2)', [
      chatChannel,
      JSON.stringify({ m: 'NOVA88', r: novaRoom, i: ids[0] }),
    ])
    const expected = ['first, posted on B', 'second, posted on A', 'third, posted on B']
    for (const stream of [onA, onB]) {
      const text = await stream.until((t) => messagesIn(t).length >= 3)
      expect(messagesIn(text)).toEqual(ids.map((id, i) => ({ id, body: expected[i] })))
    }
    await hubOf(a.platform).settle()
    await hubOf(b.platform).settle()
    // A moment more for anything late (a second delivery) to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(messagesIn(onA.state.text)).toHaveLength(3)
    expect(messagesIn(onB.state.text)).toHaveLength(3)
    expect(messagesIn(nova.state.text)).toEqual([])
    for (const stream of [onA, onB, nova]) await stream.close()
  })

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'delivers what was posted while the listening connection was down, once it is back',
    async () => {
      const member = (await signInAs(a, 'demo_member', 'JADE_PH')).token!
      useTransport(a.base, 'JADE_PH')
      const room = (await call('community.chatRooms')).list[0]!.id
      const onB = await streamAt(b, 'JADE_PH', room, member)
      // Every LISTEN connection on portal_chat is cut (both instances'): notices sent now reach nobody.
      const cut = await a.db.query<{ ok: boolean }>(
        `SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity
         WHERE datname = current_database() AND query = $1`,
        [`LISTEN "${chatChannel}"`],
      )
      expect(cut.length).toBeGreaterThanOrEqual(2)
      const id = await postOn(a, member, 'JADE_PH', room, 'posted while nobody listened')
      // The listener reconnects after 1 s and then reads what came after the newest id it had.
      const text = await onB.until((t) => messagesIn(t).some((m) => m.id === id), 10_000)
      expect(messagesIn(text)).toEqual([{ id, body: 'posted while nobody listened' }])
      await onB.close()
    },
  )
})
