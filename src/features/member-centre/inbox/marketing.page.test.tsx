// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Marketing } from '@/api/inbox/get-marketing'
import { fakePlatform, refuse } from '@/test/fake-platform'
import { renderWithProviders } from '@/test/render'
import { MarketingPage } from './marketing.page'

const marketing: Marketing = {
  code: 'LUC1Z',
  link: 'https://lucky.example/register?affiliateCode=LUC1Z',
  materials: [
    {
      id: '1',
      title: 'Quick invite',
      text: 'Join me: https://lucky.example/register?affiliateCode=LUC1Z',
    },
  ],
  results: { registered: 12, registeredWeek: 3, depositors: 5, deposits: 250_000 },
}

describe('MarketingPage (spec §2.8 marketing centre)', () => {
  it('shows the link, its code, the share texts and the results', async () => {
    fakePlatform({ 'inbox.marketing': () => marketing })
    renderWithProviders(<MarketingPage openPage={() => undefined} />)
    expect((await screen.findByTestId('marketing-link')).textContent).toBe(marketing.link)
    expect(screen.getByTestId('marketing-code').textContent).toBe('LUC1Z')
    expect(screen.getByTestId('marketing-text-body').textContent).toBe(marketing.materials[0]!.text)
    expect(screen.getByTestId('marketing-registered').textContent).toBe('12')
    expect(screen.getByTestId('marketing-week').textContent).toBe('3')
    expect(screen.getByTestId('marketing-depositors').textContent).toBe('5')
    expect(screen.getByTestId('marketing-deposits').textContent).toMatch(/^P\s?2,500\.00$/)
  })

  it('warns while the merchant switches it off, and shows it once asked again after', async () => {
    let isOn = false
    fakePlatform({
      'inbox.marketing': () =>
        isOn
          ? marketing
          : refuse('The marketing centre is not available right now', { status: 403 }),
    })
    renderWithProviders(<MarketingPage openPage={() => undefined} />)
    const warning = await screen.findByTestId('marketing-unavailable')
    expect(warning.textContent).toContain('The marketing centre is not available right now.')
    expect(screen.getByRole('heading', { name: 'Marketing centre' })).toBeTruthy()
    isOn = true
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect((await screen.findByTestId('marketing-link')).textContent).toBe(marketing.link)
  })

  it('shows any other failure as an error with a retry, not as switched off', async () => {
    fakePlatform({ 'inbox.marketing': () => refuse('Something broke', { status: 500 }) })
    renderWithProviders(<MarketingPage openPage={() => undefined} />)
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.queryByTestId('marketing-unavailable')).toBeNull()
  })
})
