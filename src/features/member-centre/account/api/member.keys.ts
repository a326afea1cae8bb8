/** Query keys of the member domain; ['member'] also covers the header's member info. */
export const memberKeys = {
  all: ['member'] as const,
  profile: () => [...memberKeys.all, 'profile'] as const,
  avatars: () => [...memberKeys.all, 'avatars'] as const,
}
