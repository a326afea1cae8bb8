// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { store, subscribe, useSnapshot } from './store'

describe('store', () => {
  it('tells its subscribers once after several assignments, and not for an equal value', async () => {
    const state = store({ token: null as string | null, name: 'a' })
    const listener = vi.fn()
    const stop = subscribe(state, listener)
    state.token = 't-1'
    state.name = 'b'
    expect(listener).not.toHaveBeenCalled()
    await Promise.resolve()
    expect(listener).toHaveBeenCalledTimes(1)
    state.name = 'b'
    await Promise.resolve()
    expect(listener).toHaveBeenCalledTimes(1)
    stop()
    state.name = 'c'
    await Promise.resolve()
    expect(listener).toHaveBeenCalledTimes(1)
    expect(state).toEqual({ token: 't-1', name: 'c' })
  })

  it('keeps its fields', () => {
    const state = store({ open: 'login' as string | null })
    expect(() => delete (state as { open?: string | null }).open).toThrow()
  })

  it('renders a component again with the new fields, and hands it a read-only snapshot', async () => {
    const state = store({ open: null as string | null })
    let seen: Readonly<{ open: string | null }> | undefined
    function Shows() {
      seen = useSnapshot(state)
      return <p>{seen.open ?? 'none'}</p>
    }
    render(<Shows />)
    expect(screen.getByText('none')).toBeTruthy()
    await act(async () => {
      state.open = 'register'
      await Promise.resolve()
    })
    expect(screen.getByText('register')).toBeTruthy()
    expect(Object.isFrozen(seen)).toBe(true)
  })
})
