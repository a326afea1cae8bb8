// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import routesSchema from '../../schemas/routes.schema.json'
import defaultBrand from '../../brands/default/brand.json'
import jadeBrand from '../../brands/jade/brand.json'
import novaBrand from '../../brands/nova/brand.json'
import type { Brand } from '@/config/brand.types'
import { capabilitiesOf, type CapabilitySources } from '@/config/capabilities'
import { evaluate } from '@/config/condition'
import { menus, routes, type RouteEntry } from '@/config/tables'
import * as generated from '@/config/tables.gen.js'
import { bannerGroupByPath } from '@/features/home/banners/banner-groups'
import { requiresSession } from './guards'
import { assemblePaths, buildRouteTree } from './route-tree'
import { screens } from './screens'

const Nothing = () => null

/** The menu switches with direct registration on or off (the seeded platform has it on). */
const menu = (directRegistration: boolean) =>
  ({ directRegistration }) as unknown as NonNullable<CapabilitySources['menu']>
/** The platform's answers as the router reads them when a route asks (modalWhen). */
let platformNow: Omit<CapabilitySources, 'brand' | 'session'> = { menu: menu(true) }
const entered: RouteEntry[] = []

function routerFor(
  brand: Brand,
  hasSession: boolean,
  path: string,
  table: RouteEntry[] = routes,
  onLoad: (entry: RouteEntry, searchStr: string) => void = () => undefined,
) {
  const routeTree = buildRouteTree({
    brand,
    table,
    screens: Object.fromEntries(Object.keys(screens).map((key) => [key, Nothing])),
    layout: Nothing,
    notFound: Nothing,
    hasSession: () => hasSession,
    // A visitor's switches come from the menu answer: none is a failed answer (unknown).
    capabilities: () =>
      Promise.resolve(
        !hasSession && !('menu' in platformNow)
          ? null
          : capabilitiesOf({
              brand,
              session: { loggedIn: hasSession, accountType: hasSession ? 3 : null },
              ...platformNow,
            }),
      ),
    onEnter: (entry) => entered.push(entry),
    onLoad,
  })
  return createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) })
}

describe('screen registry', () => {
  it('has exactly the screen keys of the route schema', () => {
    expect(Object.keys(screens).sort()).toEqual([...routesSchema.definitions.screen.enum].sort())
  })

  it('serves every screen the route table names', () => {
    for (const entry of routes) expect(screens[entry.screen], entry.screen).toBeDefined()
  })
})

