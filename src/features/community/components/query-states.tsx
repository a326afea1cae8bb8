import { useLingui } from '@lingui/react/macro'
import { ApiError } from '@/api/errors'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'

/** A list or page that is still loading. */
export function Loading(props: { testId?: string }) {
  const { t } = useLingui()
  return (
    <p role="status" data-testid={props.testId ?? 'loading'}>
      {t({ id: 'community.loading', message: 'Loading…' })}
    </p>
  )
}

/** A failed load with the reason when the platform gave one, and a retry button. */
export function LoadError(props: { error: unknown; onRetry: () => void; testId?: string }) {
  const { t } = useLingui()
  const reason =
    props.error instanceof ApiError && props.error.kind === 'server' ? props.error.message : ''
  return (
    <StatusPanel
      tone="error"
      testId={props.testId ?? 'load-error'}
      title={t({ id: 'community.loadError', message: 'This could not be loaded.' })}
      message={
        reason ||
        t({ id: 'community.loadErrorHint', message: 'Check your connection and try again.' })
      }
      action={
        <button type="button" className={ui.button} onClick={props.onRetry}>
          {t({ id: 'community.retry', message: 'Retry' })}
        </button>
      }
    />
  )
}

/** Nothing to show yet. */
export function Empty(props: { title: string; message?: string; testId?: string }) {
  return (
    <StatusPanel title={props.title} message={props.message} testId={props.testId ?? 'empty'} />
  )
}

/** The reason of a failed action for a form error line. */
export function actionError(error: unknown, fallback: string) {
  return error instanceof ApiError && error.kind === 'server' ? error.message : fallback
}
