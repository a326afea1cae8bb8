import { endSessions } from './accounts'
import { timingSafeEqual } from 'node:crypto'
import { newTotpSecret } from './totp'
import type { Hono } from 'hono'
import type { Clock } from './clock'
import { mountClockControl } from './clock-control'
import { mountContentControl } from './content/content-control'
import { mountInboxControl } from './inbox/inbox-control'
import type { SiteText } from './inbox/seed'
import type { Db } from './db'
import { hashPassword } from './passwords'
import { withDefaults, type MerchantSettings } from './settings'

/** What the control API changes: the merchant rows the platform caches. */
export interface ControlTarget {
  db: Db
  /** The platform's time, which POST /__control/clock moves. */
  clock: Clock
  /** Reveals captcha answers to the test suites that drive the real server process. */
  captchaAnswer(id: string): Promise<{ x?: number; code?: string } | null>
  reloadMerchants(): Promise<void>
  /** A merchant's brand as the seed's texts name it (the welcome message, amounts). */
  siteOf(merchant: string): SiteText
  /** Deletes every row and seeds the brands again. */
  reset(): Promise<void>
}

const sameSecret = (given: string | undefined, secret: string) =>
  given !== undefined &&
  given.length === secret.length &&
  timingSafeEqual(Buffer.from(given), Buffer.from(secret))

