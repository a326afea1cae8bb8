/** Query keys of the member domain (schemas/api/member.json); `all` covers the header's member info. */
export const memberKeys = {
  all: ['member'] as const,
  info: () => [...memberKeys.all, 'info'] as const,
  profile: () => [...memberKeys.all, 'profile'] as const,
  avatars: () => [...memberKeys.all, 'avatars'] as const,
  zaloReward: () => [...memberKeys.all, 'zaloReward'] as const,
}
