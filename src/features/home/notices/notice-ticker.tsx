import { useLingui } from '@lingui/react/macro'
import { useNoticesQuery, type Notice } from '@/api/content/get-notices'
import { openModal } from '@/state/modals.store'
import * as styles from '../banners/banners.css'

/** The scroll speed: about 8 characters a second, never faster than a 15-second loop. */
const durationOf = (notices: Notice[]) =>
  `${Math.max(15, Math.round(notices.reduce((n, notice) => n + notice.title.length + 6, 0) / 8))}s`

function Titles(props: { notices: Notice[]; isCopy?: boolean }) {
  return (
    <ul className={styles.tickerList} aria-hidden={props.isCopy ? true : undefined}>
      {props.notices.map((notice, index) => (
        <li key={notice.id}>
          <button
            type="button"
            className={styles.tickerItem}
            tabIndex={props.isCopy ? -1 : undefined}
            data-testid={props.isCopy ? undefined : 'notice-ticker-item'}
            onClick={() => openModal('notice', { noticeIndex: index })}
          >
            {notice.title}
          </button>
        </li>
      ))}
    </ul>
  )
}

/**
 * The notice strip (spec §2.3): announcement titles scrolling without end (still with reduced
 * motion), paused while hovered or focused; a title opens the notice modal at that notice. Its
 * box is there from the first paint, so nothing below it moves when the titles arrive.
 */
export function NoticeTicker() {
  const { t } = useLingui()
  const notices = useNoticesQuery()
  const label = t({ id: 'notice.ticker', message: 'Notices' })
  return (
    <section className={styles.ticker} aria-label={label} data-testid="notice-ticker">
      <span className={styles.tickerLabel} aria-hidden="true">
        {label}
      </span>
      {notices.isError ? (
        <span role="alert">
          {t({ id: 'notice.tickerError', message: 'Notices could not be loaded.' })}{' '}
          <button
            type="button"
            className={styles.tickerItem}
            data-testid="notice-ticker-retry"
            onClick={() => void notices.refetch()}
          >
            {t({ id: 'system.retry', message: 'Try again' })}
          </button>
        </span>
      ) : notices.data && !notices.data.length ? (
        <span data-testid="notice-ticker-empty">
          {t({ id: 'notice.empty', message: 'No notices' })}
        </span>
      ) : notices.data ? (
        <div className={styles.tickerWindow}>
          <div
            className={styles.tickerTrack}
            data-testid="notice-ticker-track"
            style={{ animationDuration: durationOf(notices.data) }}
          >
            <Titles notices={notices.data} />
            <Titles notices={notices.data} isCopy />
          </div>
        </div>
      ) : null}
    </section>
  )
}
