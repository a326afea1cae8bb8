import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/api/client'
import { refusal, solvedSlider, startPlatform, useTransport } from './platform'

// Its own platform: failed logins are also counted per IP, and every test here comes from one.
let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

describe('failed logins', () => {
  it('locks the account for a while after six failed logins, even with the right password', async () => {
    useTransport(server.base, 'JADE_PH')
    const attempt = (password: string) => {
      const { captchaId, code } = server.platform.captchas.image()
      return refusal(
        call('auth.login', {
          body: {
            username: 'demo_sub1',
            password,
            type: 'username',
            captchaId,
            captcha: code,
            ...solvedSlider(server),
          },
        }),
      )
    }
    for (let i = 0; i < 6; i += 1)
      expect((await attempt('wrong')).message).toBe('Wrong username or password')
    const locked = await attempt('Demo1234')
    expect(locked.message).toBe('Too many failed attempts; the account is locked for a while')
    expect(locked.details.status).toBe(429)
  })
})
