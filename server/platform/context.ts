import type { Accounts } from './accounts'
import type { Captchas } from './captcha'
import type { Db } from './db'
import type { Sealer } from './sealed'
import type { MerchantSettings } from './settings'

/** What every handler may use. */
export interface Platform {
  db: Db
  accounts: Accounts
  captchas: Captchas
  sealer: Sealer
  settings(merchant: string): Promise<MerchantSettings>
  systemStatus(merchant: string): Promise<0 | 1 | 2>
  /** Writes an SMS code to the outbox (printed on the console); refuses a second for the same purpose within 60 s. */
  sendSms(
    merchant: string,
    mobile: string,
    purpose: 'login' | 'register' | 'password' | 'verify',
  ): Promise<void>
  /** True once for the newest unused code of that number and purpose. */
  useSms(merchant: string, mobile: string, purpose: string, code: string): Promise<boolean>
}
