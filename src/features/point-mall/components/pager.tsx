import { useLingui } from '@lingui/react/macro'
import * as ui from '@/ui/ui.css'
import * as styles from '../point-mall.css'

/** Previous and next page with where the reader is. */
export function Pager(props: {
  pageNo: number
  totalPages: number
  onPage: (pageNo: number) => void
  testId: string
}) {
  const { pageNo, totalPages, onPage, testId } = props
  const { t } = useLingui()
  if (totalPages <= 1) return null
  return (
    <nav
      className={styles.pager}
      aria-label={t({ id: 'pointMall.pages', message: 'Pages' })}
      data-testid={testId}
    >
      <button
        type="button"
        className={ui.button}
        disabled={pageNo <= 1}
        onClick={() => onPage(pageNo - 1)}
      >
        {t({ id: 'pointMall.prev', message: 'Prev' })}
      </button>
      <span>{t({ id: 'pointMall.pageOf', message: `Page ${pageNo} of ${totalPages}` })}</span>
      <button
        type="button"
        className={ui.button}
        disabled={pageNo >= totalPages}
        onClick={() => onPage(pageNo + 1)}
      >
        {t({ id: 'pointMall.next', message: 'Next' })}
      </button>
    </nav>
  )
}
