import { useLingui } from '@lingui/react/macro'
import { useRouteEntry } from '../../config/use-route-entry'
import { tableMessages } from '../../i18n/table-messages'
import { StatusPanel } from '../../ui/status-panel'

/** A route whose screen this version does not offer yet says so plainly, under its own title. */
export function UnavailableScreen() {
  const { t, i18n } = useLingui()
  const entry = useRouteEntry()
  const title = entry ? i18n._(tableMessages[entry.title] ?? { id: entry.title }) : ''
  return (
    <StatusPanel
      headingLevel={1}
      testId="unavailable"
      title={title}
      message={t({
        id: 'system.unavailable',
        message: 'This section is not available yet. Please check back soon.',
      })}
    />
  )
}
