import { lazy, Suspense, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { permissionQueryOptions } from '@/api/system/get-permission'
import { statusQueryOptions, type SystemStatus } from '@/api/system/get-status'

const SystemStatusPage = lazy(() =>
  import('@/features/system/system-status-page').then((m) => ({ default: m.SystemStatusPage })),
)

/** While blocked, the status is checked again every minute so that the site returns by itself. */
const recheckMs = 60_000

/**
 * The platform's status decides whether the site mounts at all (spec §4): 1 shows the maintenance
 * page, 2 the region-blocked page, and nothing else mounts. The permission answer's maintenance and
 * regionRestriction say the same. An unknown or failed status lets the site through: its screens
 * have error states of their own.
 */
export function SystemGate(props: { children: ReactNode }) {
  const status = useQuery({
    ...statusQueryOptions(),
    refetchInterval: (query) => ((query.state.data?.status ?? 0) === 0 ? false : recheckMs),
  })
  const permission = useQuery({
    ...permissionQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.maintenance || query.state.data?.regionRestriction ? recheckMs : false,
  })
  const effective: SystemStatus = permission.data?.maintenance
    ? 1
    : permission.data?.regionRestriction
      ? 2
      : (status.data ?? 0)
  if (effective === 0) return props.children
  const retry = () => {
    void status.refetch()
    void permission.refetch()
  }
  return (
    <Suspense fallback={null}>
      <SystemStatusPage
        status={effective}
        ip={permission.data?.location.ip ?? null}
        isChecking={status.isFetching || permission.isFetching}
        onRetry={retry}
      />
    </Suspense>
  )
}
