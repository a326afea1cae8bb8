import { useLingui } from '@lingui/react/macro'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'
import * as styles from './game-list.css'

/** What the list shows instead of its games: loading (skeleton), error (with retry) or empty. */
export type ListStatusKind = 'loading' | 'error' | 'empty'

/** The list's loading (skeleton), error (with retry) and empty states, in place of the games. */
export function ListStatus(props: { kind: ListStatusKind; onRetry?: () => void }) {
  const { t } = useLingui()
  if (props.kind === 'error')
    return (
      <StatusPanel
        tone="error"
        testId="game-list-error"
        title={t({ id: 'games.error.title', message: 'The games did not load' })}
        message={t({ id: 'games.error.text', message: 'Check your connection and try again.' })}
        action={
          <button
            type="button"
            className={ui.buttonPrimary}
            onClick={props.onRetry}
            data-testid="game-list-retry"
          >
            {t({ id: 'games.retry', message: 'Retry' })}
          </button>
        }
      />
    )
  if (props.kind === 'loading')
    return (
      <div
        className={styles.skeletonGrid}
        data-testid="game-list-loading"
        role="status"
        aria-label={t({ id: 'games.loading', message: 'Loading games' })}
      >
        {Array.from({ length: 14 }, (_, i) => (
          <div key={i} className={styles.skeleton} />
        ))}
      </div>
    )
  return (
    <StatusPanel
      testId="game-list-empty"
      title={t({ id: 'games.empty.title', message: 'No games' })}
      message={t({
        id: 'games.empty.text',
        message: 'No games match this list. Try another vendor or filter.',
      })}
    />
  )
}

/** Under a paged list: loading more, a retry when a page failed, or the end of the list. */
export function ListFooter(props: {
  isFetching: boolean
  isError: boolean
  hasMore: boolean
  onRetry: () => void
}) {
  const { t } = useLingui()
  if (props.isError)
    return (
      <div className={styles.more} role="alert" data-testid="game-list-more-error">
        {t({ id: 'games.more.error', message: 'More games did not load.' })}
        <button type="button" className={ui.button} onClick={props.onRetry}>
          {t({ id: 'games.retry', message: 'Retry' })}
        </button>
      </div>
    )
  if (props.isFetching)
    return (
      <div className={styles.more} role="status" data-testid="game-list-more">
        {t({ id: 'games.more.loading', message: 'Loading more games…' })}
      </div>
    )
  if (!props.hasMore)
    return (
      <div className={styles.more} data-testid="game-list-end">
        {t({ id: 'games.end', message: 'All games are shown.' })}
      </div>
    )
  return <div className={styles.more} />
}
