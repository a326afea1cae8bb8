import { DateTime } from 'luxon'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { refusal, solvedSlider, startPlatform, useTransport } from './platform'

let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
  const state = useTransport(server.base)
  const { sliderId, sliderX: x } = await solvedSlider(server)
  state.token = (
    await call('auth.login', {
      username: 'demo_member',
      password: 'Demo1234',
      type: 'username',
      sliderId,
      sliderX: x,
    })
  ).token
})
afterAll(() => server.close())

describe('member profile', () => {
  it('answers the club label and avatar in member info', async () => {
    expect(await call('member.info')).toMatchObject({
      account: 'demo_member',
      clubLabel: { labelName: 'Gold', rankLevel: 3 },
      memberLabel: ['Gold'],
      avatar: '/media/avatars/1.svg',
    })
    const picture = await fetch(`${new URL(server.base).origin}/media/avatars/1.svg`)
    expect(picture.headers.get('content-type')).toBe('image/svg+xml')
    expect((await fetch(`${new URL(server.base).origin}/media/avatars/99.svg`)).status).toBe(404)
  })

  it('masks the bound email and phone', async () => {
    expect(await call('member.profile')).toMatchObject({
      email: 'd***r@example.com',
      mobile: '******0001',
    })
  })

  it('changes nickname, avatar and profile labels, keeping labels it was not sent', async () => {
    await call('member.updateProfile', {
      nickname: 'Lucky',
      avatar: 5,
      profile: { telegram: '@lucky' },
    })
    await call('member.updateProfile', {
      profile: { nationality: 'Filipino', birthday: '1990-05-01' },
    })
    expect(await call('member.profile')).toMatchObject({
      nickname: 'Lucky',
      avatar: 5,
      profile: { telegram: '@lucky', nationality: 'Filipino', birthday: '1990-05-01' },
    })
    expect(await call('member.info')).toMatchObject({
      nickname: 'Lucky',
      avatar: '/media/avatars/5.svg',
    })
  })

  it("refuses a birthday under the merchant's minimum age (18) or in the wrong format, and an avatar that does not exist", async () => {
    const young = DateTime.now().minus({ years: 17 }).toFormat('yyyy-MM-dd')
    expect(
      (await refusal(call('member.updateProfile', { profile: { birthday: young } }))).message,
    ).toBe('You must be at least 18 years old')
    const twenty = DateTime.now().minus({ years: 20 }).toFormat('yyyy-MM-dd')
    await call('member.updateProfile', { profile: { birthday: twenty } })
    expect(
      (await refusal(call('member.updateProfile', { profile: { birthday: '01-05-1990' } })))
        .message,
    ).toBe('birthday: use the format yyyy-MM-dd')
    expect((await refusal(call('member.updateProfile', { avatar: 13 }))).details.status).toBe(400)
  })

  it('answers the upline to transfer to, and no social sign-in link without one', async () => {
    expect(await call('member.profile')).toMatchObject({ upline: 'demo_agent', socialLink: null })
  })

  it('records the interface language', async () => {
    await call('member.language', { language: 'TH' })
    expect(await call('member.profile')).toMatchObject({ language: 'TH' })
  })
})
