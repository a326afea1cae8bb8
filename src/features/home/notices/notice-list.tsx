import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { contentQueries, type Notice } from '@/api/content-queries'
import { knownRoutes } from '@/config/known-routes'
import { formatNoticeTime } from '@/lib/notice-time'
import { sanitizeHtml } from '@/lib/safe-html'
import { usePreferences } from '@/state/preferences.store'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'
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
    () =>
      isOpen ? sanitizeHtml(notice.content, { knownRoutes, pageOrigin: location.origin }) : '',
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
  const { language } = usePreferences()
  const notices = useQuery(contentQueries.notices(language))
  const [open, setOpen] = useState<number | null>(props.initialIndex ?? null)
  if (notices.isPending)
    return (
      <StatusPanel
        testId="notices-loading"
        title={t({ id: 'notice.loading', message: 'Loading notices…' })}
      />
    )
  if (notices.isError)
    return (
      <StatusPanel
        tone="error"
        testId="notices-error"
        title={t({ id: 'notice.error', message: 'The notices could not be loaded.' })}
        action={
          <button type="button" className={ui.button} onClick={() => void notices.refetch()}>
            {t({ id: 'system.retry', message: 'Try again' })}
          </button>
        }
      />
    )
  if (!notices.data.length)
    return (
      <StatusPanel
        testId="notices-empty"
        title={t({ id: 'notice.empty', message: 'No notices' })}
      />
    )
  return (
    <ol className={styles.list} data-testid="notice-list">
      {notices.data.map((notice, index) => (
        <NoticeItem
          key={notice.id}
          notice={notice}
          isOpen={open === index}
          scrollIntoView={index === props.initialIndex}
          onToggle={() => setOpen(open === index ? null : index)}
        />
      ))}
    </ol>
  )
}
