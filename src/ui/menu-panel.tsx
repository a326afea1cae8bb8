import type { ReactNode } from 'react'
import { Dialog } from './dialog'
import * as styles from './ui.css'

/** One entry of a panel's left menu. */
export interface MenuPanelItem {
  key: string
  label: string
  badge?: number
}

/** A panel with a left menu, the active entry highlighted, and the content beside it. */
export function MenuPanel(props: {
  title: string
  closeLabel: string
  menuLabel: string
  items: MenuPanelItem[]
  active: string | undefined
  onSelect: (key: string) => void
  onClose: () => void
  children: ReactNode
}) {
  const { title, closeLabel, menuLabel, items, active, onSelect, onClose, children } = props
  return (
    <Dialog
      title={title}
      closeLabel={closeLabel}
      onClose={onClose}
      testId="centre-panel"
      className={`${styles.dialog} ${styles.centre}`}
    >
      <div className={styles.centreBody}>
        {items.length ? (
          <nav aria-label={menuLabel}>
            <ul className={styles.centreMenu}>
              {items.map((item) => (
                <li key={item.key}>
                  <button
                    type="button"
                    className={styles.centreItem}
                    aria-current={item.key === active ? 'page' : undefined}
                    onClick={() => onSelect(item.key)}
                  >
                    <span>{item.label}</span>
                    {item.badge ? <span className={styles.badge}>{item.badge}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div>{children}</div>
      </div>
    </Dialog>
  )
}
