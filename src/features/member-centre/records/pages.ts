import type { CentrePageParts } from '../../../ui/centre-pages'

/** The member centre's records and rewards pages. */
export const recordPages: CentrePageParts = {}
