import { loadScreenMessages } from '@/i18n/i18n'
import type { CentrePageParts } from '@/ui/centre-pages'
import { lazyPart } from '@/ui/lazy-part'

/** The member centre's records pages, each in its own chunk with the screens' messages. */
export const recordPages: CentrePageParts = {
  personalHistoryCopy: lazyPart(
    () => import('./betting-record.page'),
    'BettingRecordPage',
    loadScreenMessages,
  ),
  transactionHistory: lazyPart(
    () => import('./account-record.page'),
    'AccountRecordPage',
    loadScreenMessages,
  ),
  personalProfit: lazyPart(
    () => import('./profit-loss.page'),
    'ProfitLossPage',
    loadScreenMessages,
  ),
  bonusDetails: lazyPart(
    () => import('./bonus-details.page'),
    'BonusDetailsPage',
    loadScreenMessages,
  ),
}
