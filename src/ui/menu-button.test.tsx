// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MenuButton } from './menu-button'

function renderMenu(onSelect = vi.fn()) {
  render(
    <>
      <MenuButton
        label="Account"
        trigger="Jo"
        items={['Profile', 'Records', 'Sign out'].map((name) => ({
          id: name,
          label: name,
          onSelect: () => onSelect(name),
        }))}
      />
      <p>Outside</p>
    </>,
  )
  return onSelect
}

const button = () => screen.getByRole('button', { name: 'Jo' })
const entry = (name: string) => screen.getByRole('menuitem', { name })
const isFocused = (element: HTMLElement) => document.activeElement === element

describe('MenuButton', () => {
  it('says it has a closed menu, and opens on a click with the focus on the first entry', () => {
    renderMenu()
    expect(button().getAttribute('aria-haspopup')).toBe('menu')
    expect(button().getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('menu')).toBeNull()
    fireEvent.click(button())
    expect(button().getAttribute('aria-expanded')).toBe('true')
    const menu = screen.getByRole('menu', { name: 'Account' })
    expect(button().getAttribute('aria-controls')).toBe(menu.id)
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Records',
      'Sign out',
    ])
    expect(isFocused(entry('Profile'))).toBe(true)
  })

  it('opens with ArrowUp on the last entry, and moves with the arrows, Home and End', () => {
    renderMenu()
    fireEvent.keyDown(button(), { key: 'ArrowUp' })
    expect(isFocused(entry('Sign out'))).toBe(true)
    fireEvent.keyDown(entry('Sign out'), { key: 'ArrowDown' })
    expect(isFocused(entry('Profile'))).toBe(true)
    fireEvent.keyDown(entry('Profile'), { key: 'ArrowUp' })
    expect(isFocused(entry('Sign out'))).toBe(true)
    fireEvent.keyDown(entry('Sign out'), { key: 'Home' })
    expect(isFocused(entry('Profile'))).toBe(true)
    fireEvent.keyDown(entry('Profile'), { key: 'End' })
    expect(isFocused(entry('Sign out'))).toBe(true)
    // The entries are reached by the arrows only: Tab leaves the menu.
    expect(screen.getAllByRole('menuitem').map((item) => item.tabIndex)).toEqual([-1, -1, -1])
  })

  it('closes on Escape and gives the focus back to the button', () => {
    renderMenu()
    fireEvent.keyDown(button(), { key: 'ArrowDown' })
    expect(isFocused(entry('Profile'))).toBe(true)
    fireEvent.keyDown(entry('Profile'), { key: 'Escape' })
    expect(screen.queryByRole('menu')).toBeNull()
    expect(button().getAttribute('aria-expanded')).toBe('false')
    expect(isFocused(button())).toBe(true)
  })

  it('runs the chosen entry, closes and gives the focus back', () => {
    const onSelect = renderMenu()
    fireEvent.click(button())
    fireEvent.click(entry('Records'))
    expect(onSelect).toHaveBeenCalledWith('Records')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(isFocused(button())).toBe(true)
  })

  it('closes on a click outside and on Tab', () => {
    renderMenu()
    fireEvent.click(button())
    act(() => {
      screen.getByText('Outside').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    })
    expect(screen.queryByRole('menu')).toBeNull()
    fireEvent.click(button())
    fireEvent.keyDown(entry('Profile'), { key: 'Tab' })
    expect(screen.queryByRole('menu')).toBeNull()
  })
})