describe('route table', () => {
  const paths = assemblePaths(routes, defaultBrand as Brand).map((p) => p.path)

  it('has every route of the specification with its aliases', () => {
    for (const path of [
      '/',
      '/index',
      '/index.html',
      '/home',
      '/register',
      '/register.html',
      '/noticePage',
      '/vip',
      '/pointMall',
      '/live',
      '/sports',
      '/esports',
      '/lottery',
      '/vnlottery',
      '/rng',
      '/fish',
      '/pvp',
      '/promotions',
      '/promoDetail',
      '/seamless',
      '/fbsports',
      '/help',
      '/helpmc',
      '/down',
      '/join',
      '/game',
      '/login',
      '/download',
    ]) {
      expect(paths).toContain(path)
    }
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('has the feedback form where the help centre is', () => {
    expect(paths).toContain('/feedback')
    const feedback = routes.find((r) => r.paths.includes('/feedback'))
    expect(feedback?.screen).toBe('feedback')
    expect(feedback?.when).toEqual({ flag: 'area.help' })
  })

  it('gives the game-list routes their game type in upper case', () => {
    const params = (path: string) => routes.find((r) => r.paths.includes(path))?.params
    expect(params('/rng')).toEqual({ games: 'RNG' })
    expect(params('/fish')).toEqual({ games: 'FISH' })
    expect(params('/pvp')).toEqual({ games: 'PVP' })
  })

  it('has a route for every path that has a banner group (spec §2.2), /elott the e-lottery', () => {
    for (const path of Object.keys(bannerGroupByPath)) expect(paths).toContain(path)
    const elott = routes.find((r) => r.paths.includes('/elott'))
    expect(elott?.screen).toBe('games.lottery')
    expect(elott?.params).toEqual({ games: 'ELOTT' })
    expect(elott?.regions).toContain('banner')
    expect(elott?.search).toEqual(['gameCode', 'vendor', 'playType'])
  })

  it('leaves out the routes of areas a brand switches off', () => {
    const nova = assemblePaths(routes, novaBrand as Brand).map((p) => p.path)
    expect(nova).not.toContain('/vip')
    expect(nova).toContain('/live')
  })

  it('fails loudly, naming the table entry, on a screen the registry lacks', () => {
    const table: RouteEntry[] = [{ ...routes[0]!, screen: 'missing.screen' }]
    expect(() => routerFor(defaultBrand as Brand, false, '/', table)).toThrow(
      'schemas/routes.json/routes/0: unknown screen "missing.screen"',
    )
  })
})

// The tree is built once, at boot (router.tsx), and not again on sign-in or sign-out: a route whose
// existence followed the session or a platform answer would keep its boot-time state all visit.
describe('route conditions and the session', () => {
  const everyWhen = routes.flatMap((entry) => (entry.when ? [entry.when] : []))
  const platformAll: Omit<CapabilitySources, 'brand'> = {
    permission: {
      info: {
        whitelabel: { REFERRAL: true, CHNGPASSVERIF3: true, MISSION: true },
        register: { direct: true, affiliate: true, minimumAge: 18 },
        customerService: { version: { pathList: [{ type: 3, path: 'https://chat.example' }] } },
        resources: [],
        analytics: { gtagId: '' },
        imageCDNs: [],
        launchGameCDNs: [],
      },
      location: { ip: '' },
      maintenance: false,
      regionRestriction: false,
    },
    consolidated: {
      divtypereq: 1,
      dailysalreqtype: 1,
      contracthoursalreq: 1,
      realtimesalreqtype: 1,
    },
  }
  const sessions = [
    { loggedIn: false, accountType: null },
    { loggedIn: true, accountType: 3 },
    { loggedIn: true, accountType: 41 },
    { loggedIn: true, accountType: 4 },
  ]

  it('name nothing that changes after boot: each holds alike for every session and platform answer', () => {
    for (const brand of [defaultBrand, novaBrand] as Brand[]) {
      const atBoot = capabilitiesOf({ brand })
      for (const session of sessions) {
        for (const platform of [{}, platformAll]) {
          const later = capabilitiesOf({ brand, session, ...platform })
          for (const when of everyWhen) {
            expect(evaluate(when, later), JSON.stringify({ when, session })).toBe(
              evaluate(when, atBoot),
            )
          }
        }
      }
    }
  })

  it('are refused by the route schema when they name the session or a platform flag', () => {
    const table = { routes: structuredClone(routes) }
    expect(generated.validateRoutes(table)).toBe(true)
    for (const when of [
      { loggedIn: true },
      { accountType: [1, 2] },
      { flag: 'referralPromotion' },
      { flag: 'liveChat' },
      { all: [{ flag: 'area.vip' }, { not: { loggedIn: false } }] },
    ]) {
      const changed = structuredClone(table)
      changed.routes[0]!.when = when as never
      expect(generated.validateRoutes(changed), JSON.stringify(when)).toBe(false)
    }
  })
})

describe('route loader', () => {
  it('is told the entry and the query string of the route it loads', async () => {
    const loaded: [string, string][] = []
    const router = routerFor(defaultBrand as Brand, false, '/rng?vendor=PG', routes, (e, s) =>
      loaded.push([e.screen, s]),
    )
    await router.load()
    expect(loaded).toEqual([['games.list', '?vendor=PG']])
  })

  it('is not run for a route that sends the visitor to sign in first', async () => {
    const loaded: string[] = []
    const router = routerFor(novaBrand as Brand, false, '/live', routes, (e) =>
      loaded.push(e.screen),
    )
    await router.load()
    expect(router.state.location.pathname).toBe('/login')
    expect(loaded).toEqual(['auth.login'])
  })
})

describe('guards', () => {
  it('with loginedToHomePage, opens only /login, /register, /register.html, /helpmc, /download, /licences and /responsible-gaming', () => {
    const brand = { loginedToHomePage: true }
    const open = routes.filter((r) => !requiresSession(r.guard, brand)).flatMap((r) => r.paths)
    expect(open.sort()).toEqual([
      '/download',
      '/helpmc',
      '/licences',
      '/login',
      '/register',
      '/register.html',
      '/responsible-gaming',
    ])
  })

  it('without it, only the game frame needs a session', () => {
    const brand = { loginedToHomePage: false }
    const closed = routes.filter((r) => requiresSession(r.guard, brand)).flatMap((r) => r.paths)
    expect(closed).toEqual(['/game'])
  })

  it('sends a visitor to /login on a brand with loginedToHomePage', async () => {
    const router = routerFor(novaBrand as Brand, false, '/live')
    await router.load()
    expect(router.state.location.pathname).toBe('/login')
  })

  it('lets a signed-in member in, and lets visitors in on other brands', async () => {
    const member = routerFor(novaBrand as Brand, true, '/live')
    await member.load()
    expect(member.state.location.pathname).toBe('/live')
    const visitorRouter = routerFor(defaultBrand as Brand, false, '/live')
    await visitorRouter.load()
    expect(visitorRouter.state.location.pathname).toBe('/live')
  })

  it('keeps /register open on a brand with loginedToHomePage', async () => {
    const router = routerFor(novaBrand as Brand, false, '/register.html')
    await router.load()
    expect(router.state.location.pathname).toBe('/register.html')
  })
})

describe('public pages reached by the links to their guarded twins (spec §2.1)', () => {
  const at = (router: ReturnType<typeof routerFor>) =>
    router.state.location.pathname + router.state.location.searchStr

  it('sends a visitor of a brand that requires sign-in from /down to the public /download', async () => {
    const router = routerFor(novaBrand as Brand, false, '/down')
    await router.load()
    expect(at(router)).toBe('/download')
  })

  it('sends a visitor from /help to the public help centre, the article asked for kept', async () => {
    const router = routerFor(novaBrand as Brand, false, '/help?article=12')
    await router.load()
    expect(at(router)).toBe('/helpmc?article=12')
  })

  it('keeps a member on /down, and a visitor of a brand open to all', async () => {
    for (const [brand, hasSession] of [
      [novaBrand, true],
      [defaultBrand, false],
    ] as const) {
      const router = routerFor(brand as Brand, hasSession, '/down')
      await router.load()
      expect(at(router)).toBe('/down')
    }
  })

  it('names only public paths of the table as guest paths, on every brand', () => {
    for (const brand of [defaultBrand, jadeBrand, novaBrand] as Brand[]) {
      const paths = assemblePaths(routes, brand)
      const open = new Set(
        paths.filter(({ entry }) => !requiresSession(entry.guard, brand)).map((p) => p.path),
      )
      for (const { entry } of paths) if (entry.guestPath) expect(open).toContain(entry.guestPath)
    }
  })
})

describe('/register follows the sign-up switch the header follows (spec §2.1, §2.4)', () => {
  afterEach(() => {
    platformNow = { menu: menu(true) }
  })
  const enter = async (path: string, hasSession = false) => {
    entered.length = 0
    const router = routerFor(defaultBrand as Brand, hasSession, path)
    await router.load()
    return { path: router.state.location.pathname, modals: entered.map((e) => e.modal) }
  }

  it('opens Home with the register modal while direct registration is on', async () => {
    platformNow = { menu: menu(true) }
    for (const path of ['/register', '/register.html'])
      expect(await enter(path)).toEqual({ path, modals: ['register'] })
  })

  it('goes Home without the modal when direct registration is off', async () => {
    platformNow = { menu: menu(false) }
    for (const path of ['/register', '/register.html'])
      expect(await enter(path)).toEqual({ path: '/', modals: [undefined] })
  })

  it('opens the modal when the switches are unknown (a failed answer): it tells the failure', async () => {
    platformNow = {}
    expect(await enter('/register')).toEqual({ path: '/register', modals: ['register'] })
  })

  it('goes Home without the modal for a member already signed in', async () => {
    platformNow = { menu: menu(true) }
    expect(await enter('/register', true)).toEqual({ path: '/', modals: [undefined] })
  })
})

describe('the chat room is a modal of every page, and a URL opens it (spec §2.5)', () => {
  it('opens Home with the chat room at /chatroom, for a visitor and a member', async () => {
    for (const hasSession of [false, true]) {
      entered.length = 0
      const router = routerFor(defaultBrand as Brand, hasSession, '/chatroom')
      await router.load()
      expect(router.state.location.pathname).toBe('/chatroom')
      expect(entered.map((e) => [e.screen, e.modal])).toEqual([['home', 'chatRoom']])
    }
  })

  it('is a shortcut of the right bar, which every page with a side menu shows', () => {
    const shortcut = menus.rightBar.find((entry) => entry.kind === 'chatRoom')
    expect(shortcut).toEqual({ id: 'chatRoom', label: 'rightBar.chatRoom', kind: 'chatRoom' })
  })
})
