import { endSessions, type AccountRow } from '../accounts'
import { refuseSignIn } from '../responsible/exclusion'
import type { Platform } from '../context'
import type { DomainModule } from '../domain'
import { hashPassword, verifyPassword, weakDefaultPassword } from '../passwords'
import { verifyTotp } from '../totp'
import { ApiError, type Handlers } from '../router'
import { refusal, type Refusal } from '../i18n'
import { LoginVerifications, type VerificationMethod } from '../login-verifications'
import { SignInFailures } from '../sign-in-failures'
import { captchaLimits } from '../abuse-limits'
import { countCaptcha } from '../metrics'
import { refuseClosedRegistration } from './registration'
import type { CallInput } from '../../../src/api/types.gen'

/** The side of the portal a login is for. */
type Side = CallInput<'auth.login'>['side']

/** Account types of agents (spec §6); 41 and 42 are agents only, who have no member side. */
const agentTypes = [1, 2, 41, 42]
const agentOnlyTypes = [41, 42]

/** Spec §6 and §8: a non-member cannot sign in on the member side, a non-agent on the agent side. */
function checkSide(account: AccountRow, side: Side) {
  if (side === 'agent' && !agentTypes.includes(account.type))
    throw new ApiError('Non-agents cannot log in', 403)
  if (side === 'member' && agentOnlyTypes.includes(account.type))
    throw new ApiError('Non-member accounts cannot log in', 403)
}

/** How long the extra verification of a login from a new IP may take, and its wrong answers. */
const ticketMs = 10 * 60 * 1000
const wrongAnswersPerTicket = 5

const mask = (text: string) =>
  text.length > 4 ? `${'*'.repeat(text.length - 4)}${text.slice(-4)}` : text

/**
 * The account whose mobile is a verified E.164 number: accounts keep the national number, so the
 * dialing code the caller names (else the number as given, without its plus) is taken off first.
 */
export async function accountOfPhone(
  p: Platform,
  merchant: string,
  phone: string,
  dialing?: string,
) {
  const national =
    dialing && /^\+\d{1,4}$/.test(dialing) && phone.startsWith(dialing)
      ? phone.slice(dialing.length)
      : null
  for (const mobile of [national, phone.replace(/^\+/, '')]) {
    const account = mobile ? await p.accounts.byMobile(merchant, mobile) : null
    if (account) return account
  }
  return null
}

/** What a wrong answer to each kind of extra step is told. */
const verificationRefusals: Record<VerificationMethod, Refusal> = {
  phone: refusal`Enter a valid verification code`,
  email: refusal`Wrong format of email`,
  bankHolder: refusal`The account holder name does not match`,
  google: refusal`Enter a valid verification code`,
}

/** Holder names compare without case and runs of spaces ("JUAN  dela Cruz" is "Juan Dela Cruz"). */
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase()

