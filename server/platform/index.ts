import { randomInt } from 'node:crypto'
import { clearNameOverrides } from './games/name-overrides'
import type { Context, Hono } from 'hono'
import { guardSms } from './abuse-limits'
import { noIntegrations, type IntegrationConfig } from './integrations'
import { EventBus } from './events/bus'
import { formatCursor, pruneEvents } from './events/outbox'
import { Accounts } from './accounts'
import { Captchas } from './captcha'
import { consoleHandlers, mountConsole, type ConsoleDeps } from './console/router'
import { catalogueCalls } from './catalogue'
import { Clock, controlChannel } from './clock'
import type { Platform } from './context'
import type { Db } from './db'
import { loadDomains } from './domain'
import { Limits } from './limits'
import { log } from './log'
import { ApiError, mountCatalogue, type Handlers } from './router'
import type { PlatformKeys } from './keys'
import { PhoneTokens } from './phone-tokens'
import { Sealer } from './sealed'
import type { Brand } from '../../src/config/brand.types'
import type { ControlTarget } from './control'
import { seedBrands } from './seed'
import { withDefaults, type MerchantSettings } from './settings'
import { refuseClosed, systemStateAt } from './system-status'
import { firstBannerPicture, pageLanguage, shownRoute } from './content/first-picture'
import type { PageRequest } from '../app'
import { brandById } from './play/merchant-brand'
import { languageTable } from '../../src/i18n/languages'

/** Every handler of the catalogue, by call id, from the domain modules in handlers/. */
export async function allHandlers(p: Platform): Promise<Handlers> {
  const handlers: Handlers = {}
  for (const domain of await loadDomains()) {
    const own = domain.handlers(p)
    const taken = Object.keys(own).find((id) => id in handlers)
    if (taken) throw new Error(`two domain modules answer ${taken}`)
    Object.assign(handlers, own)
  }
  return handlers
}

interface MerchantRow {
  code: string
  brand_id: string
  system_status: 0 | 1 | 2
  settings: MerchantSettings
}

