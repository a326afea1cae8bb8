import { loadScreenMessages } from '@/i18n/i18n'
import type { CentrePageParts } from '@/ui/centre-pages'
import { lazyPart } from '@/ui/lazy-part'

/** The member centre's money pages: wallet transfers, deposit, withdrawal, transfer to the upline. */
export const moneyPages: CentrePageParts = {
  transferFund: lazyPart(
    () => import('./transfer-fund.page'),
    'TransferFundPage',
    loadScreenMessages,
  ),
  depositv2: lazyPart(() => import('./depositv2.page'), 'DepositPage', loadScreenMessages),
  withdraw: lazyPart(() => import('./withdraw.page'), 'WithdrawPage', loadScreenMessages),
  transferUpline: lazyPart(
    () => import('./transfer-upline.page'),
    'TransferUplinePage',
    loadScreenMessages,
  ),
}
