import type { ReactNode } from 'react'
import * as styles from './game-rows.css'

/**
 * A row's place before it mounts (Home mounts a row as it comes near): the row's own head line and
 * the boxes its cards take (`children`), so the row that replaces it has its height to the pixel,
 * on every brand's tile shape.
 */
export function RowPlaceholder(props: { children: ReactNode }) {
  return (
    <div className={styles.section} aria-hidden="true" data-testid="home-row-placeholder">
      <div className={styles.head}>
        <span className={styles.title}>{'\u00a0'}</span>
      </div>
      <div className={styles.body}>{props.children}</div>
    </div>
  )
}
