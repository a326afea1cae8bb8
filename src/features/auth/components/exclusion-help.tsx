import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { exclusionRefusal } from '@/api/responsible/exclusion-refusal'
import { closeModal } from '@/state/modals.store'

/**
 * Under a sign-in refused for the member's own break (time-out, self-exclusion, closure): the
 * platform's message says until when; this leads to the Responsible Gaming page and its help.
 */
export function ExclusionHelp(props: { failure: unknown }) {
  const { t } = useLingui()
  if (!exclusionRefusal(props.failure)) return null
  return (
    <p>
      <Link to="/responsible-gaming" onClick={closeModal} data-testid="login-exclusion-help">
        {t({
          id: 'auth.exclusion.help',
          message: 'Responsible gaming and where to find help',
        })}
      </Link>
    </p>
  )
}
