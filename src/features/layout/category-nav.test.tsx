// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { menus } from '@/config/tables'
import { renderWithProviders } from '@/test/render'
import { CategoryNav } from './category-nav'

// The header's table as shipped: Home, the categories, cockfighting (a vendor's game on /game)…
const entries = menus.header

async function navAt(url: string) {
  renderWithProviders(<CategoryNav entries={entries} />, { url })
  return screen.findByTestId('nav-cockfight')
}

describe('CategoryNav', () => {
  it('does not light up Cockfighting while another vendor’s game plays on /game', async () => {
    const cockfight = await navAt('/game?vendor=PG&gameCode=PG-FORTUNE-OX&gameType=RNG')
    expect(cockfight.getAttribute('aria-current')).toBeNull()
    expect(screen.getByTestId('nav-home').getAttribute('aria-current')).toBeNull()
  })

  it('lights up Cockfighting while its vendor’s game plays', async () => {
    const cockfight = await navAt('/game?vendor=DS88&gameCode=DS88-LOBBY&gameType=COCKFIGHT')
    expect(cockfight.getAttribute('aria-current')).toBe('page')
  })

  it('lights up a route’s entry on its path only', async () => {
    await navAt('/rng')
    expect(screen.getByTestId('nav-rng').getAttribute('aria-current')).toBe('page')
    expect(screen.getByTestId('nav-home').getAttribute('aria-current')).toBeNull()
    expect(screen.getByTestId('nav-cockfight').getAttribute('aria-current')).toBeNull()
  })

  it('measures the bar for the active entry in the next frame, not inside the render', async () => {
    // A read of the bar's size right after a render forces the layout the next frame makes anyway.
    const frames: FrameRequestCallback[] = []
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback)
      return frames.length
    })
    const width = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900)
    try {
      await navAt('/rng')
      expect(width).not.toHaveBeenCalled()
      expect(frames.length).toBeGreaterThan(0)
      for (const frame of frames.splice(0)) frame(0)
      expect(width).toHaveBeenCalled()
    } finally {
      raf.mockRestore()
      width.mockRestore()
    }
  })
})
