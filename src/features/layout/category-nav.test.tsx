// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { menus } from '@/config/tables'
import { renderWithProviders } from '@/test/render'
import type * as rowModule from '@/ui/reveal-in-row'
import { revealInRow } from '@/ui/reveal-in-row'
import { CategoryNav } from './category-nav'

vi.mock('@/ui/reveal-in-row', async (actual) => ({
  revealInRow: vi.fn((await actual<typeof rowModule>()).revealInRow),
}))

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
    const reveal = vi.mocked(revealInRow)
    try {
      await navAt('/rng')
      const entry = screen.getByTestId('nav-rng')
      // (Frames of the tests before may still come, for their own bars.)
      const revealed = () => reveal.mock.calls.some(([item]) => item === entry)
      expect(revealed()).toBe(false)
      expect(frames.length).toBeGreaterThan(0)
      for (const frame of frames.splice(0)) frame(0)
      expect(revealed()).toBe(true)
    } finally {
      raf.mockRestore()
    }
  })
})
