import { timingSafeEqual } from 'node:crypto'
import type { Hono } from 'hono'
import { mountContentControl } from './content/content-control'
import type { Db } from './db'
import { hashPassword } from './passwords'
import { withDefaults, type MerchantSettings } from './settings'

/** What the control API changes: the merchant rows the platform caches. */
export interface ControlTarget {
  db: Db
  /** Reveals captcha answers to the test suites that drive the real server process. */
  captchaAnswer(id: string): { x?: number; code?: string } | null
  reloadMerchants(): Promise<void>
  /** Deletes every row and seeds the brands again. */
  reset(): Promise<void>
}

const sameSecret = (given: string | undefined, secret: string) =>
  given !== undefined &&
  given.length === secret.length &&
  timingSafeEqual(Buffer.from(given), Buffer.from(secret))

/**
 * The test control API under /__control: system status, menu switches, whitelabel flags and
 * registration config per merchant, the IPs an account knows, the SMS outbox, and a reset to the seed. Mounted only when the
 * server starts with PLATFORM_CONTROL_SECRET; every request must carry that secret.
 */
export function mountControl(app: Hono, target: ControlTarget, secret: string) {
  if (secret.length < 16) throw new Error('PLATFORM_CONTROL_SECRET must be at least 16 characters')
  app.use('/__control/*', async (c, next) => {
    if (!sameSecret(c.req.header('x-control-secret'), secret))
      return c.json({ success: false, value: null, message: 'Forbidden' }, 403)
    return next()
  })

  app.post('/__control/merchants/:code/status', async (c) => {
    const { status } = (await c.req.json()) as { status: number }
    if (![0, 1, 2].includes(status))
      return c.json({ success: false, value: null, message: 'status must be 0, 1 or 2' }, 400)
    await target.db.query('UPDATE merchants SET system_status = $2 WHERE code = $1', [
      c.req.param('code'),
      status,
    ])
    await target.reloadMerchants()
    return c.json({ success: true, value: null, message: 'OK' })
  })

  // Merges a partial settings object: { menu: {...}, whitelabel: {...}, register: {...}, consolidated: {...} }.
  app.patch('/__control/merchants/:code/settings', async (c) => {
    const patch = (await c.req.json()) as Partial<MerchantSettings>
    const rows = await target.db.query<{ settings: MerchantSettings }>(
      'SELECT settings FROM merchants WHERE code = $1',
      [c.req.param('code')],
    )
    if (!rows[0]) return c.json({ success: false, value: null, message: 'Unknown merchant' }, 404)
    const current = withDefaults(rows[0].settings)
    const merged: MerchantSettings = {
      ...current,
      ...patch,
      menu: { ...current.menu, ...patch.menu },
      whitelabel: { ...current.whitelabel, ...patch.whitelabel },
      register: patch.register ? { ...current.register, ...patch.register } : current.register,
      consolidated: { ...current.consolidated, ...patch.consolidated },
    }
    await target.db.query('UPDATE merchants SET settings = $2 WHERE code = $1', [
      c.req.param('code'),
      JSON.stringify(merged),
    ])
    await target.reloadMerchants()
    return c.json({ success: true, value: merged, message: 'OK' })
  })

  // Makes an account's next login its first one (spec §4: the first-login action).
  app.post('/__control/merchants/:code/accounts/:username/first-login', async (c) => {
    const rows = await target.db.query(
      'UPDATE accounts SET first_login = true WHERE merchant = $1 AND username = $2 RETURNING id',
      [c.req.param('code'), c.req.param('username')],
    )
    return rows.length
      ? c.json({ success: true, value: null, message: 'OK' })
      : c.json({ success: false, value: null, message: 'Unknown account' }, 404)
  })

  // Makes the IP the suites call from unknown to an account, so its next login needs the extra step.
  app.post('/__control/merchants/:code/accounts/:username/forget-ips', async (c) => {
    const rows = await target.db.query(
      "UPDATE accounts SET known_ips = '{203.0.113.7}' WHERE merchant = $1 AND username = $2 RETURNING id",
      [c.req.param('code'), c.req.param('username')],
    )
    return rows.length
      ? c.json({ success: true, value: null, message: 'OK' })
      : c.json({ success: false, value: null, message: 'Unknown account' }, 404)
  })

  mountContractAgentControl(app, target.db)

  // Banners, notices and the winner board per merchant: replace with given rows, or back to the seed.
  mountContentControl(app, target.db)

  app.get('/__control/sms', async (c) => {
    const mobile = c.req.query('mobile') ?? ''
    const rows = await target.db.query<{
      merchant: string
      mobile: string
      purpose: string
      code: string
      created_at: Date
    }>(
      "SELECT merchant, mobile, purpose, code, created_at FROM sms_outbox WHERE ($1 = '' OR mobile = $1) ORDER BY id DESC LIMIT 50",
      [mobile],
    )
    return c.json({ success: true, value: rows, message: 'OK' })
  })

  app.get('/__control/captchas/:id', (c) => {
    const answer = target.captchaAnswer(c.req.param('id'))
    return answer
      ? c.json({ success: true, value: answer, message: 'OK' })
      : c.json({ success: false, value: null, message: 'Unknown captcha' }, 404)
  })

  app.post('/__control/reset', async (c) => {
    await target.reset()
    return c.json({ success: true, value: null, message: 'OK' })
  })
}

/**
 * POST /__control/merchants/:code/agents { username, password }: a top-level agent (type 1, no
 * upline, empty wallet) of a suite's own, so the contract journeys change nobody else's team; the
 * suite then opens its sub-agents through agent.registerDownline as that agent.
 */
function mountContractAgentControl(app: Hono, db: Db) {
  app.post('/__control/merchants/:code/agents', async (c) => {
    const { username, password } = (await c.req.json()) as { username?: string; password?: string }
    if (!username || !/^[a-z][a-z0-9]{3,19}$/.test(username) || !password || password.length < 6)
      return c.json({ success: false, value: null, message: 'username or password invalid' }, 400)
    const passwordHash = await hashPassword(password)
    const id = await db.transaction(async (tx) => {
      const rows = await tx.query<{ id: string }>(
        `INSERT INTO accounts (merchant, username, password_hash, nickname, type, upline_id)
         SELECT code, $2, $3, $2, 1, NULL FROM merchants WHERE code = $1
         ON CONFLICT (merchant, username) DO NOTHING RETURNING id`,
        [c.req.param('code'), username, passwordHash],
      )
      if (!rows[0]) return null
      await tx.query('INSERT INTO wallets (account_id, balance) VALUES ($1, 0)', [rows[0].id])
      return String(rows[0].id)
    })
    return id
      ? c.json({ success: true, value: { id, username }, message: 'OK' })
      : c.json({ success: false, value: null, message: 'Unknown merchant or username taken' }, 409)
  })
}
