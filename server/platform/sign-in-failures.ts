import type { Db } from './db'
import type { Limits } from './limits'

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
      this.limits.count(merchant, byAddress, ip, windowSeconds),
      this.limits.count(merchant, byLogin, loginSubject(login), windowSeconds),
    ])
    return Math.max(fromAddress, onLogin)
  }

  /**
   * Counts one failure from the address on the login name (an unknown name counts as a known one,
   * so the answers do not tell which names exist); the account, when there is one, is locked once
   * its name reaches lockAfter. Answers the failures after this one.
   */
  async fail(merchant: string, ip: string, login: string, accountId: number | null) {
    await this.limits.record(merchant, [
      { scope: byAddress, subject: ip },
      { scope: byLogin, subject: loginSubject(login) },
    ])
    const failures = await this.count(merchant, ip, login)
    const onLogin = await this.limits.count(
      merchant,
      byLogin,
      loginSubject(login),
      signInRules.windowSeconds,
    )
    if (accountId !== null && onLogin >= signInRules.lockAfter)
      await this.db.query(
        `UPDATE accounts SET locked_until = now() + make_interval(mins => $2) WHERE id = $1`,
        [accountId, signInRules.lockMinutes],
      )
    return failures
  }

  /** The account signed in: its own name's failures are forgotten (its address's are not). */
  async succeed(merchant: string, login: string) {
    await this.limits.clear(merchant, byLogin, loginSubject(login))
  }
}
