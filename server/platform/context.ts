import type { Accounts } from './accounts'
import type { Captchas } from './captcha'
import type { Clock } from './clock'
import type { Db } from './db'
import type { EventBus } from './events/bus'
import type { IntegrationConfig } from './integrations'
import type { Limits } from './limits'
import type { PhoneTokens } from './phone-tokens'
import type { Sealer } from './sealed'
import type { MerchantSettings } from './settings'
import type { SystemState } from './system-status'

/** What every handler may use. */
export interface Platform {
  db: Db
  /** The platform's time (business time: periods, expiries, days); tests may move it. */
  clock: Clock
  accounts: Accounts
  /** What changes for accounts, in order, as this instance reads it (server/platform/events/). */
  events: EventBus
  captchas: Captchas
  sealer: Sealer
  /** Sliding-window counters shared by every instance (failed logins, SMS, sign-ups). */
  limits: Limits
  settings(merchant: string): Promise<MerchantSettings>
  /** The outside services (game providers, PSPs) and their secrets (server/platform/integrations/). */
  integrations: IntegrationConfig
  /**
   * The merchant's status for a visitor from a country (null: not known) now, on the platform's
   * clock, and when it next changes by itself (server/platform/system-status.ts).
   */
  systemState(merchant: string, country: string | null): Promise<SystemState>
  /**
   * Writes an SMS code to the outbox (printed on the console) and answers the outbox row's id. A
   * caller's request (the send calls) first meets the image captcha for a number that has not
   * verified before and the merchant's caps (abuse-limits.ts); without one (the login's own code to
   * an account's phone) a second code for the same number and purpose within 60 s is refused,
   * except for the phone-auth provider, which keeps its own limits.
   */
  sendSms(
    merchant: string,
    mobile: string,
    purpose: 'login' | 'register' | 'password' | 'verify' | 'phoneAuth',
    request?: SmsRequest,
  ): Promise<string>
  /** Signs and checks the ID tokens of the phone-auth provider (spec §7). */
  phoneTokens: PhoneTokens
  /** True once for the newest unused code of that number and purpose. */
  useSms(merchant: string, mobile: string, purpose: string, code: string): Promise<boolean>
}

/** Who asks for an SMS code: the address the caps count, and the image captcha answered, if any. */
export interface SmsRequest {
  ip: string
  captchaId?: string
  captcha?: string
}
