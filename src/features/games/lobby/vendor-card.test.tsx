// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { VendorCard } from '@/api/games/get-vendors'
import { renderWithProviders } from '@/test/render'
import { VendorCardButton } from './vendor-card'

const card = (overrides: Partial<VendorCard> = {}): VendorCard => ({
  vassalage: 'EVO',
  displayName: 'Evolution',
  smallIcon: '/media/vendors/EVO.0123456789.webp',
  image: {
    src: '/media/vendors/EVO.0123456789.webp',
    src2x: '/media/vendors/EVO.0123456789@2x.webp',
    width: 320,
    height: 160,
  },
  isHot: 0,
  accountTypeId: 1,
  gameType: 'LIVE',
  isGame: 'VASSALAGE',
  lobbyCode: null,
  maintenance: false,
  ...overrides,
})

const renderCard = (vendor: VendorCard) =>
  renderWithProviders(<VendorCardButton card={vendor} onOpen={() => undefined} />)

describe('VendorCardButton', () => {
  it("shows the vendor's picture at its size, its name for screen readers only", () => {
    renderCard(card())
    const picture = screen.getByTestId('vendor-art')
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['320', '160'])
    expect(screen.queryByTestId('vendor-art-fallback')).toBeNull()
    expect(screen.getByRole('button', { name: 'Evolution' })).toBeTruthy()
  })

  it('draws a panel of its size that names the vendor when its picture fails', () => {
    renderCard(card())
    fireEvent.error(screen.getByTestId('vendor-art'))
    expect(screen.queryByTestId('vendor-art')).toBeNull()
    const fallback = screen.getByTestId('vendor-art-fallback')
    expect(fallback.textContent).toBe('Evolution')
    expect(screen.getByRole('button', { name: 'Evolution' })).toBeTruthy()
  })

  it('draws the same panel for a vendor without a picture', () => {
    renderCard(card({ image: undefined, smallIcon: 'javascript:alert(1)' }))
    expect(screen.queryByTestId('vendor-art')).toBeNull()
    expect(screen.getByTestId('vendor-art-fallback').textContent).toBe('Evolution')
  })
})
