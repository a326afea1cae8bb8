import type { Cases } from '../harness'

/** The id of the brand's first chat room. */
async function lobby(call: Parameters<Cases[string]>[0]['call']) {
  const { list } = await call<{ list: { id: string }[] }>('community.chatRooms')
  return list[0]!.id
}

export const cases: Cases = {
  'community.chatRooms': ({ call }) => call('community.chatRooms'),
  'community.chatMessages': async ({ call }) =>
    call('community.chatMessages', { query: { room: await lobby(call), limit: 20 } }),
  'community.postChat': async ({ call }) =>
    call('community.postChat', { body: { room: await lobby(call), body: 'Contract hello' } }),
  'community.streamTicket': ({ call }) => call('community.streamTicket', { body: {} }),
  'community.checkInStatus': ({ call }) => call('community.checkInStatus'),
  'community.checkIn': ({ call }) => call('community.checkIn', { body: {} }),
  'community.winners': ({ call }) =>
    call('community.winners', { query: { pageNo: 1, pageSize: 5, gameCategory: 'ALL' } }),
  'community.blogPosts': ({ call }) => call('community.blogPosts', { query: { pageSize: 3 } }),
  'community.blogPost': async ({ call }) => {
    const { list } = await call<{ list: { id: string }[] }>('community.blogPosts')
    return call('community.blogPost', { query: { id: list[0]!.id } })
  },
}
