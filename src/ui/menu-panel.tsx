import { useEffect, useRef, type ReactNode } from 'react'
import { Dialog } from './dialog'
import { revealInRow } from './reveal-in-row'
import * as styles from './ui.css'

/** One entry of a panel's left menu; a badge shows when its count is above 0. */
export interface MenuPanelItem {
  key: string
  label: string
  badge?: number
}

/** The badge text: the count up to 99, then 99+. */
export const menuBadgeText = (count: number) => (count > 99 ? '99+' : String(count))

/** A panel with a left menu, the active entry highlighted, and the content beside it. */
export function MenuPanel(props: {
  title: string
  closeLabel: string
  menuLabel: string
  items: MenuPanelItem[]
  active: string | undefined
  onSelect: (key: string) => void
  onClose: () => void
  /** What a screen reader hears for a badge ("3 new"); the number alone says little. */
  badgeLabel?: (count: number) => string
  /** Shown in the panel's header beside the title (the member's rank). */
  headerExtra?: ReactNode
  children: ReactNode
}) {
  const { title, closeLabel, menuLabel, items, active, onSelect, onClose, children } = props
  const { badgeLabel, headerExtra } = props
  const menuRef = useRef<HTMLUListElement>(null)
  // Where the menu scrolls sideways (a phone), the open entry is brought into view.
  useEffect(() => {
    const menu = menuRef.current
    const current = menu?.querySelector('[aria-current="page"]')
    if (menu && current) revealInRow(current, menu)
  }, [active, items.length])
  return (
    <Dialog
      title={title}
      closeLabel={closeLabel}
      onClose={onClose}
      testId="centre-panel"
      className={`${styles.dialog} ${styles.centre}`}
      headerExtra={headerExtra}
    >
      <div className={styles.centreBody}>
        {items.length ? (
          <nav aria-label={menuLabel}>
            <ul ref={menuRef} className={styles.centreMenu}>
              {items.map((item) => (
                <li key={item.key}>
                  <button
                    type="button"
                    className={styles.centreItem}
                    aria-current={item.key === active ? 'page' : undefined}
                    onClick={() => onSelect(item.key)}
                    data-testid={`centre-item-${item.key}`}
                  >
                    <span>{item.label}</span>
                    {item.badge && item.badge > 0 ? (
                      <span className={styles.badge} data-testid={`centre-badge-${item.key}`}>
                        <span aria-hidden={badgeLabel ? true : undefined}>
                          {menuBadgeText(item.badge)}
                        </span>
                        {badgeLabel ? (
                          <span className={styles.visuallyHidden}>{badgeLabel(item.badge)}</span>
                        ) : null}
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className={styles.centreContent}>{children}</div>
      </div>
    </Dialog>
  )
}
