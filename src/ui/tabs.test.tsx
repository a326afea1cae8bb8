// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { nextTabIndex, Tabs } from './tabs'

const fruits = [
  { value: 'apple', label: 'Apple', testId: 'tab-apple' },
  { value: 'pear', label: 'Pear' },
  { value: 'plum', label: 'Plum' },
] as const
type Fruit = (typeof fruits)[number]['value']

function Fruits(props: { initial?: Fruit; orientation?: 'horizontal' | 'vertical' }) {
  const [value, setValue] = useState<Fruit>(props.initial ?? 'apple')
  return (
    <Tabs label="Fruit" items={fruits} value={value} onChange={setValue} {...props}>
      <p>About {value}</p>
    </Tabs>
  )
}

const tab = (name: string) => screen.getByRole('tab', { name })
const selectedNames = () =>
  screen
    .getAllByRole('tab')
    .filter((t) => t.getAttribute('aria-selected') === 'true')
    .map((t) => t.textContent)

describe('Tabs', () => {
  it('names the tablist and wires each tab to the panel the selected tab labels', () => {
    render(<Fruits initial="pear" />)
    expect(screen.getByRole('tablist', { name: 'Fruit' })).toBeTruthy()
    const panel = screen.getByRole('tabpanel', { name: 'Pear' })
    expect(panel.textContent).toBe('About pear')
    for (const t of screen.getAllByRole('tab'))
      expect(t.getAttribute('aria-controls')).toBe(panel.id)
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Pear').id)
    expect(tab('Apple').dataset.testid).toBe('tab-apple')
  })

  it('keeps only the selected tab in the Tab order', () => {
    render(<Fruits initial="pear" />)
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1])
  })

  it('selects on click', () => {
    render(<Fruits />)
    fireEvent.click(tab('Plum'))
    expect(selectedNames()).toEqual(['Plum'])
    expect(screen.getByRole('tabpanel').textContent).toBe('About plum')
  })

  it('moves focus and selection with the arrows, wrapping, and Home and End', () => {
    render(<Fruits />)
    tab('Apple').focus()
    fireEvent.keyDown(tab('Apple'), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(tab('Pear'))
    expect(selectedNames()).toEqual(['Pear'])
    fireEvent.keyDown(tab('Pear'), { key: 'End' })
    expect(document.activeElement).toBe(tab('Plum'))
    fireEvent.keyDown(tab('Plum'), { key: 'ArrowRight' })
    expect(selectedNames()).toEqual(['Apple'])
    fireEvent.keyDown(tab('Apple'), { key: 'ArrowLeft' })
    expect(selectedNames()).toEqual(['Plum'])
    fireEvent.keyDown(tab('Plum'), { key: 'Home' })
    expect(document.activeElement).toBe(tab('Apple'))
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1])
  })

  it('uses Up and Down when vertical, and ignores the other arrows', () => {
    render(<Fruits orientation="vertical" />)
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('vertical')
    fireEvent.keyDown(tab('Apple'), { key: 'ArrowRight' })
    expect(selectedNames()).toEqual(['Apple'])
    fireEvent.keyDown(tab('Apple'), { key: 'ArrowDown' })
    expect(selectedNames()).toEqual(['Pear'])
    fireEvent.keyDown(tab('Pear'), { key: 'ArrowUp' })
    expect(selectedNames()).toEqual(['Apple'])
  })

  it('shows only the content, without a tablist, when there is one item', () => {
    render(
      <Tabs label="Fruit" items={fruits.slice(0, 1)} value="apple" onChange={() => undefined}>
        <p>Only apple</p>
      </Tabs>,
    )
    expect(screen.queryByRole('tablist')).toBeNull()
    expect(screen.queryByRole('tabpanel')).toBeNull()
    expect(screen.getByText('Only apple')).toBeTruthy()
  })
})

describe('nextTabIndex', () => {
  it('mirrors the arrows right to left', () => {
    expect(nextTabIndex('ArrowLeft', 0, 3, 'horizontal', true)).toBe(1)
    expect(nextTabIndex('ArrowRight', 0, 3, 'horizontal', true)).toBe(2)
    expect(nextTabIndex('Enter', 0, 3, 'horizontal')).toBeNull()
  })
})
