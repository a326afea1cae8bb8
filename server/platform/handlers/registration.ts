import { randomBytes } from 'node:crypto'
import { captchaRefusal, freePlayLimits, registrationLimits } from '../abuse-limits'
import type { Platform } from '../context'
import type { DomainModule, Tx } from '../domain'
import { resolveInvitation } from '../invitations'
import { hashPassword } from '../passwords'
import { testPattern } from '../patterns'
import { ApiError, type Handlers } from '../router'
import type { MerchantSettings } from '../settings'
import { inEnglish, refusal, type Refusal } from '../i18n'
import { bidiRefusal, hasBidiControls } from '../bidi'
import { SignInFailures } from '../sign-in-failures'
import { endSessions } from '../accounts'
import { registerConfigOf, refuseUnderage } from '../responsible/birth-date'
import type { CallInput } from '../../../src/api/types.gen'

/** A registration request, by user name or by mobile number (one schema, two calls). */
type Registration = CallInput<'auth.register' | 'auth.registerMobile'>

/** Play money a free-play (trial) account starts with, in minor units. */
const freePlayBalance = 1_000_000

/** Input is capped before any pattern runs, so that a hostile pattern meets a bounded string. */
const maxInput = 255

/**
 * Refuses a public registration, and the SMS code that leads to one, while the merchant's direct
 * registration (menu switch, spec §6) is off: the site offers no sign-up then (spec §2.4), and its
 * accounts are opened by agents in the agent centre (agent.registerDownline), which this does not
 * touch.
 */
export function refuseClosedRegistration(settings: MerchantSettings) {
  if (!settings.menu.directRegistration)
    throw new ApiError(
      'Registration is not open on this site; please ask your agent or customer service for an account',
      403,
    )
}

/** The problems of registrationProblems in English. */
export const checkRegistration = (...args: Parameters<typeof registrationProblems>) =>
  registrationProblems(...args).map((problem) => inEnglish(problem))

/**
 * The server's half of spec §5: pattern, length and required flags from the merchant config, as
 * refusals that the router answers in the caller's language.
 */
export function registrationProblems(
  input: Readonly<Record<string, unknown>>,
  config: MerchantSettings['register'],
  mode: 'username' | 'mobile',
) {
  const problems: Refusal[] = []
  for (const [name, rule] of Object.entries(config.fields)) {
    const forced = mode === 'mobile' && name === 'mobileNum'
    // In mobile registration the username is the mobile number, checked by the mobile rule; the
    // captcha is checked against the captcha store (create), not by its pattern.
    if ((!rule.enabled && !forced) || (mode === 'mobile' && name === 'username')) continue
    if (name === 'captcha') continue
    const entered = input[name]
    const value = typeof entered === 'string' ? entered.slice(0, maxInput) : ''
    if (!value) {
      if (rule.required || forced) problems.push(refusal`${name} is required`)
      continue
    }
    if (value.length < rule.minLength || value.length > rule.maxLength) {
      problems.push(
        rule.minLength === rule.maxLength
          ? refusal`${name} must be ${rule.minLength} characters`
          : refusal`${name} must be ${rule.minLength}-${rule.maxLength} characters`,
      )
      continue
    }
    // Whatever the merchant's pattern allows: usernames are shown to other players (boards, chat).
    if (hasBidiControls(value)) {
      problems.push(bidiRefusal(name))
      continue
    }
    // A pattern that does not compile ('invalid') falls back to required and length only.
    const format = testPattern(rule.acceptedPattern, value)
    if (format === 'mismatch') problems.push(refusal`${name} has the wrong format`)
    if (format === 'timeout')
      problems.push(refusal`${name} could not be checked; please use a shorter or simpler value`)
  }
  if (
    input.password !== undefined &&
    input.confirmPassword !== undefined &&
    input.password !== input.confirmPassword
  ) {
    problems.push(refusal`The two passwords are inconsistent`)
  }
  return problems
}

