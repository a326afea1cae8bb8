import { zonedDb } from '../time-zone'
import { createInviteLink, inviteLinks, registerDownline } from '../agent/accounts'
import {
  listContracts,
  offerContract,
  requireKind,
  respondContract,
  terminateContract,
} from '../agent/contracts'
import {
  creditReport,
  downline,
  overview,
  profitLoss,
  revenue,
  teamBets,
  transactions,
} from '../agent/reports'
import { listPayouts } from '../agent/payouts'
import { settleSalary } from '../agent/salary'
import { seedAgentCentre } from '../agent/seed'
import { iso, requireAgent } from '../agent/team'
import type { Platform } from '../context'
import type { DomainModule } from '../domain'
import type { Handlers } from '../router'
import { inLanguage, type Texts } from '../texts'

/** The agent centre: team, reports, invitation links and contracts; each call only for agents. */
function handlers(p: Platform): Handlers {
  return {
    'agent.announcements': async ({ caller, merchant, language }) => {
      await requireAgent(p, caller)
      // Per language since migration 044; a row without texts has its one text as English.
      const rows = await p.db.query<{
        id: string
        title: Texts
        content: Texts
        created_at: Date
      }>(
        `SELECT id, created_at,
           CASE WHEN title_texts = '{}'::jsonb THEN jsonb_build_object('EN', title) ELSE title_texts END AS title,
           CASE WHEN content_texts = '{}'::jsonb THEN jsonb_build_object('EN', content) ELSE content_texts END AS content
         FROM agent_announcements WHERE merchant = $1 ORDER BY created_at DESC, id DESC LIMIT 100`,
        [merchant],
      )
      return {
        list: rows.map((r) => ({
          id: String(r.id),
          title: inLanguage(r.title, language),
          content: inLanguage(r.content, language),
          time: iso(r.created_at),
        })),
      }
    },
    'agent.overview': async ({ input, caller, timeZone }) =>
      overview(zonedDb(p.db, timeZone), await requireAgent(p, caller), input),
    'agent.registerDownline': async ({ input, caller, merchant }) =>
      registerDownline(p, await requireAgent(p, caller), merchant, input),
    'agent.inviteLinks': async ({ caller, origin }) =>
      inviteLinks(p, await requireAgent(p, caller), origin),
    'agent.createInviteLink': async ({ input, caller, merchant, origin }) =>
      createInviteLink(p, await requireAgent(p, caller), merchant, input.type, origin),
    'agent.downline': async ({ input, caller }) =>
      downline(p.db, await requireAgent(p, caller), input),
    'agent.teamBets': async ({ input, caller, merchant, timeZone }) =>
      teamBets(zonedDb(p.db, timeZone), await requireAgent(p, caller), merchant, input),
    'agent.profitLoss': async ({ input, caller, timeZone }) =>
      profitLoss(zonedDb(p.db, timeZone), await requireAgent(p, caller), input),
    'agent.revenue': async ({ input, caller, timeZone }) =>
      revenue(zonedDb(p.db, timeZone), await requireAgent(p, caller), input),
    'agent.transactions': async ({ input, caller, timeZone }) =>
      transactions(zonedDb(p.db, timeZone), await requireAgent(p, caller), input),
    'agent.creditReport': async ({ input, caller, timeZone }) =>
      creditReport(zonedDb(p.db, timeZone), await requireAgent(p, caller), input),
    'agent.contracts': async ({ input, caller, merchant }) => {
      const agentId = await requireAgent(p, caller)
      await requireKind(p, merchant, input.kind)
      return listContracts(p.db, agentId, input.kind)
    },
    'agent.offerContract': async ({ input, caller, merchant }) =>
      offerContract(p, await requireAgent(p, caller), merchant, input),
    'agent.respondContract': async ({ input, caller, merchant }) =>
      respondContract(p, await requireAgent(p, caller), merchant, input),
    'agent.terminateContract': async ({ input, caller, merchant }) =>
      terminateContract(p, await requireAgent(p, caller), merchant, input.id),
    'agent.settleSalary': async ({ input, caller, merchant }) =>
      settleSalary(p, await requireAgent(p, caller), merchant, input.kind),
    'agent.payouts': async ({ input, caller, merchant, timeZone }) =>
      listPayouts(p, await requireAgent(p, caller), merchant, input, timeZone),
  }
}

/** The agent centre of spec §2.9. */
export const domain: DomainModule = { handlers, seed: seedAgentCentre }
