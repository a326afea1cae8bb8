import { pagerItems } from './pager-items'
import * as styles from './pager.css'

/** The texts of a pager in the reader's language. */
export interface PagerLabels {
  nav: string
  first: string
  prev: string
  next: string
  last: string
  page: (page: number) => string
}

/** Page buttons: First, Prev, the page numbers of pagerItems with gaps, Next, Last. */
export function Pager(props: {
  current: number
  totalPages: number
  onChange: (page: number) => void
  labels: PagerLabels
  pageRange?: number
  marginPages?: number
  testId?: string
}) {
  const { current, totalPages, onChange, labels, pageRange = 3, marginPages = 1, testId } = props
  if (totalPages < 2) return null
  const isFirst = current <= 1
  const isLast = current >= totalPages
  const step = (label: string, page: number, isDisabled: boolean, id: string) => (
    <li className={id === 'first' || id === 'last' ? styles.edge : undefined}>
      <button
        type="button"
        className={styles.button}
        disabled={isDisabled}
        onClick={() => onChange(page)}
        data-testid={testId ? `${testId}-${id}` : undefined}
      >
        {id === 'prev' || id === 'next' ? (
          <>
            <span className={styles.arrow} aria-hidden="true">
              {id === 'prev' ? '‹' : '›'}
            </span>
            <span className={styles.stepWords}>{label}</span>
          </>
        ) : (
          label
        )}
      </button>
    </li>
  )
  return (
    <nav className={styles.pager} aria-label={labels.nav} data-testid={testId}>
      <ul className={styles.list}>
        {step(labels.first, 1, isFirst, 'first')}
        {step(labels.prev, current - 1, isFirst, 'prev')}
        {pagerItems(current, totalPages, pageRange, marginPages).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={styles.button}
                aria-current={item.page === current ? 'page' : undefined}
                aria-label={labels.page(item.page)}
                onClick={() => onChange(item.page)}
                data-testid={testId ? `${testId}-page-${item.page}` : undefined}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        {step(labels.next, current + 1, isLast, 'next')}
        {step(labels.last, totalPages, isLast, 'last')}
      </ul>
    </nav>
  )
}
