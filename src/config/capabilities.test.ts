import { describe, expect, it } from 'vitest'
import defaultBrand from '../../brands/default/brand.json'
import novaBrand from '../../brands/nova/brand.json'
import agentCentreTable from '../../schemas/agent-centre.json'
import conditionSchema from '../../schemas/condition.schema.json'
import type { Consolidated } from '@/api/system/get-consolidated'
import type { MenuSwitches } from '@/api/system/get-menu'
import type { Permission } from '@/api/system/get-permission'
import type { Brand } from './brand.types'
import { capabilitiesOf, type CapabilitySources } from './capabilities'

const brand = defaultBrand as Brand
const nova = novaBrand as Brand
const noChat: Brand = { ...brand, liveChatUrl: undefined }

const menuOff: MenuSwitches = {
  mobileRegistration: false,
  registrationSms: false,
  mobileRegistrationPassword: false,
  usernameRegistration: false,
  freePlay: false,
  forcedPasswordChange: false,
  mobileCodeLogin: false,
  directRegistration: false,
  countryDialingCode: false,
  phoneAuth: false,
}
const menuOn = Object.fromEntries(
  Object.keys(menuOff).map((key) => [key, true]),
) as unknown as MenuSwitches

const permission = (
  whitelabel: Record<string, boolean>,
  options: { affiliate?: boolean; chat?: string } = {},
): Permission => ({
  info: {
    whitelabel,
    register: { direct: true, affiliate: options.affiliate ?? false, minimumAge: 18 },
    resources: [],
    customerService: {
      version: { pathList: options.chat ? [{ type: 3, path: options.chat }] : [] },
    },
    analytics: { gtagId: '' },
    imageCDNs: [],
    launchGameCDNs: [],
  },
  location: { ip: '127.0.0.1' },
  maintenance: false,
  regionRestriction: false,
})

const consolidatedOn: Consolidated = {
  divtypereq: 1,
  dailysalreqtype: 2,
  contracthoursalreq: 1,
  realtimesalreqtype: 1,
}

/** Everything on: the brand's areas, every switch, flag and contract, a chat link. */
const everything: CapabilitySources = {
  brand,
  session: { loggedIn: true, accountType: 41 },
  permission: permission(
    { REFERRAL: true, CHNGPASSVERIF3: true, MISSION: true },
    { affiliate: true, chat: 'https://chat.example' },
  ),
  menu: menuOn,
  consolidated: consolidatedOn,
  member: { memberLabel: ['Gold'], clubLabel: { labelName: 'Gold', rankLevel: 3 } },
}

const flagsOf = (sources: CapabilitySources) => [...capabilitiesOf(sources).flags]
const platformFlagsOf = (sources: CapabilitySources) =>
  flagsOf(sources)
    .filter((flag) => !flag.startsWith('area.'))
    .sort()

describe('capabilitiesOf: each source contributes its flags', () => {
  const cases: { source: string; sources: CapabilitySources; flags: string[] }[] = [
    { source: 'nothing but a brand without chat', sources: { brand: noChat }, flags: [] },
    { source: "the brand's chat link", sources: { brand }, flags: ['liveChat'] },
    {
      source: 'the menu switches (phoneAuth is no flag)',
      sources: { brand: noChat, menu: menuOn },
      flags: [
        'countryDialingCode',
        'directRegistration',
        'forcedPasswordChange',
        'freePlay',
        'mobileCodeLogin',
        'mobileRegistration',
        'mobileRegistrationPassword',
        'registrationSms',
        'usernameRegistration',
      ],
    },
    {
      source: 'menu switches that are off',
      sources: { brand: noChat, menu: { ...menuOff, freePlay: true } },
      flags: ['freePlay'],
    },
    {
      source: 'whitelabel flags that are on, under their condition names',
      sources: {
        brand: noChat,
        permission: permission({ REFERRAL: true, CHNGPASSVERIF3: false, MISSION: true, X: true }),
      },
      flags: ['mission', 'referralPromotion'],
    },
    {
      source: "the permission answer's affiliate setting",
      sources: { brand: noChat, permission: permission({}, { affiliate: true }) },
      flags: ['affiliate'],
    },
    {
      source: "the platform's customer-service link",
      sources: { brand: noChat, permission: permission({}, { chat: 'https://chat.example' }) },
      flags: ['liveChat'],
    },
    {
      source: 'a chat link that is not http(s)',
      sources: { brand: noChat, permission: permission({}, { chat: 'javascript:alert(1)' }) },
      flags: [],
    },
    {
      source: 'the consolidated switches that are nonzero',
      sources: {
        brand: noChat,
        consolidated: { ...consolidatedOn, divtypereq: 0, realtimesalreqtype: 0 },
      },
      flags: ['dailySalary', 'hourlySalary'],
    },
  ]
  for (const { source, sources, flags } of cases) {
    it(source, () => expect(platformFlagsOf(sources)).toEqual(flags))
  }

  it("the member's label (spec §2.8 playerRank), for a signed-in member only", () => {
    const session = { loggedIn: true, accountType: 3 }
    const labelled = { memberLabel: ['Gold'], clubLabel: { labelName: 'Gold', rankLevel: 3 } }
    expect(platformFlagsOf({ brand: noChat, session, member: labelled })).toEqual(['memberLabel'])
    expect(
      platformFlagsOf({
        brand: noChat,
        session,
        member: { memberLabel: ['VIP'], clubLabel: null },
      }),
    ).toEqual(['memberLabel'])
    expect(
      platformFlagsOf({ brand: noChat, session, member: { memberLabel: [], clubLabel: null } }),
    ).toEqual([])
    expect(platformFlagsOf({ brand: noChat, session })).toEqual([])
    expect(platformFlagsOf({ brand: noChat, member: labelled })).toEqual([])
  })

  it('turns every area on unless the brand switches it off', () => {
    const flags = flagsOf({ brand })
    expect(flags).toContain('area.vip')
    expect(flags).toContain('area.cockfight')
    expect(flagsOf({ brand: nova })).not.toContain('area.vip')
    expect(flagsOf({ brand: nova })).not.toContain('area.cockfight')
    expect(flagsOf({ brand: nova })).toContain('area.live')
    expect(flagsOf({ brand: { ...brand, areas: {} } })).toContain('area.join')
  })

  it('carries the languages and the session, a visitor when there is none', () => {
    expect(capabilitiesOf({ brand: nova })).toMatchObject({
      languages: ['VI', 'EN', 'TH'],
      loggedIn: false,
      accountType: null,
    })
    expect(capabilitiesOf(everything)).toMatchObject({ loggedIn: true, accountType: 41 })
  })
})

describe('the flags of the tables', () => {
  const named = conditionSchema.definitions.flag.enum

  it('are exactly the flags capabilitiesOf can turn on (schemas/condition.schema.json)', () => {
    expect(flagsOf(everything).sort()).toEqual([...named].sort())
  })

  it('brand flags are the area flags', () => {
    expect(named.filter((flag) => flag.startsWith('area.')).sort()).toEqual(
      flagsOf({ brand: noChat }).sort(),
    )
  })

  it('contract flags are exactly those the agent centre table asks for', () => {
    const asked = agentCentreTable.entries.flatMap((entry) =>
      'when' in entry && entry.when && 'flag' in entry.when ? [entry.when.flag] : [],
    )
    expect(platformFlagsOf({ brand: noChat, consolidated: consolidatedOn })).toEqual(asked.sort())
  })
})
