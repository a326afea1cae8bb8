import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devOperatorPassword, devTotpSecret } from '../../server/platform/console/seed'
import { totpCode } from '../../server/platform/totp'
import { atBrand } from '../lib/brand-hosts'
import { ConsoleClient, consoleOrigin } from './console-harness'
import { closeInstances, startInstances, type TestPlatform } from './platform'

// The console's sign-in (server/platform/console/operators.ts, sessions.ts) and where it is
// served (server/app.ts), on two instances over one database as behind a balancer.
let a: TestPlatform
let b: TestPlatform
let atA: string
let atB: string

beforeAll(async () => {
  ;({ a, b } = await startInstances())
  atA = consoleOrigin(a.origin)
  atB = consoleOrigin(b.origin)
}, 60_000)

afterAll(() => closeInstances(a, b))

const merchantIdOf = async (code: string) =>
  (await a.db.query<{ id: number }>('SELECT id FROM merchants WHERE code = $1', [code]))[0]!.id

describe('where the console is served', () => {
  it('serves the console API on the console host alone, and no brand there', async () => {
    const onBrand = await fetch(`${atBrand(a.origin, 'LUCKY01')}/console-api/auth/me`, {
      headers: { 'x-console': '1' },
    })
    expect(onBrand.status).toBe(404)
    const onLocalhost = await fetch(`${a.origin}/console-api/auth/me`, {
      headers: { 'x-console': '1' },
    })
    expect(onLocalhost.status).toBe(404)
    const onConsole = await fetch(`${atA}/console-api/auth/me`, { headers: { 'x-console': '1' } })
    expect(onConsole.status).toBe(401)
    // The portal's API and a brand's files are not the console host's.
    expect((await fetch(`${atA}/api/system/status`)).status).toBe(404)
    expect((await fetch(`${atA}/brands/default/theme.css`)).status).toBe(404)
    expect((await fetch(`${atBrand(a.origin, 'LUCKY01')}/api/system/status`)).status).toBe(200)
  })

  it('refuses a call without the console header or from another origin (CSRF)', async () => {
    const client = new ConsoleClient(atA)
    const bare = await client.call('auth.signIn', { username: 'x', password: 'y' }, undefined, {})
    expect(bare).toMatchObject({ status: 403, body: { code: 'forbiddenOrigin' } })
    const foreign = await client.call('auth.signIn', { username: 'x', password: 'y' }, undefined, {
      'x-console': '1',
      origin: 'http://default.localhost',
    })
    expect(foreign).toMatchObject({ status: 403, body: { code: 'forbiddenOrigin' } })
    const broken = await client.call('auth.signIn', { username: 'x', password: 'y' }, undefined, {
      'x-console': '1',
      origin: 'null',
    })
    expect(broken).toMatchObject({ status: 403, body: { code: 'forbiddenOrigin' } })
    // The console's own page behind a balancer that ends TLS: https there, http here.
    const own = await client.call('auth.signIn', { username: 'x', password: 'y' }, undefined, {
      'x-console': '1',
      origin: `https://${new URL(atA).host}`,
    })
    expect(own.body.code).toBe('badCredentials')
  })
})

