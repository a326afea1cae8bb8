import { loadScreenMessages } from '@/i18n/i18n'
import type { CentrePageParts, CentrePageProps } from '@/ui/centre-pages'
import { lazyPart, type LazyPart } from '@/ui/lazy-part'

/**
 * A page of this area in its own chunk with the screen messages. Most pages link to no other page
 * and take no props; React passes the centre's props to them all the same, so they stand as parts
 * of the centre's prop type.
 */
const page = <M>(importer: () => Promise<M>, name: keyof M & string) =>
  lazyPart(importer, name, loadScreenMessages) as LazyPart<CentrePageProps>

/** Announcements, the team overview, registration, team management and the team's reports. */
export const teamPages: CentrePageParts = {
  agentAnnouncement: page(() => import('./announcement.page'), 'AnnouncementPage'),
  agentTeamOverview: page(() => import('./overview.page'), 'OverviewPage'),
  registerCenter: page(() => import('./register-centre.page'), 'RegisterCentrePage'),
  downlineManagmentView: page(() => import('./downline.page'), 'DownlinePage'),
  personalHistoryCopy: page(() => import('./team-bets.page'), 'TeamBetsPage'),
  palStatementsAgentCopy: page(() => import('./profit-loss.page'), 'ProfitLossPage'),
  agentRevenueReport: page(() => import('./revenue.page'), 'RevenuePage'),
  agentDownlineTransactionDetailsCopy: page(
    () => import('./transactions.page'),
    'TransactionsPage',
  ),
  agentCreditReport: page(() => import('./credit-report.page'), 'CreditReportPage'),
}
