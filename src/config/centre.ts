import { hasMemberLabel, type MemberLabels } from './capabilities'
import { evaluate, type Capabilities } from './condition'
import type { CentreTable } from './tables'

/** What a centre shows for these capabilities: whether it opens, its pages and the active one. */
export function resolveCentre(
  table: CentreTable,
  caps: Capabilities,
  requested: string | undefined,
) {
  const isAllowed = evaluate(table.guard, caps)
  const pages = table.pages.filter((page) => evaluate(page.when, caps))
  const active = pages.find((page) => page.key === requested)?.key ?? table.defaultPage
  return { isAllowed, pages, active }
}

/**
 * Whether a centre opens for these capabilities (its table's guard). For the agent centre that is
 * spec §6: a signed-in account whose type qualifies as agent (1, 2, 41, 42) on a brand that offers it.
 */
export function canOpenCentre(table: CentreTable, caps: Capabilities): boolean {
  return evaluate(table.guard, caps)
}

/**
 * The member-centre page the account menu's entry opens (spec §2.8): playerRank when the member
 * has a label, otherwise securityCenter.
 */
export const memberEntryPage = (member: MemberLabels | undefined) =>
  hasMemberLabel(member) ? 'playerRank' : 'securityCenter'
