import { useLingui } from '@lingui/react/macro'
import { ApiError } from '@/api/errors'
import type { QueryStateLabels } from '@/ui/query-state'

// A module of its own, outside the screen-only sources of scripts/gen-catalogs.ts: Home's winner
// board and notices and the header's vendor panel show these states before any screen's messages
// have loaded, so their texts belong in the core catalog, in the reader's language from the start.

/**
 * Loading, error, retry and empty texts of a query's states. A screen passes its own empty text
 * ("No bets in these dates") and may name what is loading or failed ("The mall could not be
 * loaded"); the retry says the same everywhere.
 */
export function useQueryStateLabels(
  empty = '',
  texts: { loading?: string; error?: string; emptyHint?: string } = {},
): QueryStateLabels {
  const { t } = useLingui()
  return {
    loading: texts.loading ?? t({ id: 'system.loading', message: 'Loading…' }),
    error: texts.error ?? t({ id: 'system.loadError', message: 'This could not be loaded' }),
    retry: t({ id: 'system.retry', message: 'Try again' }),
    empty,
    emptyHint: texts.emptyHint,
    reason: useErrorReason(),
  }
}

/**
 * Why a load failed, in the reader's language. A refusal of the platform keeps its own (localized)
 * message, and so does a 5xx that gave one (a game under maintenance); the transport's English
 * ("HTTP 500", "The answer is not JSON"...) never reaches the page.
 */
export function useErrorReason(): (error: unknown) => string {
  const { t } = useLingui()
  return (error) => {
    const kind = error instanceof ApiError ? error.kind : null
    if (
      error instanceof ApiError &&
      (kind === 'server' || (kind === 'http' && !/^HTTP \d+$/.test(error.message)))
    )
      return error.message
    switch (kind) {
      case 'timeout':
        return t({
          id: 'system.error.timeout',
          message: 'The platform took too long to answer. Check your network and try again.',
        })
      case 'network':
        return t({
          id: 'system.error.network',
          message: 'Network link abnormal. Check your connection and try again.',
        })
      case 'schema':
        return t({
          id: 'system.error.answer',
          message: 'The platform sent an answer this page cannot read. Please try again shortly.',
        })
      case 'unauthorized':
        return t({ id: 'system.error.signIn', message: 'Please sign in again.' })
      default:
        return t({
          id: 'system.error.platform',
          message: 'The platform could not answer just now. Please try again shortly.',
        })
    }
  }
}
