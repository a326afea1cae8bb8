import type { CentrePageParts } from '../../../ui/centre-pages'

/** The member centre's money pages: security, transfers, deposit, withdrawal. */
export const moneyPages: CentrePageParts = {}
