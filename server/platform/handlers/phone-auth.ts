import { randomBytes } from 'node:crypto'
import type { Context, Hono } from 'hono'
import { merchantSmsLimits, smsLimits } from '../abuse-limits'
import type { Platform } from '../context'
import type { DomainModule } from '../domain'
import { ApiError, clientIp } from '../router'

/**
 * The demo phone-auth provider (spec §7: alternative SMS login and the registration code go through
 * a third-party phone-auth service). It plays that third party, like Firebase would: it is not in the
 * catalogue, answers its own shape rather than the envelope, and its codes are the auth/* codes of
 * spec §8. The code goes to the SMS outbox; the ID token it hands out is what auth.login (type
 * firebase) and registration (firebaseIdToken) accept.
 */

/** A code is good for one minute (spec §9: the phone-auth countdown). */
const codeMs = 60 * 1000
/** Sends per number and merchant within the window before auth/too-many-requests. */
const sendsPerWindow = 3
const windowMinutes = 5
/** Wrong codes before a verification ends. */
const maxAttempts = 5
/** E.164: a plus, a country code that does not start with 0, 7 to 15 digits in all. */
const e164 = /^\+[1-9]\d{6,14}$/
const maxBody = 2_000

type ErrorCode =
  | 'auth/invalid-phone-number'
  | 'auth/missing-phone-number'
  | 'auth/too-many-requests'
  | 'auth/quota-exceeded'
  | 'auth/operation-not-allowed'
  | 'auth/invalid-verification-code'
  | 'auth/missing-verification-code'
  | 'auth/code-expired'
  | 'auth/captcha-check-failed'

interface Pending {
  merchant: string
  phone: string
  outboxId: string
  sentAt: number
  attempts: number
}

const refuse = (c: Context, code: ErrorCode, message: string, status: 400 | 429 = 400) =>
  c.json({ error: { code, message } }, status)

async function readBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text().catch(() => '')
  if (text.length > maxBody) return {}
  try {
    const body = JSON.parse(text) as unknown
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

function routes(app: Hono, p: Platform, merchantOf: (c: Context) => string) {
  // Open verifications live in this process, like the HMAC key of the tokens they lead to.
  const pending = new Map<string, Pending>()
  const prune = (now: number) => {
    for (const [id, entry] of pending) if (now - entry.sentAt > codeMs) pending.delete(id)
  }

  app.post('/phone-auth/v1/send', async (c) => {
    const body = await readBody(c)
    const phone = typeof body.phoneNumber === 'string' ? body.phoneNumber.trim() : ''
    const merchant = typeof body.merchant === 'string' ? body.merchant : ''
    // As the provider allows a project only on its own domains (spec: auth/captcha-check-failed,
    // "domain not whitelisted"), a merchant's codes are sent only from its own site.
    if (merchant !== merchantOf(c))
      return refuse(
        c,
        'auth/captcha-check-failed',
        'This site may not send codes for that merchant',
      )
    const enabled = await p
      .settings(merchant)
      .then((s) => s.menu.phoneAuth)
      .catch(() => false)
    if (!enabled)
      return refuse(c, 'auth/operation-not-allowed', 'Phone sign-in is not enabled for this site')
    if (!phone) return refuse(c, 'auth/missing-phone-number', 'Enter a phone number')
    if (!e164.test(phone))
      return refuse(c, 'auth/invalid-phone-number', 'The phone number is not in E.164 format')
    // The merchant's SMS budget (settings.limits, shared with the platform's own SMS calls) is the
    // provider's quota; its caps per number and address answer too-many-requests, as its own
    // rule per number does.
    const { limits: caps } = await p.settings(merchant)
    if (await p.limits.waitFor(merchant, merchantSmsLimits(caps, merchant)))
      return refuse(c, 'auth/quota-exceeded', 'The SMS quota of this site is used up', 429)
    const [counts] = await p.db.query<{ number: string }>(
      `SELECT count(*) AS number FROM sms_outbox WHERE merchant = $1 AND purpose = 'phoneAuth'
         AND mobile = $2 AND created_at > platform_now() - interval '${windowMinutes} minutes'`,
      [merchant, phone],
    )
    if (Number(counts?.number ?? 0) >= sendsPerWindow)
      return refuse(c, 'auth/too-many-requests', 'Too many codes to this number; retry later', 429)
    try {
      await p.limits.take(merchant, smsLimits(caps, merchant, clientIp(c), phone, 'phoneAuth'))
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 429) throw error
      return refuse(c, 'auth/too-many-requests', 'Too many codes from here; retry later', 429)
    }
    const now = p.clock.now().getTime()
    prune(now)
    const outboxId = await p.sendSms(merchant, phone, 'phoneAuth')
    const verificationId = randomBytes(24).toString('base64url')
    pending.set(verificationId, { merchant, phone, outboxId, sentAt: now, attempts: 0 })
    return c.json({ verificationId })
  })

  app.post('/phone-auth/v1/verify', async (c) => {
    const body = await readBody(c)
    const id = typeof body.verificationId === 'string' ? body.verificationId : ''
    const code = typeof body.code === 'string' ? body.code.trim() : ''
    if (!code) return refuse(c, 'auth/missing-verification-code', 'Enter the code')
    const entry = pending.get(id)
    if (!entry || p.clock.now().getTime() - entry.sentAt > codeMs) {
      pending.delete(id)
      return refuse(c, 'auth/code-expired', 'The code has expired; send a new one')
    }
    const rows = /^\d{6}$/.test(code)
      ? await p.db.query(
          'UPDATE sms_outbox SET used = true WHERE id = $1 AND code = $2 AND used = false RETURNING id',
          [entry.outboxId, code],
        )
      : []
    if (!rows.length) {
      entry.attempts += 1
      if (entry.attempts >= maxAttempts) pending.delete(id)
      return refuse(c, 'auth/invalid-verification-code', 'The code is not right')
    }
    pending.delete(id)
    return c.json({ idToken: p.phoneTokens.sign(entry.phone, entry.merchant) })
  })
}

/** The demo phone-auth provider: routes only, no catalogue calls. */
export const domain: DomainModule = { handlers: () => ({}), routes }
