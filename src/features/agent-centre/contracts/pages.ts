import type { CentrePageParts } from '../../../ui/centre-pages'

/** Dividend, daily, hourly and real-time salary contracts. */
export const contractPages: CentrePageParts = {}