/**
 * The test control API under /__control: system status, menu switches, whitelabel flags and
 * registration config per merchant, the IPs an account knows, the SMS outbox, the reset emails
 * asked for, the platform's clock, and a reset to the seed. Mounted only when the server starts
 * with PLATFORM_CONTROL_SECRET; every request must carry that secret.
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

  // Merges a partial settings object: { menu: {...}, whitelabel: {...}, register: {...}, consolidated: {...}, limits: {...}, responsible: {...} }.
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
      limits: { ...current.limits, ...patch.limits },
      responsible: { ...current.responsible, ...patch.responsible },
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

  // Locks an account as an operator would ({ locked: true }): its sessions end (their streams say
  // why, their games stop) and sign-in is refused until { locked: false }.
  app.post('/__control/merchants/:code/accounts/:username/lock', async (c) => {
    const { locked } = (await c.req.json().catch(() => ({}))) as { locked?: unknown }
    if (typeof locked !== 'boolean')
      return c.json({ success: false, value: null, message: 'locked must be a boolean' }, 400)
    const found = await target.db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string }>(
        'UPDATE accounts SET locked_by_operator = $3 WHERE merchant = $1 AND username = $2 RETURNING id',
        [c.req.param('code'), c.req.param('username'), locked],
      )
      if (row && locked) await endSessions(tx, Number(row.id), 'locked')
      return row
    })
    return found
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

  // Binds an authenticator app to an account (answers its secret), so that the account's logins
  // from a new IP ask for the app's code.
  app.post('/__control/merchants/:code/accounts/:username/authenticator', async (c) => {
    const secret = newTotpSecret()
    const rows = await target.db.query(
      'UPDATE accounts SET totp_secret = $3 WHERE merchant = $1 AND username = $2 RETURNING id',
      [c.req.param('code'), c.req.param('username'), secret],
    )
    return rows.length
      ? c.json({ success: true, value: { secret }, message: 'OK' })
      : c.json({ success: false, value: null, message: 'Unknown account' }, 404)
  })

  // Pays a processing withdrawal out now instead of after the merchant's disburseSeconds, so a
  // suite reaches the member's receipt confirmation at once; forcedReceipt marks it non-refundable.
  app.post('/__control/merchants/:code/withdrawals/:id/payout', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { forcedReceipt?: boolean }
    const [merchant] = await target.db.query<{ settings: MerchantSettings }>(
      'SELECT settings FROM merchants WHERE code = $1',
      [c.req.param('code')],
    )
    if (!merchant) return c.json({ success: false, value: null, message: 'Unknown merchant' }, 404)
    const { confirmMinutes } = withDefaults(merchant.settings).finance
    const id = /^\d{1,18}$/.test(c.req.param('id')) ? c.req.param('id') : '0'
    const rows = await target.db.query(
      `UPDATE withdrawal_orders w SET status = 'disbursed', disbursed_at = platform_now(),
         confirm_deadline = platform_now() + $3::int * interval '1 minute',
         forced_receipt = coalesce($4, w.forced_receipt)
       FROM accounts a WHERE w.id = $1 AND a.id = w.account_id AND a.merchant = $2
         AND w.status = 'processing' RETURNING w.id`,
      [id, c.req.param('code'), confirmMinutes, body.forcedReceipt ?? null],
    )
    return rows.length
      ? c.json({ success: true, value: null, message: 'OK' })
      : c.json({ success: false, value: null, message: 'No processing withdrawal' }, 404)
  })

  // A fresh top-level agent (type 1, no upline, empty wallet) with `downlines` members under it, so a
  // test that changes an agent's team or money touches no shared demo account. A given username is
  // used as it is (409 when taken); otherwise one is made up.
  app.post('/__control/merchants/:code/agents', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as {
      username?: string
      password?: string
      downlines?: number
    }
    const password = body.password ?? 'Agent1234'
    if (body.username !== undefined && !/^[a-z][a-z0-9]{3,19}$/.test(body.username))
      return c.json({ success: false, value: null, message: 'username invalid' }, 400)
    if (password.length < 6)
      return c.json({ success: false, value: null, message: 'password invalid' }, 400)
    const downlines = Math.min(Math.max(Math.trunc(body.downlines ?? 0), 0), 5)
    const merchant = c.req.param('code')
    const known = await target.db.query('SELECT 1 FROM merchants WHERE code = $1', [merchant])
    if (!known.length)
      return c.json({ success: false, value: null, message: 'Unknown merchant' }, 404)
    const hash = await hashPassword(password)
    const stem =
      body.username ??
      `ag${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 6)}`
    const [taken] = await target.db.query(
      'SELECT 1 FROM accounts WHERE merchant = $1 AND username = $2',
      [merchant, stem],
    )
    if (taken) return c.json({ success: false, value: null, message: 'Username taken' }, 409)
    const value = await target.db.transaction(async (tx) => {
      const open = async (username: string, type: number, uplineId: string | null) => {
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO accounts (merchant, username, password_hash, nickname, type, upline_id)
           VALUES ($1, $2, $3, $2, $4, $5) RETURNING id`,
          [merchant, username, hash, type, uplineId],
        )
        await tx.query('INSERT INTO wallets (account_id, balance) VALUES ($1, 0)', [row!.id])
        return String(row!.id)
      }
      const agentId = await open(stem, 1, null)
      const members: string[] = []
      for (let i = 1; i <= downlines; i += 1) {
        members.push(`${stem}m${i}`)
        await open(`${stem}m${i}`, 3, agentId)
      }
      return { username: stem, password, downlines: members }
    })
    return c.json({ success: true, value, message: 'OK' })
  })

  // Moves an agent's contracts `minutes` and its team's bets `betMinutes` (the same by default)
  // back in time, as if all had happened that much earlier, so that a test can settle closed salary
  // periods without waiting for them, on a platform whose clock it shares with other suites.
  app.post('/__control/merchants/:code/agents/:username/rewind', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { minutes?: number; betMinutes?: number }
    const minutes = Math.trunc(body.minutes ?? 0)
    const betMinutes = Math.trunc(body.betMinutes ?? minutes)
    const week = 7 * 24 * 60
    if (minutes < 1 || minutes > week || !(betMinutes >= 0 && betMinutes <= week))
      return c.json({ success: false, value: null, message: 'minutes invalid' }, 400)
    const [agent] = await target.db.query<{ id: string }>(
      'SELECT id FROM accounts WHERE merchant = $1 AND username = $2',
      [c.req.param('code'), c.req.param('username')],
    )
    if (!agent) return c.json({ success: false, value: null, message: 'Unknown account' }, 404)
    const shift = `- make_interval(mins => $2)`
    await target.db.transaction(async (tx) => {
      await tx.query(
        `WITH RECURSIVE team (id) AS (
           SELECT id FROM accounts WHERE upline_id = $1
           UNION SELECT a.id FROM accounts a JOIN team t ON a.upline_id = t.id)
         UPDATE bets SET created_at = created_at ${shift} WHERE account_id IN (SELECT id FROM team)`,
        [agent.id, betMinutes],
      )
      await tx.query(
        `UPDATE agent_contracts SET created_at = created_at ${shift},
           activated_at = activated_at ${shift} WHERE account_id = $1`,
        [agent.id, minutes],
      )
    })
    return c.json({ success: true, value: null, message: 'OK' })
  })

  // Banners, notices and the winner board per merchant: replace with given rows, or back to the seed.
  mountContentControl(app, target.db, target.clock)

  // Messages, rewards and the club label of one account.
  mountInboxControl(app, target.db, target.clock, target.siteOf)

  // The platform's time: read it, put it at an instant, move it on, or make it real again.
  mountClockControl(app, target.clock)

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

  // The reset emails auth.forgotByEmail asked for (the platform's mail goes nowhere): newest first.
  app.get('/__control/merchants/:code/accounts/:username/password-resets', async (c) => {
    const rows = await target.db.query<{ email: string; created_at: Date }>(
      `SELECT r.email, r.created_at FROM password_resets r JOIN accounts a ON a.id = r.account_id
       WHERE a.merchant = $1 AND a.username = $2 ORDER BY r.id DESC LIMIT 20`,
      [c.req.param('code'), c.req.param('username')],
    )
    return c.json({ success: true, value: rows, message: 'OK' })
  })

  app.get('/__control/captchas/:id', async (c) => {
    const answer = await target.captchaAnswer(c.req.param('id'))
    return answer
      ? c.json({ success: true, value: answer, message: 'OK' })
      : c.json({ success: false, value: null, message: 'Unknown captcha' }, 404)
  })

  app.post('/__control/reset', async (c) => {
    await target.reset()
    return c.json({ success: true, value: null, message: 'OK' })
  })
}
