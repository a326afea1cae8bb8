import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

/** One entry of a menu: what it says and what choosing it does. */
export interface MenuItem {
  id: string
  label: ReactNode
  onSelect: () => void
  /** A class for the entry's row (a separator above Sign out). */
  rowClassName?: string
  testId?: string
}

/** Focuses the entry at `index` of the menu (from the end when negative, wrapping), keeping it. */
function focusMenuEntry(menu: HTMLElement | null, at: { current: number }, index: number) {
  const all = Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])
  if (!all.length) return
  at.current = ((index % all.length) + all.length) % all.length
  all[at.current]?.focus()
}

/**
 * A WAI-ARIA menu button: the button says it has a menu (aria-haspopup) and whether it is open
 * (aria-expanded). Enter, Space or ArrowDown open the menu on its first entry, ArrowUp on its last;
 * in the menu the arrows move (wrapping), Home and End jump, Escape closes it and gives the focus
 * back to the button; Tab or a click outside closes it. Choosing an entry closes the menu, returns
 * the focus to the button, then runs the entry (which may open a dialog that takes the focus).
 */
export function MenuButton(props: {
  /** What the menu is, for a screen reader ("Account"). */
  label: string
  /** The button's content; it needs a text a screen reader can read. */
  trigger: ReactNode
  items: readonly MenuItem[]
  className?: string
  triggerClassName?: string
  listClassName?: string
  itemClassName?: string
  triggerTestId?: string
  menuTestId?: string
}) {
  const { label, trigger, items } = props
  const [isOpen, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const focusIndex = useRef(0)
  const listId = useId()
  const focusEntry = (index: number) => focusMenuEntry(listRef.current, focusIndex, index)
  const open = (index: number) => {
    focusIndex.current = index
    setOpen(true)
  }
  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) triggerRef.current?.focus()
  }
  useEffect(() => {
    if (!isOpen) return undefined
    focusMenuEntry(listRef.current, focusIndex, focusIndex.current)
    const outside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [isOpen])
  const handleTriggerKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    open(event.key === 'ArrowDown' ? 0 : -1)
  }
  const handleMenuKey = (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusEntry(focusIndex.current + 1),
      ArrowUp: () => focusEntry(focusIndex.current - 1),
      Home: () => focusEntry(0),
      End: () => focusEntry(-1),
      Escape: () => close(true),
    }
    const move = moves[event.key]
    if (move) {
      event.preventDefault()
      move()
    } else if (event.key === 'Tab') setOpen(false)
  }
  const choose = (item: MenuItem) => {
    close(true)
    item.onSelect()
  }
  return (
    <div className={props.className} ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className={props.triggerClassName}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        onClick={() => (isOpen ? close(false) : open(0))}
        onKeyDown={handleTriggerKey}
        data-testid={props.triggerTestId}
      >
        {trigger}
      </button>
      {isOpen ? (
        <ul
          id={listId}
          ref={listRef}
          role="menu"
          className={props.listClassName}
          aria-label={label}
          onKeyDown={handleMenuKey}
          data-testid={props.menuTestId}
        >
          {items.map((item) => (
            <li key={item.id} role="none" className={item.rowClassName}>
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={props.itemClassName}
                onClick={() => choose(item)}
                data-testid={item.testId}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
