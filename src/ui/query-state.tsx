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
  /** A line under the empty state's title ("The games you play show here"). */
  emptyHint?: string
  /** The reason of a failure as the reader should read it (never the transport's own text). */
  reason: (error: Error) => string | undefined
}

/**
 * Loading, error (with a retry) and empty states of a query, then its data. Every screen that reads
 * server data shows one of them, so none of them is ever a blank box. The inline look fits a state
 * into a line or a drop-down (no panel, no heading); its error is still an alert with its retry.
 */
export function QueryState<T>(props: {
  query: QueryLike<T>
  labels: QueryStateLabels
  isEmpty?: (data: T) => boolean
  look?: 'panel' | 'inline'
  testId: string
  children: (data: T) => ReactNode
}) {
  const { query, labels, isEmpty, look = 'panel', testId, children } = props
  if (query.isPending)
    return (
      <p className={ui.panelText} role="status" data-testid={`${testId}-loading`}>
        {labels.loading}
      </p>
    )
  if (query.isError || query.data === undefined)
    return (
      <LoadError
        look={look}
        title={labels.error}
        reason={query.error ? labels.reason(query.error) : undefined}
        retry={labels.retry}
        onRetry={() => void query.refetch()}
        testId={testId}
      />
    )
  if (isEmpty?.(query.data))
    return look === 'inline' ? (
      <p className={ui.panelText} role="status" data-testid={`${testId}-empty`}>
        {labels.emptyHint ? `${labels.empty} ${labels.emptyHint}` : labels.empty}
      </p>
    ) : (
      <StatusPanel testId={`${testId}-empty`} title={labels.empty} message={labels.emptyHint} />
    )
  return <>{children(query.data)}</>
}

/** A failed load: an alert with the reason and a retry, as a panel or in a line. */
function LoadError(props: {
  look: 'panel' | 'inline'
  title: string
  reason: string | undefined
  retry: string
  onRetry: () => void
  testId: string
}) {
  const { look, title, reason, testId } = props
  const retry = (
    <button
      type="button"
      className={ui.button}
      onClick={props.onRetry}
      data-testid={`${testId}-retry`}
    >
      {props.retry}
    </button>
  )
  if (look === 'panel')
    return (
      <StatusPanel
        tone="error"
        testId={`${testId}-error`}
        title={title}
        message={reason}
        action={retry}
      />
    )
  return (
    <div className={ui.inlineState} role="alert" data-testid={`${testId}-error`}>
      <p className={ui.errorText}>{reason ? `${title} ${reason}` : title}</p>
      {retry}
    </div>
  )
}

type Results<Q> = { [K in keyof Q]: Q[K] extends QueryLike<infer T> ? T : never }

/**
 * Several queries read as one for a QueryState: pending while any is, failed when any failed (the
 * first error), its data every query's data by name; the retry fetches the failed ones again.
 */
export function combineQueries<Q extends Record<string, QueryLike<unknown>>>(
  queries: Q,
): QueryLike<Results<Q>> {
  const all = Object.values(queries)
  const failed = all.filter((query) => query.isError)
  const isComplete = all.every((query) => query.data !== undefined)
  return {
    isPending: all.some((query) => query.isPending),
    isError: failed.length > 0,
    error: failed[0]?.error ?? null,
    data: isComplete
      ? (Object.fromEntries(
          Object.entries(queries).map(([name, query]) => [name, query.data]),
        ) as Results<Q>)
      : undefined,
    refetch: () => Promise.all((failed.length ? failed : all).map((query) => query.refetch())),
  }
}
