import { useLingui } from '@lingui/react/macro'
import { Pager } from '@/ui/pager'
import * as styles from './game-list.css'

/** The pager under a paged list of more than one page: its page follows the rows in view. */
export function ListPager(props: {
  current: number
  totalPages: number
  onChange: (pageNo: number) => void
}) {
  const { t } = useLingui()
  return (
    <div className={styles.pagerBar}>
      <Pager
        current={props.current}
        totalPages={props.totalPages}
        onChange={props.onChange}
        testId="pager"
        // Spelled here, not usePagerLabels(): ui-labels' messages load with the screens that need
        // them, and a game list is a first screen whose words must be in the core catalog.
        labels={{
          nav: t({ id: 'pager.nav', message: 'Pages' }),
          first: t({ id: 'pager.first', message: 'First' }),
          prev: t({ id: 'pager.prev', message: 'Prev' }),
          next: t({ id: 'pager.next', message: 'Next' }),
          last: t({ id: 'pager.last', message: 'Last' }),
          page: (page) => t({ id: 'pager.page', message: `Page ${page}` }),
        }}
      />
    </div>
  )
}
