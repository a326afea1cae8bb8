// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ToastRegion, toastHideMs } from './toast'
import { clearToasts, showToast } from './toast.store'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  act(() => clearToasts())
  vi.useRealTimers()
})

const renderRegion = () =>
  render(<ToastRegion label="Notifications" dismissLabel="Dismiss" itemTestId="toast" />)
const texts = () => screen.queryAllByTestId('toast').map((toast) => toast.textContent)

describe('ToastRegion', () => {
  it('announces toasts politely in a named region', () => {
    renderRegion()
    const region = screen.getByRole('status', { name: 'Notifications' })
    expect(region.getAttribute('aria-live')).toBe('polite')
    act(() => void showToast('Deposit credited', 'success'))
    expect(region.textContent).toContain('Deposit credited')
  })

  it('keeps the newest three', () => {
    renderRegion()
    act(() => {
      for (const text of ['one', 'two', 'three', 'four']) showToast(text)
    })
    expect(texts()).toEqual(['two×', 'three×', 'four×'])
  })

  it('hides a toast after six seconds, or at once with its button', () => {
    renderRegion()
    act(() => {
      showToast('first')
      showToast('second')
    })
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[1]!)
    expect(texts()).toEqual(['first×'])
    act(() => vi.advanceTimersByTime(toastHideMs - 1))
    expect(texts()).toEqual(['first×'])
    act(() => vi.advanceTimersByTime(1))
    expect(texts()).toEqual([])
  })

  it('stays while the pointer or the focus is on it', () => {
    renderRegion()
    act(() => void showToast('read me'))
    const toast = screen.getByTestId('toast')
    fireEvent.mouseEnter(toast)
    act(() => vi.advanceTimersByTime(toastHideMs * 3))
    expect(texts()).toEqual(['read me×'])
    fireEvent.mouseLeave(toast)
    fireEvent.focus(screen.getByRole('button', { name: 'Dismiss' }))
    act(() => vi.advanceTimersByTime(toastHideMs * 3))
    expect(texts()).toEqual(['read me×'])
    fireEvent.blur(screen.getByRole('button', { name: 'Dismiss' }))
    act(() => vi.advanceTimersByTime(toastHideMs))
    expect(texts()).toEqual([])
  })
})
