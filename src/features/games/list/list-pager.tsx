import { usePagerLabels } from '@/i18n/pager-labels'
import { Pager } from '@/ui/pager'
import * as styles from './game-list.css'

/** The pager under a paged list of more than one page: its page follows the rows in view. */
export function ListPager(props: {
  current: number
  totalPages: number
  onChange: (pageNo: number) => void
}) {
  const labels = usePagerLabels()
  return (
    <div className={styles.pagerBar}>
      <Pager
        current={props.current}
        totalPages={props.totalPages}
        onChange={props.onChange}
        testId="pager"
        labels={labels}
      />
    </div>
  )
}
