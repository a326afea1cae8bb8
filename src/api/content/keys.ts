/** Who is asking: the account changes promotion statuses and VIP standing, the language texts. */
export interface Viewer {
  account: string | null
  language: string
}

/**
 * Query keys of the content domain: what the operator publishes (banners, notices, promotions,
 * VIP levels, help, the feedback form). Keys carry the language when the answer comes in it.
 */
export const contentKeys = {
  all: ['content'] as const,
  /** Banners of one group. */
  banners: (group: string, language: string) =>
    [...contentKeys.all, 'banners', group, language] as const,
  /** The announcements of the ticker and the notice list. */
  notices: (language: string) => [...contentKeys.all, 'notices', language] as const,
  /** Every promotion query: the list and the details (a member's action changes both). */
  promotions: () => [...contentKeys.all, 'promotions'] as const,
  /** The promotion list, shared by the promotions screen and the avatar's badge. */
  promotionList: (viewer: Viewer) => [...contentKeys.promotions(), 'list', viewer] as const,
  /** One promotion with its terms. */
  promotion: (id: string, viewer: Viewer) =>
    [...contentKeys.promotions(), 'detail', id, viewer] as const,
  /** The VIP levels with the member's standing. */
  vip: (viewer: Viewer) => [...contentKeys.all, 'vip', viewer] as const,
  /** The help centre's articles. */
  help: (language: string) => [...contentKeys.all, 'help', language] as const,
  /** What the feedback form offers. */
  feedbackConfig: () => [...contentKeys.all, 'feedbackConfig'] as const,
}