describe('signing in', () => {
  it('takes the password, then the code, and sets a strict HttpOnly cookie', async () => {
    const client = new ConsoleClient(atA)
    const password = await client.call('auth.signIn', {
      username: 'default.owner',
      password: devOperatorPassword,
    })
    expect(password.status).toBe(200)
    expect(password.setCookie).toMatch(/HttpOnly/i)
    expect(password.setCookie).toMatch(/SameSite=Strict/i)
    expect(password.setCookie).not.toMatch(/Secure/i) // plain HTTP here
    // Half signed in: the code step alone.
    expect(await client.call('auth.me')).toMatchObject({
      status: 401,
      body: { code: 'totpRequired' },
    })
    expect(await client.call('settings.get', {}, await merchantIdOf('LUCKY01'))).toMatchObject({
      status: 401,
      body: { code: 'totpRequired' },
    })
    const wrong = await client.call('auth.verifyTotp', { code: '000000' })
    expect(wrong.body.code).toBe('badCode')
    const code = totpCode(devTotpSecret('default.owner'))
    const me = await client.call('auth.verifyTotp', { code })
    expect(me.status).toBe(200)
    expect(me.body.value).toMatchObject({
      operator: { username: 'default.owner' },
      merchants: [{ code: 'LUCKY01', role: 'owner' }],
    })
    // The same session on the other instance.
    const elsewhere = new ConsoleClient(atB)
    elsewhere.cookie = client.cookie
    expect((await elsewhere.call('auth.me')).status).toBe(200)
    // A code works once, even with the password again.
    const again = new ConsoleClient(atB)
    await again.call('auth.signIn', { username: 'default.owner', password: devOperatorPassword })
    expect((await again.call('auth.verifyTotp', { code })).body.code).toBe('badCode')
    // Signing out ends the session everywhere.
    expect((await elsewhere.call('auth.signOut')).status).toBe(200)
    expect((await client.call('auth.me')).status).toBe(401)
  })

  it('keeps the cookie Secure under the __Host- prefix when the balancer says HTTPS', async () => {
    const client = new ConsoleClient(atA)
    const password = await client.call(
      'auth.signIn',
      { username: 'jade.content', password: devOperatorPassword },
      undefined,
      { 'x-console': '1', 'x-forwarded-proto': 'https' },
    )
    expect(password.status).toBe(200)
    expect(password.setCookie).toMatch(/^__Host-console=/)
    expect(password.setCookie).toMatch(/Secure/i)
    expect(password.setCookie).toMatch(/Path=\//i)
  })

  it('answers an unknown name and a wrong password alike, and locks after five failures', async () => {
    const client = new ConsoleClient(atA)
    const unknown = await client.call('auth.signIn', { username: 'nobody', password: 'x' })
    expect(unknown).toMatchObject({ status: 401, body: { code: 'badCredentials' } })
    for (let i = 0; i < 5; i++) {
      const wrong = await client.call('auth.signIn', { username: 'nova.support', password: 'x' })
      expect(wrong.body.code).toBe('badCredentials')
    }
    const right = await client.call('auth.signIn', {
      username: 'nova.support',
      password: devOperatorPassword,
    })
    expect(right).toMatchObject({ status: 423, body: { code: 'locked' } })
  })

  it('lists each merchant an operator holds with its own role and calls', async () => {
    const me = await new ConsoleClient(atB).signIn('multi.ops')
    const byCode = Object.fromEntries(me.merchants.map((m) => [m.code, m]))
    expect(byCode.LUCKY01).toMatchObject({ role: 'owner' })
    expect(byCode.LUCKY01?.calls).toContain('settings.update')
    expect(Object.values(byCode).find((m) => m.code !== 'LUCKY01')).toMatchObject({
      role: 'content',
    })
    expect(me.merchants).toHaveLength(2)
  })

  it('refuses a disabled operator at its next call, session or not', async () => {
    const client = new ConsoleClient(atA)
    await client.signIn('jade.support')
    expect((await client.call('auth.me')).status).toBe(200)
    await a.db.query(`UPDATE operators SET status = 'disabled' WHERE username = 'jade.support'`)
    try {
      expect((await client.call('auth.me')).status).toBe(401)
      const again = await client.call('auth.signIn', {
        username: 'jade.support',
        password: devOperatorPassword,
      })
      expect(again.body.code).toBe('badCredentials')
    } finally {
      await a.db.query(`UPDATE operators SET status = 'active' WHERE username = 'jade.support'`)
    }
  })

  it('changes the password with the current one, ending the other sessions', async () => {
    const client = new ConsoleClient(atA)
    await client.signIn('nova.finance')
    // The same operator on another browser, with the next code (one code signs in once).
    const other = new ConsoleClient(atB)
    await other.signIn('nova.finance', 1)
    const change = (currentPassword: string, newPassword: string) =>
      client.call('auth.changePassword', { currentPassword, newPassword })
    expect((await change('wrong', 'a-new-long-password')).body.code).toBe('badCredentials')
    expect((await change(devOperatorPassword, 'short')).status).toBe(400)
    expect((await change(devOperatorPassword, 'a-new-long-password')).status).toBe(200)
    expect((await client.call('auth.me')).status).toBe(200)
    expect((await other.call('auth.me')).status).toBe(401)
    const fresh = new ConsoleClient(atB)
    const old = await fresh.call('auth.signIn', {
      username: 'nova.finance',
      password: devOperatorPassword,
    })
    expect(old.body.code).toBe('badCredentials')
    const now = await fresh.call('auth.signIn', {
      username: 'nova.finance',
      password: 'a-new-long-password',
    })
    expect(now.status).toBe(200)
  })

  it('ends a session idle for 15 minutes, on the platform clock', async () => {
    const client = new ConsoleClient(atA)
    await client.signIn('jade.readonly')
    expect((await client.call('auth.me')).status).toBe(200)
    await a.platform.clock.set(new Date(Date.now() + 16 * 60_000))
    try {
      expect(await client.call('auth.me')).toMatchObject({
        status: 401,
        body: { code: 'notSignedIn' },
      })
    } finally {
      await a.platform.clock.reset()
    }
    expect((await client.call('auth.me')).status).toBe(401)
  })

  it('refuses every attempt from an address after 20 failures in 15 minutes', async () => {
    const client = new ConsoleClient(atA)
    let last = 0
    for (let i = 0; i < 21; i++)
      last = (await client.call('auth.signIn', { username: `ghost${i}`, password: 'x' })).status
    expect(last).toBe(429)
    const right = await client.call('auth.signIn', {
      username: 'jade.finance',
      password: devOperatorPassword,
    })
    expect(right).toMatchObject({ status: 429, body: { code: 'tooManyAttempts' } })
  })
})
