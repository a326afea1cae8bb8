import { Link, useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { agentCentre, memberCentre } from '@/config/centre-tables'
import { RouteError } from '@/features/system/route-error'
import { agentCentrePages } from '@/features/agent-centre/pages'
import { memberCentrePages } from '@/features/member-centre/pages'
import { tableMessages } from '@/i18n/table-messages'
import {
  responsibleReasons,
  sessionEndedTitle,
  sessionEndMessages,
} from '@/live/session-end-messages'
import { useSessionEnd } from '@/live/session-end.store'
import { openModal } from '@/state/modals.store'
import { LazyPartView } from '@/ui/lazy-part'
import { MenuPanel } from '@/ui/menu-panel'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'
import { useCentreData } from './use-centre-data'

/** Which centre: the search parameter that holds its open page. */
export interface CentreKind {
  param: 'member' | 'agent'
}

/**
 * The member centre or the agent centre, opened by its search parameter so that a page can be
 * linked to, reloaded and left with the back button. The menu shows count badges and the header
 * the member's rank (spec §2.8).
 */
export function CentrePanel({ kind, page }: { kind: CentreKind; page: string }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const isMember = kind.param === 'member'
  const { caps, isAllowed, pages, active, isLoading, badgeOf, rank } = useCentreData(
    isMember ? memberCentre : agentCentre,
    isMember,
    page,
  )
  const label = (id: string) => i18n._(tableMessages[id] ?? { id })
  const setPage = (value: string | undefined) =>
    navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, [kind.param]: value }),
    }).catch(() => undefined)
  // The session ended while the centre was open (the centre, a modal dialog, covers the live
  // layer's notice): it says why in place of the page.
  const ended = useSessionEnd().reason
  const title = isMember
    ? t({ id: 'centre.member.title', message: 'Members centre' })
    : t({ id: 'centre.agent.title', message: 'Agent' })
  const activePage = pages.find((p) => p.key === active)
  const part = (isMember ? memberCentrePages : agentCentrePages)[active]
  const loading = (
    <p className={ui.panelText} role="status" data-testid="centre-page-loading">
      {t({ id: 'system.loading', message: 'Loading…' })}
    </p>
  )
  return (
    <MenuPanel
      title={title}
      closeLabel={t({ id: 'dialog.close', message: 'Close' })}
      menuLabel={title}
      items={
        isAllowed && !isLoading
          ? pages.map((p) => ({ key: p.key, label: label(p.label), badge: badgeOf(p.badge) }))
          : []
      }
      active={active}
      onSelect={setPage}
      onClose={() => void setPage(undefined)}
      badgeLabel={(count) => t({ id: 'centre.badge', message: `${count} new` })}
      headerExtra={
        isMember && isAllowed && rank ? (
          <span className={ui.centreRank} data-testid="centre-rank" title={rank}>
            {t({ id: 'centre.member.rank', message: `Rank: ${rank}` })}
          </span>
        ) : null
      }
    >
      {!caps.loggedIn ? (
        <StatusPanel
          title={
            ended
              ? i18n._(sessionEndedTitle)
              : t({ id: 'centre.signIn.title', message: 'Please sign in' })
          }
          message={
            ended
              ? i18n._(sessionEndMessages[ended])
              : t({ id: 'centre.signIn.message', message: 'Sign in to open this page.' })
          }
          action={
            <>
              <button
                type="button"
                className={ui.buttonPrimary}
                data-testid="centre-sign-in"
                onClick={() => openModal('login', { side: kind.param })}
              >
                {t({ id: 'header.signIn', message: 'Sign in' })}
              </button>
              {ended && responsibleReasons.has(ended) ? (
                <Link to="/responsible-gaming" className={ui.button} data-testid="centre-help">
                  {t({ id: 'nav.responsibleGaming', message: 'Responsible gaming' })}
                </Link>
              ) : null}
            </>
          }
        />
      ) : !isAllowed ? (
        <StatusPanel
          tone="error"
          title={
            isMember
              ? t({ id: 'in_need_true_account', message: 'A real account is needed for this.' })
              : t({
                  id: 'centre.agent.denied',
                  message: 'Only agent accounts can open the agent centre.',
                })
          }
        />
      ) : isLoading ? (
        loading
      ) : part ? (
        <LazyPartView
          key={active}
          part={part}
          props={{ openPage: setPage }}
          fallback={loading}
          renderError={(retry, error) => <RouteError error={error} reset={retry} />}
        />
      ) : (
        <StatusPanel
          title={activePage ? label(activePage.label) : ''}
          message={t({
            id: 'system.unavailable',
            message: 'This section is not available yet. Please check back soon.',
          })}
        />
      )}
    </MenuPanel>
  )
}
