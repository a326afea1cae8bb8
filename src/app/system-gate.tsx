import { Activity, lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { permissionQueryOptions } from '@/api/system/get-permission'
import { statusQueryOptions, type SystemStatus } from '@/api/system/get-status'
import { systemKeys } from '@/api/system/keys'

const SystemStatusPage = lazy(() =>
  import('@/features/system/system-status-page').then((m) => ({ default: m.SystemStatusPage })),
)

/** While blocked, the status is checked again every minute so that the site returns by itself. */
const recheckMs = 60_000

/**
 * While open, now and then: a guest has no live stream to hear of a maintenance window planned
 * after the page loaded, and learns of it here (the answer then names the window's start).
 */
const openRecheckMs = 5 * 60_000

/** A moment past a planned change, so that the platform's clock has passed it too. */
const pastChangeMs = 250

/** The longest delay a browser timer keeps (about 24.8 days); a later change is read on the way. */
const longestTimerMs = 2 ** 31 - 1

/**
 * Asks again when a planned maintenance window starts or ends: the status answer names the time
 * left on the platform's clock (nextChangeMs), counted here from when the answer came, so that an
 * open page closes and opens by itself without a reload and whatever the device's clock says.
 */
function useNextChange() {
  const client = useQueryClient()
  const next = useQuery({ ...statusQueryOptions(), select: (answer) => answer.nextChangeMs })
  const left = next.data
  const answeredAt = next.dataUpdatedAt
  useEffect(() => {
    if (left === undefined) return
    const delay = Math.max(0, left - (Date.now() - answeredAt)) + pastChangeMs
    const recheck = () => {
      void client.refetchQueries({ queryKey: systemKeys.status() })
      void client.refetchQueries({ queryKey: systemKeys.permission() })
    }
    const timer = setTimeout(recheck, Math.min(delay, longestTimerMs))
    return () => clearTimeout(timer)
  }, [client, left, answeredAt])
}

/**
 * The platform's status decides whether the site shows (spec §4): 1 shows the maintenance page
 * (with the operator's message in the player's language, when there is one), 2 the region-blocked
 * page. The permission answer's maintenance and regionRestriction say the same. An unknown or
 * failed status lets the site through: its screens have error states of their own.
 *
 * Closed at the start, nothing else mounts. Closed later (a call refused as closed reads the status
 * again: closed-site.ts), the site is hidden but kept, with what the player typed, and shows again
 * as it was when the status opens.
 */
export function SystemGate(props: { children: ReactNode }) {
  const status = useQuery({
    ...statusQueryOptions(),
    refetchInterval: (query) => ((query.state.data?.status ?? 0) === 0 ? openRecheckMs : recheckMs),
  })
  const permission = useQuery({
    ...permissionQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.maintenance || query.state.data?.regionRestriction ? recheckMs : false,
  })
  const message = useQuery({ ...statusQueryOptions(), select: (answer) => answer.message })
  useNextChange()
  const effective: SystemStatus = permission.data?.maintenance
    ? 1
    : permission.data?.regionRestriction
      ? 2
      : (status.data ?? 0)
  const [hasOpened, setOpened] = useState(false)
  if (effective === 0 && !hasOpened) setOpened(true)
  const retry = () => {
    void status.refetch()
    void permission.refetch()
  }
  return (
    <>
      {hasOpened || effective === 0 ? (
        <Activity mode={effective === 0 ? 'visible' : 'hidden'}>{props.children}</Activity>
      ) : null}
      {effective === 0 ? null : (
        <Suspense fallback={null}>
          <SystemStatusPage
            status={effective}
            ip={permission.data?.location.ip ?? null}
            message={effective === 1 ? message.data : undefined}
            isChecking={status.isFetching || permission.isFetching}
            onRetry={retry}
          />
        </Suspense>
      )}
    </>
  )
}
