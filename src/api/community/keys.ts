/**
 * Query keys of the community domain (chat, check-in, winners, blog). Language-dependent answers
 * carry the language; member-bound ones who asks.
 */
export const communityKeys = {
  all: ['community'] as const,
  /** The brand's chat rooms. */
  rooms: (language: string) => [...communityKeys.all, 'rooms', language] as const,
  /** A room's latest messages; a member's own are marked, so a member and a visitor differ. */
  messages: (room: string, token: string | null) =>
    [...communityKeys.all, 'messages', room, token ? 'member' : 'visitor'] as const,
  /** The member's daily check-in task. */
  checkIn: (token: string | null) => [...communityKeys.all, 'checkIn', token] as const,
  /** One page of the winners list. */
  winners: (pageNo: number) => [...communityKeys.all, 'winners', pageNo] as const,
  /** One page of the blog in a language. */
  blogPosts: (language: string, pageNo: number) =>
    [...communityKeys.all, 'blog', language, pageNo] as const,
  /** One blog post. */
  blogPost: (id: string) => [...communityKeys.all, 'blogPost', id] as const,
}
