import { createHash, randomBytes } from 'node:crypto'
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

/** Verifications written before a new one (a few at a time: the sweep stays cheap). */
const sweepBatch = 50

/** The verification id is a bearer secret: the table keeps its hash (migration 035). */
const hashOf = (verificationId: string) =>
  createHash('sha256').update(verificationId).digest('base64url')

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
  // Open verifications live in the database, and the tokens' HMAC key is shared: a code sent
  // through one instance verifies on another.
  const forget = (id: string) =>
    p.db.query('DELETE FROM phone_verifications WHERE id_hash = $1', [hashOf(id)])

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
    const outboxId = await p.sendSms(merchant, phone, 'phoneAuth')
    const verificationId = randomBytes(24).toString('base64url')
    const now = p.clock.now().getTime()
    await p.db.query(
      `WITH swept AS (
         DELETE FROM phone_verifications WHERE id_hash IN (
           SELECT id_hash FROM phone_verifications WHERE expires_at < $6
           ORDER BY expires_at LIMIT ${sweepBatch}))
       INSERT INTO phone_verifications (id_hash, merchant, phone, outbox_id, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [hashOf(verificationId), merchant, phone, outboxId, new Date(now + codeMs), new Date(now)],
    )
    return c.json({ verificationId })
  })

  app.post('/phone-auth/v1/verify', async (c) => {
    const body = await readBody(c)
    const id = typeof body.verificationId === 'string' ? body.verificationId : ''
    const code = typeof body.code === 'string' ? body.code.trim() : ''
    if (!code) return refuse(c, 'auth/missing-verification-code', 'Enter the code')
    const [entry] =
      id && id.length <= 64
        ? await p.db.query<{ phone: string; outbox_id: string; expires_at: Date }>(
            `SELECT phone, outbox_id, expires_at FROM phone_verifications
             WHERE id_hash = $1 AND merchant = $2`,
            [hashOf(id), merchantOf(c)],
          )
        : []
    if (!entry || new Date(entry.expires_at).getTime() < p.clock.now().getTime()) {
      if (entry) await forget(id)
      return refuse(c, 'auth/code-expired', 'The code has expired; send a new one')
    }
    const rows = /^\d{6}$/.test(code)
      ? await p.db.query(
          'UPDATE sms_outbox SET used = true WHERE id = $1 AND code = $2 AND used = false RETURNING id',
          [entry.outbox_id, code],
        )
      : []
    if (!rows.length) {
      // Counted in the database: the five tries are five across every instance.
      const [counted] = await p.db.query<{ attempts: number }>(
        'UPDATE phone_verifications SET attempts = attempts + 1 WHERE id_hash = $1 RETURNING attempts',
        [hashOf(id)],
      )
      if (counted && counted.attempts >= maxAttempts) await forget(id)
      return refuse(c, 'auth/invalid-verification-code', 'The code is not right')
    }
    await forget(id)
    return c.json({ idToken: p.phoneTokens.sign(entry.phone, merchantOf(c)) })
  })
}

/** The demo phone-auth provider: routes only, no catalogue calls. */
export const domain: DomainModule = { handlers: () => ({}), routes }
