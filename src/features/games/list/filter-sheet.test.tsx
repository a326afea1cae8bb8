// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { FilterSheet } from './filter-sheet'

describe('FilterSheet', () => {
  it('says how many games its filters leave, and closes onto them with its button or Escape, giving the toggle the focus', async () => {
    renderWithProviders(
      <FilterSheet activeCount={1} total="0">
        <input data-testid="name" />
      </FilterSheet>,
    )
    const sheet = (await screen.findByTestId('filter-sheet')) as HTMLDetailsElement
    const toggle = screen.getByTestId('filters-toggle')
    expect(toggle.textContent).toBe('Filters (1)')
    expect(screen.getByTestId('filters-total').textContent).toBe('Games: 0')
    sheet.open = true
    fireEvent.keyDown(screen.getByTestId('name'), { key: 'Escape' })
    expect(sheet.open).toBe(false)
    expect(document.activeElement).toBe(toggle)
    sheet.open = true
    fireEvent.click(screen.getByTestId('filters-close'))
    expect(sheet.open).toBe(false)
    expect(document.activeElement).toBe(toggle)
  })
})
