// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { MemberInfo } from '@/api/member/get-info'
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

describe('HeaderAccount', () => {
  it('shows a new balance without drawing the rest of the bar again', async () => {
    const platform = fakePlatform({
      'member.info': () => member,
      'wallet.balance': () => ({ sumBalance: 120_000 }),
    })
    const { queryClient } = renderWithProviders(<HeaderAccount />, { url: '/' })
    const balance = await screen.findByText(/1,200/)
    // Asked for beside the details, not after them: both leave before either answer is shown.
    expect(platform.requests.map((request) => request.id)).toEqual(
      expect.arrayContaining(['member.info', 'wallet.balance']),
    )
    const rendersBefore = menuRenders.count
    queryClient.setQueryData(walletKeys.balance(), { sumBalance: 345_000 })
    await waitFor(() => expect(balance.textContent).toMatch(/3,450/))
    await queryClient.refetchQueries({ queryKey: walletKeys.balance() })
    expect(menuRenders.count).toBe(rendersBefore)
  })
})
