import type { MemberInfo } from '@/api/member/get-info'
import type { Consolidated } from '@/api/system/get-consolidated'
import type { MenuSwitches } from '@/api/system/get-menu'
import type { Permission } from '@/api/system/get-permission'
import { liveChatLink } from '@/lib/customer-service'
import type { AreaName, Brand } from './brand.types'
import type { Capabilities, Flag } from './condition'

/** What the session contributes to the capabilities. */
export interface SessionFacts {
  loggedIn: boolean
  accountType: number | null
}

/**
 * Everything capabilities are made of (design §Assembly). A platform answer that has not arrived,
 * or failed, is absent: its flags stay off. No session is a visitor.
 */
export interface CapabilitySources {
  brand: Brand
  session?: SessionFacts
  permission?: Permission
  menu?: MenuSwitches
  consolidated?: Consolidated
  /** The signed-in member's labels (member.info): the memberLabel flag. */
  member?: MemberLabels
}

/** What member.info says of the member's labels. */
export type MemberLabels = Pick<MemberInfo, 'memberLabel' | 'clubLabel'>

/** Whether the member has a label (spec §3 memberLabel list, or a club label): playerRank shows then. */
export const hasMemberLabel = (member: MemberLabels | undefined) =>
  Boolean(member && (member.memberLabel.length > 0 || member.clubLabel))

const visitor: SessionFacts = { loggedIn: false, accountType: null }

// A record, so that a new area of brand.types.ts is a type error here until it has its flag.
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

/** Menu switches that are condition flags under their own name (phoneAuth picks a provider, no page). */
const menuFlags = [
  'mobileRegistration',
  'registrationSms',
  'mobileRegistrationPassword',
  'usernameRegistration',
  'freePlay',
  'forcedPasswordChange',
  'mobileCodeLogin',
  'directRegistration',
  'countryDialingCode',
] as const satisfies readonly (keyof MenuSwitches)[]

/** Whitelabel flags of the permission answer and the condition flags they switch on (spec §6). */
const whitelabelFlags: Record<string, Flag> = {
  REFERRAL: 'referralPromotion',
  CHNGPASSVERIF3: 'CHNGPASSVERIF3',
  MISSION: 'mission',
}

/** Which consolidated switch (nonzero is on) turns on which flag of schemas/agent-centre.json. */
const contractFlags: Record<keyof Consolidated, Flag> = {
  divtypereq: 'dividendContract',
  dailysalreqtype: 'dailySalary',
  contracthoursalreq: 'hourlySalary',
  realtimesalreqtype: 'realtimeSalary',
}

/**
 * The brand's area flags: areas are on unless the brand switches them off. They are the only flags
 * known when the app boots, so the only ones a route's condition may name (schemas/routes.schema.json).
 */
export function areaFlags(brand: Brand): Flag[] {
  const areas = Object.keys(brandAreaDefaults) as AreaName[]
  return areas.filter((area) => brand.areas[area] ?? true).map((area) => `area.${area}`)
}

function platformFlags({ permission, menu, consolidated }: CapabilitySources): Flag[] {
  const whitelabel = permission?.info.whitelabel ?? {}
  return [
    ...menuFlags.filter((name) => menu?.[name] === true),
    ...Object.entries(whitelabelFlags).flatMap(([name, flag]) =>
      whitelabel[name] === true ? [flag] : [],
    ),
    ...(permission?.info.register.affiliate === true ? ['affiliate'] : []),
    ...Object.entries(contractFlags).flatMap(([name, flag]) =>
      consolidated && Number(consolidated[name as keyof Consolidated]) !== 0 ? [flag] : [],
    ),
  ]
}

/**
 * capabilities = f(brand, session, permission, menu switches, consolidated, member labels): every
 * flag a table's condition may name (the enum of schemas/condition.schema.json), the brand's
 * languages and the session. Live chat is on when the platform's customer-service link or the
 * brand's decodes to an http(s) address, which is the link the right bar opens. memberLabel is on
 * for a signed-in member with a label (spec §2.8: the playerRank page).
 */
export function capabilitiesOf(sources: CapabilitySources): Capabilities {
  const { brand, permission, session = visitor } = sources
  const flags = new Set<Flag>([...areaFlags(brand), ...platformFlags(sources)])
  if (session.loggedIn && hasMemberLabel(sources.member)) flags.add('memberLabel')
  const pathList = permission?.info.customerService.version.pathList ?? []
  if (liveChatLink(pathList, brand.liveChatUrl)) flags.add('liveChat')
  return {
    flags,
    languages: brand.languages.supported,
    loggedIn: session.loggedIn,
    accountType: session.accountType,
  }
}
