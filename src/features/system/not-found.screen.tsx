import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'

/** Shown for a path no route matches, including areas the brand left out. */
export function NotFoundScreen() {
  const { t } = useLingui()
  return (
    <StatusPanel
      headingLevel={1}
      testId="not-found"
      title={t({ id: 'system.notFound.title', message: 'Page not found' })}
      message={t({
        id: 'system.notFound.message',
        message: 'The page you asked for does not exist or is not offered here.',
      })}
      action={
        <Link to="/" className={ui.buttonPrimary}>
          {t({ id: 'system.backHome', message: 'Back to home' })}
        </Link>
      }
    />
  )
}