/** Registration, affiliate codes, password recovery and free play. */
function handlers(p: Platform): Handlers {
  // Registering opens the account's first session, so its later logins are not first-time logins.
  const signInNew = async (accountId: number) => ({
    token: await p.accounts.openSession(accountId),
    firstTimeLogin: true,
    passwordExpired: false,
    weakPassword: false,
  })

  /** The provider's token names the number registered: the dialing code and the mobile number. */
  const verifiedPhoneMatches = (merchant: string, fields: Registration) => {
    const phone = p.phoneTokens.verify(fields.firebaseIdToken, merchant)
    const mobile = (fields.mobileNum ?? '').replace(/^0/, '')
    const dialing = fields.countryDialingCode
    return Boolean(phone && mobile && dialing && phone === `${dialing}${mobile}`)
  }

  const create = async (
    merchant: string,
    ip: string,
    input: Registration,
    mode: 'username' | 'mobile',
  ) => {
    const settings = await p.settings(merchant)
    refuseClosedRegistration(settings)
    if (mode === 'mobile' && !settings.menu.mobileRegistration)
      throw new ApiError('Mobile registration is not available', 403)
    if (mode === 'username' && !settings.menu.usernameRegistration)
      throw new ApiError('Username registration is not available', 403)
    // Only registrations that open an account count: a refused one needs a fresh captcha anyway,
    // and a player who mistypes is not held back for it. The wait is told before the captcha is spent.
    const caps = registrationLimits(settings.limits, ip)
    await p.limits.refuseWhenFull(merchant, caps)
    const fields = { ...input }
    if (mode === 'mobile') {
      fields.username = fields.mobileNum
      if (!settings.menu.mobileRegistrationPassword) {
        fields.password = randomBytes(12).toString('base64url')
        fields.confirmPassword = fields.password
      }
    }
    const problems = registrationProblems(fields, registerConfigOf(settings), mode)
    if (problems.length)
      throw new ApiError(problems, 400, { problems: problems.map((p) => inEnglish(p)) })
    // Responsible gaming (issue 46): nobody under the merchant's minimum age opens an account.
    if (fields.birthday) refuseUnderage(fields.birthday, settings, p.clock.now())
    if (!fields.username || !fields.password)
      throw new ApiError('username and password are required', 400)
    // Before the SMS code is used up, the invitation looked up or the username tried.
    if (
      settings.register.fields.captcha?.enabled &&
      !(await p.captchas.checkImage(merchant, fields.captchaId, fields.captcha))
    )
      throw captchaRefusal()
    if (settings.menu.registrationSms || mode === 'mobile') {
      // Spec §4: the code may have been verified through the phone-auth provider instead.
      const ok =
        fields.firebaseIdToken && fields.firebaseChannel === 'phone'
          ? verifiedPhoneMatches(merchant, fields)
          : fields.mobileNum &&
            fields.verificationCode &&
            (await p.useSms(merchant, fields.mobileNum, 'register', fields.verificationCode))
      if (!ok) throw new ApiError('Enter a valid verification code', 400)
    }
    const invitation = fields.affiliateCode
      ? await resolveInvitation(p.db, merchant, fields.affiliateCode)
      : null
    if (fields.affiliateCode && !invitation) throw new ApiError('Invalid invitation code', 400)
    if (await p.accounts.byUsername(merchant, fields.username))
      throw new ApiError('This username is already taken', 409)
    const isPhoneLinked = Boolean(
      fields.firebaseIdToken &&
      fields.firebaseChannel === 'phone' &&
      verifiedPhoneMatches(merchant, fields),
    )
    const passwordHash = await hashPassword(fields.password)
    await p.limits.take(merchant, caps)
    const accountId = await p.db.transaction(async (tx) => {
      const rows = await tx.query<{ id: string }>(
        `INSERT INTO accounts (merchant, username, password_hash, nickname, type, upline_id, mobile, email, invite_link_id, first_login, profile)
         VALUES ($1, $2, $3, $2, $4, $5, $6, $7, $8, false, $9) ON CONFLICT (merchant, username) DO NOTHING RETURNING id`,
        [
          merchant,
          fields.username,
          passwordHash,
          invitation?.type ?? 3,
          invitation?.uplineId ?? null,
          fields.mobileNum || null,
          fields.email || null,
          invitation?.inviteLinkId ?? null,
          // The date of birth is the profile's birthday label (member.profile shows it).
          JSON.stringify(fields.birthday ? { birthday: fields.birthday } : {}),
        ],
      )
      if (!rows[0]) throw new ApiError('This username is already taken', 409)
      // A phone the provider verified is the account's social sign-in link, confirmed from now on.
      if (isPhoneLinked)
        await tx.query(
          "UPDATE accounts SET social_provider = 'phone', social_linked_at = platform_now() WHERE id = $1",
          [rows[0].id],
        )
      await tx.query('INSERT INTO wallets (account_id, balance) VALUES ($1, 0)', [rows[0].id])
      return Number(rows[0].id)
    })
    return signInNew(accountId)
  }

  return {
    'auth.register': ({ input, merchant, ip }) => create(merchant, ip, input, 'username'),
    'auth.registerMobile': ({ input, merchant, ip }) => create(merchant, ip, input, 'mobile'),
    'auth.affiliateCheck': async ({ input, merchant }) => ({
      valid: (await resolveInvitation(p.db, merchant, input.code)) !== null,
    }),
    'auth.forgotByEmail': async ({ input, merchant }) => {
      const account = await p.accounts.byUsername(merchant, input.username)
      if (!account) throw new ApiError('Username or email does not exist', 400)
      const rows = await p.db.query<{ email: string | null }>(
        'SELECT email FROM accounts WHERE id = $1',
        [account.id],
      )
      if (!rows[0]?.email || rows[0].email.toLowerCase() !== input.email.trim().toLowerCase()) {
        throw new ApiError('Username or email does not exist', 400)
      }
      await p.db.query('INSERT INTO password_resets (account_id, email) VALUES ($1, $2)', [
        account.id,
        rows[0].email,
      ])
      return null
    },
    'auth.passwordCode': async ({ input, merchant, ip }) => {
      const { captchaId, captcha } = input
      await p.sendSms(merchant, input.mobileNum, 'password', { ip, captchaId, captcha })
      return { expiredMinutes: 1 }
    },
    'auth.setPasswordByPhone': async ({ input, merchant }) => {
      const { register } = await p.settings(merchant)
      const rule = register.fields.password
      const problems = rule
        ? registrationProblems(
            { password: input.newPassword },
            { ...register, fields: { password: rule } },
            'username',
          )
        : []
      if (problems.length) throw new ApiError(problems, 400)
      if (!(await p.useSms(merchant, input.mobileNum, 'password', input.verificationCode))) {
        throw new ApiError('Enter a valid verification code', 400)
      }
      const account = await p.accounts.byMobile(merchant, input.mobileNum)
      if (!account) throw new ApiError('Enter a valid phone number', 400)
      const passwordHash = await hashPassword(input.newPassword)
      // Every session of the account ends: whoever held one no longer knows the password.
      await p.db.transaction(async (tx) => {
        await tx.query(
          'UPDATE accounts SET password_hash = $1, password_expired = false, locked_until = NULL WHERE id = $2',
          [passwordHash, account.id],
        )
        await endSessions(tx, account.id, 'password')
      })
      p.accounts.forgetAccount(account.id)
      // A new password proved by the phone unlocks the account: its names' failures are forgotten.
      const failures = new SignInFailures(p.limits, p.db)
      for (const name of [account.username, input.mobileNum]) await failures.succeed(merchant, name)
      return {
        token: await p.accounts.openSession(account.id),
        firstTimeLogin: false,
        passwordExpired: false,
        weakPassword: false,
      }
    },
    'auth.freePlay': async ({ input, merchant, ip }) => {
      const settings = await p.settings(merchant)
      if (!settings.menu.freePlay) throw new ApiError('Free play is not available', 403)
      // Each trial account is paid play money: one address opens a few an hour, each behind the slider.
      const caps = freePlayLimits(settings.limits, ip)
      await p.limits.refuseWhenFull(merchant, caps)
      if (!(await p.captchas.checkSlider(merchant, input.sliderId, input.sliderX)))
        throw new ApiError('Please complete verification first', 400)
      await p.limits.take(merchant, caps)
      const username = `guest_${randomBytes(5).toString('hex')}`
      const accountId = await p.db.transaction(async (tx) => {
        const rows = await tx.query<{ id: string }>(
          `INSERT INTO accounts (merchant, username, password_hash, nickname, type) VALUES ($1, $2, $3, $2, 4) RETURNING id`,
          [merchant, username, await hashPassword(randomBytes(16).toString('hex'))],
        )
        const id = Number(rows[0]!.id)
        await tx.query('INSERT INTO wallets (account_id, balance) VALUES ($1, $2)', [
          id,
          freePlayBalance,
        ])
        await tx.query(
          `INSERT INTO ledger (account_id, amount, balance_after, kind, reference) VALUES ($1, $2, $2, 'free-play', 'trial')`,
          [id, freePlayBalance],
        )
        return id
      })
      return signInNew(accountId)
    },
  }
}

/** Gives the demo agents their affiliate codes. */
async function seed(tx: Tx, _brand: unknown, accounts: ReadonlyMap<string, number>) {
  const codes: [string, string][] = [
    ['demo_agent', 'AGENT1'],
    ['demo_sub1', 'AGENT2'],
  ]
  for (const [username, code] of codes) {
    const id = accounts.get(username)
    if (id !== undefined)
      await tx.query('UPDATE accounts SET affiliate_code = $1 WHERE id = $2', [code, id])
  }
  const member = accounts.get('demo_member')
  if (member !== undefined)
    await tx.query(`UPDATE accounts SET email = 'demo_member@example.com' WHERE id = $1`, [member])
}

/** Registration and recovery. */
export const domain: DomainModule = { handlers, seed }
