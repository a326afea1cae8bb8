import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { useAnnouncementsQuery, type AgentAnnouncement } from '@/api/agent/get-announcements'
import { useFormatters } from '@/i18n/format'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { sanitizeOperatorHtml } from '@/config/operator-html'
import { QueryState } from '@/ui/query-state'
import * as styles from './team.css'

/** Announcement (agentAnnouncement): the merchant's notes to its agents, newest first. */
export function AnnouncementPage() {
  const { t } = useLingui()
  const query = useAnnouncementsQuery()
  const labels = useQueryStateLabels(
    t({ id: 'agent.announcement.empty', message: 'No announcements for agents yet.' }),
  )
  return (
    <section className={styles.page} data-testid="agent-announcements">
      <h2 className={styles.title}>
        {t({ id: 'agent.announcement.title', message: 'Announcements' })}
      </h2>
      <QueryState
        query={query}
        labels={labels}
        isEmpty={(list) => list.length === 0}
        testId="agent-announcements"
      >
        {(list) => (
          <div>
            {list.map((item, index) => (
              <Announcement key={item.id} item={item} isOpen={index === 0} />
            ))}
          </div>
        )}
      </QueryState>
    </section>
  )
}

/** One announcement; its HTML is the operator's, so it is sanitized before it is shown. */
function Announcement(props: { item: AgentAnnouncement; isOpen: boolean }) {
  const { item, isOpen } = props
  const format = useFormatters()
  const html = useMemo(() => sanitizeOperatorHtml(item.content), [item.content])
  return (
    <details className={styles.announcement} open={isOpen} data-testid="agent-announcement">
      <summary className={styles.announcementSummary}>
        <span data-testid="agent-announcement-title">{item.title}</span>
        <time className={styles.muted} dateTime={item.time}>
          {format.dateTime(item.time)}
        </time>
      </summary>
      <div
        className={styles.announcementBody}
        data-testid="agent-announcement-body"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </details>
  )
}
