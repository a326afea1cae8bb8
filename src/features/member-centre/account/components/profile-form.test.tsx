// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ZaloReward } from '@/api/member/get-zalo-reward'
import { fakePlatform } from '@/test/fake-platform'
import { permissionAnswer } from '@/test/platform-answers'
import { renderWithProviders } from '@/test/render'
import { ProfileForm } from './profile-form'

const zaloField = () => screen.getByLabelText('Zalo')
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }))

describe('ProfileForm: the Zalo field and the Zalo reward (spec §9)', () => {
  it('offers the reward in the brand currency under the Zalo field', async () => {
    fakePlatform({ 'member.zaloReward': () => ({ amount: 131_000, granted: null }) })
    renderWithProviders(<ProfileForm labels={{}} />)
    expect(
      await screen.findByText(
        /^Add the phone number of your Zalo account and receive P\s?1,310\.00, once per account\.$/,
      ),
    ).toBeTruthy()
  })

  it('says only what to type where the merchant offers nothing', async () => {
    fakePlatform({ 'member.zaloReward': () => ({ amount: 0, granted: null }) })
    renderWithProviders(<ProfileForm labels={{}} />)
    await waitFor(() =>
      expect(screen.getByText('The phone number of your Zalo account.')).toBeTruthy(),
    )
    expect(screen.queryByText(/receive/)).toBeNull()
  })

  it('refuses a Zalo label that is not a phone number and sends nothing', async () => {
    const platform = fakePlatform({
      'member.zaloReward': () => ({ amount: 131_000, granted: null }),
    })
    renderWithProviders(<ProfileForm labels={{}} />)
    fireEvent.change(zaloField(), { target: { value: 'my zalo name' } })
    save()
    expect((await screen.findByTestId('profile-zalo-error')).textContent).toBe(
      'Enter the phone number of your Zalo account, for example 0912 345 678.',
    )
    expect(platform.requestsOf('member.updateProfile')).toHaveLength(0)
  })

  it('saves the number, says what was added, and then shows the reward as received', async () => {
    let reward: ZaloReward = { amount: 131_000, granted: null }
    const platform = fakePlatform({
      'member.zaloReward': () => reward,
      'member.updateProfile': () => {
        reward = { amount: 131_000, granted: { amount: 131_000, time: '2026-11-20T08:00:00Z' } }
        return { zaloReward: 'granted', amount: 131_000 }
      },
    })
    renderWithProviders(<ProfileForm labels={{}} />)
    fireEvent.change(zaloField(), { target: { value: '0912 345 678' } })
    save()
    expect((await screen.findByTestId('zalo-granted')).textContent).toMatch(
      /^Zalo reward: P\s?1,310\.00 was added to your wallet\.$/,
    )
    expect(platform.requestsOf('member.updateProfile')[0]?.body).toEqual({
      profile: { zalo: '0912 345 678' },
    })
    expect(
      await screen.findByText(/^You received P\s?1,310\.00 for adding your Zalo on .*2026.*\.$/),
    ).toBeTruthy()
  })

  it('tells the member when the number has had the reward on another account', async () => {
    fakePlatform({
      'member.zaloReward': () => ({ amount: 131_000, granted: null }),
      'member.updateProfile': () => ({ zaloReward: 'numberUsed', amount: 0 }),
    })
    renderWithProviders(<ProfileForm labels={{}} />)
    fireEvent.change(zaloField(), { target: { value: '0912 345 678' } })
    save()
    expect((await screen.findByTestId('zalo-number-used')).textContent).toBe(
      'This Zalo number has already received the reward on another account.',
    )
    expect(screen.queryByTestId('zalo-granted')).toBeNull()
  })
})

describe('ProfileForm: the birthday and the merchant’s minimum age', () => {
  const yearsAgo = (years: number) => {
    const at = new Date()
    at.setFullYear(at.getFullYear() - years)
    return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-01`
  }
  const withAge = (minimumAge: number) => {
    const answer = permissionAnswer()
    return {
      ...answer,
      info: { ...answer.info, register: { ...answer.info.register, minimumAge } },
    }
  }
  const birthday = () => screen.getByLabelText('Birthday')

  it('saves the birthday of a member of 19 where the minimum age is 18', async () => {
    const platform = fakePlatform({
      'system.permission': () => withAge(18),
      'member.zaloReward': () => ({ amount: 0, granted: null }),
      'member.updateProfile': () => ({ zaloReward: 'none', amount: 0 }),
    })
    renderWithProviders(<ProfileForm labels={{}} />)
    await waitFor(() => expect(platform.requestsOf('system.permission')).toHaveLength(1))
    fireEvent.change(birthday(), { target: { value: yearsAgo(19) } })
    save()
    await screen.findByTestId('profile-saved')
    expect(platform.requestsOf('member.updateProfile')[0]?.body).toEqual({
      profile: { birthday: yearsAgo(19) },
    })
  })

  it('refuses the same birthday where the minimum age is 21, naming 21, and sends nothing', async () => {
    const platform = fakePlatform({
      'system.permission': () => withAge(21),
      'member.zaloReward': () => ({ amount: 0, granted: null }),
    })
    renderWithProviders(<ProfileForm labels={{}} />)
    await waitFor(() => expect(platform.requestsOf('system.permission')).toHaveLength(1))
    fireEvent.change(birthday(), { target: { value: yearsAgo(19) } })
    save()
    expect((await screen.findByTestId('profile-birthday-error')).textContent).toBe(
      'You must be at least 21 years old.',
    )
    expect(platform.requestsOf('member.updateProfile')).toHaveLength(0)
  })
})
