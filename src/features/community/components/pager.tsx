import { useLingui } from '@lingui/react/macro'
import * as ui from '@/ui/ui.css'
import * as styles from '../community.css'

/** Previous / next paging with the page number; nothing when there is one page. */
export function Pager(props: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useLingui()
  const { page, totalPages, onPage } = props
  if (totalPages <= 1) return null
  return (
    <nav className={styles.pager} aria-label={t({ id: 'pager.label', message: 'Pages' })}>
      <button
        type="button"
        className={ui.button}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        data-testid="pager-prev"
      >
        {t({ id: 'pager.prev', message: 'Prev' })}
      </button>
      <span data-testid="pager-page">
        {t({ id: 'pager.position', message: `Page ${page} of ${totalPages}` })}
      </span>
      <button
        type="button"
        className={ui.button}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
        data-testid="pager-next"
      >
        {t({ id: 'pager.next', message: 'Next' })}
      </button>
    </nav>
  )
}
