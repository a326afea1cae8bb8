import { useLingui } from '@lingui/react/macro'
import * as styles from '../inbox.css'

/** Where claimed money shows afterwards: the account record, one click away. */
export function RecordHint(props: { onOpen: () => void }) {
  const { t } = useLingui()
  return (
    <p className={styles.muted}>
      {t({
        id: 'inbox.recordHint',
        message: 'Claimed rewards are paid into your main wallet.',
      })}{' '}
      <button
        type="button"
        className={styles.linkButton}
        onClick={props.onOpen}
        data-testid="inbox-record-link"
      >
        {t({ id: 'inbox.recordHint.link', message: 'See them in the account record' })}
      </button>
    </p>
  )
}
