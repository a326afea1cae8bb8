import type { AreaName, Brand } from './brand.types'
import type { Capabilities, Flag } from './condition'

/** What the session contributes to the capabilities. */
export interface SessionFacts {
  loggedIn: boolean
  accountType: number | null
}

/** Areas are on unless the brand switches them off. */
export function areaFlags(brand: Brand): Flag[] {
  const areas = Object.keys(brandAreaDefaults) as AreaName[]
  return areas.filter((area) => brand.areas[area] ?? true).map((area) => `area.${area}`)
}

const brandAreaDefaults: Record<AreaName, true> = {
  lottery: true,
  vnLottery: true,
  live: true,
  sports: true,
  esports: true,
  fish: true,
  rng: true,
  pvp: true,
  cockfight: true,
  seamless: true,
  promotions: true,
  vip: true,
  pointMall: true,
  help: true,
  appDownload: true,
  join: true,
  agentCentre: true,
}

/** The consolidated switch of each contract entry's flag (schemas/agent-centre.json `when`). */
const contractSwitches = {
  dividendContract: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourlySalary: 'contracthoursalreq',
  realtimeSalary: 'realtimesalreqtype',
} as const

/** The contract flags the platform's consolidated answer enables (nonzero is on). */
export function contractFlags(
  consolidated: Partial<Record<(typeof contractSwitches)[keyof typeof contractSwitches], unknown>>,
): Flag[] {
  return (Object.keys(contractSwitches) as (keyof typeof contractSwitches)[]).filter((flag) =>
    Boolean(Number(consolidated[contractSwitches[flag]] ?? 0)),
  )
}

/**
 * capabilities = f(brand, platform flags, session). Platform flags (registration switches,
 * contracts, live chat) come from the platform's configuration once it is loaded.
 */
export function buildCapabilities(
  brand: Brand,
  session: SessionFacts,
  platformFlags: Iterable<Flag> = [],
): Capabilities {
  const flags = new Set<Flag>(areaFlags(brand))
  if (brand.liveChatUrl) flags.add('liveChat')
  for (const flag of platformFlags) flags.add(flag)
  return {
    flags,
    languages: brand.languages.supported,
    loggedIn: session.loggedIn,
    accountType: session.accountType,
  }
}
