import type { Platform } from '../context'
import type { DomainModule } from '../domain'
import { hashPassword, verifyPassword, weakDefaultPassword } from '../passwords'
import { ApiError, type Handler } from '../router'

interface LoginInput {
  username: string
  password: string
  type: 'username' | 'sms'
  captchaId?: string
  captcha?: string
  sliderId?: string
  sliderX?: number
}

/** Failures before the image captcha is demanded, and before a temporary lock. */
const captchaAfter = 3
const lockAfter = 6
const lockMinutes = 15

/** Sessions, captchas, SMS codes and passwords. */
function handlers(p: Platform): Record<string, Handler> {
  const failuresByIp = new Map<string, number>()
  const fail = async (accountId: number | null, ip: string, message: string) => {
    failuresByIp.set(ip, (failuresByIp.get(ip) ?? 0) + 1)
    let failures = failuresByIp.get(ip) ?? 0
    if (accountId !== null) {
      const rows = await p.db.query<{ failed_logins: number }>(
        `UPDATE accounts SET failed_logins = failed_logins + 1,
           locked_until = CASE WHEN failed_logins + 1 >= ${lockAfter} THEN now() + interval '${lockMinutes} minutes' ELSE locked_until END
         WHERE id = $1 RETURNING failed_logins`,
        [accountId],
      )
      failures = Math.max(failures, rows[0]?.failed_logins ?? 0)
    }
    throw new ApiError(message, 400, { captchaRequired: failures >= captchaAfter })
  }

  return {
    'auth.publicKey': async () => ({ keyId: p.sealer.keyId, publicKey: p.sealer.publicKeyBase64 }),
    'auth.captcha': async () => {
      const { captchaId, image } = p.captchas.image()
      return { captchaId, image }
    },
    'auth.slider': async () => {
      const { sliderId, background, piece, y, width } = p.captchas.slider()
      return { sliderId, background, piece, y, width }
    },
    'auth.login': async ({
      input,
      merchant,
      ip,
    }: {
      input: LoginInput
      merchant: string
      ip: string
    }) => {
      const isSms = input.type === 'sms'
      const account = isSms
        ? await p.accounts.byMobile(merchant, input.username)
        : await p.accounts.byUsername(merchant, input.username)
      const failures = Math.max(failuresByIp.get(ip) ?? 0, account?.failed_logins ?? 0)
      if (account?.locked_until && new Date(account.locked_until) > new Date()) {
        throw new ApiError('Too many failed attempts; the account is locked for a while', 429, {
          captchaRequired: true,
        })
      }
      if (failures >= captchaAfter && !p.captchas.checkImage(input.captchaId, input.captcha)) {
        throw new ApiError('Please enter the captcha', 400, { captchaRequired: true })
      }
      if (!isSms && !p.captchas.checkSlider(input.sliderId, input.sliderX)) {
        throw new ApiError('Please complete verification first', 400, {
          captchaRequired: failures >= captchaAfter,
        })
      }
      if (!account) return fail(null, ip, 'Wrong username or password')
      const ok = isSms
        ? await p.useSms(merchant, input.username, 'login', input.password)
        : await verifyPassword(input.password, account.password_hash)
      if (!ok)
        return fail(
          account.id,
          ip,
          isSms ? 'Enter a valid verification code' : 'Wrong username or password',
        )
      failuresByIp.delete(ip)
      await p.db.query(
        'UPDATE accounts SET failed_logins = 0, locked_until = NULL, first_login = false WHERE id = $1',
        [account.id],
      )
      const token = await p.accounts.openSession(account.id)
      const forced = (await p.settings(merchant)).menu.forcedPasswordChange
      return {
        token,
        firstTimeLogin: account.first_login,
        passwordExpired: !isSms && forced && account.password_expired,
        weakPassword: !isSms && input.password === weakDefaultPassword,
      }
    },
    'auth.logout': async ({ caller }) => {
      if (caller) await p.accounts.closeSession(caller.token)
      return null
    },
    'auth.loginCode': async ({
      input,
      merchant,
    }: {
      input: { mobileNum: string }
      merchant: string
    }) => {
      await p.sendSms(merchant, input.mobileNum, 'login')
      return { expiredMinutes: 1 }
    },
    'auth.registerSms': async ({
      input,
      merchant,
    }: {
      input: { mobileNo: string }
      merchant: string
    }) => {
      await p.sendSms(merchant, input.mobileNo, 'register')
      return { expiredMinutes: 1 }
    },
    'auth.changePassword': async ({
      input,
      caller,
    }: {
      input: { oldPassword: string; newPassword: string; confirmNewPassword: string }
      caller: { accountId: number } | null
    }) => {
      const account = caller ? await p.accounts.byId(caller.accountId) : null
      if (!account) throw new ApiError('Not logged in', 401)
      if (input.newPassword !== input.confirmNewPassword)
        throw new ApiError('Confirmation password incorrect', 400)
      if (input.newPassword.length < 6 || input.newPassword.length > 20)
        throw new ApiError('Password must be 6-20 characters', 400)
      if (!(await verifyPassword(input.oldPassword, account.password_hash)))
        throw new ApiError('Wrong password', 400)
      await p.db.query(
        'UPDATE accounts SET password_hash = $1, password_expired = false WHERE id = $2',
        [await hashPassword(input.newPassword), account.id],
      )
      return null
    },
  } as Record<string, Handler>
}

/** The auth domain. */
export const domain: DomainModule = { handlers }
