// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { MallItem } from '@/api/points/get-items'
import { fakePlatform } from '@/test/fake-platform'
import { renderWithProviders } from '@/test/render'
import { MallItems } from './mall-items'

const item = (id: string, pointsRequired: number): MallItem => ({
  id,
  name: `Item ${id}`,
  image: `https://cdn.example.com/${id}.png`,
  quantity: 5,
  pointsRequired,
  status: 'available',
})

describe('MallItems', () => {
  it('names one point in the singular and more in the plural, grouped as before', async () => {
    fakePlatform({
      'points.items': () => ({ list: [item('1', 1), item('2', 2), item('3', 1200)] }),
    })
    renderWithProviders(<MallItems points={null} onRedeemed={() => undefined} />)
    const texts = (await screen.findAllByTestId('item-points')).map((p) => p.textContent)
    expect(texts).toEqual(['1 point', '2 points', '1,200 points'])
  })
})
