import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'

/**
 * A query's loading, error (with a retry), empty and loaded states, in one place for the lottery
 * and seamless screens. Test ids: `<testId>-loading`, `-error`, `-empty`.
 */
export function Loadable<T>(props: {
  query: UseQueryResult<T>
  isEmpty: (data: T) => boolean
  loading: string
  error: string
  empty: string
  emptyMessage?: string
  testId: string
  children: (data: T) => ReactNode
}) {
  const { t } = useLingui()
  const { query, testId } = props
  if (query.isPending) return <StatusPanel title={props.loading} testId={`${testId}-loading`} />
  if (query.isError)
    return (
      <StatusPanel
        tone="error"
        title={props.error}
        action={
          <button type="button" className={ui.buttonPrimary} onClick={() => void query.refetch()}>
            {t({ id: 'system.retry', message: 'Try again' })}
          </button>
        }
        testId={`${testId}-error`}
      />
    )
  if (props.isEmpty(query.data))
    return (
      <StatusPanel title={props.empty} message={props.emptyMessage} testId={`${testId}-empty`} />
    )
  return <>{props.children(query.data)}</>
}
