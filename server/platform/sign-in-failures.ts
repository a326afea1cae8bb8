import { addressKey } from './client-address'
import type { Db } from './db'
import type { Limits } from './limits'
import { captchasDemanded, loginFailures } from './metrics'

/**
 * Failed sign-ins in a sliding window, per source address and per login name (spec §8: the
 * captcha after three failures; then a temporary lock). Both counts live in the database
 * (rate_events), shared by every instance, and expire with the window. A success clears only the
 * failures of the account that signed in, never those of its address: an attacker who signs in to
 * an account of its own between guesses at others still meets the captcha.
 */
export const signInRules = {
  /** Failures (from an address, or on a login name) before the image captcha is demanded. */
  captchaAfter: 3,
  /** Failures on a login name that lock its account for lockMinutes. */
  lockAfter: 6,
  windowSeconds: 15 * 60,
  lockMinutes: 15,
} as const

const byAddress = 'login.fail.ip'
const byLogin = 'login.fail.login'

/** The login name an attempt names: usernames without case, mobile numbers as typed. */
export const loginSubject = (login: string) => login.trim().toLowerCase()

/**
 * One sign-in attempt, counted as a failure from the start: the failure is reserved before the
 * password is checked, so attempts at once see each other and a burst of guesses meets the
 * captcha after the third as a sequence does. What the attempt proves decides its end: fail()
 * keeps it, pass() and excuse() take it back.
 */
export interface SignInAttempt {
  /** Failures (the larger of the address's and the login name's) before this attempt. */
  readonly before: number
  /** The captcha is required for this attempt. */
  readonly captchaRequired: boolean
  /** The password or code was wrong: the failure stays, and the account locks at lockAfter. */
  fail(accountId: number | null): Promise<{ captchaRequired: boolean }>
  /** The attempt signed in: no failure, and its own name's failures are forgotten. */
  pass(): Promise<void>
  /** The attempt was refused before any password was checked (captcha, slider, lock). */
  excuse(): Promise<void>
}

/** Failure counts and the lock they lead to. */
export class SignInFailures {
  constructor(
    private readonly limits: Limits,
    private readonly db: Pick<Db, 'query'>,
  ) {}

  /** The larger of the address's and the login name's failures in the window. */
  async count(merchant: string, ip: string, login: string): Promise<number> {
    const { windowSeconds } = signInRules
    const [fromAddress, onLogin] = await Promise.all([
      this.limits.count(merchant, byAddress, addressKey(ip), windowSeconds),
      this.limits.count(merchant, byLogin, loginSubject(login), windowSeconds),
    ])
    return Math.max(fromAddress, onLogin)
  }

  /**
   * Starts an attempt from the address on the login name (an unknown name counts as a known one,
   * so the answers do not tell which names exist).
   */
  async begin(merchant: string, ip: string, login: string): Promise<SignInAttempt> {
    const name = loginSubject(login)
    const { counts, ids } = await this.limits.reserve(
      merchant,
      [
        { scope: byAddress, subject: addressKey(ip) },
        { scope: byLogin, subject: name },
      ],
      signInRules.windowSeconds,
    )
    const before = Math.max(...counts)
    const onLoginAfter = (counts[1] ?? 0) + 1
    if (before >= signInRules.captchaAfter) captchasDemanded.inc({ merchant })
    return {
      before,
      captchaRequired: before >= signInRules.captchaAfter,
      fail: async (accountId) => {
        loginFailures.inc({ merchant })
        if (accountId !== null && onLoginAfter >= signInRules.lockAfter)
          await this.db.query(
            `UPDATE accounts SET locked_until = platform_now() + make_interval(mins => $2) WHERE id = $1`,
            [accountId, signInRules.lockMinutes],
          )
        return { captchaRequired: before + 1 >= signInRules.captchaAfter }
      },
      pass: async () => {
        await this.limits.release(ids)
        await this.succeed(merchant, login)
      },
      excuse: () => this.limits.release(ids),
    }
  }

  /** The account signed in: its own name's failures are forgotten (its address's are not). */
  async succeed(merchant: string, login: string) {
    await this.limits.clear(merchant, byLogin, loginSubject(login))
  }
}
