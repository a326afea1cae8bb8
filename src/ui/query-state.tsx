import type { ReactNode } from 'react'
import { StatusPanel } from './status-panel'
import * as ui from './ui.css'

/** The part of a TanStack query result a QueryState reads. */
export interface QueryLike<T> {
  isPending: boolean
  isError: boolean
  error: Error | null
  data: T | undefined
  refetch: () => unknown
}

/** The texts of the loading, error and empty states in the reader's language. */
export interface QueryStateLabels {
  loading: string
  error: string
  retry: string
  empty: string
  /** The reason of a failure as the reader should read it (never the transport's own text). */
  reason: (error: Error) => string | undefined
}

/**
 * Loading, error (with a retry) and empty states of a query, then its data. Every screen that reads
 * server data shows one of them, so none of them is ever a blank box.
 */
export function QueryState<T>(props: {
  query: QueryLike<T>
  labels: QueryStateLabels
  isEmpty?: (data: T) => boolean
  testId: string
  children: (data: T) => ReactNode
}) {
  const { query, labels, isEmpty, testId, children } = props
  if (query.isPending)
    return (
      <p className={ui.panelText} role="status" data-testid={`${testId}-loading`}>
        {labels.loading}
      </p>
    )
  if (query.isError || query.data === undefined)
    return (
      <StatusPanel
        tone="error"
        testId={`${testId}-error`}
        title={labels.error}
        message={query.error ? labels.reason(query.error) : undefined}
        action={
          <button
            type="button"
            className={ui.button}
            onClick={() => void query.refetch()}
            data-testid={`${testId}-retry`}
          >
            {labels.retry}
          </button>
        }
      />
    )
  if (isEmpty?.(query.data)) return <StatusPanel testId={`${testId}-empty`} title={labels.empty} />
  return <>{children(query.data)}</>
}
