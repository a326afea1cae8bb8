import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Clock } from './clock'

/** How long an ID token of the demo phone-auth provider is good for. */
export const phoneTokenMs = 10 * 60 * 1000

interface Claims {
  /** The verified phone number, E.164. */
  phone: string
  /** The merchant the token was issued for: a token of one operator does not open another's accounts. */
  aud: string
  /** Expiry, epoch milliseconds. */
  exp: number
}

/**
 * ID tokens of the demo phone-auth provider: `base64url(claims).base64url(HMAC-SHA256)`, with the
 * key every instance shares (PHONE_TOKEN_SECRET, server/platform/keys.ts; without one, tests draw
 * their own), so a token from one instance opens an account on another. An operator with a real provider (Firebase)
 * replaces verify() with that provider's token check; the handlers only read the phone number.
 * Expiry follows the platform's clock, as the provider's codes do.
 */
export class PhoneTokens {
  constructor(
    private readonly clock: Pick<Clock, 'now'>,
    private readonly key: Buffer = randomBytes(32),
  ) {}

  private mac(body: string) {
    return createHmac('sha256', this.key).update(body).digest()
  }

  /** A token naming the phone number, for one merchant, good for 10 minutes. */
  sign(phone: string, merchant: string, now = this.clock.now().getTime()): string {
    const claims: Claims = { phone, aud: merchant, exp: now + phoneTokenMs }
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
    return `${body}.${this.mac(body).toString('base64url')}`
  }

  /** The phone number of a token that is genuine, unexpired and for this merchant; null otherwise. */
  verify(
    token: string | undefined,
    merchant: string,
    now = this.clock.now().getTime(),
  ): string | null {
    if (!token || token.length > 512) return null
    const [body, signature, ...rest] = token.split('.')
    if (!body || !signature || rest.length) return null
    const given = Buffer.from(signature, 'base64url')
    const expected = this.mac(body)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
    try {
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Claims>
      if (typeof claims.phone !== 'string' || typeof claims.exp !== 'number') return null
      if (claims.aud !== merchant || claims.exp <= now) return null
      return claims.phone
    } catch {
      return null
    }
  }
}
