import { zonedDb } from '../time-zone'
import {
  createInviteLink,
  inviteLinks,
  registerDownline,
  type NewDownline,
} from '../agent/accounts'
import {
  listContracts,
  offerContract,
  requireKind,
  respondContract,
  terminateContract,
  type ContractKind,
  type OfferInput,
  type RespondInput,
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
import { listPayouts, type PayoutQuery } from '../agent/payouts'
import { settleSalary } from '../agent/salary'
import { seedAgentCentre } from '../agent/seed'
import { iso, requireAgent } from '../agent/team'
import type { Platform } from '../context'
import type { DomainModule } from '../domain'
import type { CallContext, Handler } from '../router'

/** A handler that runs only for agents, with the agent's account id. */
type AgentHandler = (agentId: number, ctx: CallContext<never>) => Promise<unknown>

/** The agent centre: team, reports, invitation links and contracts. */
function handlers(p: Platform): Record<string, Handler> {
  const agent =
    (run: AgentHandler): Handler =>
    async (ctx) =>
      run(await requireAgent(p, ctx.caller), ctx)
  const input = <T>(ctx: CallContext<never>) => ctx.input as T
  return {
    'agent.announcements': agent(async (_id, { merchant }) => {
      const rows = await p.db.query<{
        id: string
        title: string
        content: string
        created_at: Date
      }>(
        'SELECT * FROM agent_announcements WHERE merchant = $1 ORDER BY created_at DESC, id DESC LIMIT 100',
        [merchant],
      )
      return {
        list: rows.map((r) => ({
          id: String(r.id),
          title: r.title,
          content: r.content,
          time: iso(r.created_at),
        })),
      }
    }),
    'agent.overview': agent((id, ctx) =>
      overview(zonedDb(p.db, ctx.timeZone), id, input<{ startDate: string; endDate: string }>(ctx)),
    ),
    'agent.registerDownline': agent((id, ctx) =>
      registerDownline(p, id, ctx.merchant, input<NewDownline>(ctx)),
    ),
    'agent.inviteLinks': agent((id, { origin }) => inviteLinks(p, id, origin)),
    'agent.createInviteLink': agent((id, ctx) =>
      createInviteLink(p, id, ctx.merchant, input<{ type: 2 | 3 }>(ctx).type, ctx.origin),
    ),
    'agent.downline': agent((id, ctx) => downline(p.db, id, input(ctx))),
    'agent.teamBets': agent((id, ctx) => teamBets(zonedDb(p.db, ctx.timeZone), id, input(ctx))),
    'agent.profitLoss': agent((id, ctx) => profitLoss(zonedDb(p.db, ctx.timeZone), id, input(ctx))),
    'agent.revenue': agent((id, ctx) => revenue(zonedDb(p.db, ctx.timeZone), id, input(ctx))),
    'agent.transactions': agent((id, ctx) =>
      transactions(zonedDb(p.db, ctx.timeZone), id, input(ctx)),
    ),
    'agent.creditReport': agent((id, ctx) =>
      creditReport(zonedDb(p.db, ctx.timeZone), id, input(ctx)),
    ),
    'agent.contracts': agent(async (id, ctx) => {
      const { kind } = input<{ kind: ContractKind }>(ctx)
      await requireKind(p, ctx.merchant, kind)
      return listContracts(p.db, id, kind)
    }),
    'agent.offerContract': agent((id, ctx) =>
      offerContract(p, id, ctx.merchant, input<OfferInput>(ctx)),
    ),
    'agent.respondContract': agent((id, ctx) =>
      respondContract(p, id, ctx.merchant, input<RespondInput>(ctx)),
    ),
    'agent.terminateContract': agent((id, ctx) =>
      terminateContract(p, id, ctx.merchant, input<{ id: string }>(ctx).id),
    ),
    'agent.settleSalary': agent((id, ctx) =>
      settleSalary(p, id, ctx.merchant, input<{ kind: ContractKind }>(ctx).kind),
    ),
    'agent.payouts': agent((id, ctx) =>
      listPayouts(p, id, ctx.merchant, input<PayoutQuery>(ctx), ctx.timeZone),
    ),
  }
}

/** The agent centre of spec §2.9. */
export const domain: DomainModule = { handlers, seed: seedAgentCentre }
