// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MemberInfo } from '@/api/member/get-info'
import { memberKeys } from '@/api/member/keys'
import { walletKeys } from '@/api/wallet/keys'
import { fakePlatform } from '@/test/fake-platform'
import { renderWithProviders } from '@/test/render'
import { HeaderAccount } from './header-account'

// The menu stands for the rest of the bar: it renders again only when the bar itself does.
const menuRenders = vi.hoisted(() => ({ count: 0 }))
vi.mock('./user-menu', () => ({
  UserMenu: () => {
    menuRenders.count++
    return <span data-testid="menu" />
  },
}))

const member: MemberInfo = {
  id: '7',
  account: 'ann',
  userName: 'ann',
  nickname: 'Ann',
  type: 3,
  toUpline: false,
  clubLabel: null,
  memberLabel: [],
  avatar: '/media/avatars/1.svg',
}

/** A member's details the test hands over when it chooses. */
function detailsLater() {
  let give = () => {}
  const given = new Promise<MemberInfo>((resolve) => (give = () => resolve(member)))
  return { given, give: () => give() }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('HeaderAccount', () => {
  it('asks for the balance beside the details, not after them', async () => {
    const details = detailsLater()
    const platform = fakePlatform({
      'member.info': () => details.given,
      'wallet.balance': () => ({ sumBalance: 120_000 }),
    })
    renderWithProviders(<HeaderAccount />, { url: '/' })
    await waitFor(() => expect(platform.requestsOf('wallet.balance')).toHaveLength(1))
    expect(platform.requestsOf('member.info')).toHaveLength(1)
    details.give()
    expect(await screen.findByText(/1,200/)).toBeTruthy()
  })

  it('shows a new balance without drawing the rest of the bar again', async () => {
    fakePlatform({
      'member.info': () => member,
      'wallet.balance': () => ({ sumBalance: 120_000 }),
    })
    const { queryClient } = renderWithProviders(<HeaderAccount />, { url: '/' })
    const balance = await screen.findByText(/1,200/)
    await waitFor(() =>
      expect(queryClient.getQueryState(memberKeys.info())?.status).toBe('success'),
    )
    const rendersBefore = menuRenders.count
    act(() => queryClient.setQueryData(walletKeys.balance(), { sumBalance: 345_000 }))
    await waitFor(() => expect(balance.textContent).toMatch(/3,450/))
    // Fetched again, the balance goes through fetching and back: the bar stays as it was.
    await act(async () => {
      await queryClient.refetchQueries({ queryKey: walletKeys.balance() })
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(menuRenders.count).toBe(rendersBefore)
  })

  it('does not render again when its wait for the details would have run out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    fakePlatform({
      'member.info': () => member,
      'wallet.balance': () => ({ sumBalance: 120_000 }),
    })
    const { queryClient } = renderWithProviders(<HeaderAccount />, { url: '/' })
    await screen.findByText(/1,200/)
    await waitFor(() =>
      expect(queryClient.getQueryState(memberKeys.info())?.status).toBe('success'),
    )
    const rendersBefore = menuRenders.count
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
    })
    expect(menuRenders.count).toBe(rendersBefore)
  })
})
