import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { revealInRow } from './reveal-in-row'
import * as styles from './tabs.css'

/** One tab: the value it selects, what it says, and an optional test id. */
export interface TabItem<V extends string> {
  value: V
  label: ReactNode
  testId?: string
}

/** The index a key moves to from `index` among `count` tabs, or null for a key tabs ignore. */
export function nextTabIndex(
  key: string,
  index: number,
  count: number,
  orientation: 'horizontal' | 'vertical',
  isRtl = false,
): number | null {
  const forward = orientation === 'vertical' ? 'ArrowDown' : isRtl ? 'ArrowLeft' : 'ArrowRight'
  const back = orientation === 'vertical' ? 'ArrowUp' : isRtl ? 'ArrowRight' : 'ArrowLeft'
  if (key === forward) return (index + 1) % count
  if (key === back) return (index - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}

/**
 * WAI-ARIA tabs: a tablist whose one tab in the Tab order is the selected one (roving tabindex);
 * the arrow keys (Up/Down when vertical, mirrored right to left), Home and End move the focus and
 * select at once (automatic activation: every panel here is cheap to show). Each tab controls the
 * one panel, which is labelled by the selected tab. Controlled: the screen keeps the value (some
 * keep it in the URL). With fewer than two items there is nothing to choose, and only the panel's
 * content shows; its wrapper stays, so the content is not mounted again when the tabs appear.
 */
export function Tabs<V extends string>(props: {
  /** What the tablist is, for a screen reader ("Login type"). */
  label: string
  items: readonly TabItem<V>[]
  value: V
  onChange: (value: V) => void
  look?: 'pill' | 'underline'
  orientation?: 'horizontal' | 'vertical'
  listClassName?: string
  tabClassName?: string
  panelClassName?: string
  panelTestId?: string
  /** The selected tab's panel. */
  children: ReactNode
}) {
  const { label, items, value, onChange, look = 'pill', orientation = 'horizontal' } = props
  const id = useId()
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const hasTabs = items.length > 1
  const selected = Math.max(
    0,
    items.findIndex((item) => item.value === value),
  )
  // In a row that scrolls sideways (a phone), the selected tab is brought into view.
  useEffect(() => {
    const tab = tabRefs.current[selected]
    if (tab?.parentElement) revealInRow(tab, tab.parentElement)
  }, [selected, items.length])
  const tabId = (index: number) => `${id}-tab-${index}`
  const panelId = `${id}-panel`
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const next = nextTabIndex(event.key, index, items.length, orientation, isRtl)
    if (next === null) return
    event.preventDefault()
    tabRefs.current[next]?.focus()
    const item = items[next]
    if (item && item.value !== value) onChange(item.value)
  }
  return (
    <>
      {hasTabs ? (
        <div
          role="tablist"
          aria-label={label}
          aria-orientation={orientation}
          className={[
            props.listClassName ?? styles.lists[look],
            orientation === 'vertical' ? styles.vertical : '',
          ].join(' ')}
        >
          {items.map((item, index) => (
            <button
              key={item.value}
              ref={(node) => {
                tabRefs.current[index] = node
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={index === selected}
              aria-controls={panelId}
              tabIndex={index === selected ? 0 : -1}
              className={props.tabClassName ?? styles.tabs[look]}
              onClick={() => item.value !== value && onChange(item.value)}
              onKeyDown={(event) => handleKeyDown(event, index)}
              data-testid={item.testId}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
      <div
        role={hasTabs ? 'tabpanel' : undefined}
        id={hasTabs ? panelId : undefined}
        aria-labelledby={hasTabs ? tabId(selected) : undefined}
        className={props.panelClassName}
        data-testid={props.panelTestId}
      >
        {props.children}
      </div>
    </>
  )
}