/** Sessions, captchas, SMS codes and passwords. */
function handlers(p: Platform): Handlers {
  const failures = new SignInFailures(p.limits, p.db)
  const verifications = new LoginVerifications(p.db)

  /**
   * What a login from a new IP must show (spec §4): the code of the account's authenticator app
   * when it has bound one, else the merchant's choice; an account without what that choice needs
   * (no bank account for the holder name) answers by phone, or by its email without a phone.
   */
  const verificationMethod = async (
    account: AccountRow,
    merchant: string,
  ): Promise<VerificationMethod> => {
    if (account.totp_secret) return 'google'
    const chosen = (await p.settings(merchant)).loginVerification
    if (chosen !== 'bankHolder') return chosen
    return (await holderNames(account.id)).length
      ? 'bankHolder'
      : account.mobile
        ? 'phone'
        : 'email'
  }
  const holderNames = async (accountId: number) =>
    (
      await p.db.query<{ holder_name: string }>(
        'SELECT holder_name FROM bank_accounts WHERE account_id = $1',
        [accountId],
      )
    ).map((row) => row.holder_name)
  /** Whether the answer to the extra step is right for the account. */
  const verificationPassed = async (
    account: AccountRow,
    merchant: string,
    method: VerificationMethod,
    answer: string,
  ) => {
    const given = answer.trim()
    switch (method) {
      case 'phone':
        return Boolean(account.mobile) && p.useSms(merchant, account.mobile!, 'verify', given)
      case 'email':
        return Boolean(account.email) && account.email!.toLowerCase() === given.toLowerCase()
      case 'bankHolder':
        return (await holderNames(account.id)).some((name) => sameName(name, given))
      case 'google':
        return Boolean(account.totp_secret) && verifyTotp(account.totp_secret!, given)
    }
  }

  /** Opens the session, remembers the IP, and reports the flags the app acts on after login. */
  const finishLogin = async (
    account: AccountRow,
    merchant: string,
    ip: string,
    isSms: boolean,
    weakPassword: boolean,
  ) => {
    await p.db.query(
      `UPDATE accounts SET first_login = false,
         known_ips = CASE WHEN $2 = ANY(known_ips) THEN known_ips ELSE array_append(known_ips, $2) END
       WHERE id = $1`,
      [account.id, ip],
    )
    const token = await p.accounts.openSession(account.id, ip)
    const forced = (await p.settings(merchant)).menu.forcedPasswordChange
    return {
      token,
      firstTimeLogin: account.first_login,
      passwordExpired: !isSms && forced && account.password_expired,
      weakPassword,
    }
  }
  /** A login that proved itself: a new IP takes the extra step of spec §4 first. */
  const passed = async (
    account: AccountRow,
    merchant: string,
    ip: string,
    isSms: boolean,
    weakPassword: boolean,
    side: Side,
  ) => {
    checkSide(account, side)
    // A closed or excluded account is told so before a new address's extra step spends a code.
    await refuseSignIn(p.db, account.id)
    const known = account.known_ips
    if (known.length && !known.includes(ip)) {
      const method = await verificationMethod(account, merchant)
      const now = p.clock.now().getTime()
      const ticket = await verifications.open(
        {
          accountId: account.id,
          merchant,
          ip,
          method,
          isSms,
          weakPassword,
          until: now + ticketMs,
        },
        now,
      )
      if (method === 'phone' && account.mobile)
        await p.sendSms(merchant, account.mobile, 'verify').catch(() => undefined)
      throw new ApiError('Please complete verification first', 403, {
        verification: {
          ticket,
          method,
          hint: method === 'phone' ? mask(account.mobile ?? '') : '',
        },
      })
    }
    return finishLogin(account, merchant, ip, isSms, weakPassword)
  }

  /**
   * Spec §7: the phone-auth provider proved the phone; its ID token names the number (E.164), and
   * the account is the one whose mobile it is. No password is involved, so the weak-password and
   * expiry rules do not apply (spec §4), as for SMS login.
   */
  const firebaseLogin = async (input: CallInput<'auth.login'>, merchant: string, ip: string) => {
    const phone = p.phoneTokens.verify(input.firebaseIdToken, merchant)
    if (!phone) throw new ApiError('The phone verification has expired; please verify again', 400)
    const account = await accountOfPhone(p, merchant, phone, input.countryDialingCode)
    if (!account) throw new ApiError('No account is registered with this phone number', 400)
    if (account.locked_until && new Date(account.locked_until) > p.clock.now())
      throw new ApiError('Too many failed attempts; the account is locked for a while', 429)
    return passed(account, merchant, ip, true, false, input.side)
  }

  return {
    'auth.publicKey': async () => ({ keyId: p.sealer.keyId, publicKey: p.sealer.publicKeyBase64 }),
    'auth.captcha': async ({ merchant, ip }) => {
      await p.limits.take(merchant, captchaLimits((await p.settings(merchant)).limits, ip))
      const { captchaId, image } = await p.captchas.image(merchant)
      return { captchaId, image }
    },
    // The answer (x) stays on the server, and no row is sent: the piece's strip shows its rows, which
    // a decoy shares.
    'auth.slider': async ({ merchant, ip }) => {
      await p.limits.take(merchant, captchaLimits((await p.settings(merchant)).limits, ip))
      const { sliderId, background, piece, width } = await p.captchas.slider(merchant)
      return { sliderId, background, piece, width }
    },
    'auth.login': async ({ input, merchant, ip }) => {
      if (input.type === 'firebase') return firebaseLogin(input, merchant, ip)
      const username = input.username ?? ''
      const password = input.password ?? ''
      const isSms = input.type === 'sms'
      const account = isSms
        ? await p.accounts.byMobile(merchant, username)
        : await p.accounts.byUsername(merchant, username)
      const attempt = await failures.begin(merchant, ip, username)
      const { captchaRequired } = attempt
      const refuse = async (error: ApiError): Promise<never> => {
        await attempt.excuse()
        throw error
      }
      if (account?.locked_until && new Date(account.locked_until) > p.clock.now())
        return refuse(
          new ApiError('Too many failed attempts; the account is locked for a while', 429, {
            captchaRequired: true,
          }),
        )
      if (
        captchaRequired &&
        !countCaptcha(
          'image',
          await p.captchas.checkImage(merchant, input.captchaId, input.captcha),
        )
      )
        return refuse(new ApiError('Please enter the captcha', 400, { captchaRequired: true }))
      if (
        !isSms &&
        !countCaptcha(
          'slider',
          await p.captchas.checkSlider(merchant, input.sliderId, input.sliderX),
        )
      )
        return refuse(new ApiError('Please complete verification first', 400, { captchaRequired }))
      const ok = !account
        ? false
        : isSms
          ? await p.useSms(merchant, username, 'login', password)
          : await verifyPassword(password, account.password_hash)
      if (!account || !ok) {
        const after = await attempt.fail(account?.id ?? null)
        const message =
          isSms && account
            ? refusal`Enter a valid verification code`
            : refusal`Wrong username or password`
        throw new ApiError(message, 400, after)
      }
      await attempt.pass()
      // Only whether the password was the weak default goes on (with a new-IP ticket too), never
      // the password itself.
      const weak = !isSms && password === weakDefaultPassword
      return passed(account, merchant, ip, isSms, weak, input.side)
    },
    'auth.verifyLogin': async ({ input, merchant, ip }) => {
      const { ticket, answer } = input
      const entry = await verifications.read(ticket)
      const expired = () => new ApiError('The verification has expired, please sign in again', 400)
      if (
        !entry ||
        entry.until < p.clock.now().getTime() ||
        entry.merchant !== merchant ||
        entry.ip !== ip
      ) {
        await verifications.end(ticket)
        throw expired()
      }
      const account = await p.accounts.byId(entry.accountId)
      if (!account) throw new ApiError('Unknown account', 400)
      if (!(await verificationPassed(account, merchant, entry.method, answer))) {
        // A ticket takes a few wrong answers, not a search of every code in its ten minutes; the
        // count is the database's, so another instance does not grant a fresh few.
        const wrongAnswers = await verifications.wrongAnswer(ticket)
        if (!wrongAnswers) throw expired()
        if (wrongAnswers >= wrongAnswersPerTicket) {
          await verifications.end(ticket)
          throw new ApiError('Too many wrong answers; please sign in again', 400)
        }
        throw new ApiError(verificationRefusals[entry.method], 400)
      }
      // One login per ticket: of two right answers at once, only the one that ends it goes on.
      if (!(await verifications.end(ticket))) throw expired()
      return finishLogin(account, merchant, ip, entry.isSms, entry.weakPassword)
    },
    'auth.logout': async ({ caller }) => {
      await p.accounts.closeSession(caller.token)
      return null
    },
    'auth.loginCode': async ({ input, merchant, ip }) => {
      const { captchaId, captcha } = input
      await p.sendSms(merchant, input.mobileNum, 'login', { ip, captchaId, captcha })
      return { expiredMinutes: 1 }
    },
    'auth.registerSms': async ({ input, merchant, ip }) => {
      refuseClosedRegistration(await p.settings(merchant))
      const { captchaId, captcha } = input
      await p.sendSms(merchant, input.mobileNo, 'register', { ip, captchaId, captcha })
      return { expiredMinutes: 1 }
    },
    'auth.changePassword': async ({ input, caller }) => {
      const account = await p.accounts.byId(caller.accountId)
      if (!account) throw new ApiError('Not logged in', 401)
      if (input.newPassword !== input.confirmNewPassword)
        throw new ApiError('Confirmation password incorrect', 400)
      if (input.newPassword.length < 6 || input.newPassword.length > 20)
        throw new ApiError('Password must be 6-20 characters', 400)
      if (!(await verifyPassword(input.oldPassword, account.password_hash)))
        throw new ApiError('Wrong password', 400)
      const passwordHash = await hashPassword(input.newPassword)
      // The account's other sessions (other devices, a thief's) end; this one stays.
      await p.db.transaction(async (tx) => {
        await tx.query(
          'UPDATE accounts SET password_hash = $1, password_expired = false WHERE id = $2',
          [passwordHash, account.id],
        )
        await endSessions(tx, account.id, 'password', caller.token)
      })
      p.accounts.forgetAccount(account.id)
      return null
    },
  }
}

/** The auth domain. */
export const domain: DomainModule = { handlers }
