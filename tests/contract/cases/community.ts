import type { Cases } from '../harness'

/** The id of the brand's first chat room. */
async function lobby(call: Parameters<Cases[string]>[0]['call']) {
  const { list } = await call('community.chatRooms')
  return list[0]!.id
}

export const cases: Cases = {
  'community.chatRooms': ({ call }) => call('community.chatRooms'),
  'community.chatMessages': async ({ call }) =>
    call('community.chatMessages', { room: await lobby(call), limit: 20 }),
  'community.postChat': async ({ call }) =>
    call('community.postChat', { room: await lobby(call), body: 'Contract hello' }),
  'community.streamTicket': ({ call }) => call('community.streamTicket'),
  'community.checkInStatus': ({ call }) => call('community.checkInStatus'),
  'community.checkIn': ({ call }) => call('community.checkIn'),
  'community.winners': ({ call }) =>
    call('community.winners', { pageNo: 1, pageSize: 5, gameCategory: 'ALL' }),
  'community.blogPosts': ({ call }) => call('community.blogPosts', { pageSize: 3 }),
  'community.blogPost': async ({ call }) => {
    const { list } = await call('community.blogPosts')
    return call('community.blogPost', { id: list[0]!.id })
  },
}
