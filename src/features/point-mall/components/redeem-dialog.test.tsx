// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { MallItem } from '@/api/points/get-items'
import { renderWithProviders } from '@/test/render'
import { RedeemDialog } from './redeem-dialog'

const item = (pointsRequired: number, amountRequired?: number): MallItem => ({
  id: '1',
  name: 'Mug',
  image: 'https://cdn.example.com/mug.png',
  quantity: 5,
  pointsRequired,
  ...(amountRequired === undefined ? {} : { amountRequired }),
  status: 'available',
})

/** What the dialog says the item costs. */
function costOf(mallItem: MallItem) {
  const { unmount } = renderWithProviders(
    <RedeemDialog item={mallItem} onClose={() => undefined} onRedeemed={() => undefined} />,
  )
  const text = screen.getByTestId('redeem-dialog').querySelector('form p')?.textContent
  unmount()
  return text
}

describe('RedeemDialog', () => {
  it('names one point in the singular and more in the plural, with or without money', () => {
    expect(costOf(item(1))).toBe('1 point')
    expect(costOf(item(2))).toBe('2 points')
    expect(costOf(item(1200))).toBe('1,200 points')
    expect(costOf(item(1, 500))).toMatch(/^1 point \+ P\s?5\.00$/)
    expect(costOf(item(2, 500))).toMatch(/^2 points \+ P\s?5\.00$/)
  })
})
