// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { DownlinePage as Page, TeamMember } from '@/api/agent/get-downline'
import { fakePlatform, type ReceivedRequest } from '@/test/fake-platform'
import { renderWithProviders } from '@/test/render'
import { DownlinePage } from './downline.page'

const member = (id: string, username: string, type = 3): TeamMember => ({
  id,
  username,
  type,
  balance: 0,
  status: 'normal',
  teamSize: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLogin: null,
})
const agent = { id: '1', username: 'demo_agent' }
const page = (list: TeamMember[], parent = agent): Page => ({
  totalPages: 1,
  total: list.length,
  parent,
  list,
})
const direct = member('4', 'demo_member')
const subAgent = member('2', 'demo_sub1', 2)
const indirect = member('3', 'demo_sub2')

/** The platform's team: the agent's own members, or a search's answer. */
const team = (request: ReceivedRequest) => {
  const { username, parentId } = request.query
  if (!username) return page([direct, subAgent])
  const found = [direct, subAgent, indirect].filter((m) => m.username.startsWith(username))
  // With both, the platform answers the agent's own members among those found.
  return page(parentId ? found.filter((m) => m !== indirect) : found)
}
const row = (username: string) =>
  screen.getAllByTestId('team-table-row').find((r) => r.textContent?.includes(username))!

describe('DownlinePage', () => {
  it('counts one member in the singular and more in the plural', async () => {
    fakePlatform({ 'agent.downline': () => page([direct]) })
    const { unmount } = renderWithProviders(<DownlinePage />)
    expect((await screen.findByTestId('team-total')).textContent).toBe('1 member')
    unmount()
    fakePlatform({ 'agent.downline': () => page([direct, subAgent]) })
    renderWithProviders(<DownlinePage />)
    expect((await screen.findByTestId('team-total')).textContent).toBe('2 members')
  })

  it('keeps the Transfer button of the agent’s own members in a search, and only theirs', async () => {
    const platform = fakePlatform({ 'agent.downline': team })
    renderWithProviders(<DownlinePage />)
    expect(await screen.findAllByTestId('member-transfer')).toHaveLength(2)
    fireEvent.change(screen.getByTestId('team-search'), { target: { value: 'demo_' } })
    fireEvent.click(screen.getByTestId('team-search-submit'))
    await screen.findByText('demo_sub2')
    expect(await within(row('demo_member')).findByTestId('member-transfer')).toBeTruthy()
    expect(within(row('demo_sub1')).getByTestId('member-transfer')).toBeTruthy()
    expect(within(row('demo_sub2')).queryByTestId('member-transfer')).toBeNull()
    // The agent's own among the found: the same prefix within the agent's level.
    expect(platform.requestsOf('agent.downline').map((r) => r.query)).toContainEqual(
      expect.objectContaining({ username: 'demo_', parentId: agent.id }),
    )
  })
})
