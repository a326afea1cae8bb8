import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { loadScreenMessages } from '@/i18n/i18n'
import { RouteError } from '@/features/system/route-error'
import { Dialog } from '@/ui/dialog'
import { lazyPart, LazyPartView } from '@/ui/lazy-part'
import type { CentreKind } from './centre-panel'

const centrePanel = lazyPart(() => import('./centre-panel'), 'CentrePanel', loadScreenMessages)

/**
 * The member or agent centre that the search parameters ask for, in its own chunk; a chunk that
 * fails to load shows a retry instead of nothing (spec §8).
 */
export function CentreSlot(props: { member?: string; agent?: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const kind: CentreKind | null =
    props.member !== undefined
      ? { param: 'member' }
      : props.agent !== undefined
        ? { param: 'agent' }
        : null
  if (!kind) return null
  const close = () =>
    navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, member: undefined, agent: undefined }),
    }).catch(() => undefined)
  return (
    <LazyPartView
      part={centrePanel}
      props={{ kind, page: (kind.param === 'member' ? props.member : props.agent) ?? '' }}
      renderError={(retry, error) => (
        <Dialog
          title={
            kind.param === 'member'
              ? t({ id: 'centre.member.title', message: 'Members centre' })
              : t({ id: 'centre.agent.title', message: 'Agent' })
          }
          closeLabel={t({ id: 'dialog.close', message: 'Close' })}
          onClose={() => void close()}
        >
          <RouteError error={error} reset={retry} />
        </Dialog>
      )}
    />
  )
}
