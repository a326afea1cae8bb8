import type { LanguageCode } from '@/config/brand.types'

/** Query keys of the community areas; language-dependent answers carry the language. */
export const communityKeys = {
  all: ['community'] as const,
  rooms: (language: LanguageCode) => [...communityKeys.all, 'rooms', language] as const,
  messages: (room: string, token: string | null) =>
    [...communityKeys.all, 'messages', room, token ? 'member' : 'visitor'] as const,
  checkIn: (token: string | null) => [...communityKeys.all, 'checkIn', token] as const,
  winners: (pageNo: number) => [...communityKeys.all, 'winners', pageNo] as const,
  blogPosts: (language: LanguageCode, pageNo: number) =>
    [...communityKeys.all, 'blog', language, pageNo] as const,
  blogPost: (id: string) => [...communityKeys.all, 'blogPost', id] as const,
  referral: (token: string | null) => ['inbox', 'referral', token] as const,
  balance: (token: string | null) => ['wallet', 'balance', token] as const,
}
