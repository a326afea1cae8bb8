import type { CentrePageParts } from '../../../ui/centre-pages'

/** Rewards, referral, missions and messages. */
export const inboxPages: CentrePageParts = {}
