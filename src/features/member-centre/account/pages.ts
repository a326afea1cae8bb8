import type { CentrePageParts } from '../../../ui/centre-pages'

/** The member's account page (securityCenter). */
export const accountPages: CentrePageParts = {}
