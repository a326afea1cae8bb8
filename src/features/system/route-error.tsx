import { useLingui } from '@lingui/react/macro'
import { isChunkLoadError } from '@/lib/chunk'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'

/**
 * A screen that failed to load or render: the user can try again without losing the page. A chunk
 * that did not load (spec §8: missing, failed or timed out) says so, as a page-load failure.
 */
export function RouteError(props: { error?: unknown; reset: () => void }) {
  const { t } = useLingui()
  const isChunk = isChunkLoadError(props.error)
  return (
    <StatusPanel
      tone="error"
      testId={isChunk ? 'chunk-error' : 'route-error'}
      title={
        isChunk
          ? t({ id: 'system.chunk.title', message: 'The page did not load' })
          : t({ id: 'system.error.title', message: 'Something went wrong' })
      }
      message={
        isChunk
          ? t({
              id: 'system.chunk.message',
              message: 'Page load timed out or failed. Check your network and try again.',
            })
          : t({
              id: 'system.error.message',
              message:
                'This part of the page could not be loaded. Check your connection and try again.',
            })
      }
      action={
        <button
          type="button"
          className={ui.buttonPrimary}
          onClick={props.reset}
          data-testid="route-retry"
        >
          {t({ id: 'system.retry', message: 'Try again' })}
        </button>
      }
    />
  )
}
