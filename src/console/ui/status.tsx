import { useLingui } from '@lingui/react/macro'
import { ConsoleApiError } from '../api/client'
import { refusalMessages } from '../i18n/refusals'
import * as styles from './console.css'

/** What the operator reads for a failed call: the refusal's own message in the language. */
export function ErrorNote({ error }: { error: unknown }) {
  const { i18n } = useLingui()
  const code = error instanceof ConsoleApiError ? error.code : 'internal'
  const message = refusalMessages[code] ?? refusalMessages.internal!
  return (
    <p role="alert" className={styles.error}>
      {i18n._(message)}
    </p>
  )
}

/** A region that is loading. */
export function Loading() {
  const { t } = useLingui()
  return (
    <p role="status" className={styles.muted}>
      {t({ id: 'console.loading', message: 'Loading…' })}
    </p>
  )
}