/** The platform over a database: handlers, switches per merchant, the SMS outbox. */
export async function createPlatform(
  db: Db,
  options: {
    quiet?: boolean
    integrations?: IntegrationConfig
    /** The keys every instance shares (keysFromEnv); without them, drawn for this platform alone. */
    keys?: PlatformKeys
    /** Keeps captcha answers for the test control API (only with PLATFORM_CONTROL_SECRET). */
    revealCaptchas?: boolean
  } = {},
) {
  const merchants = new Map<string, MerchantRow>()
  // The rows are read first and swapped in at once: a request that comes while they load still
  // finds its merchant (a cleared map meant "no merchant" to it, and a refusal).
  const reloadMerchants = async () => {
    const rows = await db.query<MerchantRow>(
      'SELECT code, brand_id, system_status, settings FROM merchants',
    )
    merchants.clear()
    for (const row of rows)
      merchants.set(row.code, { ...row, settings: withDefaults(row.settings) })
  }
  await reloadMerchants()
  const merchant = (code: string) => {
    const row = merchants.get(code)
    if (!row) throw new ApiError('Unknown merchant', 400)
    return row
  }
  // A platform starts on the real time, whatever a suite left in the database.
  const clock = new Clock(db)
  await clock.resetIfMoved()
  const accounts = new Accounts(db)
  const events = new EventBus(db)
  await events.start()
  // Every instance hears every event: a session that ended elsewhere is forgotten here too, and a
  // merchant's status moved by another instance is read again.
  events.subscribe(null, ({ accountId, event }) => {
    if (event.kind === 'session' && accountId !== null) accounts.forgetAccount(accountId)
    if (event.kind === 'maintenance') void reloadMerchants().catch(() => undefined)
  })
  // The control API's changes reach the instance its request reached; this one reads them again
  // when another announces them (clock.ts controlChannel), as a balancer spreads a suite's requests.
  await db.listen(controlChannel, (what) => {
    if (what === 'reset') {
      accounts.forgetSessions()
      clearNameOverrides()
    }
    const reads = [
      what === 'clock' || what === 'reset' ? clock.sync() : undefined,
      what === 'merchants' || what === 'reset' ? reloadMerchants() : undefined,
    ]
    void Promise.all(reads).catch((error: unknown) =>
      log.error({ err: error }, 'control: reading what another instance changed failed'),
    )
  })
  const announce = (what: 'merchants' | 'reset') =>
    db.query(`SELECT pg_notify('${controlChannel}', $1)`, [what])
  const platform: Platform = {
    db,
    clock,
    accounts,
    events,
    captchas: new Captchas(db, { revealAnswers: options.revealCaptchas }),
    sealer: new Sealer(db, options.keys?.sealed),
    limits: new Limits(db),
    settings: async (code) => merchant(code).settings,
    integrations: options.integrations ?? noIntegrations(),
    systemState: async (code, country) => {
      const row = merchant(code)
      return systemStateAt(row.system_status, row.settings, clock.now(), country)
    },
    sendSms: async (code, mobile, purpose, request) => {
      // A caller's request meets the captcha and the merchant's caps, which hold the one code per
      // number and purpose a minute. Otherwise one a minute here (a login code does not block the
      // new-IP step's); the phone-auth provider limits its sends itself (3 per number per 5 minutes).
      if (request) await guardSms(platform, code, mobile, purpose, request)
      const recent =
        purpose === 'phoneAuth' || request
          ? []
          : await db.query(
              `SELECT 1 FROM sms_outbox WHERE merchant = $1 AND mobile = $2 AND purpose = $3 AND created_at > platform_now() - interval '60 seconds'`,
              [code, mobile, purpose],
            )
      if (recent.length)
        throw new ApiError('A code was sent less than 60 seconds ago; please wait', 429)
      const sms = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const rows = await db.query<{ id: string }>(
        'INSERT INTO sms_outbox (merchant, mobile, purpose, code) VALUES ($1, $2, $3, $4) RETURNING id',
        [code, mobile, purpose, sms],
      )
      // Without an SMS gateway the developer reads the code in the log; in production the line
      // names the outbox row alone (no code, no number).
      if (!options.quiet)
        log.info(
          { merchant: code, purpose, outbox: String(rows[0]!.id) },
          process.env.NODE_ENV === 'production'
            ? 'sms queued'
            : `[sms] ${code} ${mobile} ${purpose}: ${sms}`,
        )
      return String(rows[0]!.id)
    },
    phoneTokens: new PhoneTokens(clock, options.keys?.phoneToken),
    useSms: async (code, mobile, purpose, sms) => {
      const rows = await db.query<{ id: string }>(
        `UPDATE sms_outbox SET used = true WHERE id = (
           SELECT id FROM sms_outbox WHERE merchant = $1 AND mobile = $2 AND purpose = $3 AND used = false
             AND created_at > platform_now() - interval '5 minutes' ORDER BY created_at DESC LIMIT 1)
         AND code = $4 RETURNING id`,
        [code, mobile, purpose, sms],
      )
      return rows.length > 0
    },
  }
  const handlers = await allHandlers(platform)
  const domains = await loadDomains()
  // The operator console's calls (server/platform/console/), served on its hosts alone (app.ts).
  const consoleDeps: ConsoleDeps = {
    platform,
    reloadMerchants: async () => {
      await reloadMerchants()
      await announce('merchants')
    },
  }
  const consoleAnswers = await consoleHandlers(consoleDeps)
  /** The merchant code of a brand id. */
  const merchantOfBrand = (brandId: string) =>
    [...merchants.values()].find((m) => m.brand_id === brandId)?.code
  /** Whether the site is closed to a visitor from that country (maintenance, a blocked region). */
  const closedTo = async (merchant: string, country: string | null) =>
    (await platform.systemState(merchant, country)).status !== 0
  return {
    platform,
    merchants,
    reloadMerchants,
    /**
     * What the test control API changes; reset makes the clock real, empties every table and seeds
     * the brands again.
     */
    controlTarget(brands: Brand[]): ControlTarget {
      return {
        db,
        clock,
        captchaAnswer: (id) => platform.captchas.peek(id),
        reloadMerchants: async () => {
          await reloadMerchants()
          await announce('merchants')
        },
        siteOf: (code) => {
          const brand = brands.find((b) => b.merchantCode === code)
          if (!brand) throw new Error(`control: no brand with merchant ${code}`)
          return brand
        },
        reset: async () => {
          await clock.reset()
          await db.query(
            'TRUNCATE ledger, wallets, sessions, sms_outbox, rate_events, accounts, merchants RESTART IDENTITY CASCADE',
          )
          platform.accounts.forgetSessions()
          clearNameOverrides()
          await pruneEvents(db, true)
          await seedBrands(db, brands)
          await reloadMerchants()
          await announce('reset')
        },
      }
    },
    merchantOfBrand,
    /**
     * Where this instance's event bus has read up to (the cursor a new stream's backlog ends at):
     * every event at or before it had committed, so an answer read after it reflects them all.
     */
    liveCursor: () => formatCursor(events.position),
    /**
     * The first banner's picture of the page a visitor opens on a brand's host, for the preload
     * hint in its shell (content/first-picture.ts); null when the page shows none.
     */
    firstPicture: async (request: PageRequest) => {
      const merchant = merchantOfBrand(request.brandId)
      if (!merchant) return null
      return firstBannerPicture(handlers, closedTo, {
        ...request,
        brand: brandById(request.brandId),
        merchant,
      })
    },
    /**
     * The route, language and catalog locale of the page a visitor opens on a brand's host, whose
     * code and first answers its shell holds (server/first-screen-chunks.ts, first-answers.ts); null when the brand does not show the route, or
     * when the site is closed to the visitor (the page shows the status page instead).
     */
    firstScreen: async (request: PageRequest) => {
      const merchant = merchantOfBrand(request.brandId)
      if (!merchant) return null
      const brand = brandById(request.brandId)
      const route = shownRoute(brand, request.path, request.signedIn)
      if (!route || (await closedTo(merchant, request.country))) return null
      const language = pageLanguage(brand, request.languageCookie)
      return { route, language, locale: languageTable[language].locale }
    },
    /** Mounts every catalogue call under /api. */
    mount(app: Hono, merchantFor: (c: Context) => string, checkResponses: boolean) {
      for (const domain of domains) domain.routes?.(app, platform, merchantFor)
      mountConsole(app, consoleDeps, consoleAnswers, checkResponses)
      mountCatalogue(app, '/api', catalogueCalls(), handlers, {
        gate: async (code, country) => refuseClosed(await platform.systemState(code, country)),
        sealer: platform.sealer,
        resolveToken: (token) => platform.accounts.resolve(token),
        merchantFor,
        checkResponses,
      })
    },
  }
}
