import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useNoticesQuery, type Notice } from '@/api/content/get-notices'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { formatNoticeTime } from './notice-time'
import { sanitizeOperatorHtml } from '@/config/operator-html'
import { QueryState } from '@/ui/query-state'
import * as styles from './notices.css'

function NoticeItem(props: {
  notice: Notice
  isOpen: boolean
  onToggle: () => void
  scrollIntoView: boolean
}) {
  const { notice, isOpen, onToggle, scrollIntoView } = props
  const id = useId()
  const ref = useRef<HTMLLIElement>(null)
  // Only an open item's HTML is sanitized and rendered.
  const html = useMemo(
    () => (isOpen ? sanitizeOperatorHtml(notice.content) : ''),
    [isOpen, notice.content],
  )
  useEffect(() => {
    if (scrollIntoView) ref.current?.scrollIntoView({ block: 'nearest' })
  }, [scrollIntoView])
  return (
    <li ref={ref} className={styles.item} data-testid="notice-item" data-open={isOpen}>
      <h3 className={styles.heading}>
        <button
          type="button"
          id={`${id}-button`}
          className={styles.toggle}
          aria-expanded={isOpen}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
        >
          <span className={styles.title} data-testid="notice-title">
            {notice.title}
          </span>
          <time className={styles.time} data-testid="notice-time">
            {formatNoticeTime(notice.startDateStr)}
          </time>
        </button>
      </h3>
      {isOpen ? (
        <div
          id={`${id}-panel`}
          role="region"
          aria-labelledby={`${id}-button`}
          className={styles.body}
          data-testid="notice-body"
          // Sanitized just above with DOMPurify's HTML profile and the link and image rules.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : null}
    </li>
  )
}

/**
 * The notices as an accordion (spec §2.3): one item open at a time, none unless an index is given;
 * loading, empty and error (with retry) states.
 */
export function NoticeList(props: { initialIndex?: number | null }) {
  const { t } = useLingui()
  const notices = useNoticesQuery()
  const [open, setOpen] = useState<number | null>(props.initialIndex ?? null)
  const labels = useQueryStateLabels(t({ id: 'notice.empty', message: 'No notices' }), {
    loading: t({ id: 'notice.loading', message: 'Loading notices…' }),
    error: t({ id: 'notice.error', message: 'The notices could not be loaded.' }),
  })
  return (
    <QueryState
      query={notices}
      labels={labels}
      isEmpty={(data) => data.length === 0}
      testId="notices"
    >
      {(list) => (
        <ol className={styles.list} data-testid="notice-list">
          {list.map((notice, index) => (
            <NoticeItem
              key={notice.id}
              notice={notice}
              isOpen={open === index}
              scrollIntoView={index === props.initialIndex}
              onToggle={() => setOpen(open === index ? null : index)}
            />
          ))}
        </ol>
      )}
    </QueryState>
  )
}
