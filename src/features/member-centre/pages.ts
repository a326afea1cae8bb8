import type { CentrePageParts } from '@/ui/centre-pages'
import { accountPages } from './account/pages'
import { inboxPages } from './inbox/pages'
import { moneyPages } from './money/pages'
import { rankPages } from './rank/pages'
import { recordPages } from './records/pages'
import { responsiblePages } from './responsible/pages'

/** Every page of the member centre (schemas/member-centre.json names them). */
export const memberCentrePages: CentrePageParts = {
  ...accountPages,
  ...moneyPages,
  ...recordPages,
  ...inboxPages,
  ...rankPages,
  ...responsiblePages,
}
