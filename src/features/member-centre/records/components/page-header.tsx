import { useLingui } from '@lingui/react/macro'
import { tableMessages } from '@/i18n/table-messages'
import * as ui from '@/ui/ui.css'
import * as styles from '../records.css'

/** The related records page a header links to: its page key and its menu label's id. */
export interface RelatedPage {
  key: string
  labelId: string
}

/**
 * A records page's heading with a button to the related page (bets beside profit and loss, the
 * ledger beside the bonuses), so a member can follow a figure without the menu.
 */
export function PageHeader(props: {
  id: string
  title: string
  related: RelatedPage
  openPage: (key: string) => void
}) {
  const { i18n } = useLingui()
  const { related } = props
  return (
    <div className={styles.toolbar}>
      <h2 id={props.id} className={styles.title}>
        {props.title}
      </h2>
      <button
        type="button"
        className={ui.button}
        onClick={() => props.openPage(related.key)}
        data-testid="records-related"
      >
        {i18n._(tableMessages[related.labelId] ?? { id: related.labelId })}
      </button>
    </div>
  )
}
